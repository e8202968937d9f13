/** The Malagasy of the English area ../en/contribute.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { contribute as english } from "../en/contribute.ts";

export const contribute: Strings<typeof english> = {
  "contribute.title": "Hanolotra firaketana, fanitsiana na famakiana",
  "contribute.description":
    "Taratasy fenoina natao avy amin’ny drafitra-n’ny votoaty: manamarina firaketana toy ny ataon’ny fananganana ny tranonkala izy, ary manome ny rakitra YAML sy ny lahatsoratry ny pull request.",
  "contribute.lead":
    "Mitombo amin’ny fandraisan’anjaran’ny olona ny banky angona. Safidio izay aterinao ary fenoy ny saha: samy milaza ny heviny avy izy. Ny « Check » dia manamarina ny firaketana amin’ny drafitra sy hafatra mitovy amin’ny an’ny fananganana ny tranonkala; rehefa lany izy dia azonao ny rakitra YAML, miaraka amin’ny toerana hametrahana azy ao amin’ny {content}, sy ny lahatsoratry ny pull request. Ny famakiana iray dia afaka milaza ny fihetsika lazainy (fihetsika lavin’ny fitsipika, isa perft, valin’ny lalao iray): ny motera fitsipika no manamarina izany rehetra izany rehefa andramana ny pull request. Ny {method} no milaza ny fomba fanoratana ny firaketana; ny « Hanolotra fanitsiana » eo amin’ny pejin’ny firaketana iray dia manokatra ity taratasy ity miaraka amin’io firaketana io.",
  "contribute.methodLink": "pejy momba ny fomba fiasa",
  "contribute.englishForm":
    "Mitazona ny anarany toy ny ao amin’ny rakitra votoaty ny saha, ary amin’ny teny anglisy ny fanazavana azy (ny fanamarihana ao amin’ny firafitra); amin’ny teny anglisy koa ny fanazavan’ny firafitra iray momba ny olana.",
  "contribute.formName": "Ny taratasy fenoina",
  "contribute.loading": "Mampiditra ny taratasy fenoina…",
  "contribute.noscript":
    "Mila JavaScript ny taratasy fenoina. Raha tsy misy izany, alefaso ny {command} ao amin’ny dika mitovy amin’ny tahiry mba hahazoana rakitra misy marika ny toerana tokony hofenoina.",
  "cite.heading": "Hanonona ity firaketana ity",
  "cite.permanent": "Adiresy maharitra: {link}",
  "cite.chicago": "Chicago (mpanoratra-daty)",
  "cite.accessed":
    "Ny daty nidirana dia ny andro nanamboarana ity pejy ity ({date}); soloy ny andro namakianao ny firaketana. Dikan’ny banky angona {version}, fahazoan-dalana {licence}.",
  "cite.kind.evidence": "Firaketana porofo",
  "cite.kind.source": "Firaketana loharano",
  "cite.kind.ruleset": "Fitsipi-dalao",
  "cite.files": "Ity firaketana ity irery:",
  "cite.propose": "Hanolotra fanitsiana",
  "suggest.heading": "Hanolo-kevitra fanitsiana",
  "suggest.title": "Fanitsiana natolotry ny mpamaky",
  "suggest.titleAbout": "Fanitsiana: {about}",
  "suggest.intro":
    "Lazao izay diso sy izay nahitanao zavatra hafa. Tsy misy alefa raha tsy misafidy ny iray amin’ireo rohy roa etsy ambany ianao.",
  "suggest.what": "Izay diso",
  "suggest.source": "Ny loharanonao (mpanoratra, lohateny, taona)",
  "suggest.locator": "Aiza ao aminy (pejy, toko; tsy voatery)",
  "suggest.name": "Ny anaranao (tsy voatery)",
  "suggest.contact": "Ahoana no ahafahana mifandray aminao (tsy voatery)",
  "suggest.issue": "Sokafy ho olana vaovao ao amin’ny toeram-pitehirizan’ny tetikasa",
  "suggest.mail": "Alefaso amin’ny mailaka",
  "suggest.next":
    "Avy eo: mamaky ny soso-kevitrao ny mpamoaka iray, manamarina ny loharano, ary mamaly eo amin’ilay olana na amin’ny mailaka. Raha marina ny fanitsiana dia atao ao amin’ny firaketana izany, miaraka amin’ny fanononana ny loharanonao; tsy voatonona ny anaranao raha tsy omenao.",
  "suggest.editHeading": "Ovay ny firaketana mihitsy",
  "suggest.edit": "Ovay ny firaketana mihitsy (ny taratasy feno, ho an’ny mpandray anjara)",
  "layout.where":
    "Navoaka ao amin’ny {site}. Alefa any amin’ny {issues} ny fanitsiana, na amin’ny mailaka any amin’ny {email}.",
  "layout.issues": "ny lisitry ny olana ao amin’ny tetikasa",
};

/** The Malagasy of the English area ../en/data.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { data as english } from "../en/data.ts";

export const data: Strings<typeof english> = {
  "data.title": "Angona",
  "data.description": "Haka ny banky angona amin’ny endrika JSON, CSV, CSL-JSON ary BibTeX.",
  "data.heading": "Angona azo alaina",
  "data.lead":
    "Ireo firaketana nanamboarana ny pejy ihany, novokarina rehefa naorina ny tranonkala. Ny {method} no manazava ny daty, ny ambaratongan’ny fahatokisana ary ny marika ampiasainy. Dikan’ny banky angona {version} (ny daty sy ny commit an’ny votoaty). Fahazoan-dalana: {licence} ({id}). Samy milaza ireo roa ireo ny rakitra tsirairay eto ambany.",
  "data.methodLink": "pejy momba ny fomba fiasa",
  "data.whole": "Ny banky angona manontolo",
  "data.records": "(firaketana {n})",
  "data.wholeNote":
    "Ny fitambarana rehetra anaty rakitra iray. Ny JSON Schema {schema} no mamaritra ny rafitra, novokarina avy amin’ireo drafitra manamarina ny votoaty ihany.",
  "data.bibliography": "Lisitry ny boky",
  "data.sourcesAndDataset": "(loharano {n} sy ny banky angona)",
  "data.bibtex":
    "BibTeX, nosoratan’ny Citation.js; ny famantarana ny loharano eto amin’ity tranonkala ity no lakile tsirairay.",
  "data.csl": "CSL-JSON, izay azon’ny Zotero sy ny rindranasa fanononana loharano ampidirina.",
  "data.collections": "Ny fitambarana tsirairay",
  "data.collectionsNote":
    "Mitahiry ny rafitra ny JSON (drafitra: {schemas}). Ny CSV dia manana andalana iray isaky ny firaketana, ho an’ny tabilao: UTF-8 misy marika filaharan’ny octet, lisitra ampifandraisina amin’ny « ; », saha anatiny ho tsanganana misy laharana ({example}); sela izay ho tanterahin’ny tabilao ho formula dia manomboka amin’ny apostrofy.",
  "data.unit.sources": "loharano",
  "data.unit.evidence": "porofo voarakitra",
  "data.unit.games": "lalao",
  "data.unit.regions": "faritra",
  "data.unit.rulesets": "fitsipika",
  "data.what.sources":
    "Ny lisitry ny boky, miaraka amin’ny fanamarihanay momba ny loharano tsirairay.",
  "data.what.evidence":
    "Ny porofo voarakitra rehetra, miaraka amin’ny taona voalohany sy farany ary ny taonjato azo avy amin’ny daty EDTF-ny.",
  "data.what.games":
    "Ny lalao rehetra: anarana, fianakaviana, fandrakofana, takelaka, faritra, fitsipika.",
  "data.what.regions":
    "Ny faritra rehetra, miaraka amin’ny koordinatany, ny famantarany ao amin’ny gazetteer, ny foko ary ny fiteny.",
  "data.what.rulesets":
    "Ny fitsipika rehetra: ny safidin’ny milina miaraka amin’ny niaviany, sy ny lafin’ny fitsipika.",
  "data.unit.studies": "fandalinana",
  "data.unit.relations": "fifandraisana",
  "data.unit.terms": "teny",
  "data.unit.names": "anarana",
  "data.what.studies":
    "Ny fandalinana loharano rehetra: ny andalan-teny isaky ny dingana miaraka amin’ny dia lazain’ny dingana tsirairay, ny fanoratana ny toko tsirairay, ary ny filazana hamarinin’ny milina.",
  "data.what.relations":
    "Ny tetiaran’ny loharano: loharano iza no maka tahaka, manonona, mandika na mamerina amin’ny teny hafa ny an’iza, miaraka amin’ireo andalan-teny mampiseho izany, ny fototra ary ny fahatokisanay.",
  "data.what.terms":
    "Ny voambolana: ny tenin’ny lalao tsirairay miaraka amin’ny tsipelina rehetra ataon’ny loharano, sy ny hevitra tsirairay miaraka amin’izay manome azy.",
  "data.what.names":
    "Ny lisitry ny anarana: olona, toerana ary foko amin’ny endrika ampiasain’ity tranonkala ity, miaraka amin’ny tsipelina rehetra ataon’ny loharano.",
  "data.noCsv.studies":
    "Tsy misy CSV: lisitry ny toko ny fandalinana, samy lalao iray miaraka amin’ny andalan-teniny isaky ny dingana, ka tsy omby andalana iray isaky ny fandalinana. Eo ambany kosa ny toko tsirairay ho rakitra fanoratana.",
  "data.studyFiles": "Ny fandalinana ho rakitra fanoratana",
  "data.studyFilesNote":
    "Ny toko tsirairay amin’ny fandalinana ho rakitra .fnt, amin’ny fanoratana lalao an’ny tetikasa ihany (dikan-teny 1, tahaka ny PGN amin’ny echecs): ilay lahatsoratra asehon’ny pejin’ny fandalinana, nohamarinin’ny milina fitsipika isaky ny dia rehefa naorina ny tranonkala. Ny baikon’ny tetikasa no manamarina azy indray amin’ny {command}.",
  "data.licence": "Fahazoan-dalana",
  "data.licenceData":
    "Ny angona dia eo ambanin’ny fahazoan-dalana {licence}: {covers}. Azo ampiasaina indray amin’ny tanjona rehetra, raha tononina ny « {name} » ary asiana rohy mankany amin’ny firaketana.",
  "data.licenceCode": "Ny kaody dia eo ambanin’ny {licence}: {covers}.",
  "data.oneRecord": "Firaketana tsirairay",
  "data.oneRecordNote":
    "Ny firaketana porofo, loharano, lalao, faritra ary fitsipika tsirairay dia azo alaina irery, amin’ny rakitra YAML nanoratana azy sy amin’ny JSON: {yaml} sy {json} (fitsipika: {rulesets}). Ny pejin’ny firaketana no mampitondra any aminy eo ambanin’ny « Hanonona ity firaketana ity ».",
};

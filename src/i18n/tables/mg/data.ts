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
  "data.licence": "Fahazoan-dalana",
  "data.licenceData":
    "Ny angona dia eo ambanin’ny fahazoan-dalana {licence}: {covers}. Azo ampiasaina indray amin’ny tanjona rehetra, raha tononina ny « {name} » ary asiana rohy mankany amin’ny firaketana.",
  "data.licenceCode": "Ny kaody dia eo ambanin’ny {licence}: {covers}.",
  "data.oneRecord": "Firaketana tsirairay",
  "data.oneRecordNote":
    "Ny firaketana porofo, loharano, lalao, faritra ary fitsipika tsirairay dia azo alaina irery, amin’ny rakitra YAML nanoratana azy sy amin’ny JSON: {yaml} sy {json} (fitsipika: {rulesets}). Ny pejin’ny firaketana no mampitondra any aminy eo ambanin’ny « Hanonona ity firaketana ity ».",
};

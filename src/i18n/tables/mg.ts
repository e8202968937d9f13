/**
 * The Malagasy interface strings, written by the project's editors, who are not native speakers:
 * every one awaits review by a native speaker, and every Malagasy page says so to its readers.
 * A reviewer's name goes in `reviewed` below, string by string, as the review is done.
 */
import { table } from "../table.ts";

export const mg = table(
  "mg",
  { by: "project" },
  {
    "site.name": "Fanondroana momba ny Fanorona sy ny Mancala",
    "site.about":
      "Fanondroana misokatra momba ny fanorona sy ny lalao mancala misy laharana efatra any Madagasikara sy Afrika Afovoany. Samy manonona ny loharanony ny fitsipika sy ny porofo rehetra; mitazona ny fiteny niaviany ny teny voatonona.",
    "layout.skip": "Mankany amin’ny votoatiny",
    "layout.navLabel": "Fitetezana lehibe",
    "layout.footerNavLabel": "Ambany pejy",
    "layout.licence":
      "Angona: {data}. Kaody: {code}. An’ny mpanoratra azy ihany ny teny voatonona ({details}).",
    "layout.licenceDetails": "antsipiriany",
    "layout.credits":
      "Sisin-tanin’ny firenena: Natural Earth (fananana iombonana), avy amin’ny world-atlas. Pejy tsy miova; fikarohana amin’ny Pagefind.",
    "nav.home": "Fandraisana",
    "nav.games": "Lalao",
    "nav.evidence": "Porofo",
    "nav.rulesets": "Fitsipi-dalao",
    "nav.sources": "Loharano",
    "nav.regions": "Faritra",
    "nav.timeline": "Tetiandro",
    "nav.search": "Fikarohana",
    "nav.allEvidence": "Ny porofo rehetra",
    "nav.allRulesets": "Ny fitsipi-dalao rehetra",
    "nav.method": "Fomba fiasa",
    "nav.studies": "Fandalinana",
    "nav.glossary": "Voambolana",
    "nav.names": "Anarana",
    "nav.data": "Angona azo alaina",
    "search.headerLabel": "Hikaroka ato amin’ny tranonkala",
    "search.placeholder": "ohatra: Montgomery",
    "search.button": "Hikaroka",
    "lang.self": "malagasy",
    "lang.switchLabel": "Fiteny",
    "lang.awaiting": "miandry fanamarinana",
    "review.marker":
      "Fandikan-teny mbola miandry fanamarinan’olona miteny malagasy ho tenin-drazany ny soratra eto amin’ity pejy ity.",
    "review.footer":
      "Soratra amin’ny teny {language}: nadikan’ny {by}; {reviewed} amin’ny {total} no efa nohamarinin’olona miteny azy ho tenin-drazany.",
    "review.byProject": "mpanonta ity tetikasa ity",
    "content.untranslated":
      "Mbola tsy voadika amin’ny teny {language}: aseho amin’ny teny anglisy.",
    "content.translatedBy": "Nadikan’ny {by}",
    "content.reviewedBy": "nohamarinin’i {who}",
    "content.reviewed": "voamarina",
    "content.awaiting": "miandry fanamarinana",
    "content.original": "Ny soratra anglisy tany am-boalohany",
    "count.record.one": "porofo {n}",
    "count.record.other": "porofo {n}",
    "count.evidence.one": "porofo {n}",
    "count.evidence.other": "porofo {n}",
    "count.game.one": "lalao {n}",
    "count.game.other": "lalao {n}",
    "count.source.one": "loharano {n}",
    "count.source.other": "loharano {n}",
    "count.region.one": "faritra {n}",
    "count.region.other": "faritra {n}",
    "count.ruleset.one": "fitsipi-dalao {n}",
    "count.ruleset.other": "fitsipi-dalao {n}",
    "date.century": "taonjato faha-{ord}",
    "date.centuryBce": "taonjato faha-{ord} talohan’i JK",
    "home.title": "Fandraisana",
    "home.description":
      "Fanondroana misokatra momba ny fanorona sy ny lalao mancala misy laharana efatra any Madagasikara sy Afrika Afovoany: porofo, loharano, faritra, fitsipi-dalao.",
    "home.heading": "Ny fanorona sy ny lalao mancala misy laharana efatra",
    "home.lead":
      "Fanondroana misokatra momba ny lalao an-tabilao any Madagasikara sy Afrika Afovoany: ny fanorona sy ireo havany lalaovina amin’ny tsipika sy teboka, ary ny lalao mancala misy laharana efatra voarakitra teo amin’ny Nyanja sy ny mpifanolo-bodirindrina aminy. Samy milaza ny loharano niaviany, ny toerana ary ny fotoana ny porofo tsirairay; samy manonona ny andalana iorenany ny fitsipika tsirairay, amin’ny fitenin’ny loharano miaraka amin’ny fandikana anglisy.",
    "home.holds":
      "Misy {evidence} momba ny {games} ato, avy amin’ny {sources}, manerana ny {regions}, ary {rulesets}.",
    "home.termEvidence": "Porofo",
    "home.defEvidence":
      "Izay lazain’ny loharano iray momba ny lalao iray: aiza, oviana, amin’ny teniny manokana, ary hatraiza no azo antoka.",
    "home.termRuleset": "Fitsipi-dalao",
    "home.defRuleset":
      "Famakiana loharano iray ho fitsipika azo lalaovina; samy manonona ny fehezanteny iorenany ny fitsipika tsirairay.",
    "home.termConfidence": "Fahatokisana",
    "home.defConfidence":
      "Ny fitsarantsika, manomboka amin’ny 0 ka hatramin’ny 100, hoe hatraiza no azo itokisana ny porofo iray; jereo ny {method} momba ny maridrefy, ny daty ary ny marika.",
    "home.methodLink": "fomba fiasa",
    "home.byGame": "Araka ny lalao",
    "home.mentionedOnly": "voatonona fotsiny",
    "home.allGames": "Ny lalao rehetra",
    "home.byRegion": "Araka ny faritra",
    "home.regionCounts": "Tafiditra ao anatin’ny isa ireo toerana ao amin’ny faritra tsirairay.",
    "home.regionMap": "Sarintanin’ny faritra rehetra",
    "home.bySource": "Araka ny loharano",
    "home.bibliography": "Lisitry ny boky",
    "home.byDate": "Araka ny daty",
    "home.undated": "Tsy misy daty",
    "home.more": "Hafa koa",
    "home.moreEvidence": "{link}, araka ny filaharan’ny daty",
    "home.moreEvidenceLink": "Ny porofo rehetra",
    "home.moreRulesets": "{link}, miaraka amin’ny niavian’ny safidy tsirairay",
    "home.moreData": "{link}: JSON sy CSL-JSON, miaraka amin’ny fahazoan-dàlana",
    "home.moreMethod":
      "{link}: ny maridrefin’ny fahatokisana, ny daty, ary ny fomba famakiana ny fitsipika",
    "home.moreSearch": "{link} misy sivana araka ny lalao, faritra, loharano ary taonjato",
    "games.description":
      "Ny lalao ao amin’ny fianakavian’ny fanorona sy ny lalao mancala misy laharana efatra, miaraka amin’ny porofo sy ny fitsipi-dalao.",
    "games.lead":
      "Samy manana ny pejiny ny lalao tsirairay: ny anarany, ny porofo araka ny filaharan’ny daty, ary ny fitsipi-dalao novakiana tamin’ny loharano. Ho an’ny lalao izay voatonona fotsiny ao amin’ny loharano, lazaina izay ananantsika sy izay tsy ampy.",
    "games.counts": "({coverage}; {evidence}, {rulesets})",
    "games.mentioned": "voatonona fotsiny",
    "games.documented": "misy antontan-taratasy",
    "family.alquerque-line-capture": "Fisamborana amin’ny tsipika, fianakavian’ny alquerque",
    "family.alignment": "Fampitoviana laharana",
    "family.four-row-mancala": "Mancala misy laharana efatra",
    "family.two-row-mancala": "Mancala misy laharana roa",
    "family.other": "Hafa",
    "notFound.title": "Tsy hita ny pejy",
    "notFound.body":
      "Tsy misy pejy amin’ity adiresy ity. Andramo ny {games}, ny {sources}, ny {timeline} na ny {search}.",
    "notFound.games": "lalao",
    "notFound.sources": "loharano",
    "notFound.timeline": "tetiandro",
    "notFound.search": "fikarohana",
    "evidence.description": "Ny porofo rehetra, araka ny filaharan’ny daty.",
    "evidence.lead":
      "Ny porofo tsirairay dia izay lazain’ny loharano iray momba ny lalao iray, ny toerana sy ny fotoana. Mitazona ny laharana DLP ireo avy amin’ny Digital Ludeme Project; manana laharana mamaritra ny antsika. Jereo koa ny {timeline}.",
    "evidence.timelineLink": "tetiandro",
    "evidenceList.none": "Mbola tsy misy porofo.",
    "evidenceList.game": "Lalao: {game}",
    "evidenceList.source": "Loharano: {source}, {locator}",
    "evidenceList.confidence": "Fahatokisana {n}",
    "rulesets.description": "Ny famakiana rehetra ny loharano izay azon’ny milina lalaovina.",
    "rulesets.lead":
      "Ny fitsipi-dalao dia famakiana loharano iray. Samy manonona ny andalana iorenany ny sandan’ny safidy tsirairay, ary milaza raha ny loharano no milaza azy, raha isika no manatsoaka azy, na raha isika no nifidy sanda mahazatra teo amin’izay anginan’ny loharano.",
    "rulesets.none": "Mbola tsy misy fitsipi-dalao voasoratra.",
    "sources.description":
      "Lisitry ny loharano momba ny fanorona sy ny lalao mancala misy laharana efatra.",
    "sources.lead":
      "Ny loharano rehetra voatonona ato amin’ity tranonkala ity, amin’ny endrika mpanoratra-daty. Samy mitondra any amin’ny pejiny ny tsirairay, izay mitanisa ny porofo sy ny fitsipi-dalao miorina aminy; ny marika no milaza izay manana votoaty toy izany eto. Azo alaina amin’ny endrika {csl} koa ny lisitra manontolo, ho an’ny Zotero sy ny rindrankajy fanononana. Ny fifandraisan’ny loharano (iza no mandika, mandika teny na manonona an’iza) dia aseho ao amin’ny {genealogy}.",
    "sources.genealogyLink": "tetiarana ny loharano",
    "sources.onSite": "Ato amin’ny tranonkala: {what}",
    "sources.namedIn": "voatonona ao amin’ny {records}",
    "sources.bibliographyOnly": "Ao amin’ny lisitry ny boky ihany",
    "regions.description": "Ny niavian’ny porofo: Madagasikara sy Afrika Atsimo-Atsinanana.",
    "regions.lead":
      "Ireo toerana lazain’ny porofo (fa tsy ny toerana nipetrahan’ny mpanoratra na namoahany). Misafidiana marika na anarana hahitana ny pejin’ny faritra: ny rohy amin’ny rakitry ny anaran-toerana, ny foko, ny fiteny ary ny porofo.",
    "regions.mapLabel": "Sarintanin’ny faritra misy porofo",
    "regions.all": "Ny faritra rehetra",
    "regions.counts":
      "Tafiditra ao anatin’ny isa tsirairay ny porofo avy amin’ireo toerana ao amin’ny faritra, toy ny ao amin’ny pejy fandraisana.",
    "glossary.description":
      "Ny tenin’ny lalao araka ny fanoratan’ny loharano azy: riatra, vela, laka, chibou, bassy, fòibény sy ny sisa, miaraka amin’izay manome ny hevitry ny tsirairay.",
    "glossary.lead":
      "Ny tenin’ny lalao araka ny fanoratan’ny loharanontsika azy, ny tsipelina tsirairay miaraka amin’ny loharano manonta azy, ary ny hevitra tsirairay miaraka amin’izay manome azy: loharano iray any amin’ny toerana iray, na isika.",
    "glossary.ours":
      "Ny hevitra na endrika misy marika {ours} dia famakiantsika, miaraka amin’ny antony; ny endrika malagasy nataontsika dia miandry fanamarinan’olona miteny malagasy ho tenin-drazany ary milaza izany. Ny {search} dia mihevitra ny tsipelina rehetra amin’ny teny iray ho mitovy, ary ny lahatsoratry ny tranonkala dia mampifandray ny teny iray amin’ny fidirana aminy amin’ny fisehoany voalohany. Ny olona sy ny toerana dia ao amin’ny {names}.",
    "glossary.oursWord": "antsika",
    "glossary.searchLink": "fikarohana",
    "glossary.namesLink": "rakitry ny anarana",
    "names.description":
      "Ny olona, toerana ary foko voatonona ao amin’ny loharano, miaraka amin’ny endrika ofisialy sy ny tsipelina rehetra ataon’ny loharano.",
    "names.lead":
      "Ny olona, toerana ary foko voatonona ao amin’ny loharanontsika, amin’ny endrika ampiasain’ity tranonkala ity, miaraka amin’ny tsipelina rehetra ataon’ny loharano sy izay manonta azy.",
    "names.ours":
      "Tazonina sy asiana marika [sic] ny tsipelina diso ao amin’ny loharano. Ny endrika ofisialy misy marika {ours} dia tsy atonta amin’ny loharano ananantsika; ny endrika malagasy toy izany dia miandry fanamarinan’olona miteny malagasy ho tenin-drazany. Ny anarana mora afangaro nefa tsy mitovy dia aseho mifanila ary karohina misaraka. Ny {search} dia mihevitra ny tsipelina rehetra amin’ny anarana iray ho mitovy. Ny tenin’ny lalao dia ao amin’ny {glossary}.",
    "names.glossaryLink": "voambolana",
    "studies.title": "Fandalinana loharano",
    "studies.description":
      "Lalao tantarain’ny loharano, sy andalana hitan’ny milina, isaky ny dingana eo anilan’ny soratra, misy fomba lesona.",
    "studies.lead":
      "Misy loharano mitantara lalao, ary mahita andalana ho azy ny milina. Ny fandalinana tsirairay dia mametraka andalana iray, isaky ny fehezanteny, eo anilan’ny dingana lazainy, hamarinin’ny milina mpanaraka fitsipika araka ny famakiana voatonona; raha tsy milaza ny dingana ny soratra, lazain’ny fandalinana ny fomba nifidianana azy. Azo vakiana ho lesona ny toko tsirairay: ianao no milalao ny dingana lazain’ny fehezanteny tsirairay.",
    "searchPage.description":
      "Hikaroka ao amin’ny porofo, lalao, loharano, faritra ary fitsipi-dalao.",
    "searchPage.label": "Hikaroka ao amin’ny porofo, lalao, loharano, faritra ary fitsipi-dalao",
    "searchPage.filters": "Sivana",
    "searchPage.filtersHelp":
      "Ao anatin’ny sivana iray, mifanaraka ny pejy raha manana ny iray amin’ireo sanda voamarika; amin’ny sivana samihafa, tsy maintsy mifanaraka amin’izy rehetra. Ny taonjato dia an’ny datin’ny porofo sy an’ny loharanon’ny fitsipi-dalao.",
    "searchPage.searching": "Mikaroka…",
    "searchPage.chosen": "({n} voafidy)",
    "searchPage.result.one": "valiny {n}",
    "searchPage.result.other": "valiny {n}",
    "searchPage.filterValue.one": "sandan-tsivana {n}",
    "searchPage.filterValue.other": "sandan-tsivana {n}",
    "searchPage.forQuery": "ho an’ny « {q} »",
    "searchPage.withFilters": "miaraka amin’ireo sivana ireo",
    "searchPage.also": " (nokarohina koa: {variants})",
    "searchPage.filtered": ", {values} voafidy",
    "searchPage.line": "{count} {what}{also}{filtered}.",
    "searchPage.more": "Asehoy valiny fanampiny",
    "searchPage.noscript":
      "Mila JavaScript ny fikarohana. Raha tsy misy izany, jereo ny {games}, ny {evidence}, ny {sources}, ny {regions} na ny {timeline}.",
    "searchPage.language": "Ny pejy amin’ny teny {language} no valiny.",
    "filter.kind": "Karazana pejy",
    "filter.game": "Lalao",
    "filter.region": "Faritra",
    "filter.century": "Taonjato",
    "filter.source": "Loharano",
    "filter.evidenceType": "Karazana porofo",
    "filter.confidence": "Fahatokisana",
    "words.evidence": "porofo",
    "words.games": "lalao",
    "words.sources": "loharano",
    "words.regions": "faritra",
    "words.timeline": "tetiandro",
  },
);

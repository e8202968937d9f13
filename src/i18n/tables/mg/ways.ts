/** The Malagasy of the English area ../en/ways.ts, key for key (awaiting review, as ../mg.ts says). */
import type { Strings } from "../../table.ts";
import type { ways as english } from "../en/ways.ts";

export const ways: Strings<typeof english> = {
  "nav.compare": "Fampitahana",
  "nav.offline": "Tsy misy aterineto",
  "ways.heading": "Izay azonao atao eto",
  "ways.read": "Hamaky ny loharano",
  "ways.readText":
    "Ny porofo tsirairay miaraka amin’ny teny voatonona, ny toerana, ny daty ary ny fahatokisana: {links}",
  "ways.byGame": "araka ny lalao",
  "ways.byRegion": "araka ny faritra",
  "ways.bySource": "araka ny loharano",
  "ways.byDate": "araka ny daty",
  "ways.compare": "Hampitaha famakiana",
  "ways.compareText": "{pair}: lalao amin’ny tsipika sy teboka manoloana lalao famafazana. {all}.",
  "ways.comparePair": "Ny fanoronan’i Montgomery sy ny fifanghan’i Flacourt",
  "ways.compareAll": "Ny fampitahana rehetra",
  "ways.play": "Hilalao sy hanandrana fitsipika",
  "ways.playText":
    "Milalaova {game} amin’ny namana na amin’ny ordinatera, ovay ny fitsipika iray ary jereo izay ovainy.",
  "ways.studies": "Hanaraka lalao voarakitra",
  "ways.studiesText":
    "Ny lalaon’ny loharano iray, isaky ny fihetsika, miaraka amin’ny andalana iorenan’ny fihetsika tsirairay.",
  "ways.offline": "Hampiasa tsy misy aterineto",
  "ways.offlineText":
    "Tehirizo ao amin’ity fitaovana ity ny fianakavian-dalao iray alohan’ny hivahinianao.",
  "ways.correct": "Hanolotra fanitsiana",
  "ways.correctText": "Manokatra ny taratasy efa feno ny pejin’ny porofo tsirairay.",
  "summary.label": "Ny porofo raha fintinina",
  "summary.written": "Loharano nosoratana na navoaka",
  "summary.events": "Zava-nitranga voalaza",
  "summary.date": "Daty",
  "summary.place": "Toerana",
  "summary.edtf": "Kaodin’ny daty (EDTF)",
  "summary.quoteFirst": "Izay lazain’ny loharano",
  "dates.source": "loharano {date}",
  "dates.events": "zava-nitranga {date}",
  "filter.centuryEvents": "Taonjaton’ny zava-nitranga voalaza",
  "filter.centurySource": "Taonjato nanoratana na namoahana ny loharano",
  "search.didYouMean": "{words} ve no tianao holazaina?",
  "compare.thisReading": "Ampitahao amin’ny famakiana hafa ity famakiana ity",
  "compare.fromSource": "Ampitahao ny famakiana ity loharano ity",
  "compare.fromRulesets": "Hampitaha famakiana",
};

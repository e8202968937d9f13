/** The Malagasy of the English area ../en/observed.ts, key for key (awaiting a native speaker). */
import type { Strings } from "../../table.ts";
import type { observed as english } from "../en/observed.ts";

export const observed: Strings<typeof english> = {
  "observed.heading": "Voasoratra nandritra ny resadresaka teny an-toerana",
  "observed.intro":
    "Io famakiana io no fomba nilalaovana ny lalao tamin’ny toerana iray sy daty iray, araka ny nambaran’ireo mpilalao nanontaniana. Eo anilan’ireo famakiana ara-tantara izy ary tsy manolo na iray aza amin’izy ireo: {method}.",
  "observed.methodLink": "ny fomba andanjana ny fitsipi-dalao hita maso",
  "observed.card": "voasoratra nandritra ny resadresaka teny an-toerana ny {date}",
  "observed.date": "Datin’ny resadresaka",
  "observed.place": "Toerana",
  "observed.placeAt": "{name} ({lat}, {lon})",
  "observed.notRecorded": "tsy voasoratra",
  "observed.people": "Olona nanontaniana",
  "observed.anonymous":
    "mpilalao iray, tsy voatonona anarana: tsy nanome alalana hamoaka ny anarany izy",
  "observed.language": "Fiteny nampiasaina tamin’ny resadresaka",
  "observed.open": "Navela misokatra",
  "observed.openNone": "tsy misy: nomena sanda ny valin’ny fanontaniana rehetra",
  "observed.why.unknown": "tsy fantatry ny mpilalao",
  "observed.why.disagree": "tsy mitovy hevitra ny mpilalao",
  "observed.why.not-asked": "tsy napetraka",
  "observed.optionOpen":
    "Navela misokatra nandritra ny resadresaka ({why}). Ny sanda aseho dia ilay lalaovin’ny fitaovana filalaovana ihany, nalaina tamin’ny famakiana akaiky indrindra ny valiny; tsy valin’ny mpilalao izany.",
};

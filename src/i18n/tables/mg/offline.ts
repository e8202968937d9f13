/** The Malagasy of the English area ../en/offline.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { offline as english } from "../en/offline.ts";

export const offline: Strings<typeof english> = {
  "offline.title": "Hitahiry pejy tsy mila aterineto",
  "offline.description":
    "Hitahiry eto amin’ity fitaovana ity ny pejy, ny fitsipika, ny fitaovana filalaovana ary ny fikarohana momba ny fianakavian-dalao iray, mba hamakiana azy tsy misy aterineto.",
  "offline.intro":
    "Tehirizina eto amin’ity fitaovana ity ny pejy vakianao, ary misokatra indray na tsy misy aterineto aza. Raha hitahiry fianakavian-dalao iray manontolo alohan’ny handehananao (ny pejin’ny lalao, ny fitsipika, ny porofo, ny loharano ary ny fandalinana, ny fitaovana filalaovana miaraka amin’ny mpilalao solosaina, ary ny fikarohana ao aminy), tehirizo ny fonosany eto ambany. Aseho alohan’ny hakana azy ny habeny; avy eo, ny rakitra niova ihany no alaina indray.",
  "offline.needsJs":
    "Mila JavaScript sy mpitety tranonkala afaka mitahiry pejy tsy misy aterineto ny lisitry ny fonosana.",
  "offline.js.cannot": "Tsy afaka mitahiry pejy tsy misy aterineto ity mpitety tranonkala ity.",
  "offline.js.unreadable": "Tsy voavaky ny lisitry ny fonosana: tsy misy aterineto ianao.",
  "offline.js.notKept": "Tsy voatahiry. Alaina: {size}.",
  "offline.js.upToDate": "Voatahiry eto amin’ity fitaovana ity, vaovao tanteraka ({size}).",
  "offline.js.update": "Voatahiry; misy fanavaozana vonona: {files}, {size}.",
  "offline.js.files.one": "rakitra {n}",
  "offline.js.files.other": "rakitra {n}",
  "offline.js.games": "Lalao: {games}. {files}.",
  "offline.js.keep": "Tehirizo",
  "offline.js.updateButton": "Havaozina",
  "offline.js.remove": "Esory",
  "offline.js.progress": "{done} amin’ny {total}",
  "offline.js.kept": "Voatahiry eto amin’ity fitaovana ity: {size}.",
  "offline.js.failed": "Tsy voatahiry: {error}",
  "offline.js.fail.status": "tsy azo nalaina ny {path} (sata HTTP {status})",
  "offline.js.fail.network": "tsy azo nalaina ny {path}: tsy namaly ny tambajotra",
  "offline.js.fail.unexpected": "{why} (hafatry ny mpitety tranonkala, amin’ny teny anglisy)",
  "nav.offline": "Ampiasao tsy misy aterineto",
  "offline.keepFamily": "Tehirizo ho vakina tsy misy aterineto ity fianakaviana ity ({size})",
  "offline.megabytes": "{n} MB",
  "offline.homeLine":
    "Hamaky any amin’ny toerana tsy misy aterineto ve ianao? {link}: tehirizina eto amin’ity fitaovana ity ny pejy vakianao, ary azo tehirizina mialoha ny fianakavian-dalao iray manontolo.",
  "notStored.pack":
    "Tehirizina miaraka amin’ny {pack} ity pejy ity: {link}, dia hisokatra tsy misy aterineto izy.",
  "notStored.keepIt": "tehirizo eto amin’ity fitaovana ity io fianakaviana io",
  "notStored.title": "Tsy voatahiry eto amin’ity fitaovana ity",
  "notStored.heading": "Tsy voatahiry eto amin’ity fitaovana ity ity pejy ity",
  "notStored.text":
    "Tsy misy aterineto ianao, ary tsy mbola novakiana teto amin’ity fitaovana ity ity pejy ity, na notehirizina niaraka tamin’ny fianakavian-dalao. Hisokatra izy rehefa misy aterineto indray. Ny pejy efa novakiana, sy ny fianakavian-dalao notehirizina tao amin’ny {link}, dia misokatra na tsy misy aterineto aza.",
};

/** The Malagasy of the English area ../en/timeline.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { timeline as english } from "../en/timeline.ts";

export const timeline: Strings<typeof english> = {
  "timeline.title": "Tetiandro",
  "timeline.description":
    "Ny porofo momba ny fanorona sy ny lalao mancala misy andalana efatra, araka ny daty.",
  "timeline.lead":
    "Ny porofo tsirairay dia apetraka eo anelanelan’ny taona voalohany sy farany azon’ny datiny: ny fotoana nanoratana ny lahatsoratra na nanaovana ilay zavatra, fa tsy ny fotoana namoahana azy. Voavondrona araka ny taonjato voalohany tratran’ny datiny ny porofo. Ny daty fantatra amin’ny lafiny iray ihany (“tsy mihoatra ny 1937”, “nanomboka tamin’ny 2018”) dia aseho amin’ny tsipika fohy manjavona eo amin’ny lafiny misokatra.",
  "timeline.showOnly": "Asehoy ihany",
  "timeline.game": "Lalao",
  "timeline.allGames": "Ny lalao rehetra",
  "timeline.region": "Faritra",
  "timeline.allRegions": "Ny faritra rehetra",
  "timeline.undated": "Tsy misy daty",
};

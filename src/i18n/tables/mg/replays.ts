/**
 * The Malagasy of the English area ../en/replays.ts, key for key (awaiting review). The opening
 * names (vakiloha, havanana…) and véla be are game terms and stay as the sources write them.
 */
import type { Strings } from "../../table.ts";
import type { replays as english } from "../en/replays.ts";

export const replays: Strings<typeof english> = {
  "replay.opening": "Ny fanokafana {name} ao amin’ny lahatsoratra baska ({gloss})",
  "replay.gloss.vakiloha": "mankany aloha",
  "replay.gloss.havanana": "amin’ny diagonaly avy eo ankavanana",
  "replay.gloss.havia": "amin’ny diagonaly avy eo ankavia",
  "replay.gloss.fohy": "avy eo an-daniny, amin’ny fanatonana",
  "replay.gloss.kobaka": "avy eo an-daniny, amin’ny fihemorana",
  "replay.velaBe":
    "Ny ohatra véla be ao amin’ny lahatsoratra baska, ireo dia enina ambin’ny folo voalohany",
  "replay.perfect": "Lalao tonga lafatra araka ny {title} (ny tsipika hitan’ny mpamaha)",
  "replay.forced": "Ny lalao tsy misy safidy araka ny {title}",
  "replay.englishTitle": "« {title} » (amin’ny teny anglisy)",
};

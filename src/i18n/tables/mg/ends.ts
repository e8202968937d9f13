/**
 * The Malagasy of the English area ../en/ends.ts, key for key (awaiting review). Game terms
 * (camou, véla) stay as the sources write them.
 */
import type { Strings } from "../../table.ts";
import type { ends as english } from "../en/ends.ts";

export const ends: Strings<typeof english> = {
  "end.captured-all": "lany daholo",
  "end.blocked": "voasakana",
  "end.no-move": "tsy misy dia",
  "end.three-in-a-row": "telo milahatra",
  "end.camou": "camou",
  "end.reserve-exhausted": "lany ny tahiry",
  "end.vela-loser-cannot-capture": "tsy afaka maka ny resy tamin’ny véla",
  "end.no-capture": "tsy misy fakana",
  "end.repetition": "fiverenana",
  "end.neither-can-capture": "samy tsy afaka maka",
  "end.turn-limit": "fetran’ny anjara",
  "end.proven": "voaporofo",
};

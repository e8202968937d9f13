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
  "end.clause.captured-all": "tsy manana vato intsony ny ankilany",
  "end.clause.blocked": "tsy afaka mihetsika ny ankilany",
  "end.clause.no-move": "tsy manana dia ny tokony hilalao",
  "end.clause.three-in-a-row": "vato telo milahatra",
  "end.clause.camou": "foana ny lavaky ny ankilany (camou)",
  "end.clause.reserve-exhausted": "lany ny tahiry",
  "end.clause.vela-loser-cannot-capture": "tsy manana fakana ny resy tamin’ny véla",
  "end.clause.no-capture": "anjara maro loatra tsy nisy fakana",
  "end.clause.repetition": "niverina ny toerana",
  "end.clause.neither-can-capture": "samy tsy afaka maka ny roa tonta",
  "end.clause.turn-limit": "ny fetran’ny isan’ny anjara",
  "end.clause.proven": "voaporofon’ny fikarohana",
};

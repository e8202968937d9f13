/** The French of the English area ../en/ends.ts, key for key. Game terms (camou, véla) stay. */
import type { Strings } from "../../table.ts";
import type { ends as english } from "../en/ends.ts";

export const ends: Strings<typeof english> = {
  "end.captured-all": "tout pris",
  "end.blocked": "bloqué",
  "end.no-move": "aucun coup",
  "end.three-in-a-row": "trois alignés",
  "end.camou": "camou",
  "end.reserve-exhausted": "réserve épuisée",
  "end.vela-loser-cannot-capture": "le perdant du véla ne peut prendre",
  "end.no-capture": "sans prise",
  "end.repetition": "répétition",
  "end.neither-can-capture": "aucun ne peut prendre",
  "end.turn-limit": "limite de tours",
  "end.proven": "démontré",
};

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
  "end.clause.captured-all": "l’autre camp n’a plus de pièce",
  "end.clause.blocked": "l’autre camp ne peut plus bouger",
  "end.clause.no-move": "le camp qui doit jouer n’a aucun coup",
  "end.clause.three-in-a-row": "trois pièces alignées",
  "end.clause.camou": "les trous de l’autre camp sont vides (camou)",
  "end.clause.reserve-exhausted": "la réserve est épuisée",
  "end.clause.vela-loser-cannot-capture": "le perdant du véla n’a aucune prise",
  "end.clause.no-capture": "trop de tours sans prise",
  "end.clause.repetition": "la position est revenue",
  "end.clause.neither-can-capture": "aucun des deux camps ne peut prendre",
  "end.clause.turn-limit": "la limite de tours",
  "end.clause.proven": "démontré par la recherche",
};

/** The French of the English area ../en/reason.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { reason as english } from "../en/reason.ts";

export const reason: Strings<typeof english> = {
  "simb.reason.suggested":
    "Changement fait par un lecteur, non la lecture d’une source : {changes} au lieu de {was} selon {title}, pour voir comment le jeu se joue ainsi.",
};

/** The French of the English area ../en/licence.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { licence as english } from "../en/licence.ts";

export const licence: Strings<typeof english> = {
  "licence.covers.data":
    "les fiches, les résumés, les traductions signalées comme les nôtres, les jeux de règles et les téléchargements (tout ce qui a été écrit pour ce site)",
  "licence.covers.code": "le moteur de règles, le code du site et les tests",
};

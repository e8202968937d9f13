/** The French of the English area ../en/boot.ts. */
import type { Strings } from "../../table.ts";
import type { boot as english } from "../en/boot.ts";

export const boot: Strings<typeof english> = {
  "boot.simulator": "Le simulateur n’a pas pu démarrer\u202f: {error}",
  "boot.lesson": "La leçon n’a pas pu démarrer\u202f: {error}",
  "boot.board": "Le plateau n’a pas pu démarrer\u202f: {error}.",
  "boot.ruleBy": "selon",
};

/** The French of the English area ../en/packs.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { packs as english } from "../en/packs.ts";

export const packs: Strings<typeof english> = {
  "packs.family.fanorona": "Famille du fanorona",
  "packs.family.four-row-mancala": "Mancalas à quatre rangées",
  "packs.title": "{family} — {language}",
};

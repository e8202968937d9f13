/** The Malagasy of the English area ../en/packs.ts, key for key (awaiting a native speaker). */
import type { Strings } from "../../table.ts";
import type { packs as english } from "../en/packs.ts";

export const packs: Strings<typeof english> = {
  "packs.family.fanorona": "Fianakavian’ny fanorona",
  "packs.family.four-row-mancala": "Mancala misy andalana efatra",
  "packs.title": "{family} — {language}",
};

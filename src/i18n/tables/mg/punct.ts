/** The Malagasy of the English area ../en/punct.ts: punctuation set tight, as in English. */
import type { Strings } from "../../table.ts";
import type { punct as english } from "../en/punct.ts";

export const punct: Strings<typeof english> = {
  "punct.clauses": "; ",
};

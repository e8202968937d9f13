/** The French of the English area ../en/punct.ts: a narrow no-break space before `;`. */
import type { Strings } from "../../table.ts";
import type { punct as english } from "../en/punct.ts";

export const punct: Strings<typeof english> = {
  "punct.clauses": "\u202f; ",
};

/** The French of the English area ../en/numbers.ts: west is O (ouest). */
import type { Strings } from "../../table.ts";
import type { numbers as english } from "../en/numbers.ts";

export const numbers: Strings<typeof english> = {
  "coord.north": "N",
  "coord.south": "S",
  "coord.east": "E",
  "coord.west": "O",
  "ord.one": "{n}er",
  "ord.two": "{n}e",
  "ord.few": "{n}e",
  "ord.other": "{n}e",
};

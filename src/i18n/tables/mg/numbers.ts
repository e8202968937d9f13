/**
 * The Malagasy of the English area ../en/numbers.ts. The four directions (avaratra, atsimo,
 * atsinanana, andrefana) all begin with A, so coordinates keep the international letters N, S, E,
 * W (ISO 6709), awaiting a native speaker's review as every Malagasy string does.
 */
import type { Strings } from "../../table.ts";
import type { numbers as english } from "../en/numbers.ts";

export const numbers: Strings<typeof english> = {
  "coord.north": "N",
  "coord.south": "S",
  "coord.east": "E",
  "coord.west": "W",
  "ord.one": "faha-{n}",
  "ord.two": "faha-{n}",
  "ord.few": "faha-{n}",
  "ord.other": "faha-{n}",
};

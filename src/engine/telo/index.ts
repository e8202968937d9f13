import type { CompileGame } from "../core/game.ts";
import { ok } from "../core/result.ts";
import { teloFastPaths } from "./fast.ts";
import { makeTeloGame } from "./game.ts";
import { readTeloOptions, TELO_OPTIONS } from "./options.ts";
import type { OptionSpecs } from "../core/options.ts";

export type { TeloGame, TeloStatuses } from "./game.ts";
export type { TeloRules, TeloProvenance } from "./options.ts";
export type { TeloState, TeloTurn } from "./state.ts";
export { TELO_OPTION_KEYS, TELO_OPTIONS } from "./options.ts";
export {
  perfectTurn,
  solveTelo,
  teloSolution,
  type TeloSolution,
  type TeloValue,
} from "./solver.ts";
export { formatTeloPosition, parseTeloTurn, formatTeloTurn } from "./notation.ts";
export { pointName, parsePoint } from "./board.ts";

/** Builds fanoron-telo from a ruleset; `overrides` replace option values (core `readOptions`). */
export const compileTelo: CompileGame = (spec, overrides = {}) => {
  const read = readTeloOptions(spec, overrides);
  if (!read.ok) return read;
  const { rules, provenance, options } = read.value;
  return ok(makeTeloGame(spec, options, rules, provenance, teloFastPaths));
};

/** Games of the telo family, by game id. */
export const teloGames: Readonly<Record<string, CompileGame>> = { "fanorona-telo": compileTelo };

/** Option declarations of the telo family's games, by game id. */
export const teloOptions: Readonly<Record<string, OptionSpecs>> = { "fanorona-telo": TELO_OPTIONS };

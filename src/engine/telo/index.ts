import { optionError } from "../core/errors.ts";
import type { CompileGame } from "../core/game.ts";
import type { Cited } from "../core/provenance.ts";
import { err, ok } from "../core/result.ts";
import { teloFastPaths } from "./fast.ts";
import { makeTeloGame } from "./game.ts";
import { readTeloOptions } from "./options.ts";

export type { TeloGame, TeloStatuses } from "./game.ts";
export type { TeloRules, TeloProvenance } from "./options.ts";
export type { TeloState, TeloTurn } from "./state.ts";
export { TELO_OPTION_KEYS } from "./options.ts";
export {
  perfectTurn,
  solveTelo,
  teloSolution,
  type TeloSolution,
  type TeloValue,
} from "./solver.ts";
export { formatTeloPosition, parseTeloTurn, formatTeloTurn } from "./notation.ts";
export { pointName, parsePoint } from "./board.ts";

/**
 * Builds fanoron-telo from a ruleset. `overrides` replace option values; an overridden value
 * keeps the ruleset's citation but is marked as our default with the reason, so nothing
 * downstream mistakes it for the source's word.
 */
export const compileTelo: CompileGame = (spec, overrides = {}) => {
  if (spec.family !== "telo")
    return err([
      optionError("family", `the telo family cannot compile a ruleset of family "${spec.family}"`),
    ]);
  const options: Record<string, Cited<unknown>> = { ...spec.options };
  const unknown = Object.keys(overrides).filter((k) => options[k] === undefined);
  if (unknown.length > 0)
    return err(
      unknown.map((k) =>
        optionError(k, `cannot override: ruleset ${spec.id} has no option "${k}"`),
      ),
    );
  for (const [key, value] of Object.entries(overrides)) {
    const original = options[key]!;
    const { source, evidence, locator } = original.provenance;
    const reasoning = `Overridden by the caller: ${JSON.stringify(value)} instead of the ruleset's ${JSON.stringify(original.value)}.`;
    options[key] = {
      value,
      provenance:
        evidence === undefined
          ? { source, locator, basis: "default", reasoning }
          : { source, evidence, locator, basis: "default", reasoning },
    };
  }
  const read = readTeloOptions(options);
  if (!read.ok) return err(read.error);
  return ok(makeTeloGame(spec, options, read.value.rules, read.value.provenance, teloFastPaths));
};

/** Games of the telo family, by game id. */
export const teloGames: Readonly<Record<string, CompileGame>> = { "fanorona-telo": compileTelo };

/**
 * Build time: for each option of a game, a position where two of its values give different
 * legal turns, found by the engine's divergence search between a reading and the same reading
 * with that one option changed. The interview draws it beside the question so that a player can
 * point at the turn they would allow. Computed once per game for every language of the build.
 * A search that finds nothing within its small budget is said so on the page, never hidden.
 */
import { searchDivergence, type AnyGame, type OptionSpec, type Variants } from "../engine/index.ts";
import { compileRulesetOrThrow } from "../content/rulesets.ts";
import type { RulesetSpec } from "../engine/index.ts";

/**
 * How far each search goes: few turns and few lines, since the build runs one search per
 * option of every game; a question without a position is still asked.
 */
export const POSITION_BUDGET = { maxDepth: 2, maxLines: 1500 } as const;

/** A found position: the line from the start, the position text, what each value alone allows. */
export interface FoundPosition {
  readonly kind: "found";
  /** The two values compared, as the link format writes them. */
  readonly a: string;
  readonly b: string;
  readonly line: readonly string[];
  /** The position, as the game prints it (src/board/view.ts reads it). */
  readonly position: string;
  readonly onlyA: readonly string[];
  readonly onlyB: readonly string[];
}

/** No position within the budget, with how deep the search went. */
export interface NoPosition {
  readonly kind: "none";
  readonly depth: number;
}

export type PositionResult = FoundPosition | NoPosition;

/** A value as the link format writes it. */
export const written = (v: unknown): string =>
  typeof v === "string"
    ? v
    : typeof v === "number" || typeof v === "boolean"
      ? String(v)
      : JSON.stringify(v);

/**
 * The value to compare the reading's own with: one another reading of the game holds, else the
 * first the option declares; undefined for a number no other reading gives (nothing to show).
 */
export function otherValue(spec: OptionSpec, own: unknown, held: readonly unknown[]): unknown {
  const fromSources = held.find((v) => written(v) !== written(own));
  if (fromSources !== undefined) return fromSources;
  if (spec.kind === "bool") return !own;
  if (spec.kind === "enum") return spec.values.find((v) => v !== own);
  if (spec.nullable === true && own !== null) return null;
  return undefined;
}

/** One option's search: the reading as it is against the reading with `other`. */
function search(base: RulesetSpec, game: AnyGame, key: string, other: unknown): PositionResult {
  let changed: AnyGame;
  try {
    changed = compileRulesetOrThrow(base, { [key]: other });
  } catch {
    // A value the family's other rules rule out in this reading: no position to show.
    return { kind: "none", depth: 0 };
  }
  const r = searchDivergence(game, changed, { ...POSITION_BUDGET, variants: NO_LIFTING });
  if (r.kind !== "diverge") return { kind: "none", depth: r.depth };
  return {
    kind: "found",
    a: written(game.options[key]?.value),
    b: written(other),
    line: r.line,
    position: r.position,
    onlyA: r.onlyA.map((t) => t.turn),
    onlyB: r.onlyB.map((t) => t.turn),
  };
}

/**
 * The picture needs only which turns each value allows, not every rule refusing them: lifting
 * each refusing rule in turn (core/refusals.ts) costs the mancala games a minute a game.
 */
const NO_LIFTING: Variants = { specs: () => ({}), compile: () => undefined };

const cache = new Map<string, ReadonlyMap<string, PositionResult>>();

/**
 * Every option's position for one game, from its first reading (`base`), the other readings'
 * values (`held`, by option) preferred as the value compared. Memoised by game.
 */
export function positionsOf(
  base: RulesetSpec,
  specs: Readonly<Record<string, OptionSpec>>,
  held: Readonly<Record<string, readonly unknown[]>>,
): ReadonlyMap<string, PositionResult> {
  const known = cache.get(base.game);
  if (known !== undefined) return known;
  const game = compileRulesetOrThrow(base);
  const out = new Map<string, PositionResult>();
  for (const [key, spec] of Object.entries(specs)) {
    const own = game.options[key]?.value;
    const other = otherValue(spec, own, held[key] ?? []);
    out.set(key, other === undefined ? { kind: "none", depth: 0 } : search(base, game, key, other));
  }
  cache.set(base.game, out);
  return out;
}

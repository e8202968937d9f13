/**
 * Every rule that refuses a turn (src/engine/core/refusals.ts), checked against the engine
 * itself: each listed rule is the refusal of the reading with the rules before it lifted (through
 * the registry's compiler, as the CLI's `--option` would), the last lift allows the turn exactly
 * when `allowedOnceLifted` says so, and the engine's first refusal heads the list. On Montgomery's
 * d3e3Ad3A (review 2026-11-24, M1) and on every one-sided turn of divergences in each family.
 */
import { describe, expect, it } from "vitest";
import { loadGameOrThrow as game } from "../../../src/content/ruleset-files.ts";
import {
  alternatives,
  compileRuleset,
  everyRefusal,
  firstDivergence,
  playLineOrThrow,
  REGISTRY_VARIANTS,
  type AnyGame,
  type OneSidedTurn,
  type OptionValue,
  type RuleViolation,
} from "../../../src/engine/index.ts";

/** The reading's verdict on `text` with `overrides`: "allowed" or the refusing rule. */
function verdict(g: AnyGame, overrides: Record<string, OptionValue>, state: unknown, text: string) {
  const c = compileRuleset(g.ruleset, overrides);
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  const t = c.value.parseTurn(state, text);
  if (!t.ok) throw new Error(t.error.message);
  const p = c.value.playTurn(state, t.value);
  return p.ok ? "allowed" : p.error.rule;
}

/**
 * Replays the definition: rule i refuses with rules 0..i-1 lifted to the values that lift them
 * (each the first alternative under which that rule no longer refuses), and the turn is allowed
 * with all lifted exactly when the search says so.
 */
function checkList(
  g: AnyGame,
  state: unknown,
  text: string,
  refusals: readonly RuleViolation[],
  allowed: boolean,
) {
  const lifted: Record<string, OptionValue> = {};
  refusals.forEach((r, i) => {
    expect(verdict(g, lifted, state, text), `${text} rule ${i}`).toBe(r.rule);
    const spec = REGISTRY_VARIANTS.specs(g)[r.rule];
    if (spec === undefined) return;
    const lift = alternatives(spec, g.options[r.rule]!.value).find(
      (v) => verdict(g, { ...lifted, [r.rule]: v }, state, text) !== r.rule,
    );
    if (lift !== undefined) lifted[r.rule] = lift;
  });
  const last = refusals.at(-1)!;
  const liftable = last.rule in lifted;
  expect(liftable && verdict(g, lifted, state, text) === "allowed", text).toBe(allowed);
}

describe("every rule that refuses a turn", () => {
  it("Montgomery's d3e3Ad3A: the one-move opening, then proviso (a), then proviso (b)", () => {
    const g = game("fanorona", "montgomery-1896");
    const s: unknown = g.setup();
    const t = g.parseTurn(s, "d3e3Ad3A");
    if (!t.ok) throw new Error(t.error.message);
    const first = g.playTurn(s, t.value);
    if (first.ok) throw new Error("d3e3Ad3A is allowed");
    const r = everyRefusal(g, s, "d3e3Ad3A", first.error, REGISTRY_VARIANTS);
    // The three rules the review names, each found by the engine, in the engine's order.
    expect(r.refusals.map((v) => v.rule)).toEqual([
      "opening-single-capture",
      "no-immediate-return",
      "no-opposite-capture",
    ]);
    expect(r.refusals[0]).toEqual(first.error);
    expect(r.allowedOnceLifted).toBe(true);
    for (const v of r.refusals) expect(v.provenance?.source).toBe("montgomery-1896");
    checkList(g, s, "d3e3Ad3A", r.refusals, r.allowedOnceLifted);
  });

  const PAIRS: [string, string, string, number][] = [
    ["fanorona", "montgomery-1896", "dlp", 1],
    ["fanorona", "montgomery-1896", "walker-2011", 2],
    ["fanorona", "basque", "montgomery-1896", 2],
    ["vela", "basque", "walker-2011", 5],
    ["msuwa", "dlp", "sanderson-1913", 1],
    ["chiana-wa-kunja", "dlp", "sanderson-1913", 14],
  ];

  it.each(PAIRS)(
    "%s %s against %s: every one-sided turn's list replays rule by rule",
    (id, a, b, depth) => {
      const ga = game(id, a);
      const gb = game(id, b);
      const d = firstDivergence(ga, gb, { maxDepth: depth, variants: REGISTRY_VARIANTS });
      if (d.kind !== "diverge") throw new Error(`no divergence: ${JSON.stringify(d)}`);
      const at = (g: AnyGame): unknown => playLineOrThrow(g, g.setup(), d.line);
      const check = (refuser: AnyGame, turns: readonly OneSidedTurn[]) => {
        for (const t of turns.slice(0, 20)) {
          if (t.refusal?.kind !== "rule-violation") continue;
          expect(t.refusals[0]).toEqual(t.refusal);
          checkList(refuser, at(refuser), t.turn, t.refusals, t.allowedOnceLifted);
        }
      };
      check(gb, d.onlyA);
      check(ga, d.onlyB);
    },
    60_000,
  );

  it("without variants a turn carries its first refusal only", () => {
    const d = firstDivergence(game("fanorona", "montgomery-1896"), game("fanorona", "dlp"), {
      maxDepth: 1,
    });
    if (d.kind !== "diverge") throw new Error("no divergence");
    for (const t of d.onlyB) expect(t.refusals).toEqual([t.refusal]);
  });
});

describe("alternatives: the other values of an option, in order", () => {
  it("a boolean's other value, an enumeration's others in declared order", () => {
    expect(alternatives({ kind: "bool", doc: "" }, true)).toEqual([false]);
    expect(alternatives({ kind: "bool", doc: "" }, false)).toEqual([true]);
    expect(alternatives({ kind: "enum", values: ["a", "b", "c"], doc: "" }, "b")).toEqual([
      "a",
      "c",
    ]);
  });

  it("an integer: off where allowed, then its range nearest first, or its neighbours on a long one", () => {
    const spec = { kind: "int", min: 2, max: 8, even: true, nullable: true, doc: "" } as const;
    expect(alternatives(spec, 4)).toEqual([null, 2, 6, 8]);
    expect(alternatives(spec, 8)).toEqual([null, 6, 4, 2]);
    expect(alternatives(spec, null)).toEqual([2]);
    expect(alternatives({ kind: "int", min: 0, max: 4, doc: "" }, 2)).toEqual([1, 3, 0, 4]);
    expect(alternatives({ kind: "int", min: 1, doc: "" }, 3)).toEqual([2, 4]);
    expect(alternatives({ kind: "int", min: 1, max: 1_000, doc: "" }, 1)).toEqual([2]);
    // The dead-option check asks for the neighbours only.
    expect(alternatives(spec, 4, false)).toEqual([null, 2, 6]);
  });
});

import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRng, perft } from "../../../src/engine/index.ts";
import { compileRulesetOrThrow, toSpec } from "../../../src/content/rulesets.ts";
import { rulesetFiles } from "./helpers.ts";

/*
 * Every ruleset of the four-row family plays as it did before an option was added (issue 36 part
 * 3: a new option leaves every existing reading as it was). The baseline is what the engine
 * computed before the change (fixtures/unchanged.json, written with UPDATE_BASELINE=1 at the
 * commit named in it): perft at the start (depth 2, depth 1 for Msuwa's 7,725 opening turns), and
 * a seeded game of 60 turns with, at each position, the number of legal turns and the position
 * itself (hashed). Regenerate it only for a change meant to alter how a ruleset plays.
 */
const FIXTURE = new URL("./fixtures/unchanged.json", import.meta.url);
const PLIES = 60;

interface Fingerprint {
  readonly perft: readonly number[];
  /** Per position of the seeded game: legal turns, and the position's text hashed. */
  readonly game: string;
}

function fingerprint(data: Parameters<typeof toSpec>[0]): Fingerprint {
  const g = compileRulesetOrThrow(toSpec(data));
  const start: unknown = g.setup();
  const depths = data.game.startsWith("msuwa") ? [1] : [1, 2];
  const counts = depths.map((d) => perft(g, start, d));
  const rng = createRng(36);
  const trail: string[] = [];
  let s: unknown = start;
  for (let i = 0; i < PLIES && g.status(s).kind === "ongoing"; i++) {
    const turns: readonly unknown[] = g.turns(s);
    trail.push(`${String(turns.length)}:${g.formatPosition(s)}`);
    const next = g.playTurn(s, turns[rng.int(turns.length)]);
    if (!next.ok) throw new Error(`${data.game}/${data.id}: a listed turn is refused`);
    s = next.value;
  }
  trail.push(g.formatPosition(s));
  return { perft: counts, game: createHash("sha256").update(trail.join("\n")).digest("hex") };
}

const current = () =>
  Object.fromEntries(rulesetFiles().map((f) => [`${f.game}/${f.data.id}`, fingerprint(f.data)]));

describe("the four-row rulesets play as before", () => {
  if (process.env["UPDATE_BASELINE"] === "1")
    writeFileSync(FIXTURE, `${JSON.stringify({ rulesets: current() }, null, 2)}\n`);
  const baseline = JSON.parse(readFileSync(FIXTURE, "utf8")) as {
    rulesets: Record<string, Fingerprint>;
  };
  const now = current();

  it("the baseline covers every ruleset of the family", () => {
    expect(Object.keys(now).sort()).toEqual(Object.keys(baseline.rulesets).sort());
  });

  for (const [id, was] of Object.entries(baseline.rulesets))
    it(`${id}: perft and a seeded game unchanged`, () => {
      expect(now[id]?.perft).toEqual(was.perft);
      expect(now[id]?.game).toBe(was.game);
    });
});

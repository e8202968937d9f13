/**
 * The claims of every ruleset and study of content/ played by the engine
 * (src/contribute/check-claims.ts), and the checker shown to refuse a false claim by name on an
 * example contribution (tests/content/fixtures/claims/).
 */
import { describe, expect, it } from "vitest";
import { checkFile, claimFiles } from "../../src/contribute/check-claims.ts";
import { checkClaim, outcomeLine } from "../../src/contribute/claims.ts";
import { loadGameOrThrow, readRulesetFile } from "../../src/content/ruleset-files.ts";
import { ICGA_TURN_PERFT } from "../engine/fanorona/perft-counts.ts";

const FIXTURES = "tests/content/fixtures/claims";

describe("every claim of content/", () => {
  const files = claimFiles();
  it("finds the ruleset and study files, some with claims", () => {
    expect(files.some((f) => f.startsWith("content/studies/"))).toBe(true);
    const counts = files.map((f) => {
      const r = checkFile(f);
      return r.ok ? r.value.length : 0;
    });
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
  for (const file of files)
    it(`${file}: every claim holds`, () => {
      const r = checkFile(file);
      if (!r.ok) throw new Error(r.error.join("\n"));
      expect(r.value.filter((o) => !o.holds).map(outcomeLine)).toEqual([]);
    });

  it("the icga perft claims are the perft test's own counts", () => {
    const data = readRulesetFile("fanorona", "icga");
    if (!data.ok) throw new Error(data.error);
    const perft = data.value.claims.filter((c) => c.kind === "perft");
    expect(perft.length).toBeGreaterThan(0);
    for (const c of perft) expect(c.count).toBe(ICGA_TURN_PERFT[c.depth - 1]);
  });
});

describe("an example contribution", () => {
  it("with a false claim fails, naming the file, the claim and what the engine found", () => {
    const r = checkFile(`${FIXTURES}/false-claim.yaml`);
    if (!r.ok) throw new Error(r.error.join("\n"));
    const lines = r.value.filter((o) => !o.holds).map(outcomeLine);
    expect(lines).toEqual([
      `${FIXTURES}/false-claim.yaml: claim 1 ("from the set-up, d3e3Ad3A is refused by rule opening-single-capture") is false: the engine finds d3e3Ad3A legal instead`,
    ]);
    expect(r.value[0]!.holds).toBe(true);
  });

  it("with true claims passes", () => {
    const r = checkFile(`${FIXTURES}/true-claim.yaml`);
    if (!r.ok) throw new Error(r.error.join("\n"));
    expect(r.value.map((o) => o.holds)).toEqual([true, true]);
  });

  it("a wrong result, an unplayable game and a wrong perft are each reported with what was found", () => {
    const game = loadGameOrThrow("fanorona", "dlp");
    const citation = { source: "dlp-database", locator: "Rules", basis: "stated" as const };
    const base = { after: [] as string[], citation };
    const played = checkClaim(game, {
      ...base,
      kind: "replay",
      turns: ["d3e3Ad3A"],
      result: "draw",
    });
    expect(played).toEqual({ ok: false, error: "the game ends ongoing" });
    const bad = checkClaim(game, { ...base, kind: "replay", turns: ["a1b1"], result: "draw" });
    expect(!bad.ok && bad.error.startsWith('the game does not play: turn 1 "a1b1"')).toBe(true);
    const perft = checkClaim(game, { ...base, kind: "perft", depth: 1, count: 4 });
    expect(perft.ok).toBe(false);
  });
});

/**
 * The first divergences the build draws (derived data, src/compare/derived/: from the cache, the
 * seed divergences.json, or computed): every pair of
 * ruleset files of one game is there, each within its family's bound; the pairs the generic search
 * settles within a small line budget give exactly the saved answer again; every saved line replays
 * under both readings to the saved position; the hand-built positions are reached by their lines
 * and show the readings differing there.
 */
import { describe, expect, it } from "vitest";
import {
  DIVERGE_BOUNDS,
  handBuiltResult,
  sameGamePairs,
  storeResult,
} from "../../src/compare/divergence/compute.ts";
import type { StoredPair } from "../../src/compare/divergence/model.ts";
import { DIVERGENCES as saved } from "../support/derived.ts";
import { loadGameOrThrow as game } from "../../src/content/ruleset-files.ts";
import {
  firstDivergence,
  playLineOrThrow,
  REGISTRY_VARIANTS,
  type AnyGame,
} from "../../src/engine/index.ts";
import { HAND_BUILT } from "../../src/compare/divergence/positions.ts";

const replay = (g: AnyGame, line: readonly string[]): unknown =>
  playLineOrThrow(g, g.setup(), line);

const label = (p: StoredPair) => `${p.game} ${p.a},${p.b}`;

describe("the first divergences", () => {
  it("holds every pair of ruleset files of one game, once, with the commit and bounds it was made with", () => {
    expect(saved.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(saved.bounds).toEqual(DIVERGE_BOUNDS);
    const key = (p: { game: string; a: string; b: string }) => `${p.game} ${p.a},${p.b}`;
    expect(saved.pairs.map(key).sort()).toEqual(sameGamePairs().map(key).sort());
    for (const p of saved.pairs) {
      const family = game(p.game, p.a).ruleset.family;
      expect(p.maxDepth, label(p)).toBe(DIVERGE_BOUNDS[family]?.maxDepth);
    }
  });

  it("the generic search gives the saved answer again wherever it settles within 3,000 lines", () => {
    let checked = 0;
    for (const p of saved.pairs) {
      const r = firstDivergence(game(p.game, p.a), game(p.game, p.b), {
        maxDepth: p.maxDepth,
        maxLines: 3000,
        variants: REGISTRY_VARIANTS,
      });
      if (r.kind === "cut") continue;
      checked++;
      expect(storeResult(r), label(p)).toEqual(p.fromStart);
    }
    // Most pairs part within a turn or two; only the deep searches are left out.
    expect(checked).toBeGreaterThanOrEqual(saved.pairs.length - 5);
  }, 240_000);

  it("every saved line replays under both readings to the saved position", () => {
    for (const p of saved.pairs) {
      if (p.fromStart.kind !== "diverge") continue;
      const a = game(p.game, p.a);
      const b = game(p.game, p.b);
      expect(a.formatPosition(replay(a, p.fromStart.line)), label(p)).toBe(p.fromStart.position);
      replay(b, p.fromStart.line);
    }
  });

  it("a pair with nothing found from the start has a hand-built position, unless its options are all alike", () => {
    for (const p of saved.pairs) {
      if (p.fromStart.kind === "diverge") continue;
      if (p.sameOptions) expect(p.handBuilt, label(p)).toBeNull();
      else expect(p.handBuilt, label(p)).not.toBeNull();
    }
  });

  it("each hand-built position is reached by its line and shows the readings differing there", () => {
    for (const h of HAND_BUILT) {
      const a = game(h.game, h.a);
      const b = game(h.game, h.b);
      expect(a.formatPosition(replay(a, h.line))).toBe(h.position);
      expect(b.formatPosition(replay(b, h.line))).toBe(h.position);
      const r = handBuiltResult(h);
      expect(r.kind).toBe("diverge");
      const p = saved.pairs.find((q) => q.game === h.game && q.a === h.a && q.b === h.b);
      expect(p?.handBuilt?.result).toEqual(r);
      expect(h.shows.length).toBeGreaterThan(20);
    }
  });
});

/**
 * The reader's own divergence search, its pure part (src/compare/divergence/live/readings.ts):
 * a changed reading searched against a source reading as the worker searches it, stored as the
 * build stores it and drawn by the prebuilt pages' view, with the changed rule cited as the
 * reader's change and a link that replays the line under the changed reading; the bounds, keys
 * and words. Expectations come from the engine and the content, never typed in.
 */
import { describe, expect, it } from "vitest";
import { storeResult } from "../../src/compare/divergence/store.ts";
import { DIVERGE_BOUNDS } from "../../src/compare/divergence/compute.ts";
import { divergenceView } from "../../src/compare/divergence/view.ts";
import {
  LIVE_LINES,
  changedId,
  liveBounds,
  liveDivergences,
  livePair,
  liveRuleset,
  nothingWords,
  progressWords,
} from "../../src/compare/divergence/live/readings.ts";
import { loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { GAMES, searchDivergence, type OptionValue } from "../../src/engine/index.ts";
import { simConfig } from "../../src/simulator/build.ts";
import { readingName } from "../../src/reading/changes.ts";
import { parseLink } from "../../src/play/link.ts";
import { toHtml } from "../../src/site/dom/to-html.ts";
import { db } from "../support/content.ts";
import { compareWords } from "../../src/compare/words-build.ts";

const W = compareWords("en");

const GAME = "fanorona";
const config = simConfig(db, GAME, undefined)!;
const specs = GAMES[GAME]!.options;
const montgomery = config.rulesets.find((r) => r.id === "montgomery-1896")!;

/** The worker's search of `changes` on `ruleset` against source `against`, as it stores it. */
function search(ruleset: string, changes: Record<string, OptionValue>, against: string) {
  const changed = loadGameOrThrow(GAME, ruleset, changes);
  const source = loadGameOrThrow(GAME, against);
  const bounds = liveBounds("fanorona");
  const result = storeResult(searchDivergence(source, changed, { ...bounds, maxDepth: 4 }));
  const id = changedId(ruleset, changes, specs);
  const pair = livePair(GAME, against, id, bounds, {
    result,
    players: changed.players,
    sameOptions: false,
  });
  return { id, pair, bounds };
}

describe("the reader's divergence search", () => {
  it("bounds: the prebuilt pages' depth, a budget no larger than theirs or LIVE_LINES", () => {
    for (const [family, b] of Object.entries(DIVERGE_BOUNDS)) {
      const live = liveBounds(family);
      expect(live.maxDepth).toBe(b.maxDepth);
      expect(live.maxLines).toBe(Math.min(b.maxLines ?? LIVE_LINES, LIVE_LINES));
    }
    expect(() => liveBounds("nope")).toThrow(/nope/);
  });

  it("a changed reading is keyed as the picker writes it, a source's by its id", () => {
    const changes = { "opposite-capture-frame": "heading" };
    expect(changedId("montgomery-1896", changes, specs)).toBe(
      "montgomery-1896~opposite-capture-frame:heading",
    );
    expect(changedId("montgomery-1896", {}, specs)).toBe("montgomery-1896");
  });

  // Sources whose ids sort before and after the changed reading's key.
  it.each(["icga", "walker-2011"])(
    "draws a divergence from %s with the prebuilt view, the change cited as the reader's",
    (against) => {
      // Montgomery with his proviso (a) off: the one-move opening rule's refusals change.
      const key = Object.keys(montgomery.spec.options).find((k) => {
        const v = montgomery.spec.options[k]!.value;
        return specs[k]?.kind === "bool" && v === true;
      })!;
      const changes = { [key]: false };
      const { id, pair, bounds } = search("montgomery-1896", changes, against);
      expect(pair.fromStart.kind).toBe("diverge");
      if (pair.fromStart.kind !== "diverge") return;
      const name = readingName(montgomery.title, changes, specs);
      const other = config.rulesets.find((r) => r.id === against)!;
      const rulesets = {
        [`${GAME}/${against}`]: liveRuleset(W, config, other, {}, specs, other.title),
        [`${GAME}/${id}`]: liveRuleset(W, config, montgomery, changes, specs, name),
      };
      const saved = liveDivergences([pair], bounds, "fanorona", config.sources);
      const view = divergenceView(W, { rulesets }, saved, GAME, id, against);
      if (!view.ok) throw new Error(view.error);
      const html = toHtml(view.value);
      expect(html).toContain(`Only ${name} allows`);
      // The changed reading's own turns are listed as its own: the first one it alone allows.
      const turned = pair.a === id ? pair.fromStart.onlyA : pair.fromStart.onlyB;
      if (turned[0] !== undefined)
        expect(html.indexOf(turned[0].turn)).toBeLessThan(
          html.indexOf(`Only ${other.title} allows`),
        );
      // The line shown is the line found; the link under the changed reading carries the change.
      expect(html).toContain(pair.fromStart.line.join(" ") || "the start position");
      const links = [...html.matchAll(/href="\/rulesets\/fanorona\/montgomery-1896\/#([^"]*)"/g)];
      expect(links.length).toBe(1);
      const link = parseLink(links[0]![1]!.replaceAll("&amp;", "&"));
      expect(link.ok && link.value.options).toBe(`${key}:false`);
      expect(link.ok && link.value.moves).toEqual(pair.fromStart.line);
      // The changed option's column cites it as the reader's change.
      const opt = rulesets[`${GAME}/${id}`]!.options.find((o) => o.key === key)!;
      expect(opt.citation.basis).toBe("override");
      expect(opt.words).toBe("off");
    },
  );

  it("says a change never decides anything when no divergence is found, and a cut says so", () => {
    const { pair, bounds } = search("icga", {}, "icga");
    expect(pair.fromStart.kind).toBe("none");
    expect(nothingWords(W, pair.fromStart, bounds)).toBe(
      `This change never decides anything within ${pair.fromStart.kind === "none" ? pair.fromStart.depth : -1} turns from the start.`,
    );
    const cut = { kind: "cut" as const, depth: 3, lines: 77 };
    expect(nothingWords(W, cut, bounds)).toMatch(
      /^No divergence within depth 3 \(cut at the budget/,
    );
    expect(nothingWords(W, cut, bounds)).toContain(bounds.maxLines.toLocaleString("en"));
    expect(progressWords(W, 2, 6, 12345)).toBe("depth 2 of 6, 12,345 lines");
  });
});

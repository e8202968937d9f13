/**
 * The divergence view lists every rule that refuses a turn, each with its passage, and the
 * dead-option words come from the saved figures (src/compare/divergence/view.ts, dead-words.ts).
 * No build needed: the view is drawn from the content and the saved data as the build draws it.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { compareData } from "../../src/compare/build.ts";
import { deadOptions, optionCheck } from "../../src/compare/divergence/dead-model.ts";
import { deadWords } from "../../src/compare/divergence/dead-words.ts";
import { pairView } from "../../src/compare/divergence/model.ts";
import { gameDivergences } from "../../src/compare/divergence/saved.ts";
import { DEAD_OPTIONS, DIVERGENCES } from "../support/derived.ts";
import { divergenceView } from "../../src/compare/divergence/view.ts";
import { toHtml } from "../../src/site/dom/to-html.ts";
import { escapeHtml } from "../../src/site/dom/to-html.ts";
import { compareWords } from "../../src/compare/words-build.ts";

const W = compareWords("en");

const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);
const data = compareData(db);

describe("the divergence view's refusing rules", () => {
  it("every saved refusing rule of every pair is named, and each option's passage is quoted once", () => {
    for (const p of DIVERGENCES.pairs) {
      const v = divergenceView(W, data, gameDivergences(db, p.game), p.game, p.a, p.b);
      if (!v.ok) throw new Error(v.error);
      const html = toHtml(v.value);
      const shown = pairView(p.game, p.a, p.b, DIVERGENCES)!.shown;
      if (shown === null) continue;
      for (const [turns, refuser] of [
        [shown.onlyA, p.b],
        [shown.onlyB, p.a],
      ] as const) {
        const options = data.rulesets[`${p.game}/${refuser}`]!.options;
        for (const t of turns)
          for (const r of t.refusals) {
            expect(html, `${p.game} ${p.a},${p.b} ${t.turn}`).toContain(`<code>${r.rule}</code>`);
            const quote = options.find((o) => o.key === r.rule)?.citation.quote;
            if (quote !== undefined) expect(html).toContain(escapeHtml(quote));
          }
      }
    }
  });

  it("Montgomery's refusal of d3e3Ad3A names his opening, then proviso (a), then proviso (b)", () => {
    const v = divergenceView(
      W,
      data,
      gameDivergences(db, "fanorona"),
      "fanorona",
      "dlp",
      "montgomery-1896",
    );
    if (!v.ok) throw new Error(v.error);
    const html = toHtml(v.value);
    const d = pairView("fanorona", "dlp", "montgomery-1896", DIVERGENCES)!.shown!;
    const t = d.onlyA.find((x) => x.turn === "d3e3Ad3A")!;
    const rules = t.refusals.map((r) => r.rule);
    expect(rules.length).toBeGreaterThan(1);
    expect(html).toContain(
      rules.map((r) => `<code>${r}</code>`).join(", then ") + ` (with all ${rules.length} lifted`,
    );
    // Each rule's passage is Montgomery's own, with its quotation.
    const montgomery = data.rulesets["fanorona/montgomery-1896"]!;
    for (const r of rules) {
      const c = montgomery.options.find((o) => o.key === r)!.citation;
      expect(c.source.url).toContain("montgomery-1896");
      expect(html).toContain(escapeHtml(c.quote!));
    }
  });
});

describe("dead-option words", () => {
  it("say the saved number of positions and the values tried, and weigh a stated value", () => {
    const c = optionCheck(DEAD_OPTIONS, "fanorona", "montgomery-1896")!;
    const a = deadOptions(c).find((o) => o.key === "no-immediate-return")!;
    const stated = deadWords(c, a, "stated");
    expect(stated).toContain(`In the ${c.positions.toLocaleString("en")} positions searched`);
    expect(stated).toContain("switching no-immediate-return from on to off");
    expect(stated).toContain("may not be the source's");
    expect(deadWords(c, a, "default")).toContain("makes no difference");
  });
});

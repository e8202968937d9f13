/**
 * The hand-built divergence positions (src/compare/divergence/positions.ts) say what they show
 * in French as well as English, our translation with its provenance (decision 0025), and the
 * French comparison data carries it, spaced as French, with its credit.
 */
import { describe, expect, it } from "vitest";
import { HAND_BUILT } from "../../src/compare/divergence/positions.ts";
import { compareData } from "../../src/compare/build.ts";
import { ourFrench } from "../../src/i18n/content.ts";
import { creditIn } from "../../src/i18n/credit.ts";
import { db } from "../support/content.ts";

describe("hand-built divergence positions", () => {
  it("each has our French of what it shows, with who made it", () => {
    expect(HAND_BUILT.length).toBeGreaterThan(0);
    for (const h of HAND_BUILT) {
      const fr = h.showsTranslations.fr;
      expect(fr.text.trim(), h.game).not.toBe("");
      expect(fr.text, h.game).not.toBe(h.shows);
      expect(fr.by, h.game).not.toBe("");
    }
  });

  it("reach the French compare data with their credit, and not the English data", () => {
    const fr = compareData(db, "fr").shows ?? {};
    for (const h of HAND_BUILT) {
      const tr = h.showsTranslations.fr;
      expect(fr[`${h.game}/${h.a}/${h.b}`], h.game).toEqual({
        text: ourFrench(tr.text),
        credit: creditIn("fr", tr),
      });
    }
    expect(compareData(db, "en").shows).toBeUndefined();
  });
});

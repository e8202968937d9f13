/**
 * A self-play chart in words: its `<desc>`, what a screen reader says for the drawing (view.ts),
 * every figure the bars show, written as the page's language writes numbers (48.6% / 48,6 %).
 */
import type { SelfPlayFigures } from "../../engine/core/index.ts";
import { percent } from "../../i18n/numbers.ts";
import { endSegments, endWords, firstShare } from "./figures.ts";
import { figOf, type Ctx, type Key, type Kind } from "./chart-rows.ts";
import { say, type CompareWords } from "../words.ts";

/** Who wins: the first player's share with its interval, the draws, the second player's. */
export function who(w: CompareWords, f: SelfPlayFigures): string {
  const first = firstShare(f);
  return say(w, "compare.pm.who", {
    share: percent(w.lang, first.share),
    low: percent(w.lang, first.low),
    high: percent(w.lang, first.high),
    draws: percent(w.lang, (100 * f.draws) / f.games),
    second: percent(w.lang, (100 * f.secondWins) / f.games),
  });
}

/** The description of one chart: each row's figures, in the rows' order. */
export function desc(c: Ctx, kind: Kind, key: Key): string {
  const parts = c.rows.map((r) => {
    const f = figOf(r, key);
    if (f === null) return `${c.label(r)}: ${say(c.w, "compare.pm.notMeasured")}`;
    if (kind === "who") return `${c.label(r)}: ${who(c.w, f)}`;
    if (kind === "length")
      return `${c.label(r)}: ${say(c.w, "compare.pm.lengthDesc", { mean: f.lengthMean, sd: f.lengthSd })}`;
    if (kind === "branching")
      return `${c.label(r)}: ${say(c.w, "compare.pm.branchingDesc", { mean: f.branchingMean })}`;
    return `${c.label(r)}: ${endSegments(f)
      .map((e) => `${endWords(c.w, e.key)} ${percent(c.w.lang, e.share)}`)
      .join(", ")}`;
  });
  return `${parts.join("; ")}.`;
}

/**
 * The self-play figures as a table, beside the charts (view.ts): each row's games, wins, draws,
 * the first player's share with its 95% interval, length, choices and end rules, every figure as
 * the page's language writes numbers (English as the saved figures read: 2500, 41.03).
 */
import { decimal, percent } from "../../i18n/numbers.ts";
import { h, type Element } from "../../site/dom/tree.ts";
import { endWords, firstShare, type PlayMeta } from "./figures.ts";
import { figOf, type Ctx } from "./chart-rows.ts";
import { say } from "../words.ts";

/** The table of every row's figures, closed under its summary: one line per run of a row. */
export function table(c: Ctx, meta: PlayMeta): Element {
  const lang = c.w.lang;
  const n = (v: number) => decimal(lang, v);
  const cols = (
    [
      "compare.pm.colRuleset",
      "compare.pm.colPlay",
      "compare.pm.colGames",
      "compare.pm.colFirst",
      "compare.pm.colSecond",
      "compare.pm.colDraws",
      "compare.pm.colShare",
      "compare.pm.colLength",
      "compare.pm.colBranching",
      "compare.pm.colEnds",
    ] as const
  ).map((k) => say(c.w, k));
  return h(
    "details",
    { class: "pm-table" },
    h("summary", {}, say(c.w, "compare.pm.asTable")),
    h(
      "div",
      {
        class: "table-scroll",
        tabindex: "0",
        role: "region",
        "aria-label": say(c.w, "compare.pm.figures"),
      },
      h(
        "table",
        {},
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            cols.map((t) => h("th", { scope: "col" }, t)),
          ),
        ),
        h(
          "tbody",
          {},
          c.rows.flatMap((r) =>
            (["random", "search"] as const).flatMap((k) => {
              const f = figOf(r, k);
              if (f === null) return [];
              const cell = (v: string) => h("td", {}, v);
              return [
                h(
                  "tr",
                  { "data-plays-row": r.mark },
                  h("th", { scope: "row" }, c.label(r)),
                  cell(
                    k === "random"
                      ? say(c.w, "compare.pm.random")
                      : `MCTS ${n(meta.settings.iterations)}`,
                  ),
                  cell(n(f.games)),
                  cell(n(f.firstWins)),
                  cell(n(f.secondWins)),
                  cell(n(f.draws)),
                  cell(`${percent(lang, firstShare(f).share)} ± ${n(f.ci95)}`),
                  cell(`${n(f.lengthMean)} (${n(f.lengthSd)})`),
                  cell(n(f.branchingMean)),
                  cell(
                    Object.entries(f.ends)
                      .map(([e, count]) => `${endWords(c.w, e)} ${n(count)}`)
                      .join(", "),
                  ),
                ),
              ];
            }),
          ),
        ),
      ),
    ),
  );
}

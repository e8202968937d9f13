/**
 * How each reading plays, from self-play (`npm run metrics`), as an element tree (site/dom/tree.ts): who
 * wins with the 95% interval, how long games last, how many turns a player has to choose from,
 * and which rule ends the games. One row per ruleset on scales shared by all the rows, so the
 * difference between readings is the difference between bars. SVG with classes only (no style
 * attributes, no script); each chart has a title and a description (describe.ts), and the
 * figures are also given as a table (table.ts). The build (compare/selfplay/PlayMetrics.astro)
 * and the compare picker draw it.
 */
import type { SelfPlayFigures } from "../../engine/core/index.ts";
import { h, type Element, type Node } from "../../site/dom/tree.ts";
import { decimal, formatNumber, percent } from "../../i18n/numbers.ts";
import {
  branchingMax,
  endKeys,
  endSegments,
  endWords,
  firstShare,
  lengthMax,
  outcomeSegments,
  spread,
  ticks,
  turnLimitDraws,
  type PlayMeta,
} from "./figures.ts";
import { figOf, type Ctx, type Key, type Kind, type PlayRow } from "./chart-rows.ts";
import { desc } from "./describe.ts";
import { table } from "./table.ts";
import { phrase, say, type CompareWords } from "../words.ts";
import { punctOf } from "../punct.ts";

export type { PlayRow } from "./chart-rows.ts";

// Drawing geometry, in viewBox units: 360 wide, fits a 390 px screen at full width.
const W = 360;
const X0 = 8;
const X1 = W - 8;
const BAR = 14;
const ROW = 34;
const TOP = 8;
const AXIS = 22;
const x = (v: number, max: number) => X0 + ((X1 - X0) * v) / max;
const height = (n: number) => TOP + n * ROW + AXIS;
const n = String;

const OUTCOME_WORDS = {
  first: "compare.pm.firstWins",
  draw: "compare.pm.draws",
  second: "compare.pm.secondWins",
  unfinished: "compare.pm.unfinished",
} as const;

const endClass = (c: Ctx, k: string) => `pm-c${c.ends.indexOf(k) % 6}`;

const line = (klass: string, x1: number, x2: number, y1: number, y2: number): Element =>
  h("line", { class: klass, x1: n(x1), x2: n(x2), y1: n(y1), y2: n(y2) });

const rect = (klass: string, rx: number, y: number, width: number): Element =>
  h("rect", { class: klass, x: n(rx), y: n(y), width: n(width), height: n(BAR) });

/** The marks of one row of one chart. */
function marks(c: Ctx, kind: Kind, f: SelfPlayFigures, by: number, max: number): Node[] {
  switch (kind) {
    case "who": {
      const s = firstShare(f);
      return [
        ...outcomeSegments(f).map((seg) =>
          rect(`pm-${seg.key}`, x(seg.start, 100), by, x(seg.share, 100) - X0),
        ),
        line("pm-ci", x(s.low, 100), x(s.high, 100), by + BAR / 2, by + BAR / 2),
        line("pm-ci", x(s.low, 100), x(s.low, 100), by + 3, by + BAR - 3),
        line("pm-ci", x(s.high, 100), x(s.high, 100), by + 3, by + BAR - 3),
      ];
    }
    case "length":
      return [
        line(
          "pm-spread",
          x(spread(f).low, max),
          x(spread(f).high, max),
          by + BAR / 2,
          by + BAR / 2,
        ),
        h("circle", {
          class: "pm-mean",
          cx: n(x(f.lengthMean, max)),
          cy: n(by + BAR / 2),
          r: "4",
        }),
      ];
    case "branching":
      return [rect("pm-bar", X0, by, x(f.branchingMean, max) - X0)];
    case "ends":
      return endSegments(f).map((seg) =>
        rect(endClass(c, seg.key), x(seg.start, 100), by, x(seg.share, 100) - X0),
      );
  }
}

const key = (klass: string): Element =>
  h(
    "svg",
    { viewBox: "0 0 10 10", class: "pm-key" },
    h("rect", { class: klass, width: "10", height: "10" }),
  );

function legend(c: Ctx, kind: Kind): Element | undefined {
  if (kind === "who")
    return h(
      "ul",
      { class: "pm-legend small", "aria-hidden": "true" },
      (["first", "draw", "second", "unfinished"] as const).map((k) =>
        h("li", {}, key(`pm-${k}`), say(c.w, OUTCOME_WORDS[k])),
      ),
      h(
        "li",
        {},
        h("svg", { viewBox: "0 0 10 10", class: "pm-key" }, line("pm-ci", 0, 10, 5, 5)),
        say(c.w, "compare.pm.interval"),
      ),
    );
  if (kind === "ends")
    return h(
      "ul",
      { class: "pm-legend small", "aria-hidden": "true" },
      c.ends.map((k) => h("li", {}, key(endClass(c, k)), endWords(c.w, k))),
    );
  return undefined;
}

/** One chart: a figure with its caption, the drawing and its legend. */
function chart(c: Ctx, id: string, kind: Kind, k: Key, title: string): Element {
  const rows = c.rows;
  const max = kind === "length" ? c.lenMax : kind === "branching" ? c.brMax : 100;
  const axis = kind === "ends" ? [] : ticks(max);
  const bottom = TOP + rows.length * ROW;
  return h(
    "figure",
    { class: "pm-chart" },
    h("figcaption", { id: `${id}-cap` }, title),
    h(
      "svg",
      {
        viewBox: `0 0 ${W} ${height(rows.length)}`,
        role: "img",
        "aria-labelledby": `${id}-title`,
        "aria-describedby": `${id}-desc`,
        class: "pm-svg",
      },
      h("title", { id: `${id}-title` }, title),
      h("desc", { id: `${id}-desc` }, desc(c, kind, k)),
      kind === "who" && line("pm-ref", x(50, 100), x(50, 100), TOP, bottom),
      rows.map((r, i) => {
        const f = figOf(r, k);
        const y = TOP + i * ROW;
        const by = y + 14;
        return h(
          "g",
          { "data-plays-row": r.mark },
          h("text", { class: "pm-label", x: n(X0), y: n(y + 10) }, c.label(r)),
          f === null
            ? h(
                "text",
                { class: "pm-note", x: n(X0), y: n(by + 11) },
                say(c.w, "compare.pm.notMeasured"),
              )
            : marks(c, kind, f, by, max),
        );
      }),
      axis.flatMap((t) => [
        line("pm-tick", x(t, max), x(t, max), bottom - 2, bottom + 3),
        h(
          "text",
          {
            class: "pm-axis",
            x: n(x(t, max)),
            y: n(bottom + 15),
            "text-anchor": t === 0 ? "start" : t === max ? "end" : "middle",
          },
          kind === "who" ? percent(c.w.lang, t, 0) : decimal(c.w.lang, t),
        ),
      ]),
    ),
    legend(c, kind),
  );
}

/**
 * How the figures count games cut short: the run's own cap leaves a game unfinished, while a
 * reading's turn limit (our default, never a source's rule) ends it as a draw, and is counted
 * among the draws; the readings whose draws include such games are named with their count.
 */
function limitsNote(c: Ctx, maxTurns: number): string {
  const counted = c.rows.flatMap((r) =>
    (["random", "search"] as const).flatMap((k) => {
      const f = figOf(r, k);
      const t = f === null ? 0 : turnLimitDraws(f);
      return t === 0 || f === null
        ? []
        : [
            `${c.label(r)}, ${say(c.w, k === "random" ? "compare.pm.randomPlay" : "compare.pm.search")}${punctOf(c.w).colon} ${say(c.w, "compare.pm.nOf", { n: t, of: f.draws })}`,
          ];
    }),
  );
  return counted.length === 0
    ? say(c.w, "compare.pm.limits", { maxTurns })
    : say(c.w, "compare.pm.limitsOurs", { maxTurns, counted: counted.join(punctOf(c.w).clauses) });
}

/** The charts, the table and the note on how the figures were made, for `rows` in order. */
export function playMetricsView(
  w: CompareWords,
  rows: readonly PlayRow[],
  meta: PlayMeta,
  idPrefix = "pm",
): Element {
  const s = meta.settings;
  const manyGames = new Set(rows.map((r) => r.game)).size > 1;
  const random = rows.map((r) => r.random);
  // Rows of different sizes (a reading played in the browser beside the saved run) say each its
  // own number of games, so that their intervals are read for what they are.
  const counts = [...new Set(random.map((f) => f.games))];
  const named = (r: PlayRow) =>
    manyGames ? say(w, "compare.gameTitle", { game: r.gameName, title: r.title }) : r.title;
  const c: Ctx = {
    w,
    rows,
    label: (r) =>
      counts.length > 1
        ? `${named(r)} (${say(w, "compare.pm.nGames", { n: r.random.games })})`
        : named(r),
    lenMax: lengthMax(random),
    brMax: branchingMax(random),
    ends: endKeys(random),
  };
  const searchCounts = [...new Set(rows.map((r) => r.search?.games ?? 0))];
  const randomCount =
    counts.length === 1
      ? say(w, "compare.pm.gamesEach", { n: counts[0]! })
      : say(w, "compare.pm.asLabelled");
  const charts: [Kind, Key, string][] = [
    ["who", "random", say(w, "compare.pm.whoRandom", { count: randomCount })],
    [
      "who",
      "search",
      say(w, "compare.pm.whoSearch", {
        iterations: s.iterations,
        games: searchCounts
          .map((g) => formatNumber(w.lang, g))
          .reduce((a, b) => say(w, "compare.pm.either", { a, b })),
      }),
    ],
    ["length", "random", say(w, "compare.pm.length")],
    ["branching", "random", say(w, "compare.pm.branching")],
    ["ends", "random", say(w, "compare.pm.ends")],
  ];
  return h(
    "div",
    { class: "play-metrics", "data-pagefind-ignore": "" },
    charts
      // No search chart when no row has search games (readings played in the browser).
      .filter(([, k]) => k === "random" || rows.some((r) => r.search !== null))
      .map(([kind, k, title], ci) => chart(c, `${idPrefix}-${ci}`, kind, k, title)),
    table(c, meta),
    h(
      "p",
      { class: "small muted" },
      phrase<Node>(w, "compare.pm.made", {
        seed: String(s.seed),
        command: h("code", {}, "npm run metrics"),
        commit: h("code", {}, meta.commit.slice(0, 10)),
      }),
      " ",
      limitsNote(c, s.maxTurns),
    ),
  );
}

/**
 * Where two readings of one game first part in play, as an element tree (site/dom/tree.ts): the line in
 * the engine's notation, the position drawn as a board (the simulator's drawing code), the turns
 * only one reading allows with the rule and passage the other refuses them by, the results when
 * they differ, and links that open the simulator there under each reading; when none was found,
 * how far the search looked. The build (compare/divergence/Divergence.astro) and the compare
 * picker draw it from the same saved pairs.
 */
import { drawBoard } from "../../board/draw.ts";
import { boardView } from "../../board/view.ts";
import { err, isFamily, ok, type Result } from "../../engine/core/index.ts";
import type { CompareData, CompareRuleset } from "../data.ts";
import {
  pairView,
  playItLink,
  resultsDiffer,
  statusWords,
  whereWords,
  type GameDivergences,
  type ShownDivergence,
  type StoredRefusal,
  type StoredTurn,
} from "./model.ts";
import { h, raw, type Element, type Node } from "../../site/dom/tree.ts";
import { basisWords } from "../../site/basis-words.ts";

/** One-sided turns listed in full before the rest go behind a disclosure. */
const SHOWN = 12;

/** A source's page. */
const sourceUrl = (id: string): string => `/sources/${id}/`;

/** ", locator, basis" after a refusal's source (basis only when not stated, in its words). */
const passageTail = (r: StoredRefusal): string =>
  (r.locator === undefined ? "" : `, ${r.locator}`) +
  (r.basis === undefined || r.basis === "stated" ? "" : `, ${basisWords(r.basis).label}`);

function refusalView(t: StoredTurn, sources: GameDivergences["sources"]): Node[] {
  const r = t.refusal;
  if (r === null) return ["played but not listed"];
  if (r.source === undefined) return [h("code", {}, r.rule)];
  return [
    h("code", {}, r.rule),
    " as ",
    h("a", { href: sourceUrl(r.source) }, (sources[r.source] ?? r.source) + passageTail(r)),
  ];
}

function side(
  title: string,
  other: string,
  turns: readonly StoredTurn[],
  sources: GameDivergences["sources"],
): Element {
  return h(
    "div",
    { class: "divergence-side" },
    h(
      "p",
      {},
      h("strong", {}, `Only ${title} allows`),
      turns.length === 0 ? ": nothing more." : ` (${turns.length}), refused by ${other}:`,
    ),
    turns.length > 0 &&
      h(
        "ul",
        { class: "divergence-turns" },
        turns
          .slice(0, SHOWN)
          .map((t) => h("li", {}, h("code", {}, t.turn), ": ", refusalView(t, sources))),
      ),
    turns.length > SHOWN &&
      h(
        "details",
        {},
        h("summary", {}, `The other ${turns.length - SHOWN} turns`),
        h(
          "ul",
          { class: "divergence-turns" },
          turns
            .slice(SHOWN)
            .map((t) =>
              h(
                "li",
                {},
                h("code", {}, t.turn),
                ": ",
                h("code", {}, t.refusal?.rule ?? "played but not listed"),
              ),
            ),
        ),
      ),
  );
}

/** A divergence drawn, or why it cannot be. */
export type DivergenceViewResult = Result<Element, string>;

/** The two readings compared, as the divergence views name and link them. */
interface Pair {
  readonly game: string;
  readonly a: string;
  readonly b: string;
  readonly ra: CompareRuleset;
  readonly rb: CompareRuleset;
}

/** The position where the two part, drawn as SVG markup (the build's own board drawing). */
function boardSvg(p: Pair, d: ShownDivergence): Result<string, string> {
  if (!isFamily(p.ra.family)) return err(`no board drawing for family ${p.ra.family}`);
  const view = boardView(p.ra.family, d.position, p.ra.diagonals);
  if (!view.ok) return err(`${p.game} ${p.a},${p.b}: ${view.error}`);
  return ok(
    drawBoard(view.value, {
      title: `${p.ra.title} and ${p.rb.title}: the position where they part`,
      labels: "names",
      data: false,
    }),
  );
}

/** The drawn position with links that open it in the simulator under either reading. */
function positionFigure(p: Pair, d: ShownDivergence, svg: string): Element {
  return h(
    "figure",
    { class: "board-diagram" },
    h(
      "div",
      {
        class: "sim-board",
        tabindex: "0",
        role: "region",
        "aria-label": `Position where ${p.ra.title} and ${p.rb.title} part`,
      },
      raw(svg),
    ),
    h(
      "figcaption",
      { class: "small" },
      d.where === "start" ? "The position after the line" : "The position",
      "; play it under ",
      h("a", { href: playItLink(p.game, p.a, d) }, p.ra.title),
      " or ",
      h("a", { href: playItLink(p.game, p.b, d) }, p.rb.title),
      ".",
    ),
  );
}

/** The line that reaches the position, and the position's text. */
function lineFacts(d: ShownDivergence): Element {
  return h(
    "dl",
    { class: "facts" },
    h("dt", {}, d.where === "start" ? "Line" : "Reached by"),
    h(
      "dd",
      {},
      d.line.length === 0
        ? "the start position"
        : h("code", { class: "divergence-line" }, d.line.join(" ")),
    ),
    h("dt", {}, "Position"),
    h("dd", {}, h("code", { class: "divergence-line" }, d.position)),
  );
}

/**
 * The divergence of rulesets `a` and `b` (ids) of `game`, A's turns first. An error, never a
 * throw, when the pair is not saved or its position cannot be drawn: the build fails on it, the
 * picker shows it.
 */
export function divergenceView(
  data: CompareData,
  saved: GameDivergences,
  game: string,
  a: string,
  b: string,
): DivergenceViewResult {
  const ra = data.rulesets[`${game}/${a}`];
  const rb = data.rulesets[`${game}/${b}`];
  if (ra === undefined || rb === undefined)
    return err(`no ruleset ${ra === undefined ? a : b} of ${game}`);
  const p: Pair = { game, a, b, ra, rb };
  const v = pairView(game, a, b, saved);
  if (v === undefined) return err(`no saved divergence for ${game} ${a},${b}`);
  const d = v.shown;
  const svg = d === null ? ok("") : boardSvg(p, d);
  if (!svg.ok) return svg;
  const value = h(
    "div",
    { class: "divergence", "data-pagefind-ignore": "" },
    h("p", {}, whereWords(v)),
    d !== null && [
      ...(d.where === "hand-built" && d.shows !== undefined ? [h("p", {}, d.shows)] : []),
      lineFacts(d),
      positionFigure(p, d, svg.value),
      side(ra.title, rb.title, d.onlyA, saved.sources),
      side(rb.title, ra.title, d.onlyB, saved.sources),
      ...(resultsDiffer(d)
        ? [
            h(
              "p",
              {},
              `The results differ there: under ${ra.title} ${statusWords(d.statusA, v.players)}; under ${rb.title} ${statusWords(d.statusB, v.players)}.`,
            ),
          ]
        : []),
    ],
  );
  return ok(value);
}

/**
 * Where two readings of one game first part in play, as an element tree (site/dom/tree.ts): the line in
 * the engine's notation, the position drawn as a board (the simulator's drawing code), the turns
 * only one reading allows with every rule the other refuses them by (src/engine/core/refusals.ts)
 * and each rule's passage, the results when
 * they differ, and links that open the simulator there under each reading; when none was found,
 * how far the search looked. The build (compare/divergence/Divergence.astro) and the compare
 * picker draw it from the same saved pairs.
 */
import { drawBoard } from "../../board/draw.ts";
import { boardView } from "../../board/view.ts";
import { err, isFamily, ok, type Result } from "../../engine/core/index.ts";
import type { CompareData, CompareRuleset, LocalText } from "../data.ts";
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
import { basisOf, citationView, localized, titleNode } from "../citation-view.ts";
import { numberLocale } from "../../i18n/fill.ts";
import { counted, phrase, plainTitle, say, type CompareWords } from "../words.ts";
import { punctOf } from "../punct.ts";
import { locatorNodes, locatorText } from "../../site/locator-parts.ts";

/** A reading's title in a sentence: in the page's language, or our English marked so. */
const named = (r: CompareRuleset): Node => titleNode(r.title, r.titleLang);

/** A count as the page's language writes it, as `say` fills `{n}`. */
const figure = (w: CompareWords, n: number): string => n.toLocaleString(numberLocale(w.lang));

/** One-sided turns listed in full before the rest go behind a disclosure. */
const SHOWN = 12;

/** A source's page. */
const sourceUrl = (id: string): string => `/sources/${id}/`;

/** ", locator, basis" after a refusal's source (basis only when not stated, in its words). */
const passageTail = (w: CompareWords, r: StoredRefusal): string =>
  (r.locator === undefined ? "" : `, ${locatorText(w.locator, r.locator)}`) + basisTail(w, r);

/** ", basis" when the rule is not stated by the reading's own source. */
const basisTail = (w: CompareWords, r: StoredRefusal): string =>
  r.basis === undefined || r.basis === "stated" ? "" : `, ${basisOf(w, r.basis).label}`;

/** The refusing rules of a turn, `a, then b`, and whether lifting them all allows it. */
function refusalLine(w: CompareWords, t: StoredTurn, refuser: CompareRuleset): Node[] {
  if (t.refusals.length === 0) return [say(w, "compare.notListed")];
  const rules = t.refusals.flatMap((r, i): Node[] =>
    i === 0
      ? [h("code", {}, r.rule)]
      : phrase<Node>(w, "compare.thenRule", { rule: h("code", {}, r.rule) }),
  );
  if (t.refusals.length === 1) return rules;
  return [
    ...rules,
    ...(t.allowedOnceLifted
      ? [
          " (",
          ...phrase<Node>(w, "compare.allLifted", {
            n: figure(w, t.refusals.length),
            reading: named(refuser),
          }),
          ")",
        ]
      : [""]),
  ];
}

/**
 * One passage per rule that refuses any of the side's turns, in the order met: the refusing
 * reading's own citation of the option (its quotation, translation and basis), or for a rule of
 * the game itself the passage the engine gave, or only its name.
 */
function passages(
  w: CompareWords,
  turns: readonly StoredTurn[],
  refuser: CompareRuleset,
  sources: GameDivergences["sources"],
): Element | false {
  const rules = new Map<string, StoredRefusal>();
  for (const t of turns) for (const r of t.refusals) if (!rules.has(r.rule)) rules.set(r.rule, r);
  if (rules.size === 0) return false;
  const colon = `${punctOf(w).colon} `;
  const item = (r: StoredRefusal): Node[] => {
    const option = refuser.options.find((o) => o.key === r.rule);
    if (option !== undefined)
      return [
        h("code", {}, r.rule),
        ` = ${option.words}${colon}`,
        citationView(w, option.citation),
      ];
    if (r.source === undefined) return [h("code", {}, r.rule), colon + say(w, "compare.gameRule")];
    return [
      h("code", {}, r.rule),
      colon,
      w.locator === undefined || r.locator === undefined
        ? h("a", { href: sourceUrl(r.source) }, (sources[r.source] ?? r.source) + passageTail(w, r))
        : h(
            "a",
            { href: sourceUrl(r.source) },
            `${sources[r.source] ?? r.source}, `,
            ...locatorNodes(w.locator, r.locator),
            basisTail(w, r),
          ),
    ];
  };
  return h(
    "details",
    { class: "divergence-passages" },
    h("summary", {}, counted(w, "compare.rulesPassages", rules.size)),
    h(
      "ul",
      {},
      [...rules.values()].map((r) => h("li", {}, item(r))),
    ),
  );
}

function side(
  w: CompareWords,
  own: CompareRuleset,
  refuser: CompareRuleset,
  turns: readonly StoredTurn[],
  sources: GameDivergences["sources"],
): Element {
  const row = (t: StoredTurn): Element =>
    h("li", {}, h("code", {}, t.turn), `${punctOf(w).colon} `, refusalLine(w, t, refuser));
  return h(
    "div",
    { class: "divergence-side" },
    h(
      "p",
      {},
      h("strong", {}, phrase<Node>(w, "compare.onlyAllows", { reading: named(own) })),
      turns.length === 0
        ? say(w, "compare.nothingMore")
        : phrase<Node>(w, "compare.refusedBy", {
            n: figure(w, turns.length),
            reading: named(refuser),
          }),
    ),
    turns.length > 0 && h("ul", { class: "divergence-turns" }, turns.slice(0, SHOWN).map(row)),
    turns.length > SHOWN &&
      h(
        "details",
        {},
        h("summary", {}, say(w, "compare.otherTurns", { n: turns.length - SHOWN })),
        h("ul", { class: "divergence-turns" }, turns.slice(SHOWN).map(row)),
      ),
    passages(w, turns, refuser, sources),
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
function boardSvg(w: CompareWords, p: Pair, d: ShownDivergence): Result<string, string> {
  if (!isFamily(p.ra.family)) return err(`no board drawing for family ${p.ra.family}`);
  const view = boardView(p.ra.family, d.position, p.ra.diagonals);
  if (!view.ok) return err(`${p.game} ${p.a},${p.b}: ${view.error}`);
  return ok(
    drawBoard(view.value, {
      title: say(w, "compare.boardTitle", { a: plainTitle(w, p.ra), b: plainTitle(w, p.rb) }),
      labels: "names",
      data: false,
    }),
  );
}

/** The drawn position with links that open it in the simulator under either reading. */
function positionFigure(w: CompareWords, p: Pair, d: ShownDivergence, svg: string): Element {
  return h(
    "figure",
    { class: "board-diagram" },
    h(
      "div",
      {
        class: "sim-board",
        tabindex: "0",
        role: "region",
        "aria-label": say(w, "compare.boardLabel", {
          a: plainTitle(w, p.ra),
          b: plainTitle(w, p.rb),
        }),
      },
      raw(svg),
    ),
    h(
      "figcaption",
      { class: "small" },
      say(w, d.where === "start" ? "compare.positionAfterLine" : "compare.position"),
      phrase<Node>(w, "compare.playUnder", {
        a: h("a", { href: playItLink(p.game, p.a, d), lang: p.ra.titleLang }, p.ra.title),
        b: h("a", { href: playItLink(p.game, p.b, d), lang: p.rb.titleLang }, p.rb.title),
      }),
    ),
  );
}

/** The line that reaches the position, and the position's text. */
function lineFacts(w: CompareWords, d: ShownDivergence): Element {
  return h(
    "dl",
    { class: "facts" },
    h("dt", {}, say(w, d.where === "start" ? "compare.line" : "compare.reachedBy")),
    h(
      "dd",
      {},
      d.line.length === 0
        ? say(w, "compare.startPosition")
        : h("code", { class: "divergence-line" }, d.line.join(" ")),
    ),
    h("dt", {}, say(w, "compare.positionTerm")),
    h("dd", {}, h("code", { class: "divergence-line" }, d.position)),
  );
}

/**
 * What a hand-built position shows: our translation in the page's language with its credit, as
 * a compare cell shows a summary, or the English marked so.
 */
function showsView(w: CompareWords, shows: string, local: LocalText | undefined): Element[] {
  const s = localized(w, shows, local);
  return [h("p", {}, s.text), ...(s.credit === false ? [] : [s.credit])];
}

/**
 * The divergence of rulesets `a` and `b` (ids) of `game`, A's turns first. An error, never a
 * throw, when the pair is not saved or its position cannot be drawn: the build fails on it, the
 * picker shows it. The reader's own search (live/) draws a changed reading's pairs with it too.
 */
export function divergenceView(
  w: CompareWords,
  data: Pick<CompareData, "rulesets" | "shows">,
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
  const svg = d === null ? ok("") : boardSvg(w, p, d);
  if (!svg.ok) return svg;
  const value = h(
    "div",
    { class: "divergence", "data-pagefind-ignore": "" },
    h("p", {}, whereWords(w, v)),
    d !== null && [
      ...(d.where === "hand-built" && d.shows !== undefined
        ? showsView(w, d.shows, data.shows?.[a < b ? `${game}/${a}/${b}` : `${game}/${b}/${a}`])
        : []),
      lineFacts(w, d),
      positionFigure(w, p, d, svg.value),
      side(w, ra, rb, d.onlyA, saved.sources),
      side(w, rb, ra, d.onlyB, saved.sources),
      ...(resultsDiffer(d)
        ? [
            h(
              "p",
              {},
              ...phrase<Node>(w, "compare.resultsDiffer", {
                a: named(ra),
                resultA: statusWords(w, d.statusA, v.players),
                b: named(rb),
                resultB: statusWords(w, d.statusB, v.players),
              }),
            ),
          ]
        : []),
    ],
  );
  return ok(value);
}

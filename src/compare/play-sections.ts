/**
 * The two sections a comparison shows below its tables, as element trees (src/site/dom/tree.ts): where each
 * pair of readings of one game first parts in play, and how each reading plays in self-play. The
 * prebuilt pages (src/pages/compare/[pair].astro) and the picker draw them with this one function,
 * so their markup is the same.
 */
import type { CompareData } from "./data.ts";
import type { GameDivergences } from "./divergence/model.ts";
import { divergenceView } from "./divergence/view.ts";
import { h, type Element } from "../site/dom/tree.ts";
import { err } from "../engine/core/index.ts";
import { playMetricsView, type PlayRow } from "./selfplay/view.ts";
import { say, type CompareWords } from "./words.ts";

/** One game's saved divergences, or why they are not at hand (the picker could not load them). */
export type DivergencesOf = (game: string) => GameDivergences | string;

interface Chosen {
  readonly key: string;
  readonly game: string;
  readonly id: string;
  readonly title: string;
  /** A reading the reader changed: its simulator, where it plays. */
  readonly changed?: string;
}

/** Every pair of the chosen readings that are of one game: only those part from the same start. */
export function sameGamePairs(
  data: CompareData,
  keys: readonly string[],
): { readonly a: Chosen; readonly b: Chosen }[] {
  const chosen = keys.flatMap((key) => {
    const r = data.rulesets[key];
    return r === undefined
      ? []
      : [
          {
            key,
            game: r.game,
            id: key.slice(r.game.length + 1),
            title: r.title,
            ...(r.changes !== undefined && { changed: r.simulatorUrl }),
          },
        ];
  });
  return chosen.flatMap((a, i) =>
    chosen.slice(i + 1).flatMap((b) => (a.game === b.game ? [{ a, b }] : [])),
  );
}

/** A pair with a reader's change: nothing is saved for it; its simulator plays it. */
function changedPair(w: CompareWords, a: Chosen, b: Chosen, changed: Chosen, i: number): Element {
  const id = `diverge-changed-${i}`;
  return h(
    "section",
    { "aria-labelledby": id },
    h("h3", { id }, say(w, "compare.pair", { a: a.title, b: b.title })),
    h(
      "p",
      {},
      `${say(w, "compare.changedPair", { reading: changed.title })} `,
      h("a", { href: changed.changed ?? "#" }, say(w, "compare.playYours")),
      ".",
    ),
  );
}

/** The section on divergences; `strict` turns a missing pair into a thrown error (the build). */
function divergenceSection(
  w: CompareWords,
  data: CompareData,
  keys: readonly string[],
  divergencesOf: DivergencesOf,
  strict: boolean,
): Element {
  const pairs = sameGamePairs(data, keys);
  return h(
    "section",
    { "aria-labelledby": "compare-divergence", class: "compare-divergence" },
    h("h2", { id: "compare-divergence" }, say(w, "compare.divergeHeading")),
    pairs.length === 0
      ? h("p", {}, say(w, "compare.differentGames"))
      : pairs.map(({ a, b }, i) => {
          const changed = [a, b].find((c) => c.changed !== undefined);
          if (changed !== undefined) return changedPair(w, a, b, changed, i);
          const id = `diverge-${a.game}-${a.id}-${b.id}`;
          const saved = divergencesOf(a.game);
          const v =
            typeof saved === "string"
              ? err(saved)
              : divergenceView(w, data, saved, a.game, a.id, b.id);
          if (!v.ok && strict) throw new Error(`compare ${a.key},${b.key}: ${v.error}`);
          return h(
            "section",
            { "aria-labelledby": id },
            h("h3", { id }, say(w, "compare.pair", { a: a.title, b: b.title })),
            v.ok
              ? v.value
              : h("p", { class: "notice" }, say(w, "compare.divergenceFailed", { error: v.error })),
          );
        }),
  );
}

/** The section on self-play, one row per reading in column order. */
function playSection(
  w: CompareWords,
  data: CompareData,
  keys: readonly string[],
  strict: boolean,
): Element {
  const rows: PlayRow[] = [];
  const missing: string[] = [];
  const changed: string[] = [];
  for (const k of keys) {
    const r = data.rulesets[k];
    if (r === undefined) continue;
    if (r.changes !== undefined) changed.push(r.title);
    else if (r.play === null)
      missing.push(say(w, "compare.gameTitle", { game: r.gameName, title: r.title }));
    else rows.push({ game: r.game, gameName: r.gameName, title: r.title, ...r.play });
  }
  if (missing.length > 0 && strict)
    throw new Error(`compare: no self-play figures for ${missing.join(", ")}; run npm run metrics`);
  return h(
    "section",
    { "aria-labelledby": "compare-play", class: "compare-play" },
    h("h2", { id: "compare-play" }, say(w, "compare.playHeading")),
    missing.length > 0 &&
      h("p", { class: "notice" }, say(w, "compare.noFigures", { readings: missing.join(", ") })),
    changed.length > 0 &&
      h("p", {}, say(w, "compare.figuresNotYours", { readings: changed.join("; ") })),
    rows.length > 0 && playMetricsView(w, rows, data.selfPlay, "cmp"),
  );
}

/**
 * Both sections for the rulesets `keys` (checked against the data). `strict`: the build, where a
 * missing divergence or figure is a defect to fail on; the picker shows a message instead.
 */
export function playSections(
  w: CompareWords,
  data: CompareData,
  keys: readonly string[],
  divergencesOf: DivergencesOf,
  strict = false,
): Element[] {
  return [
    divergenceSection(w, data, keys, divergencesOf, strict),
    playSection(w, data, keys, strict),
  ];
}

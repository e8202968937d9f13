/**
 * The saved first divergences (src/compare/divergence/divergences.json, written by `npm run divergences`)
 * turned to the order a page asks for, with the words and links it shows, and the saved shapes
 * themselves. Pure and without the data itself, so the build (which reads the saved file through
 * src/compare/divergence/saved.ts) and the compare picker (which loads one game's pairs when it
 * needs them) share it.
 */
import type { DivergenceOf, DivergenceResultOf, Status } from "../../engine/core/index.ts";
import { formatLink } from "../../play/link.ts";
import { url } from "../../site/routes.ts";
import { counted, say, type CompareWords } from "../words.ts";
import { endLabel } from "../end-label.ts";

/*
 * The saved form of a search (compute.ts writes it, scripts/divergences.ts saves it): the
 * engine's divergence shape (`DivergenceOf`) with turns and statuses kept as a page shows them, a
 * refusal's rule, message and passage locator, not its quotation (the ruleset's page and the
 * compare page hold that). Declared here, beside the functions that read it, so that the browser
 * takes its types from a browser module and not from compute.ts, which reads ruleset files.
 */

/** A refusal as saved: the rule and the passage it rests on. */
export interface StoredRefusal {
  readonly rule: string;
  readonly message: string;
  readonly source?: string;
  readonly evidence?: string;
  readonly locator?: string;
  readonly basis?: string;
}

/** A turn one reading allows, with why the other refuses it. */
export interface StoredTurn {
  readonly turn: string;
  /**
   * Every rule by which the other reading refuses it, in the order they were met: the engine's
   * first refusal, then each rule that still refuses the turn once the ones before it are lifted
   * (src/engine/core/refusals.ts; docs/engine.md, "Every rule that refuses a turn"). Empty when
   * the other reading would play the turn but does not list it.
   */
  readonly refusals: readonly StoredRefusal[];
  /** Whether the other reading, with every rule of `refusals` lifted, allows the turn. */
  readonly allowedOnceLifted: boolean;
}

/** A result as saved: its kind, winner and reason, and the passage behind it. */
export interface StoredStatus {
  readonly kind: Status["kind"];
  /** 0 or 1 (the game's player names are saved with the pair). */
  readonly winner?: number;
  readonly reason?: string;
  readonly source?: string;
  readonly locator?: string;
}

/** A divergence as saved. */
export type StoredDivergence = DivergenceOf<StoredTurn, StoredStatus>;

/** A search result as saved: a divergence, or how far the search looked. */
export type StoredResult = DivergenceResultOf<StoredTurn, StoredStatus>;

/** Two rulesets of one game (ids in order, a < b), searched within their family's bounds. */
export interface StoredPair {
  readonly game: string;
  readonly a: string;
  readonly b: string;
  readonly players: readonly [string, string];
  readonly maxDepth: number;
  readonly maxLines: number | null;
  /** Whether the two set every engine option to the same value (then no position can differ). */
  readonly sameOptions: boolean;
  /** The search from the standard start. */
  readonly fromStart: StoredResult;
  /** Where the search from the start finds nothing: a hand-built position that shows the difference. */
  readonly handBuilt: {
    readonly position: string;
    readonly line: readonly string[];
    readonly shows: string;
    readonly result: StoredResult;
  } | null;
}

/** The saved file (divergences.json): the commit, each family's bounds and every pair. */
export interface DivergenceData {
  readonly commit: string;
  readonly bounds: Readonly<
    Record<string, { readonly maxDepth: number; readonly maxLines?: number }>
  >;
  readonly pairs: readonly StoredPair[];
}

/** One game's pairs as the picker loads them, with the short titles of the sources cited. */
export interface GameDivergences extends DivergenceData {
  /** Source id to its short title. */
  readonly sources: Readonly<Record<string, string>>;
}

/** One pair seen from ruleset `a`: A's turns and result are `a`'s, whatever order the data keeps. */
export type PairView = Omit<StoredPair, "handBuilt"> & {
  /** The shown divergence: from the start when found there, else the hand-built position's. */
  readonly shown: ShownDivergence | null;
};

/**
 * The divergence a page shows: a saved one, seen from one side, with where it was found. For a
 * hand-built position, `line` is the line from the standard start that reaches it, if any.
 */
export interface ShownDivergence extends Omit<StoredDivergence, "kind"> {
  readonly where: "start" | "hand-built";
  /** For a hand-built position: what it shows. */
  readonly shows?: string;
}

function turned(r: StoredResult, swap: boolean): StoredResult {
  if (r.kind !== "diverge" || !swap) return r;
  return { ...r, onlyA: r.onlyB, onlyB: r.onlyA, statusA: r.statusB, statusB: r.statusA };
}

/** The saved pair of rulesets `a` and `b` of `game`, seen from `a`; undefined when not saved. */
export function pairView(
  game: string,
  a: string,
  b: string,
  data: DivergenceData,
): PairView | undefined {
  const swap = a > b;
  const [x, y] = swap ? [b, a] : [a, b];
  const p = data.pairs.find((q) => q.game === game && q.a === x && q.b === y);
  if (p === undefined) return undefined;
  const fromStart = turned(p.fromStart, swap);
  let shown: ShownDivergence | null = null;
  if (fromStart.kind === "diverge") shown = { where: "start", ...fromStart };
  else if (p.handBuilt !== null && p.handBuilt.result.kind === "diverge") {
    const r = turned(p.handBuilt.result, swap);
    if (r.kind === "diverge")
      shown = {
        where: "hand-built",
        line: p.handBuilt.line,
        position: p.handBuilt.position,
        onlyA: r.onlyA,
        onlyB: r.onlyB,
        statusA: r.statusA,
        statusB: r.statusB,
        shows: p.handBuilt.shows,
      };
  }
  return {
    game,
    a,
    b,
    players: p.players,
    maxDepth: p.maxDepth,
    maxLines: p.maxLines,
    sameOptions: p.sameOptions,
    fromStart,
    shown,
  };
}

/** The pairs of ruleset `id` with each other ruleset of its game, seen from `id`. */
export function siblingPairs(game: string, id: string, data: DivergenceData): PairView[] {
  const others = data.pairs
    .filter((p) => p.game === game && (p.a === id || p.b === id))
    .map((p) => (p.a === id ? p.b : p.a))
    .sort();
  return others.map((o) => pairView(game, id, o, data)!);
}

/**
 * The simulator on ruleset `ruleset`'s page at the divergence: the line replayed from the start,
 * or a hand-built position without one. A reader's changed reading is written as the picker
 * writes it, `<ruleset>~<option>:<value>,...`, and its link carries the changes.
 */
export function playItLink(game: string, ruleset: string, d: ShownDivergence): string {
  const fromLine = d.where === "start" || d.line.length > 0;
  const cut = ruleset.indexOf("~");
  const id = cut < 0 ? ruleset : ruleset.slice(0, cut);
  const options = cut < 0 ? undefined : ruleset.slice(cut + 1);
  const hash = formatLink(
    fromLine
      ? { ruleset: id, options, moves: d.line }
      : { ruleset: id, options, position: d.position, moves: [] },
  );
  return `${url.ruleset(`${game}/${id}`)}#${hash}`;
}

const turns = (w: CompareWords, n: number): string => counted(w, "compare.turns", n);

/** One line saying where the two part, or how far the search looked without finding it. */
export function whereWords(w: CompareWords, v: PairView): string {
  const r = v.fromStart;
  if (r.kind === "diverge")
    return r.line.length === 0
      ? say(w, "compare.partAtStart")
      : say(w, "compare.partAfter", { turns: turns(w, r.line.length) });
  const looked =
    r.kind === "none" && r.depth < v.maxDepth
      ? say(w, "compare.allEnd", { turns: turns(w, r.depth), lines: r.lines })
      : say(w, "compare.allCompared", { turns: turns(w, r.depth), lines: r.lines }) +
        (r.kind === "cut" ? say(w, "compare.budgetStop", { lines: v.maxLines ?? 0 }) : "");
  if (v.shown === null)
    return v.sameOptions
      ? say(w, "compare.sameOptions", { looked })
      : say(w, "compare.noneFound", { looked });
  return say(w, "compare.notFromStart", { turns: turns(w, r.depth), looked });
}

/** A result as words, with the game's player names. */
export function statusWords(
  w: CompareWords,
  s: StoredStatus,
  players: readonly [string, string],
): string {
  if (s.kind === "ongoing") return say(w, "compare.goesOn");
  const why = s.reason === undefined ? "" : ` (${endLabel(w, s.reason)})`;
  if (s.kind === "draw") return `${say(w, "compare.drawn")}${why}`;
  return `${say(w, "compare.wins", { player: players[s.winner ?? 0] ?? "?" })}${why}`;
}

/** Whether the two results differ (the divergence is, or includes, the end of the game). */
export const resultsDiffer = (d: ShownDivergence): boolean =>
  d.statusA.kind !== d.statusB.kind || d.statusA.winner !== d.statusB.winner;

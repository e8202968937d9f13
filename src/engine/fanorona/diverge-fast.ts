import {
  PROGRESS_EVERY,
  compareNode,
  firstDivergence,
  type DivergenceOptions,
  type DivergenceResult,
} from "../core/diverge.ts";
import type { Player } from "../core/player.ts";
import type { FanoronaGame } from "./game.ts";
import { pointName } from "./geometry.ts";
import {
  DRAW_BLOCKED,
  DRAW_NEITHER_CAN_CAPTURE,
  ONGOING,
  SearchBoard,
  WIN_CAPTURED_ALL,
  WIN_VELA_LOSER_STUCK,
} from "./search-board.ts";
import type { FanoronaState } from "./state.ts";
import { Reading } from "./diverge-reading.ts";

/**
 * The first divergence of two fanorona-family readings, searched on two search boards in lock
 * step instead of through the generic interface: turns are generated into flat arrays and played
 * with make/undo, as perft's fast path does. It answers exactly what `firstDivergence`
 * (core/diverge.ts) answers, which the tests check on several pairs:
 *
 * - a turn is compared by its notation, here a short key (`turnKey`) that sorts as the notation
 *   does and is equal exactly when the notation is, so children are visited in the same order;
 * - depths are searched one after another, lines (not positions) are followed and counted;
 * - the divergence it finds is replayed through the generic games and reported by the generic
 *   `compareNode`, so its wording, refusals (every refusing rule with `options.variants`) and
 *   position are the generic ones (a fast search that disagreed would throw, not report);
 * - a line budget is spent as the generic search spends it: one line per node of the searched
 *   depth, checked before the node is compared, and a subtree known from the transposition table
 *   spends its lines at once (cutting where the generic walk would have run out inside it).
 *
 * Positions in the middle of a chain go to the generic search.
 */

/** Where one reading stands in the walk: side to move, turn number, quiet turns, repetition window. */
interface Cursor {
  side: Player;
  turnNumber: number | null;
  quiet: number;
  window: number;
}

/** The result of an evaluate code, as `sameResult` compares it: 0 ongoing, 1/2 win by White/Black, 3 draw. */
function resultOf(code: number, winner: Player): number {
  if (code === ONGOING) return 0;
  if (code >= WIN_CAPTURED_ALL && code <= WIN_VELA_LOSER_STUCK) return 1 + winner;
  if (code >= DRAW_BLOCKED && code <= DRAW_NEITHER_CAN_CAPTURE) return 3;
  throw new Error(`unknown status code ${code}`);
}

/**
 * A key for generated turn i that sorts as its notation does: the notation is the start's name
 * then, per step, the destination's name and `A`/`W` (nothing for a paika, which ends the
 * turn). Names are a file letter and a rank digit, so name order is (file, rank) order, and after
 * a destination "end" < `A` < `W`, the order of the kind codes 0, 1, 2.
 */
function turnKey(b: SearchBoard, width: number, i: number): string {
  const rank = (p: number): number => (p % width) * 5 + Math.floor(p / width);
  const codes = [48 + rank(b.tFrom[i]!)];
  const start = b.tPath[i]!;
  for (let k = 0; k < b.tLen[i]!; k++) {
    const c = b.paths[start + k]!;
    codes.push(48 + rank(c >> 2) * 3 + (c & 3));
  }
  return String.fromCharCode(...codes);
}

/** The notation of generated turn i (the same text as the game's `formatTurn`). */
function turnText(b: SearchBoard, game: FanoronaGame, i: number): string {
  const start = b.tPath[i]!;
  let text = pointName(game.geometry, b.tFrom[i]!);
  for (let k = 0; k < b.tLen[i]!; k++) {
    const c = b.paths[start + k]!;
    text += pointName(game.geometry, c >> 2) + ["", "A", "W"][c & 3]!;
  }
  return text;
}

/** Whether turns [baseA, endA) of A and [baseB, endB) of B are the same list, in the same order. */
function sameList(
  a: SearchBoard,
  baseA: number,
  endA: number,
  b: SearchBoard,
  baseB: number,
  endB: number,
): boolean {
  if (endA - baseA !== endB - baseB) return false;
  for (let i = baseA, j = baseB; i < endA; i++, j++) {
    if (a.tFrom[i] !== b.tFrom[j] || a.tLen[i] !== b.tLen[j]) return false;
    const pa = a.tPath[i]!;
    const pb = b.tPath[j]!;
    for (let k = 0; k < a.tLen[i]!; k++) if (a.paths[pa + k] !== b.paths[pb + k]) return false;
  }
  return true;
}

const SAME = 0;
const DIFFERENT = 1;
/** The line budget ran out. */
const CUT = 2;

/** The lock-step walk of one depth; `line` holds the turns' notation down to the current node. */
class Walk {
  readonly a: Reading;
  readonly b: Reading;
  readonly line: string[] = [];
  /** Lines of exactly the searched depth compared so far. */
  reached = 0;
  /** Lines compared over every depth, counted against `maxLines` as the generic search counts. */
  spent = 0;
  readonly maxLines: number;
  /** Set when a node diverges: the line to it. */
  found: string[] | null = null;
  /**
   * Subtrees already walked without a divergence, by both positions and the depth below: the
   * lines of that depth they hold. Only for readings whose every rule reads the position alone
   * (no repetition or quiet-turn count), and the turn number only while an opening rule can.
   */
  readonly seen = new Map<string, number>();
  readonly memo: boolean;
  /** The depth being searched, and where to report progress (`DivergenceOptions.onProgress`). */
  depth = 0;
  private reported = 0;
  readonly onProgress: ((depth: number, lines: number) => void) | undefined;

  constructor(
    a: FanoronaGame,
    b: FanoronaGame,
    maxLines: number,
    onProgress?: (depth: number, lines: number) => void,
  ) {
    this.maxLines = maxLines;
    this.onProgress = onProgress;
    this.a = new Reading(a);
    this.b = new Reading(b);
    this.memo = [a.rules, b.rules].every(
      (r) => r.drawRepetition === null && r.drawQuietTurns === null,
    );
  }

  /** The transposition key of the node the boards hold, `depth` turns above the leaves. */
  private key(ca: Cursor, cb: Cursor, depth: number): string {
    const A = this.a.board;
    const B = this.b.board;
    const turn = (c: Cursor) => (c.turnNumber === null ? -1 : Math.min(c.turnNumber, 3));
    const same =
      A.white0 === B.white0 &&
      A.white1 === B.white1 &&
      A.black0 === B.black0 &&
      A.black1 === B.black1;
    const head = `${A.white0},${A.white1},${A.black0},${A.black1},${ca.side},${turn(ca)},${turn(cb)},${depth}`;
    return same ? head : `${head},${B.white0},${B.white1},${B.black0},${B.black1},${cb.side}`;
  }

  /**
   * Compares the node the boards hold; below it, every line of `depth` more turns in notation
   * order. Returns DIFFERENT at the first divergence (recorded in `found`), CUT when the line
   * budget runs out first.
   */
  node(ca: Cursor, cb: Cursor, depth: number, baseA: number, baseB: number): number {
    if (depth === 0) {
      if (this.spent >= this.maxLines) return CUT;
      this.spent++;
      this.progress();
    }
    const A = this.a.board;
    const B = this.b.board;
    const pathA = A.pathTop;
    const pathB = B.pathTop;
    const codeA = A.evaluate(
      ca.side,
      ca.turnNumber,
      ca.quiet,
      this.a.repeats(ca.window),
      baseA,
      true,
    );
    const resA = resultOf(codeA, A.winner);
    const codeB = B.evaluate(
      cb.side,
      cb.turnNumber,
      cb.quiet,
      this.b.repeats(cb.window),
      baseB,
      true,
    );
    const resB = resultOf(codeB, B.winner);
    const endA = A.top;
    const endB = B.top;
    try {
      if (resA !== resB) return this.diverged();
      const inOrder = sameList(A, baseA, endA, B, baseB, endB);
      let order: [number, number][] | null = null;
      if (!inOrder || depth > 0) {
        const keysA = new Map<string, number>();
        for (let i = baseA; i < endA; i++) keysA.set(turnKey(A, A.geo.width, i), i);
        const pairs: [string, number, number][] = [];
        if (inOrder) {
          let j = baseB;
          for (const [k, i] of keysA) pairs.push([k, i, j++]);
        } else {
          if (endB - baseB !== keysA.size) return this.diverged();
          for (let j = baseB; j < endB; j++) {
            const k = turnKey(B, B.geo.width, j);
            const i = keysA.get(k);
            if (i === undefined) return this.diverged();
            pairs.push([k, i, j]);
          }
        }
        pairs.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
        order = pairs.map(([, i, j]) => [i, j]);
      }
      if (depth === 0) {
        this.reached++;
        return SAME;
      }
      for (const [i, j] of order!) {
        this.line.push(turnText(A, this.a.game, i));
        const r = this.child(ca, cb, depth - 1, i, j, endA, endB);
        this.line.pop();
        if (r !== SAME) return r;
      }
      return SAME;
    } finally {
      A.pathTop = pathA;
      B.pathTop = pathB;
    }
  }

  /** Reports progress once `spent` has passed another PROGRESS_EVERY lines since the last report. */
  private progress(): void {
    if (this.onProgress === undefined || this.spent - this.reported < PROGRESS_EVERY) return;
    this.reported = this.spent - (this.spent % PROGRESS_EVERY);
    this.onProgress(this.depth, this.spent);
  }

  private diverged(): number {
    this.found = [...this.line];
    return DIFFERENT;
  }

  /** Plays turn i of A and turn j of B, walks below, and takes both back. */
  private child(
    ca: Cursor,
    cb: Cursor,
    depth: number,
    i: number,
    j: number,
    endA: number,
    endB: number,
  ): number {
    const na = this.step(this.a, ca, i);
    const nb = this.step(this.b, cb, j);
    let r: number;
    const key = this.memo && depth > 0 ? this.key(na.cursor, nb.cursor, depth) : null;
    const known = key === null ? undefined : this.seen.get(key);
    if (known !== undefined && this.spent + known > this.maxLines) {
      // The generic walk would run out of lines inside this subtree.
      this.spent = this.maxLines;
      r = CUT;
    } else if (known !== undefined) {
      this.reached += known;
      this.spent += known;
      this.progress();
      r = SAME;
    } else {
      const before = this.reached;
      r = this.node(na.cursor, nb.cursor, depth, endA, endB);
      if (key !== null && r === SAME) this.seen.set(key, this.reached - before);
    }
    this.undo(this.a, ca, i, na.histLen);
    this.undo(this.b, cb, j, nb.histLen);
    return r;
  }

  private step(r: Reading, c: Cursor, i: number): { cursor: Cursor; histLen: number } {
    const b = r.board;
    const histLen = r.histLen;
    const n = b.apply(c.side, b.tFrom[i]!, b.tTo[i]!, b.tCap0[i]!, b.tCap1[i]!);
    const side: Player = c.side === 0 ? 1 : 0;
    if (r.tracking) r.push(side);
    return {
      cursor: {
        side,
        turnNumber: c.turnNumber === null ? null : c.turnNumber + 1,
        quiet: n > 0 ? 0 : c.quiet + 1,
        window: n > 0 ? r.histLen - 1 : c.window,
      },
      histLen,
    };
  }

  private undo(r: Reading, c: Cursor, i: number, histLen: number): void {
    const b = r.board;
    r.histLen = histLen;
    b.unapply(c.side, b.tFrom[i]!, b.tTo[i]!, b.tCap0[i]!, b.tCap1[i]!);
  }
}

/** Replays a line in notation under one game (every turn is legal: both readings listed it). */
function replay(game: FanoronaGame, start: FanoronaState, line: readonly string[]): FanoronaState {
  let s = start;
  for (const text of line) {
    const t = game.parseTurn(s, text);
    const next = t.ok ? game.playTurn(s, t.value) : t;
    if (!next.ok)
      throw new Error(
        `${game.ruleset.id}: replaying ${line.join(" ")}: ${text}: ${next.error.message}`,
      );
    s = next.value;
  }
  return s;
}

/** `firstDivergence` for two readings of one fanorona-family game, on the search boards. */
export function firstDivergenceFast(
  a: FanoronaGame,
  b: FanoronaGame,
  options: DivergenceOptions<FanoronaState>,
): DivergenceResult {
  const start = options.start ?? { a: a.setup(), b: b.setup() };
  if (start.a.chain !== null || start.b.chain !== null) return firstDivergence(a, b, options);
  if (a.id !== b.id) throw new Error(`cannot compare readings of two games: ${a.id} and ${b.id}`);
  const walk = new Walk(a, b, options.maxLines ?? Number.POSITIVE_INFINITY, options.onProgress);
  const cursor = (s: FanoronaState): Cursor => ({
    side: s.toMove,
    turnNumber: s.turnNumber,
    quiet: s.quiet,
    window: 0,
  });
  let lines = 0;
  for (let depth = 0; depth <= options.maxDepth; depth++) {
    walk.a.start(start.a);
    walk.b.start(start.b);
    walk.reached = 0;
    walk.depth = depth;
    options.onProgress?.(depth, walk.spent);
    const r = walk.node(cursor(start.a), cursor(start.b), depth, 0, 0);
    if (r === CUT) return { kind: "cut", depth: depth - 1, lines: walk.spent };
    if (r === DIFFERENT) {
      const line = walk.found!;
      const [sa, sb] = [replay(a, start.a, line), replay(b, start.b, line)];
      const here = compareNode(a, b, sa, sb, line, options.variants);
      if (!("kind" in here))
        throw new Error(`fast and generic divergence searches disagree after "${line.join(" ")}"`);
      return here;
    }
    lines += walk.reached;
    if (walk.reached === 0) return { kind: "none", depth, lines };
  }
  return { kind: "none", depth: options.maxDepth, lines };
}

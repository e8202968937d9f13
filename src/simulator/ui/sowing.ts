/**
 * Sowing shown hole by hole: the board goes from the position before a move to the one after it
 * through the engine's own path (`sowingMoves`: lifts, drops one counter at a time, relays, laps,
 * captures, the reserve), a few moves a second. While it runs the board carries
 * `data-sowing="<place>"` (`south:a3`, `store:north`, `reserve:south`), the place the current
 * move acts on (empty until the first is drawn); the attribute goes when the board shows the
 * position after the move. The holes sown so far are numbered as they are reached. A click on
 * the board or a key finishes it at once; under `prefers-reduced-motion`, or with the reader's
 * "Show each sowing at once" (`data-control="sow-at-once"`, kept in the browser), nothing is
 * animated.
 */
import { SIDES, type PitsView } from "../../board/view.ts";
import type { SowingMove, SowingPlace } from "../../play/engine.ts";

/** Milliseconds a move stays on screen, by kind, before a long sowing is sped up. */
const PACE: Readonly<Record<SowingMove["action"], number>> = {
  lift: 320,
  drop: 170,
  capture: 420,
  reserve: 320,
  settle: 320,
};
/** A sowing longer than this (ms) is sped up to fit it, down to MIN_MS a move. */
const LONGEST = 9000;
const MIN_MS = 35;

/** The id a place has on the board (`data-pit`, or `store:`/`reserve:` and the side). */
export function placeId(p: SowingPlace, sharedReserve: boolean): string {
  if (p.kind === "hole") return `${SIDES[p.owner]}:${p.name}`;
  if (p.kind === "store") return `store:${SIDES[p.player]}`;
  return `reserve:${sharedReserve ? "shared" : SIDES[p.player]}`;
}

/** The view after one move: its counts written over the previous view. */
export function stepView(v: PitsView, m: SowingMove): PitsView {
  const rows = v.rows.map((r) => (r === null ? null : [...r]));
  const owners = v.owners?.map((r) => (r === null ? null : [...r]));
  const stores: [number, number] | null = v.stores === null ? null : [v.stores[0], v.stores[1]];
  let reserve: PitsView["reserve"] = v.reserve;
  for (const c of m.counts) {
    const at = c.at;
    if (at.kind === "hole") {
      const row = Math.floor(at.hole / v.holes);
      const col = at.hole % v.holes;
      const r = rows[row];
      if (r) r[col] = c.count;
      const o = owners?.[row];
      if (o && c.holder !== undefined) o[col] = c.holder === null ? null : SIDES[c.holder];
    } else if (at.kind === "store" && stores !== null) stores[at.player] = c.count;
    else if (at.kind === "reserve") {
      if (typeof reserve === "number" || reserve === null) reserve = c.count;
      else {
        const pair: [number, number] = [reserve[0], reserve[1]];
        pair[at.player] = c.count;
        reserve = pair;
      }
    }
  }
  return { ...v, rows, ...(owners === undefined ? {} : { owners }), stores, reserve, hand: m.hand };
}

export const reducedMotion = (): boolean =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

interface Job {
  readonly before: PitsView;
  /** The engine's path, worked out when the job's turn comes (undefined: show the end at once). */
  moves: (() => readonly SowingMove[] | undefined) | readonly SowingMove[] | undefined;
}

/**
 * Draws one frame: the view, the place the move acts on (a board id) to mark, and the moves of
 * the sowing so far (this one included), whose holes are numbered.
 */
export type DrawFrame = (
  view: PitsView,
  at: string,
  action: SowingMove["action"],
  done: readonly SowingMove[],
) => void;

/** The animations of the moves played, one after another. */
export class SowingAnimation {
  private readonly board: HTMLElement;
  private readonly draw: DrawFrame;
  private readonly idle: () => void;
  private queue: Job[] = [];
  private view: PitsView | undefined;
  private index = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ms = 0;
  /** The reader's setting: every sowing shown at once. */
  atOnce = false;

  /** `idle` is called when the last queued sowing has ended (or was finished at once). */
  constructor(board: HTMLElement, draw: DrawFrame, idle: () => void) {
    this.board = board;
    this.draw = draw;
    this.idle = idle;
  }

  get running(): boolean {
    return this.view !== undefined;
  }

  /**
   * Queues a move's sowing from the view before it; false when it is not to be animated. The
   * path is asked of the engine in a task of its own, after the move has been shown played.
   */
  play(before: PitsView, moves: () => readonly SowingMove[] | undefined): boolean {
    if (this.atOnce || reducedMotion()) return false;
    this.queue.push({ before, moves });
    if (!this.running) {
      this.view = before;
      this.board.setAttribute("data-sowing", "");
      this.timer = setTimeout(() => this.next(), 0);
    }
    return true;
  }

  /** Ends every queued sowing at once: the board is then drawn by `idle`. */
  finish(): void {
    if (!this.running) return;
    this.stop();
    this.idle();
  }

  /** Forgets every queued sowing without drawing (the game changed under it). */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.queue = [];
    this.view = undefined;
    this.board.removeAttribute("data-sowing");
  }

  private next(): void {
    const job = this.queue[0];
    if (job === undefined) {
      this.view = undefined;
      this.board.removeAttribute("data-sowing");
      this.idle();
      return;
    }
    if (typeof job.moves === "function") job.moves = job.moves();
    if (job.moves === undefined || job.moves.length === 0) {
      this.queue.shift();
      this.next();
      return;
    }
    this.view = job.before;
    this.index = 0;
    const total = job.moves.reduce((n, m) => n + PACE[m.action], 0);
    this.ms = total > LONGEST ? Math.max(MIN_MS, LONGEST / job.moves.length) : 0;
    this.frame();
  }

  private frame(): void {
    const job = this.queue[0];
    const moves = job?.moves;
    const move = moves !== undefined && typeof moves !== "function" ? moves[this.index] : undefined;
    if (job === undefined || move === undefined || this.view === undefined) {
      this.queue.shift();
      this.next();
      return;
    }
    this.view = stepView(this.view, move);
    const at = placeId(move.at, typeof this.view.reserve === "number");
    this.board.setAttribute("data-sowing", at);
    this.draw(
      this.view,
      at,
      move.action,
      (moves as readonly SowingMove[]).slice(0, this.index + 1),
    );
    this.index++;
    this.timer = setTimeout(() => this.frame(), this.ms || PACE[move.action]);
  }
}

/**
 * The "Show each sowing at once" checkbox (mancala pages), kept in the browser from one page to
 * the next; checking it finishes a sowing under way.
 */
export function sowingSetting(el: HTMLElement, animation: SowingAnimation): void {
  const box = el.querySelector<HTMLInputElement>('[data-control="sow-at-once"]');
  if (box === null) return;
  const key = "sim-sow-at-once";
  const set = () => {
    animation.atOnce = box.checked;
    if (box.checked) animation.finish();
  };
  try {
    box.checked = localStorage.getItem(key) === "1";
  } catch {
    // Storage refused (a private window's policy): the setting lasts the page.
  }
  set();
  box.addEventListener("change", () => {
    try {
      localStorage.setItem(key, box.checked ? "1" : "0");
    } catch {
      // As above.
    }
    set();
  });
}

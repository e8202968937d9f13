import type { RuleViolation } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import { ok, type Result } from "../core/result.ts";
import type { MancalaGame } from "./game.ts";
import { pitName } from "./geometry.ts";
import { counterByCounter } from "./kernel.ts";
import { PENDING, clonePos, type MancalaState, type MancalaStep, type Pos } from "./types.ts";

/*
 * The path of a sowing, for a board that shows it counter by counter: the rules kernel plays the
 * step on a position whose arrays record every write, so the path is the rules' own (relays,
 * laps, captures, the reserve) and nothing here knows how any game sows.
 */

/** A place counters can be in. `name` is the hole as its owner names it (docs/notation-mancala.md). */
export type SowingPlace =
  | { readonly kind: "hole"; readonly hole: number; readonly owner: Player; readonly name: string }
  | { readonly kind: "store"; readonly player: Player }
  /** Fifangha's reserve: `player` 0 also stands for the one shared reservoir. */
  | { readonly kind: "reserve"; readonly player: Player };

/**
 * What one move of the sowing does: `lift` empties one of the mover's holes into the hand, `drop`
 * puts counters from the hand into a hole, `capture` takes the opponent's counters (into the
 * mover's store or hand), `reserve` takes a counter from the reserve into the hand, and `settle`
 * (a relay stopped by the endless-sowing rule, or a path cut at its limit) sets the board as the
 * rules leave it.
 */
export type SowingAction = "lift" | "drop" | "capture" | "reserve" | "settle";

export interface SowingMove {
  readonly action: SowingAction;
  /** The hole lifted, sown into or captured from; the store or reserve when no hole is. */
  readonly at: SowingPlace;
  /** Every place whose count changed in this move, with its count after it. */
  readonly counts: readonly SowingCount[];
  /** Counters in the mover's hand after this move. */
  readonly hand: number;
}

export interface SowingCount {
  readonly at: SowingPlace;
  readonly count: number;
  /** Chiana wa Kunja: whose series the hole belongs to after the move (null: nobody's). */
  readonly holder?: Player | null;
}

export interface Sowing {
  readonly moves: readonly SowingMove[];
  /** The position after the step, as `game.playStep` gives it. */
  readonly after: MancalaState;
}

type Field = "board" | "store" | "reserve" | "owner";

interface Write {
  readonly field: Field;
  readonly index: number;
  readonly value: number;
}

/** Moves recorded before the rest is given as one `settle` move. */
export const SOWING_LIMIT = 5000;

/**
 * The moves of one step, in the order the rules make them; a refused step gets the rules' violation.
 * At most `limit` moves are listed; a longer sowing ends with one `settle` move.
 */
export function sowingPath(
  game: MancalaGame,
  state: MancalaState,
  step: MancalaStep,
  limit = SOWING_LIMIT,
): Result<Sowing, RuleViolation> {
  const played = game.playStep(state, step);
  if (!played.ok) return played;
  const writes: Write[] = [];
  const pos = recording(clonePos(state), writes, limit * 4);
  counterByCounter.on = true;
  try {
    game.rules.apply(pos.traced, step);
  } finally {
    counterByCounter.on = false;
  }
  return ok({
    moves: new PathBuilder(game, state).build(writes, pos.plain, limit),
    after: played.value,
  });
}

/** The moves of a whole turn, step after step. */
export function turnSowingPath(
  game: MancalaGame,
  state: MancalaState,
  turn: readonly MancalaStep[],
): Result<Sowing, RuleViolation> {
  const moves: SowingMove[] = [];
  let s = state;
  for (const step of turn) {
    const r = sowingPath(game, s, step);
    if (!r.ok) return r;
    moves.push(...r.value.moves);
    s = r.value.after;
  }
  return ok({ moves, after: s });
}

/** A copy of `pos` whose arrays record their element writes (at most `max`) into `writes`. */
function recording(pos: Pos, writes: Write[], max: number): { traced: Pos; plain: Pos } {
  const watch = <A extends Int32Array | Uint8Array>(field: Field, a: A): A =>
    new Proxy(a, {
      get(target, key) {
        const v: unknown = Reflect.get(target, key, target);
        return typeof v === "function" ? (v as (...x: unknown[]) => unknown).bind(target) : v;
      },
      set(target, key, value) {
        const index = typeof key === "string" ? Number(key) : NaN;
        if (Number.isInteger(index) && writes.length < max)
          writes.push({ field, index, value: Number(value) });
        return Reflect.set(target, key, value, target);
      },
    });
  const traced: Pos = {
    ...pos,
    board: watch("board", pos.board),
    store: watch("store", pos.store),
    reserve: watch("reserve", pos.reserve),
    owner: watch("owner", pos.owner),
  };
  return { traced, plain: pos };
}

interface Draft {
  action: SowingAction;
  at: SowingPlace;
  counts: Map<string, SowingCount>;
  hand: number;
}

/** Turns recorded writes into moves: one move per change, a capture together with its store. */
class PathBuilder {
  private readonly game: MancalaGame;
  private readonly mover: Player;
  private readonly shadow: Record<Field, Int32Array | Uint8Array>;
  private hand: number;

  constructor(game: MancalaGame, state: MancalaState) {
    this.game = game;
    this.mover = state.toMove;
    this.shadow = {
      board: state.board.slice(),
      store: state.store.slice(),
      reserve: state.reserve.slice(),
      owner: state.owner.slice(),
    };
    this.hand = state.pending === PENDING.carry ? state.pendA : 0;
  }

  build(writes: readonly Write[], final: Pos, limit: number): SowingMove[] {
    const out: Draft[] = [];
    for (const w of writes) {
      if (out.length > limit) break;
      this.add(out, w);
    }
    const cut = this.stoppedRelay(final);
    if (cut >= 0) out.length = cut;
    else {
      const rest = this.settle(final);
      if (rest !== null) out.push(rest);
    }
    return out.map((d) => ({
      action: d.action,
      at: d.at,
      counts: [...d.counts.values()],
      hand: d.hand,
    }));
  }

  /** Board, owners and stores before each lift, with the hole lifted and the move it starts. */
  private readonly lifts: {
    readonly move: number;
    readonly board: string;
    readonly hole: number;
  }[] = [];

  private boardKey(p: {
    board: ArrayLike<number>;
    owner: ArrayLike<number>;
    store: ArrayLike<number>;
  }) {
    return `${Array.from(p.board).join()}|${Array.from(p.owner).join()}|${Array.from(p.store).join()}`;
  }

  /**
   * A relay the endless-sowing rule stopped (relay.ts): the rules ran on to notice the cycle and
   * then set the board back to where the sowing stops, the first relay lift whose situation (the
   * board and the hole to lift) repeats an earlier one's. The path ends just before that lift when
   * the board there is the one the rules left; -1 otherwise.
   */
  private stoppedRelay(final: Pos): number {
    const sameAsFinal = this.boardKey(final);
    const seen = new Set<string>();
    for (const l of this.lifts.slice(1)) {
      const k = `${l.hole}|${l.board}`;
      if (seen.has(k))
        return l.board === sameAsFinal && final.pending !== PENDING.carry ? l.move : -1;
      seen.add(k);
    }
    return -1;
  }

  private add(out: Draft[], w: Write): void {
    const before = this.shadow[w.field][w.index]!;
    const delta = w.value - before;
    if (delta === 0) return;
    const handBefore = this.hand;
    const board = w.field === "board" && delta < 0 ? this.boardKey(this.shadow) : "";
    this.shadow[w.field][w.index] = w.value;
    if (w.field === "owner") {
      const last = out.at(-1);
      if (last !== undefined) this.note(last, "board", w.index);
      return;
    }
    this.hand -= delta;
    const current = out.at(-1);
    // Counters counted into a store before they leave the board belong to the same capture.
    if (current !== undefined && handBefore < 0) {
      if (current.at.kind === "store" && w.field === "board" && delta < 0)
        current.at = this.place("board", w.index);
      this.note(current, w.field, w.index);
      return;
    }
    const d: Draft = {
      action: this.action(w.field, w.index, delta),
      at: this.place(w.field, w.index),
      counts: new Map(),
      hand: this.hand,
    };
    this.note(d, w.field, w.index);
    if (d.action === "lift") this.lifts.push({ move: out.length, board, hole: w.index });
    out.push(d);
  }

  private action(field: Field, index: number, delta: number): SowingAction {
    if (field === "reserve") return "reserve";
    if (field === "store") return "capture";
    if (delta > 0) return "drop";
    const g = this.game.rules.geo;
    const holder = this.game.rules.layout.owners ? this.shadowHolder(index) : g.side[index];
    return holder === this.mover || holder === undefined ? "lift" : "capture";
  }

  /** Chiana wa Kunja: whose series a hole held before this write (owner codes 1 south, 2 north). */
  private shadowHolder(index: number): Player | undefined {
    const o = this.shadow.owner[index];
    return o === 1 ? 0 : o === 2 ? 1 : undefined;
  }

  private place(field: Field, index: number): SowingPlace {
    if (field === "store") return { kind: "store", player: index === 0 ? 0 : 1 };
    if (field === "reserve") return { kind: "reserve", player: index === 0 ? 0 : 1 };
    const g = this.game.rules.geo;
    const owner: Player = g.side[index] === 0 ? 0 : 1;
    return { kind: "hole", hole: index, owner, name: pitName(g.n, owner, index) };
  }

  /** Records a place's count (and holder) as it stands now into a move. */
  private note(d: Draft, field: Field, index: number): void {
    const f = field === "owner" ? "board" : field;
    const count: SowingCount =
      f === "board" && this.game.rules.layout.owners
        ? {
            at: this.place(f, index),
            count: this.shadow.board[index]!,
            holder: this.shadowHolder(index) ?? null,
          }
        : { at: this.place(f, index), count: this.shadow[f][index]! };
    d.hand = this.hand;
    d.counts.set(`${f}:${index}`, count);
  }

  /** Whatever the recorded writes do not account for, as one last move; null when nothing. */
  private settle(final: Pos): Draft | null {
    const d: Draft = { action: "settle", at: this.place("board", 0), counts: new Map(), hand: 0 };
    for (const field of ["board", "store", "reserve", "owner"] as const) {
      const now = final[field];
      for (let i = 0; i < now.length; i++)
        if (now[i] !== this.shadow[field][i]) {
          this.shadow[field][i] = now[i]!;
          this.note(d, field, i);
        }
    }
    if (d.counts.size === 0) return null;
    d.at = d.counts.values().next().value!.at;
    d.hand = final.pending === PENDING.carry ? final.pendA : 0;
    return d;
  }
}

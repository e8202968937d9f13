import type { FastPaths } from "../core/game.ts";
import type { Rng } from "../core/rng.ts";
import type { Status } from "../core/status.ts";
import { FULL_MASK, POINT_COUNT } from "./board.ts";
import type { TeloGame } from "./game.ts";
import { POSITION_KEYS, type TeloState } from "./state.ts";

const ONGOING: Status = { kind: "ongoing" };
const POP = new Uint8Array(FULL_MASK + 1);
for (let m = 1; m <= FULL_MASK; m++) POP[m] = POP[m >> 1]! + (m & 1);

// Repetition counts for the playout in progress, indexed by position key. A count is valid only
// while its stamp equals `generation`; a new playout or a placement (after which no earlier
// position can come back) starts a new generation instead of clearing the table.
let stamps: Uint32Array | undefined;
let counts: Uint16Array | undefined;
let generation = 0;

function newGeneration(): void {
  if (stamps === undefined || generation >= 0xfffffff0) {
    stamps = new Uint32Array(POSITION_KEYS);
    counts = new Uint16Array(POSITION_KEYS);
    generation = 0;
  }
  generation++;
}

/** Counts one more occurrence of `key` and returns the new count. */
function bump(key: number): number {
  if (stamps![key] !== generation) {
    stamps![key] = generation;
    counts![key] = 0;
  }
  return ++counts![key]!;
}

/**
 * Allocation-free playout and perft on bit masks. They follow the generic rules exactly: the
 * same status checks in the same order, the same turn order, one `rng.int(turns.length)` per
 * turn, so a fast playout and a generic one with the same seed play the same game (tested).
 */
export function teloFastPaths(game: TeloGame): FastPaths<TeloState> {
  return { playout: teloPlayout(game), perft: teloPerft(game) };
}

/** The random playout: the repetition record in the generation-stamped table above. */
function teloPlayout(game: TeloGame): NonNullable<FastPaths<TeloState>["playout"]> {
  const { reach, hasRow } = game.geometry;
  const { pieces, repetition } = game.rules;
  const { row, repetition: repeated, blocked } = game.statuses;
  // The legal moves of the position in hand, as parallel origin and destination lists.
  const from = new Int8Array(POINT_COUNT * POINT_COUNT);
  const to = new Int8Array(POINT_COUNT * POINT_COUNT);

  return (state: TeloState, rng: Rng, maxPlies: number): { plies: number; status: Status } => {
    let w = state.white;
    let b = state.black;
    let side = state.toMove as number;
    newGeneration();
    let seen = 0;
    for (const k of state.history) seen = bump(k);
    for (let plies = 0; ; plies++) {
      const own = side === 0 ? w : b;
      const other = side === 0 ? b : w;
      if (hasRow[other] === 1) return { plies, status: row[side === 0 ? 1 : 0] };
      if (hasRow[own] === 1) return { plies, status: row[side === 0 ? 0 : 1] };
      if (seen >= repetition) return { plies, status: repeated };
      const empty = ~(w | b) & FULL_MASK;
      let placed: number;
      if (POP[own]! < pieces) {
        const n = POP[empty]!;
        if (n === 0) return { plies, status: blocked[side === 0 ? 0 : 1] };
        if (plies === maxPlies) return { plies, status: ONGOING };
        let k = rng.int(n);
        let m = empty;
        while (k-- > 0) m &= m - 1;
        placed = m & -m;
        if (side === 0) w |= placed;
        else b |= placed;
        newGeneration();
      } else {
        let n = 0;
        for (let p = 0; p < POINT_COUNT; p++) {
          if (((own >> p) & 1) === 0) continue;
          const targets = reach[p]! & empty;
          for (let q = 0; q < POINT_COUNT; q++)
            if ((targets >> q) & 1) {
              from[n] = p;
              to[n] = q;
              n++;
            }
        }
        if (n === 0) return { plies, status: blocked[side === 0 ? 0 : 1] };
        if (plies === maxPlies) return { plies, status: ONGOING };
        const i = rng.int(n);
        const delta = (1 << from[i]!) | (1 << to[i]!);
        if (side === 0) w ^= delta;
        else b ^= delta;
      }
      side ^= 1;
      seen = bump(((w | (b << 9)) << 1) | side);
    }
  };
}

/** Perft: the repetition record of the line under way in one array, counted back to its last placement. */
function teloPerft(game: TeloGame): NonNullable<FastPaths<TeloState>["perft"]> {
  const { reach, hasRow } = game.geometry;
  const { pieces, repetition } = game.rules;
  return (state: TeloState, depth: number): number => {
    const path = new Int32Array(state.history.length + depth + 1);
    path.set(state.history);
    const rec = (
      w: number,
      b: number,
      side: number,
      d: number,
      len: number,
      since: number,
    ): number => {
      if (d === 0) return 1;
      const own = side === 0 ? w : b;
      if (hasRow[side === 0 ? b : w] === 1 || hasRow[own] === 1) return 0;
      const key = path[len - 1]!;
      let seen = 0;
      for (let i = since; i < len; i++) if (path[i] === key) seen++;
      if (seen >= repetition) return 0;
      const empty = ~(w | b) & FULL_MASK;
      let total = 0;
      if (POP[own]! < pieces) {
        if (d === 1) return POP[empty]!;
        for (let m = empty; m !== 0; m &= m - 1) {
          const bit = m & -m;
          const nw = side === 0 ? w | bit : w;
          const nb = side === 0 ? b : b | bit;
          path[len] = ((nw | (nb << 9)) << 1) | (side ^ 1);
          total += rec(nw, nb, side ^ 1, d - 1, len + 1, len);
        }
        return total;
      }
      for (let p = 0; p < POINT_COUNT; p++) {
        if (((own >> p) & 1) === 0) continue;
        const targets = reach[p]! & empty;
        if (d === 1) {
          total += POP[targets]!;
          continue;
        }
        for (let m = targets; m !== 0; m &= m - 1) {
          const delta = (1 << p) | (m & -m);
          const nw = side === 0 ? w ^ delta : w;
          const nb = side === 0 ? b : b ^ delta;
          path[len] = ((nw | (nb << 9)) << 1) | (side ^ 1);
          total += rec(nw, nb, side ^ 1, d - 1, len + 1, since);
        }
      }
      return total;
    };
    return rec(state.white, state.black, state.toMove, depth, state.history.length, 0);
  };
}

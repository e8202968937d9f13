import type { CompileGame } from "../core/game.ts";
import { compileFanoronaGame } from "./game.ts";
import { FANORONA_FAMILY_OPTIONS, type FanoronaGameId } from "./options.ts";

export { compileFanoronaGame, type FanoronaGame } from "./game.ts";
export {
  BOARD_SIZES,
  DIRECTION_NAMES,
  basqueToPoint,
  geometry,
  parsePoint,
  pointName,
  pointToBasque,
  type BoardSize,
  type Geometry,
} from "./geometry.ts";
export {
  FANORONA_GAME_IDS,
  FANORONA_OPTION_KEYS,
  RIATRA_OPTION_KEYS,
  VELA_OPTION_KEYS,
  readFanoronaOptions,
  type FanoronaGameId,
  type FanoronaOptionKey,
  type FanoronaRules,
} from "./options.ts";
export type {
  CaptureKind,
  ChainState,
  FanoronaState,
  FanoronaStep,
  FanoronaTurn,
  PathStep,
  StepKind,
} from "./state.ts";
export { formatPath, parsePath } from "./notation.ts";

import {
  basqueToPoint,
  geometry,
  pointName,
  pointToBasque,
  parsePoint,
  type BoardSize,
} from "./geometry.ts";

/** `e3` → 23 on the 9x5 board (Basque article numbering); undefined for a bad name. */
export function nameToBasque(name: string, board: BoardSize = "9x5"): number | undefined {
  const geo = geometry(board);
  const p = parsePoint(geo, name);
  return p === undefined ? undefined : pointToBasque(geo, p);
}

/** 23 → `e3` on the 9x5 board; undefined out of range. */
export function basqueToName(n: number, board: BoardSize = "9x5"): string | undefined {
  const geo = geometry(board);
  const p = basqueToPoint(geo, n);
  return p === undefined ? undefined : pointName(geo, p);
}

/**
 * A move in the Basque article's notation, `22-23` (from-to in its 1-45 numbering), as the
 * engine's `d3e3`; undefined when either number is out of range.
 */
export function basqueMoveToNames(text: string, board: BoardSize = "9x5"): string | undefined {
  const m = /^\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
  if (!m) return undefined;
  const a = basqueToName(Number(m[1]), board);
  const b = basqueToName(Number(m[2]), board);
  return a === undefined || b === undefined ? undefined : a + b;
}

const compileFor =
  (id: FanoronaGameId): CompileGame =>
  (spec, overrides) =>
    compileFanoronaGame(id, spec, overrides);

/** Games of the fanorona family, by game id: fanorona (9x5), fanoron-dimy (5x5), vela. */
export const fanoronaGames: Readonly<Record<FanoronaGameId, CompileGame>> = {
  fanorona: compileFor("fanorona"),
  "fanoron-dimy": compileFor("fanoron-dimy"),
  vela: compileFor("vela"),
};

/** Option declarations of the family's games, by game id. */
export const fanoronaOptions = FANORONA_FAMILY_OPTIONS;

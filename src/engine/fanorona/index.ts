/** The fanorona family (fanorona, fanoron-dimy, vela): its public entry, loadable on its own. */
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
  RIATRA_OPTIONS,
  VELA_OPTION_KEYS,
  VELA_OPTIONS,
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
export { basqueMoveToNames, basqueToName, nameToBasque } from "./basque.ts";
export { FanoronaKernel } from "./kernel.ts";
export type { VelaHandicap } from "./handicap.ts";

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

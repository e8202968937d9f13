/**
 * The engine's core, without any game: the `Game` interface, results and errors, options,
 * provenance, statuses, and the generic tools (perft, playouts, search, history, the first
 * divergence of two readings, self-play figures). A browser page loads this and one family
 * (`../families.ts`) rather than the whole registry.
 */
export type { AnyGame, CompileGame, FastPaths, Game } from "./game.ts";
export {
  optionError,
  optionErrorsText,
  parseError,
  parseErrorOf,
  parseProblem,
  violation,
  PARSE_REASONS,
  PARSE_REASONS_OF,
  OPTION_REASONS,
  type OptionReason,
  type BaseRule,
  type ErrorParams,
  type OptionError,
  type ParseError,
  type ParseProblem,
  type ParseReason,
  type RuleViolation,
} from "./errors.ts";
export { err, ok, type Result } from "./result.ts";
export { opponent, type Player } from "./player.ts";
export { BASES, type Basis, type Cited, type Provenance } from "./provenance.ts";
export { FAMILIES, isFamily, type FamilyId, type RulesetSpec } from "./ruleset.ts";
export { ONGOING, STATUS_REASONS, statusCode, type Status, type StatusReason } from "./status.ts";
export {
  OPTION_KINDS,
  defineOptions,
  accepted,
  describeOption,
  overrideProvenance,
  readOptions,
  type OptionKind,
  type OptionOwner,
  type OptionSpec,
  type OptionSpecs,
  type OptionValue,
  type TypedOptions,
  type ValueOf,
} from "./options.ts";
export { createRng, type Rng } from "./rng.ts";
export { alternatives, everyRefusal, type EveryRefusal, type Variants } from "./refusals.ts";
export {
  optionEffects,
  samplePositions,
  type OptionEffect,
  type OptionSwitch,
} from "./dead-options.ts";
export {
  playLine,
  playLineOrThrow,
  playOrThrow,
  playStepOrThrow,
  refusedTurnText,
  type RefusedTurn,
} from "./play.ts";
export {
  PROGRESS_EVERY,
  firstDivergence,
  sameResult,
  type Divergence,
  type DivergenceOf,
  type DivergenceOptions,
  type DivergenceResult,
  type DivergenceResultOf,
  type NoDivergence,
  type OneSidedTurn,
  type SearchCut,
} from "./diverge.ts";
export {
  AGENT_KINDS,
  TURN_LIMIT,
  mctsAgent,
  playGames,
  playRandomGames,
  randomAgent,
  selfPlay,
  summarise,
  type Agent,
  type AgentKind,
  type OneGame,
  type SelfPlayFigures,
  type SelfPlayOptions,
} from "./selfplay.ts";
export { fastPerft, perft, PERFT_UNITS, type PerftUnit } from "./perft.ts";
export { fastPlayout, randomPlayout, type PlayoutResult } from "./playout.ts";
export { current, newHistory, push, undo, type History } from "./history.ts";
export {
  alphaBetaSearch,
  budgetCheck,
  defaultClock,
  matePlies,
  mctsSearch,
  randomTurn,
  WIN_SCORE,
  type AlphaBetaOptions,
  type AlphaBetaResult,
  type MctsChild,
  type MctsOptions,
  type MctsResult,
  type SearchBudget,
} from "./search/index.ts";

import { parseError, type OptionError, type ParseError } from "../core/errors.ts";
import type { Game } from "../core/game.ts";
import type { Provenance } from "../core/provenance.ts";
import { err, ok, type Result } from "../core/result.ts";
import type { RulesetSpec } from "../core/ruleset.ts";
import { fastPaths } from "./fast.ts";
import { formatPosition, parsePosition } from "./fen.ts";
import type { Geometry } from "./geometry.ts";
import { velaHandicap, type VelaHandicap } from "./handicap.ts";
import { FanoronaKernel, STOP } from "./kernel.ts";
import { formatPath, parsePath } from "./notation.ts";
import {
  readFanoronaOptions,
  type FanoronaGameId,
  type FanoronaOptionKey,
  type FanoronaRules,
} from "./options.ts";
import type { FanoronaState, FanoronaStep, FanoronaTurn } from "./state.ts";
import { findTurn, playTurn } from "./turn.ts";

/** A compiled fanorona-family game, with its geometry and rules open for tools and tests. */
export interface FanoronaGame extends Game<FanoronaState, FanoronaStep, FanoronaTurn> {
  readonly geometry: Geometry;
  readonly rules: FanoronaRules;
  /** The provenance of an option in force. */
  provenance(key: FanoronaOptionKey): Provenance | undefined;
  /** Whether Black is still barred from capturing (vela before the release). */
  inHandicap(state: FanoronaState): boolean;
  /** Vela: who is barred from capturing, and until how many pieces; null in other games. */
  velaHandicap(state: FanoronaState): VelaHandicap | null;
}

/** Parses a path, or (in a chain) a path written from the chain's piece without its start. */
function parseChainPath(k: FanoronaKernel, s: FanoronaState, text: string, stepOnly: boolean) {
  const c = s.chain;
  let parsed = parsePath(k.geo, text);
  const elsewhere = (p: typeof parsed): boolean =>
    !p.ok || (stepOnly && p.value.path.length === 0) || p.value.from !== c!.at;
  if (c !== null && elsewhere(parsed)) {
    const short = parsePath(k.geo, text, c.at);
    if (short.ok) parsed = short;
  }
  return parsed;
}

function parseStep(
  k: FanoronaKernel,
  s: FanoronaState,
  text: string,
): Result<FanoronaStep, ParseError> {
  const t = text.trim();
  if (t === "stop") return ok(STOP);
  const parsed = parseChainPath(k, s, t, true);
  if (!parsed.ok) return parsed;
  if (parsed.value.path.length !== 1)
    return err(
      parseError(t, "step-one-move", {}, "a step is one move: write one destination (or stop)"),
    );
  const ps = parsed.value.path[0]!;
  return ok({ kind: ps.kind, from: parsed.value.from, to: ps.to });
}

function parseTurn(
  k: FanoronaKernel,
  s: FanoronaState,
  text: string,
): Result<FanoronaTurn, ParseError> {
  const t = text.trim();
  if (s.chain !== null && t === "stop") return ok({ from: s.chain.at, path: [], captured: [] });
  const parsed = parseChainPath(k, s, t, false);
  if (!parsed.ok) return parsed;
  const { from, path } = parsed.value;
  return ok(findTurn(k, s, from, path) ?? { from, path, captured: k.simulate(s, from, path) });
}

function parseGamePosition(k: FanoronaKernel, text: string): Result<FanoronaState, ParseError> {
  const r = parsePosition(k.geo, k.rules, text);
  if (!r.ok) return r;
  const s = r.value;
  if (
    s.chain !== null &&
    (k.singleReason({ ...s, chain: null }) !== null || !k.canContinue(s, s.chain))
  )
    return err(
      parseError(
        text,
        "chain-over",
        {},
        "chain=: no capture step can continue this chain, so the turn is over; give the position after it",
      ),
    );
  return ok(k.withSeen(s));
}

/** Wraps a fanorona kernel into the engine's Game interface. */
export function makeGame(k: FanoronaKernel, spec: RulesetSpec): FanoronaGame {
  const game: Omit<FanoronaGame, "fast"> = {
    id: k.gameId,
    ruleset: spec,
    players: ["white", "black"],
    options: k.options,
    geometry: k.geo,
    rules: k.rules,
    provenance: (key) => k.provenance(key),
    inHandicap: (s) => k.inHandicap(s),
    velaHandicap: (s) => velaHandicap(k, s),
    setup: () => k.setup(),
    toMove: (s) => s.toMove,
    status: (s) => k.analyse(s).status,
    steps: (s) => k.steps(s),
    playStep: (s, step) => {
      const r = k.advance(s, step);
      return r.ok ? ok(r.value.state) : r;
    },
    parseStep: (s, text) => parseStep(k, s, text),
    formatStep: (_s, step) =>
      step.kind === "stop" ? "stop" : formatPath(k.geo, step.from, [step]),
    turns: (s) => k.analyse(s).turns,
    playTurn: (s, turn) => playTurn(k, s, turn),
    parseTurn: (s, text) => parseTurn(k, s, text),
    formatTurn: (_s, turn) =>
      turn.path.length === 0 ? "stop" : formatPath(k.geo, turn.from, turn.path),
    parsePosition: (text) => parseGamePosition(k, text),
    formatPosition: (s) => formatPosition(k.geo, k.rules, s),
  };
  return { ...game, fast: fastPaths(k.board, (code, winner) => k.toStatus(code, winner), game) };
}

/** Compiles a ruleset for a fanorona-family game: options read by core `readOptions`. */
export function compileFanoronaGame(
  gameId: FanoronaGameId,
  spec: RulesetSpec,
  overrides: Readonly<Record<string, unknown>> = {},
): Result<FanoronaGame, readonly OptionError[]> {
  const read = readFanoronaOptions(gameId, spec, overrides);
  if (!read.ok) return read;
  return ok(makeGame(new FanoronaKernel(gameId, read.value.rules, read.value.options), spec));
}

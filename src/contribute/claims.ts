import {
  err,
  everyRefusal,
  fastPerft,
  ok,
  playLine,
  refusedTurnText,
  REGISTRY_VARIANTS,
  statusCode,
  type AnyGame,
  type Result,
} from "../engine/index.ts";
import type { Claim } from "../schemas/claim.ts";
import { claimText } from "./claim-text.ts";

/*
 * A ruleset's or a study's claims (src/schemas/claim.ts) played by the engine, through its public
 * entry only: what the engine finds for each, and whether that is what the claim says. Pure: the
 * caller compiles the game and names the file (src/contribute/check-claims.ts).
 */

/** The claim's starting state, or why the engine cannot reach it. */
function startState(game: AnyGame, c: Claim): Result<unknown, string> {
  let state: unknown = game.setup();
  if (c.position !== undefined) {
    const parsed = game.parsePosition(c.position);
    if (!parsed.ok) return err(`the position cannot be read: ${parsed.error.message}`);
    state = parsed.value;
  }
  const played = playLine(game, state, c.after);
  return played.ok
    ? ok(played.value)
    : err(`the turns before it do not play: ${refusedTurnText(played.error)}`);
}

/** The engine's verdict on one turn: "allowed", or every rule that refuses it. */
function turnVerdict(game: AnyGame, state: unknown, turn: string): Result<string[], string> {
  const parsed = game.parseTurn(state, turn);
  if (!parsed.ok) return err(`${turn} cannot be read there: ${parsed.error.message}`);
  const played = game.playTurn(state, parsed.value);
  if (played.ok) return ok([]);
  const every = everyRefusal(game, state, turn, played.error, REGISTRY_VARIANTS);
  return ok(every.refusals.map((r) => r.rule));
}

/**
 * What the engine finds for a claim: `ok` with its finding when the claim holds, `err` with what
 * it finds instead when it does not.
 */
export function checkClaim(game: AnyGame, c: Claim): Result<string, string> {
  const start = startState(game, c);
  if (!start.ok) return start;
  const state = start.value;
  switch (c.kind) {
    case "refused":
    case "legal": {
      const v = turnVerdict(game, state, c.turn);
      if (!v.ok) return v;
      const found = v.value.length === 0 ? "legal" : `refused by ${v.value.join(", ")}`;
      const holds = c.kind === "legal" ? v.value.length === 0 : v.value.includes(c.rule);
      return holds ? ok(`${c.turn} ${found}`) : err(`${c.turn} ${found}`);
    }
    case "perft": {
      const n = fastPerft(game, state, c.depth);
      return n === c.count ? ok(`perft ${c.depth} = ${n}`) : err(`perft ${c.depth} = ${n}`);
    }
    case "replay": {
      const played = playLine(game, state, c.turns);
      if (!played.ok) return err(`the game does not play: ${refusedTurnText(played.error)}`);
      const result = statusCode(game.status(played.value), game.players);
      return result === c.result ? ok(`ends ${result}`) : err(`the game ends ${result}`);
    }
  }
}

/** One claim's outcome in a file. */
export interface ClaimOutcome {
  /** The file the claim is in, from the repository root. */
  readonly file: string;
  /** Its place in the file's `claims`, from 0 (the field path `claims.<index>`). */
  readonly index: number;
  /** The claim in words (`claimText`). */
  readonly text: string;
  /** Whether the engine bears it out. */
  readonly holds: boolean;
  /** What the engine found. */
  readonly found: string;
}

/** Every claim of one file played under `game`. */
export function checkClaims(file: string, game: AnyGame, claims: readonly Claim[]): ClaimOutcome[] {
  return claims.map((c, index) => {
    const r = checkClaim(game, c);
    return { file, index, text: claimText(c), holds: r.ok, found: r.ok ? r.value : r.error };
  });
}

/** A claim's outcome in one line: the file, the claim's index and text, what the engine found. */
export const outcomeLine = (o: ClaimOutcome): string =>
  o.holds
    ? `${o.file}: claim ${o.index} ("${o.text}"): holds (${o.found})`
    : `${o.file}: claim ${o.index} ("${o.text}") is false: the engine finds ${o.found} instead`;

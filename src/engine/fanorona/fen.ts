import { parseError, type ParseError } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import { err, ok, type Result } from "../core/result.ts";
import { extendChain } from "./chain.ts";
import { pointName, type Geometry } from "./geometry.ts";
import { formatPath, parsePath } from "./notation.ts";
import type { FanoronaRules } from "./options.ts";
import {
  cellsToState,
  startCells,
  stateCells,
  type ChainState,
  type FanoronaState,
} from "./state.ts";

/**
 * Positions as one line: the ranks from 5 down to 1 separated by `/`, each rank from file a,
 * `W` and `B` for pieces and digits for runs of empty points, then `w` or `b` for the player to
 * move. The 9x5 start is `BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w`.
 *
 * Optional fields follow, in any order, written only when the ruleset needs them:
 * - `quiet=N`: whole turns since the last capture (rulesets with `draw-quiet-turns`);
 * - `turn=N`: number of the turn about to be played, 1 for the first (rulesets with an opening
 *   limit). When omitted on input it is 1 for the set-up position with the starting player to
 *   move and unknown otherwise (an unknown turn is past the opening);
 * - `chain=f2e3A`: a capture chain in progress, written as the turn so far (the board shows the
 *   position after those steps).
 * The positions seen earlier in the game (repetition rule) are not part of the line.
 */

export function formatBoard(geo: Geometry, cells: Int8Array): string {
  const ranks: string[] = [];
  for (let y = geo.height - 1; y >= 0; y--) {
    let row = "";
    let run = 0;
    for (let x = 0; x < geo.width; x++) {
      const c = cells[y * geo.width + x];
      if (c === 0) {
        run++;
        continue;
      }
      if (run > 0) row += String(run);
      run = 0;
      row += c === 1 ? "W" : "B";
    }
    if (run > 0) row += String(run);
    ranks.push(row);
  }
  return ranks.join("/");
}

export function formatPosition(geo: Geometry, rules: FanoronaRules, s: FanoronaState): string {
  const parts = [formatBoard(geo, stateCells(geo, s)), s.toMove === 0 ? "w" : "b"];
  if (rules.drawQuietTurns !== null) parts.push(`quiet=${s.quiet}`);
  if (rules.openingSingleCapture !== "none" && s.turnNumber !== null)
    parts.push(`turn=${s.turnNumber}`);
  if (s.chain !== null) parts.push(`chain=${formatPath(geo, s.chain.from, s.chain.path)}`);
  return parts.join(" ");
}

function parseBoard(geo: Geometry, text: string): Result<Int8Array, ParseError> {
  const ranks = text.split("/");
  if (ranks.length !== geo.height)
    return err(
      parseError(
        text,
        "fanorona-rank-count",
        { height: geo.height, found: ranks.length },
        `the board needs ${geo.height} ranks separated by "/"; found ${ranks.length}`,
      ),
    );
  const cells = new Int8Array(geo.points);
  for (let k = 0; k < ranks.length; k++) {
    const rank = ranks[k]!;
    const y = geo.height - 1 - k;
    let x = 0;
    for (const ch of rank) {
      if (ch === "W" || ch === "B") {
        if (x < geo.width) cells[y * geo.width + x] = ch === "W" ? 1 : 2;
        x++;
      } else if (ch >= "1" && ch <= "9") x += Number(ch);
      else
        return err(
          parseError(
            rank,
            "fanorona-rank-character",
            { rank: y + 1, text: rank, char: ch },
            `rank ${y + 1} ("${rank}"): unexpected "${ch}" (use W, B or a digit)`,
          ),
        );
    }
    if (x !== geo.width)
      return err(
        parseError(
          rank,
          "fanorona-rank-width",
          { rank: y + 1, text: rank, found: x, width: geo.width },
          `rank ${y + 1} ("${rank}") covers ${x} points; the board is ${geo.width} wide`,
        ),
      );
  }
  return ok(cells);
}

function sameCells(a: Int8Array, b: Int8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Parses a position line; the chain field is checked for shape, not for what may follow. */
export function parsePosition(
  geo: Geometry,
  rules: FanoronaRules,
  text: string,
): Result<FanoronaState, ParseError> {
  const fields = text.trim().split(/\s+/);
  if (fields.length < 2 || fields[0] === "")
    return err(
      parseError(
        text,
        "fanorona-position-fields",
        {},
        'a position needs the board and the player to move ("w" or "b")',
      ),
    );
  const board = parseBoard(geo, fields[0]!);
  if (!board.ok) return board;
  const cells = board.value;
  const sideText = fields[1]!;
  if (sideText !== "w" && sideText !== "b")
    return err(
      parseError(
        sideText,
        "fanorona-side",
        { side: sideText },
        `player to move must be "w" or "b", not "${sideText}"`,
      ),
    );
  const toMove: Player = sideText === "w" ? 0 : 1;
  let quiet = 0;
  let turnNumber: number | null | undefined;
  let chainText: string | undefined;
  for (const field of fields.slice(2)) {
    const m = /^(quiet|turn|chain)=(.+)$/.exec(field);
    if (!m)
      return err(
        parseError(
          field,
          "fanorona-field",
          { field },
          `unknown field "${field}" (expected quiet=, turn= or chain=)`,
        ),
      );
    const [, key, value] = m as unknown as [string, string, string];
    if (key === "chain") chainText = value;
    else {
      if (!/^\d+$/.test(value) || (key === "turn" && Number(value) < 1))
        return err(
          parseError(
            field,
            key === "turn" ? "fanorona-turn-field" : "fanorona-quiet-field",
            {},
            `${key} must be a ${key === "turn" ? "positive" : "non-negative"} integer`,
          ),
        );
      if (key === "quiet") quiet = Number(value);
      else turnNumber = Number(value);
    }
  }
  if (turnNumber === undefined)
    turnNumber = toMove === rules.starts && sameCells(cells, startCells(geo, rules)) ? 1 : null;
  const base = cellsToState(geo, cells, toMove, quiet, turnNumber);
  if (chainText === undefined) return ok(base);
  const chain = parseChain(geo, cells, toMove, chainText);
  return chain.ok ? ok({ ...base, chain: chain.value }) : chain;
}

/** The `chain=` field: capture steps along lines, ending on the mover's piece, passed points empty. */
function parseChain(
  geo: Geometry,
  cells: Int8Array,
  toMove: Player,
  chainText: string,
): Result<ChainState | null, ParseError> {
  const sideText = toMove === 0 ? "w" : "b";
  const parsed = parsePath(geo, chainText);
  if (!parsed.ok) return parsed;
  const { from, path } = parsed.value;
  if (path.some((s) => s.kind === "paika"))
    return err(
      parseError(
        chainText,
        "chain-not-captures",
        {},
        "a chain in progress is made of capture steps (A or W)",
      ),
    );
  let chain: ChainState | null = null;
  let at = from;
  for (const step of path) {
    if (step.kind === "paika") continue;
    const next = extendChain(geo, chain, at, step.to, step.kind);
    if (next === undefined)
      return err(
        parseError(
          chainText,
          "chain-off-line",
          { from: pointName(geo, at), to: pointName(geo, step.to) },
          `chain step ${pointName(geo, at)}-${pointName(geo, step.to)} does not follow a line`,
        ),
      );
    chain = next;
    at = step.to;
  }
  const mover = toMove + 1;
  if (cells[at] !== mover)
    return err(
      parseError(
        chainText,
        sideText === "w" ? "chain-end-white" : "chain-end-black",
        { point: pointName(geo, at) },
        `the chain ends on ${pointName(geo, at)}, which must hold a ${sideText === "w" ? "White" : "Black"} piece`,
      ),
    );
  for (const p of [from, ...path.map((s) => s.to)])
    if (p !== at && cells[p] !== 0)
      return err(
        parseError(
          chainText,
          "chain-through",
          { point: pointName(geo, p) },
          `the chain passed through ${pointName(geo, p)}, which must now be empty`,
        ),
      );
  return ok(chain);
}

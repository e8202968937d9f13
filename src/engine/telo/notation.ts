import { parseError, type ParseError } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import { err, ok, type Result } from "../core/result.ts";
import { parsePoint, pointName, popcount, type Geometry } from "./board.ts";
import { positionKey, type TeloState, type TeloTurn } from "./state.ts";

/**
 * Turn notation: a placement is `@` and the point (`@b2`; the bare point `b2` is accepted
 * too), a move is the two points (`a1b2`; `a1-b2` is accepted too). Case-insensitive.
 * Parsing checks the form only; whether the turn is legal is for `playTurn` to say.
 */
export function parseTeloTurn(text: string): Result<TeloTurn, ParseError> {
  const t = text.trim();
  const place = /^@?([a-z]\d+)$/i.exec(t);
  if (place !== null) {
    const to = parsePoint(place[1]!);
    return to === undefined
      ? err(
          parseError(
            text,
            "telo-no-point",
            { point: place[1]! },
            `no point ${place[1]!} on the board (points are a1..c3)`,
          ),
        )
      : ok({ kind: "place", to });
  }
  const move = /^([a-z]\d+)-?([a-z]\d+)$/i.exec(t);
  if (move !== null) {
    const from = parsePoint(move[1]!);
    const to = parsePoint(move[2]!);
    if (from === undefined)
      return err(
        parseError(
          text,
          "telo-no-point",
          { point: move[1]! },
          `no point ${move[1]!} on the board (points are a1..c3)`,
        ),
      );
    if (to === undefined)
      return err(
        parseError(
          text,
          "telo-no-point",
          { point: move[2]! },
          `no point ${move[2]!} on the board (points are a1..c3)`,
        ),
      );
    return ok({ kind: "move", from, to });
  }
  return err(
    parseError(
      text,
      "telo-not-a-turn",
      {},
      "not a turn: write a placement as @b2 and a move as a1b2",
    ),
  );
}

export const formatTeloTurn = (turn: TeloTurn): string =>
  turn.kind === "place" ? `@${pointName(turn.to)}` : `${pointName(turn.from)}${pointName(turn.to)}`;

/**
 * Position text: the three ranks from the far side (rank 3) to the near side (rank 1), each
 * written a to c, separated by `/`; `W` is a white piece, `B` a black one, `.` an empty point
 * (a digit 1-3 stands for that many empty points when reading). Then a space and the player to
 * move, `w` or `b`. Pieces not on the board are in hand. Example: `B../.W./... b` is white on
 * b2 and black on a3, black to move. The empty board with white to move is `.../.../... w`.
 */
export function formatTeloPosition(s: TeloState): string {
  const ranks: string[] = [];
  for (let r = 2; r >= 0; r--) {
    let rank = "";
    for (let f = 0; f < 3; f++) {
      const b = 1 << (3 * r + f);
      rank += (s.white & b) !== 0 ? "W" : (s.black & b) !== 0 ? "B" : ".";
    }
    ranks.push(rank);
  }
  return `${ranks.join("/")} ${s.toMove === 0 ? "w" : "b"}`;
}

export function parseTeloPosition(
  text: string,
  pieces: number,
  geo: Geometry,
): Result<TeloState, ParseError> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 2)
    return err(
      parseError(
        text,
        "telo-position-fields",
        {},
        "a position is the board and the player to move, e.g. `.../.W./... b`",
      ),
    );
  const [boardText, side] = fields as [string, string];
  const board = parseBoard(text, boardText);
  if (!board.ok) return board;
  const { white, black } = board.value;
  if (side !== "w" && side !== "b")
    return err(
      parseError(text, "telo-side", { side }, `the player to move must be w or b, got "${side}"`),
    );
  const toMove: Player = side === "w" ? 0 : 1;
  const problem =
    countProblem(text, white, black, pieces) ?? rowProblem(text, white, black, toMove, geo);
  return problem === undefined
    ? ok({ white, black, toMove, history: [positionKey(white, black, toMove)] })
    : err(problem);
}

/** The pieces of the board field (`B../.W./...`), as bit sets; `text` is the whole position. */
function parseBoard(
  text: string,
  board: string,
): Result<{ white: number; black: number }, ParseError> {
  const ranks = board.split("/");
  if (ranks.length !== 3)
    return err(
      parseError(
        text,
        "telo-rank-count",
        { found: ranks.length },
        `the board needs 3 ranks separated by "/", got ${ranks.length}`,
      ),
    );
  let white = 0;
  let black = 0;
  for (let i = 0; i < 3; i++) {
    const rank = 2 - i;
    let file = 0;
    for (const ch of ranks[i]!) {
      if (/^[1-3]$/.test(ch)) {
        file += Number(ch);
        continue;
      }
      if (file > 2)
        return err(
          parseError(
            text,
            "telo-rank-too-long",
            { rank: rank + 1, text: ranks[i]! },
            `rank ${rank + 1} ("${ranks[i]!}") has more than 3 points`,
          ),
        );
      const b = 1 << (3 * rank + file);
      if (ch === "W" || ch === "w") white |= b;
      else if (ch === "B" || ch === "b") black |= b;
      else if (ch !== ".")
        return err(
          parseError(
            text,
            "telo-rank-character",
            { char: ch, rank: rank + 1 },
            `unexpected "${ch}" in rank ${rank + 1}: use W, B, . or a digit 1-3`,
          ),
        );
      file++;
    }
    if (file !== 3)
      return err(
        parseError(
          text,
          "telo-rank-short",
          { rank: rank + 1, text: ranks[i]!, found: file },
          `rank ${rank + 1} ("${ranks[i]!}") has ${file} points; every rank has 3`,
        ),
      );
  }
  return ok({ white, black });
}

/** More pieces on the board than the ruleset gives a player. */
function countProblem(
  text: string,
  white: number,
  black: number,
  pieces: number,
): ParseError | undefined {
  const count = popcount;
  if (count(white) > pieces)
    return parseError(
      text,
      "telo-too-many-white",
      { found: count(white), pieces },
      `white has ${count(white)} pieces on the board; the ruleset gives ${pieces}`,
    );
  if (count(black) > pieces)
    return parseError(
      text,
      "telo-too-many-black",
      { found: count(black), pieces },
      `black has ${count(black)} pieces on the board; the ruleset gives ${pieces}`,
    );
  return undefined;
}

/** A row of three that no game reaches with play going on. */
function rowProblem(
  text: string,
  white: number,
  black: number,
  toMove: Player,
  geo: Geometry,
): ParseError | undefined {
  const whiteRow = geo.hasRow[white] === 1;
  const blackRow = geo.hasRow[black] === 1;
  if (whiteRow && blackRow)
    return parseError(
      text,
      "telo-both-rows",
      {},
      "both players have three in a row: that cannot arise",
    );
  if ((toMove === 0 && whiteRow) || (toMove === 1 && blackRow))
    return parseError(
      text,
      "telo-mover-has-row",
      {},
      "the player to move already has three in a row: that cannot arise (the game ended when it was made)",
    );
  return undefined;
}

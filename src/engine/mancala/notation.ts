import { parseError, type ParseError } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import { err, ok, type Result } from "../core/result.ts";
import { ROW_LETTERS, pitIndex, pitName } from "./geometry.ts";
import type { Rules } from "./rules.ts";
import { PENDING, type MancalaState, type MancalaStep, type MancalaTurn } from "./types.ts";

/*
 * Notation of the four-row family (docs/notation-mancala.md).
 *
 * Pits, from the mover's own view: a = its back row, b = its front row, c = the opponent's front
 * row, d = the opponent's back row; numbered 1..n from the mover's left.
 *
 * Steps: `b3` (sow / spread / put a reserve counter in a hole), `a3+2` (Chiana lone counter moved
 * two holes), `xc5` (Msuwa: take the opponent's hole c5), `L` / `R` (Fifangha: sow towards the
 * left / right along the row), `>b1` (Fifangha: carry the capture to the first Chibou b1), `x-`
 * (Msuwa, extra captures declinable: take no more of the extra holes).
 * A turn is its steps written one after the other: `b3xc5xd2`, `b4>b1`, `a2R`, `b3xc5x-`.
 *
 * Position: `<rows> <to move> <stores> <reserve> <turns played> <pending>`, rows from north's back
 * row to south's back row, each written west to east (south's left to right), holes separated by
 * commas, rows by slashes.
 */

const STEP_RE = /^(?:(x)?([a-d])(\d+)(?:\+([12]))?|([LR])|>([a-d])(\d+)|(x-))$/;
const TOKEN_RE = /\s*(x?[a-d]\d+(?:\+[12])?|[LR]|>[a-d]\d+|x-)/y;

function pit(
  rules: Rules,
  p: Player,
  letter: string,
  digits: string,
  text: string,
): Result<number, ParseError> {
  const number = Number(digits);
  const n = rules.geo.n;
  if (!Number.isInteger(number) || number < 1 || number > n)
    return err(
      parseError(
        text,
        "hole-out-of-range",
        { digits, hole: `${letter}${digits}`, n },
        `hole number ${digits} in "${letter}${digits}" is out of range 1-${n}`,
      ),
    );
  return ok(pitIndex(n, p, ROW_LETTERS.indexOf(letter as "a"), number));
}

export function parseStep(
  rules: Rules,
  state: MancalaState,
  text: string,
): Result<MancalaStep, ParseError> {
  const t = text.trim();
  const m = STEP_RE.exec(t);
  if (!m)
    return err(
      parseError(
        text,
        "mancala-not-a-step",
        { text: t },
        `"${t}" is not a step: expected a hole such as b3 (a3+2 for a lone counter), xc5, L, R or >b1`,
      ),
    );
  const p = state.toMove;
  if (m[8] !== undefined) return ok({ kind: "stop" });
  if (m[5] !== undefined) return ok({ kind: "dir", dir: m[5] === "L" ? "L" : "R" });
  if (m[6] !== undefined && m[7] !== undefined) {
    const h = pit(rules, p, m[6], m[7], text);
    return h.ok ? ok({ kind: "carry", hole: h.value }) : h;
  }
  const h = pit(rules, p, m[2] ?? "", m[3] ?? "", text);
  if (!h.ok) return h;
  if (m[1] !== undefined) {
    if (m[4] !== undefined)
      return err(
        parseError(text, "take-distance", { text: t }, `"${t}": a take (x...) has no distance`),
      );
    return ok({ kind: "take", hole: h.value });
  }
  if (m[4] !== undefined)
    return ok({ kind: "hole", hole: h.value, distance: m[4] === "1" ? 1 : 2 });
  return ok({ kind: "hole", hole: h.value });
}

export function formatStep(rules: Rules, state: MancalaState, step: MancalaStep): string {
  const p = state.toMove;
  const n = rules.geo.n;
  switch (step.kind) {
    case "hole":
      return pitName(n, p, step.hole) + (step.distance === undefined ? "" : `+${step.distance}`);
    case "take":
      return `x${pitName(n, p, step.hole)}`;
    case "stop":
      return "x-";
    case "dir":
      return step.dir;
    case "carry":
      return `>${pitName(n, p, step.hole)}`;
  }
}

export function parseTurn(
  rules: Rules,
  state: MancalaState,
  text: string,
): Result<MancalaTurn, ParseError> {
  const steps: MancalaStep[] = [];
  const re = new RegExp(TOKEN_RE.source, "y");
  let at = 0;
  const body = text.trimEnd();
  while (at < body.length) {
    re.lastIndex = at;
    const m = re.exec(body);
    if (!m?.[1])
      return err(
        parseError(
          text,
          "mancala-unexpected",
          { found: body.slice(at).trim().slice(0, 12), at: at + 1, text },
          `unexpected "${body.slice(at).trim().slice(0, 12)}" at character ${at + 1} of "${text}"`,
        ),
      );
    const s = parseStep(rules, state, m[1]);
    if (!s.ok) return s;
    steps.push(s.value);
    at = re.lastIndex;
  }
  if (steps.length === 0) return err(parseError(text, "empty-turn", {}, "empty turn"));
  return ok(steps);
}

export const formatTurn = (rules: Rules, state: MancalaState, turn: MancalaTurn): string =>
  turn.map((s) => formatStep(rules, state, s)).join("");

// ---------------------------------------------------------------------------------------------
// Positions

export function formatPosition(rules: Rules, s: MancalaState): string {
  const { n } = rules.geo;
  const rows: string[] = [];
  for (let r = 0; r < 4; r++) {
    if (rules.layout.owners && (r === 1 || r === 2)) {
      rows.push("-");
      continue;
    }
    const cells: string[] = [];
    for (let c = 0; c < n; c++) {
      const h = r * n + c;
      const k = s.board[h]!;
      const o = rules.layout.owners && k > 0 ? (s.owner[h] === 1 ? "s" : "n") : "";
      cells.push(`${k}${o}`);
    }
    rows.push(cells.join(","));
  }
  const stores = rules.layout.store ? `${s.store[0]}:${s.store[1]}` : "-";
  const reserve =
    rules.layout.reserve === "none"
      ? "-"
      : rules.layout.reserve === "shared"
        ? `${s.reserve[0]}`
        : `${s.reserve[0]}:${s.reserve[1]}`;
  return [
    rows.join("/"),
    s.toMove === 0 ? "s" : "n",
    stores,
    reserve,
    String(s.ply),
    formatPending(rules, s),
  ].join(" ");
}

function formatPending(rules: Rules, s: MancalaState): string {
  const name = (h: number): string => pitName(rules.geo.n, s.toMove, h);
  switch (s.pending) {
    case PENDING.none:
      return "-";
    case PENDING.take:
      return `take${s.pendA}`;
    case PENDING.mamoueatsrha:
      return `mam:${name(s.pendA)}`;
    case PENDING.sow:
      return `sow:${name(s.pendA)}`;
    case PENDING.carry:
      return `carry:${s.pendA}:${name(s.pendB)}`;
  }
}

/** Counters in hand while a decision is pending (Fifangha's capture on its way to a Chibou). */
export const inHand = (s: MancalaState): number => (s.pending === PENDING.carry ? s.pendA : 0);

export function countAll(s: MancalaState): number {
  let t = 0;
  for (let i = 0; i < s.board.length; i++) t += s.board[i]!;
  return t + s.store[0]! + s.store[1]! + s.reserve[0]! + s.reserve[1]! + inHand(s);
}

export { parsePosition } from "./position-text.ts";

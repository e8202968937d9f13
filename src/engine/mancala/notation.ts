import { parseError, type ParseError } from "../core/errors.ts";
import type { Player } from "../core/player.ts";
import { err, ok, type Result } from "../core/result.ts";
import { ROW_LETTERS, pitIndex, pitName } from "./geometry.ts";
import type { Rules } from "./rules.ts";
import {
  PENDING,
  emptyPos,
  type MancalaState,
  type MancalaStep,
  type MancalaTurn,
  type Pos,
} from "./types.ts";

/*
 * Notation of the four-row family (docs/notation-mancala.md).
 *
 * Pits, from the mover's own view: a = its back row, b = its front row, c = the opponent's front
 * row, d = the opponent's back row; numbered 1..n from the mover's left.
 *
 * Steps: `b3` (sow / spread / put a reserve counter in a hole), `a3+2` (Chiana lone counter moved
 * two holes), `xc5` (Msuwa: take the opponent's hole c5), `L` / `R` (Fifangha: sow towards the
 * left / right along the row), `>b1` (Fifangha: carry the capture to the first Chibou b1).
 * A turn is its steps written one after the other: `b3xc5xd2`, `b4>b1`, `a2R`.
 *
 * Position: `<rows> <to move> <stores> <reserve> <turns played> <pending>`, rows from north's back
 * row to south's back row, each written west to east (south's left to right), holes separated by
 * commas, rows by slashes.
 */

const STEP_RE = /^(?:(x)?([a-d])(\d+)(?:\+([12]))?|([LR])|>([a-d])(\d+))$/;
const TOKEN_RE = /\s*(x?[a-d]\d+(?:\+[12])?|[LR]|>[a-d]\d+)/y;

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
      parseError(text, `hole number ${digits} in "${letter}${digits}" is out of range 1-${n}`),
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
        `"${t}" is not a step: expected a hole such as b3 (a3+2 for a lone counter), xc5, L, R or >b1`,
      ),
    );
  const p = state.toMove;
  if (m[5] !== undefined) return ok({ kind: "dir", dir: m[5] === "L" ? "L" : "R" });
  if (m[6] !== undefined && m[7] !== undefined) {
    const h = pit(rules, p, m[6], m[7], text);
    return h.ok ? ok({ kind: "carry", hole: h.value }) : h;
  }
  const h = pit(rules, p, m[2] ?? "", m[3] ?? "", text);
  if (!h.ok) return h;
  if (m[1] !== undefined) {
    if (m[4] !== undefined) return err(parseError(text, `"${t}": a take (x...) has no distance`));
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
          `unexpected "${body.slice(at).trim().slice(0, 12)}" at character ${at + 1} of "${text}"`,
        ),
      );
    const s = parseStep(rules, state, m[1]);
    if (!s.ok) return s;
    steps.push(s.value);
    at = re.lastIndex;
  }
  if (steps.length === 0) return err(parseError(text, "empty turn"));
  return ok(steps);
}

export const formatTurn = (rules: Rules, state: MancalaState, turn: MancalaTurn): string =>
  turn.map((s) => formatStep(rules, state, s)).join("");

// ---------------------------------------------------------------------------------------------
// Positions

const INT_RE = /^\d+$/;

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

export function parsePosition(rules: Rules, text: string): Result<Pos, ParseError> {
  const bad = (message: string): Result<never, ParseError> => err(parseError(text, message));
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 6)
    return bad(
      `expected 6 fields "<rows> <to move> <stores> <reserve> <turns> <pending>", found ${fields.length}`,
    );
  const [rowsText, sideText, storeText, reserveText, plyText, pendText] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const { size } = rules.geo;
  const pos = emptyPos(size, rules.layout.owners ? size : 0, 0);
  const problem =
    parseRows(rules, pos, rowsText) ??
    parseSide(pos, sideText) ??
    parseStores(rules, pos, storeText) ??
    parseReserve(rules, pos, reserveText) ??
    parsePly(pos, plyText) ??
    parsePending(rules, pos, pendText) ??
    countProblem(rules, pos) ??
    rules.check(pos);
  return problem === null ? ok(pos) : bad(problem);
}

/** Reads the four rows into `pos`; the problem with them, or null. */
function parseRows(rules: Rules, pos: Pos, rowsText: string): string | null {
  const rows = rowsText.split("/");
  if (rows.length !== 4) return `rows "${rowsText}": expected 4 rows separated by "/"`;
  for (let r = 0; r < 4; r++) {
    const row = rows[r]!;
    if (rules.layout.owners && (r === 1 || r === 2)) {
      if (row !== "-")
        return `row ${r + 1} "${row}": only the back rows are used in this game; write "-"`;
      continue;
    }
    const problem = parseRow(rules, pos, r, row);
    if (problem !== null) return problem;
  }
  return null;
}

/** Reads row `r` (0-3, top to bottom) into `pos`; the problem with it, or null. */
function parseRow(rules: Rules, pos: Pos, r: number, row: string): string | null {
  const { n } = rules.geo;
  const owners = rules.layout.owners;
  const cells = row.split(",");
  if (cells.length !== n)
    return `row ${r + 1} "${row}": expected ${n} holes, found ${cells.length}`;
  for (let c = 0; c < n; c++) {
    const cell = cells[c]!;
    const m = owners ? /^(\d+)([sn]?)$/.exec(cell) : /^(\d+)()$/.exec(cell);
    if (!m)
      return `hole "${cell}" (row ${r + 1}, hole ${c + 1}): expected a number of counters${owners ? " with its owner, s or n (4s, 0)" : ""}`;
    const k = Number(m[1]);
    const h = r * n + c;
    pos.board[h] = k;
    if (owners) {
      if (k > 0 && m[2] === "")
        return `hole "${cell}" (row ${r + 1}, hole ${c + 1}): say whose counters, s or n`;
      if (k === 0 && m[2] !== "")
        return `hole "${cell}" (row ${r + 1}, hole ${c + 1}): an empty hole has no owner`;
      pos.owner[h] = k === 0 ? 0 : m[2] === "s" ? 1 : 2;
    }
  }
  return null;
}

function parseSide(pos: Pos, sideText: string): string | null {
  if (sideText !== "s" && sideText !== "n")
    return `side to move "${sideText}": expected s (south) or n (north)`;
  pos.toMove = sideText === "s" ? 0 : 1;
  return null;
}

function parseStores(rules: Rules, pos: Pos, storeText: string): string | null {
  if (!rules.layout.store)
    return storeText === "-"
      ? null
      : `stores "${storeText}": no counter leaves the board in this game; write "-"`;
  const m = /^(\d+):(\d+)$/.exec(storeText);
  if (!m) return `stores "${storeText}": expected south:north captured counts, e.g. 0:0`;
  pos.store[0] = Number(m[1]);
  pos.store[1] = Number(m[2]);
  return null;
}

function parseReserve(rules: Rules, pos: Pos, reserveText: string): string | null {
  if (rules.layout.reserve === "none")
    return reserveText === "-" ? null : `reserve "${reserveText}": this game has none; write "-"`;
  if (rules.layout.reserve === "shared") {
    if (!INT_RE.test(reserveText))
      return `reserve "${reserveText}": expected the counters in the shared reservoir`;
    pos.reserve[0] = Number(reserveText);
    return null;
  }
  const m = /^(\d+):(\d+)$/.exec(reserveText);
  if (!m) return `reserve "${reserveText}": expected south:north counts, e.g. 26:26`;
  pos.reserve[0] = Number(m[1]);
  pos.reserve[1] = Number(m[2]);
  return null;
}

function parsePly(pos: Pos, plyText: string): string | null {
  if (!INT_RE.test(plyText)) return `turns played "${plyText}": expected a whole number`;
  pos.ply = Number(plyText);
  return null;
}

/** Whether the position holds the game's number of counters. */
function countProblem(rules: Rules, pos: Pos): string | null {
  const total = countAll(pos);
  return total === rules.total
    ? null
    : `the position holds ${total} counters (board, stores, reserve and hand); this game has ${rules.total}`;
}

function parsePending(rules: Rules, pos: Pos, text: string): string | null {
  if (text === "-") return null;
  const hole = (letter: string, digits: string): number | string => {
    const k = Number(digits);
    if (k < 1 || k > rules.geo.n)
      return `pending "${text}": hole number ${digits} is out of range 1-${rules.geo.n}`;
    return pitIndex(rules.geo.n, pos.toMove, ROW_LETTERS.indexOf(letter as "a"), k);
  };
  let m = /^take(\d+)$/.exec(text);
  if (m) {
    pos.pending = PENDING.take;
    pos.pendA = Number(m[1]);
    return pos.pendA > 0 ? null : `pending "${text}": at least one hole to take`;
  }
  m = /^(mam|sow):([a-d])(\d+)$/.exec(text);
  if (m) {
    const h = hole(m[2]!, m[3]!);
    if (typeof h === "string") return h;
    pos.pending = m[1] === "mam" ? PENDING.mamoueatsrha : PENDING.sow;
    pos.pendA = h;
    return null;
  }
  m = /^carry:(\d+):([a-d])(\d+)$/.exec(text);
  if (m) {
    const h = hole(m[2]!, m[3]!);
    if (typeof h === "string") return h;
    pos.pending = PENDING.carry;
    pos.pendA = Number(m[1]);
    pos.pendB = h;
    return pos.pendA > 0 ? null : `pending "${text}": a capture carries at least one counter`;
  }
  return `pending "${text}": expected -, take<k>, mam:<hole>, sow:<hole> or carry:<k>:<hole>`;
}

/**
 * Reading a position's text of the four-row family (docs/notation-mancala.md): six fields,
 * `<rows> <to move> <stores> <reserve> <turns played> <pending>`, each checked on its own so that
 * the error names the field, its text and its reason (`PARSE_REASONS`).
 */
import { parseErrorOf, parseProblem, type ParseError, type ParseProblem } from "../core/errors.ts";
import { err, ok, type Result } from "../core/result.ts";
import { ROW_LETTERS, pitIndex } from "./geometry.ts";
import { countAll } from "./notation.ts";
import type { Rules } from "./rules.ts";
import { PENDING, emptyPos, type Pos } from "./types.ts";

const INT_RE = /^\d+$/;

export function parsePosition(rules: Rules, text: string): Result<Pos, ParseError> {
  const bad = (p: ParseProblem): Result<never, ParseError> => err(parseErrorOf(text, p));
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 6)
    return bad(
      parseProblem(
        "mancala-field-count",
        { found: fields.length },
        `expected 6 fields "<rows> <to move> <stores> <reserve> <turns> <pending>", found ${fields.length}`,
      ),
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
function parseRows(rules: Rules, pos: Pos, rowsText: string): ParseProblem | null {
  const rows = rowsText.split("/");
  if (rows.length !== 4)
    return parseProblem(
      "mancala-row-count",
      { text: rowsText },
      `rows "${rowsText}": expected 4 rows separated by "/"`,
    );
  for (let r = 0; r < 4; r++) {
    const row = rows[r]!;
    if (rules.layout.owners && (r === 1 || r === 2)) {
      if (row !== "-")
        return parseProblem(
          "mancala-middle-row",
          { row: r + 1, text: row },
          `row ${r + 1} "${row}": only the back rows are used in this game; write "-"`,
        );
      continue;
    }
    const problem = parseRow(rules, pos, r, row);
    if (problem !== null) return problem;
  }
  return null;
}

/** Reads row `r` (0-3, top to bottom) into `pos`; the problem with it, or null. */
function parseRow(rules: Rules, pos: Pos, r: number, row: string): ParseProblem | null {
  const { n } = rules.geo;
  const owners = rules.layout.owners;
  const cells = row.split(",");
  if (cells.length !== n)
    return parseProblem(
      "mancala-hole-count",
      { row: r + 1, text: row, n, found: cells.length },
      `row ${r + 1} "${row}": expected ${n} holes, found ${cells.length}`,
    );
  for (let c = 0; c < n; c++) {
    const cell = cells[c]!;
    const m = owners ? /^(\d+)([sn]?)$/.exec(cell) : /^(\d+)()$/.exec(cell);
    if (!m)
      return parseProblem(
        owners ? "mancala-hole-not-count-owned" : "mancala-hole-not-count",
        { cell, row: r + 1, hole: c + 1 },
        `hole "${cell}" (row ${r + 1}, hole ${c + 1}): expected a number of counters${owners ? " with its owner, s or n (4s, 0)" : ""}`,
      );
    const k = Number(m[1]);
    const h = r * n + c;
    pos.board[h] = k;
    if (owners) {
      if (k > 0 && m[2] === "")
        return parseProblem(
          "mancala-hole-owner-missing",
          { cell, row: r + 1, hole: c + 1 },
          `hole "${cell}" (row ${r + 1}, hole ${c + 1}): say whose counters, s or n`,
        );
      if (k === 0 && m[2] !== "")
        return parseProblem(
          "mancala-empty-hole-owner",
          { cell, row: r + 1, hole: c + 1 },
          `hole "${cell}" (row ${r + 1}, hole ${c + 1}): an empty hole has no owner`,
        );
      pos.owner[h] = k === 0 ? 0 : m[2] === "s" ? 1 : 2;
    }
  }
  return null;
}

function parseSide(pos: Pos, sideText: string): ParseProblem | null {
  if (sideText !== "s" && sideText !== "n")
    return parseProblem(
      "mancala-side",
      { side: sideText },
      `side to move "${sideText}": expected s (south) or n (north)`,
    );
  pos.toMove = sideText === "s" ? 0 : 1;
  return null;
}

function parseStores(rules: Rules, pos: Pos, storeText: string): ParseProblem | null {
  if (!rules.layout.store)
    return storeText === "-"
      ? null
      : parseProblem(
          "mancala-no-stores",
          { text: storeText },
          `stores "${storeText}": no counter leaves the board in this game; write "-"`,
        );
  const m = /^(\d+):(\d+)$/.exec(storeText);
  if (!m)
    return parseProblem(
      "mancala-stores",
      { text: storeText },
      `stores "${storeText}": expected south:north captured counts, e.g. 0:0`,
    );
  pos.store[0] = Number(m[1]);
  pos.store[1] = Number(m[2]);
  return null;
}

function parseReserve(rules: Rules, pos: Pos, reserveText: string): ParseProblem | null {
  if (rules.layout.reserve === "none")
    return reserveText === "-"
      ? null
      : parseProblem(
          "mancala-no-reserve",
          { text: reserveText },
          `reserve "${reserveText}": this game has none; write "-"`,
        );
  if (rules.layout.reserve === "shared") {
    if (!INT_RE.test(reserveText))
      return parseProblem(
        "mancala-shared-reserve",
        { text: reserveText },
        `reserve "${reserveText}": expected the counters in the shared reservoir`,
      );
    pos.reserve[0] = Number(reserveText);
    return null;
  }
  const m = /^(\d+):(\d+)$/.exec(reserveText);
  if (!m)
    return parseProblem(
      "mancala-reserve",
      { text: reserveText },
      `reserve "${reserveText}": expected south:north counts, e.g. 26:26`,
    );
  pos.reserve[0] = Number(m[1]);
  pos.reserve[1] = Number(m[2]);
  return null;
}

function parsePly(pos: Pos, plyText: string): ParseProblem | null {
  if (!INT_RE.test(plyText))
    return parseProblem(
      "mancala-turns-played",
      { text: plyText },
      `turns played "${plyText}": expected a whole number`,
    );
  pos.ply = Number(plyText);
  return null;
}

/** Whether the position holds the game's number of counters. */
function countProblem(rules: Rules, pos: Pos): ParseProblem | null {
  const total = countAll(pos);
  return total === rules.total
    ? null
    : parseProblem(
        "mancala-counter-total",
        { found: total, total: rules.total },
        `the position holds ${total} counters (board, stores, reserve and hand); this game has ${rules.total}`,
      );
}

function parsePending(rules: Rules, pos: Pos, text: string): ParseProblem | null {
  if (text === "-") return null;
  const hole = (letter: string, digits: string): number | ParseProblem => {
    const k = Number(digits);
    if (k < 1 || k > rules.geo.n)
      return parseProblem(
        "mancala-pending-hole",
        { text, digits, n: rules.geo.n },
        `pending "${text}": hole number ${digits} is out of range 1-${rules.geo.n}`,
      );
    return pitIndex(rules.geo.n, pos.toMove, ROW_LETTERS.indexOf(letter as "a"), k);
  };
  let m = /^take(\d+)$/.exec(text);
  if (m) {
    pos.pending = PENDING.take;
    pos.pendA = Number(m[1]);
    return pos.pendA > 0
      ? null
      : parseProblem(
          "mancala-pending-take",
          { text },
          `pending "${text}": at least one hole to take`,
        );
  }
  m = /^(mam|sow):([a-d])(\d+)$/.exec(text);
  if (m) {
    const h = hole(m[2]!, m[3]!);
    if (typeof h !== "number") return h;
    pos.pending = m[1] === "mam" ? PENDING.mamoueatsrha : PENDING.sow;
    pos.pendA = h;
    return null;
  }
  m = /^carry:(\d+):([a-d])(\d+)$/.exec(text);
  if (m) {
    const h = hole(m[2]!, m[3]!);
    if (typeof h !== "number") return h;
    pos.pending = PENDING.carry;
    pos.pendA = Number(m[1]);
    pos.pendB = h;
    return pos.pendA > 0
      ? null
      : parseProblem(
          "mancala-pending-carry",
          { text },
          `pending "${text}": a capture carries at least one counter`,
        );
  }
  return parseProblem(
    "mancala-pending",
    { text },
    `pending "${text}": expected -, take<k>, mam:<hole>, sow:<hole> or carry:<k>:<hole>`,
  );
}

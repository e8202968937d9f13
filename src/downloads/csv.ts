/**
 * CSV for spreadsheets and data tools (RFC 4180): one row per record, a byte-order mark so
 * spreadsheets read UTF-8, CRLF line ends, every cell quoted when it holds a quote, comma or
 * line break (so quotations keep their text and paragraphs intact). A cell that a spreadsheet
 * would run as a formula (starting with = + - @ or a tab/CR, after any apostrophes) gets one
 * apostrophe in front; plain numbers are left alone. `parseCsv` reverses all of it exactly.
 */

export const BOM = "\ufeff";

const FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** The cell as written: formula-like text prefixed with an apostrophe. */
export function guardCell(value: string): string {
  return FORMULA.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

/** The inverse of guardCell. */
export function unguardCell(cell: string): string {
  return GUARDED.test(cell) ? cell.slice(1) : cell;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) || cell !== cell.trim() ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** A CSV file from a header and rows of the same width. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => cells.map((c) => quote(guardCell(c))).join(",");
  return `${BOM}${[line(header), ...rows.map(line)].join("\r\n")}\r\n`;
}

/** Parses a CSV file written by toCsv (or any RFC 4180 file) back into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let i = text.startsWith(BOM) ? 1 : 0;
  const endCell = () => {
    row.push(unguardCell(cell));
    cell = "";
  };
  for (; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\r" && text[i + 1] === "\n") {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else if (ch === "\n") {
      endCell();
      rows.push(row);
      row = [];
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

type Flat = Map<string, string>;

function isScalar(v: unknown): v is string | number | boolean | null {
  return v === null || ["string", "number", "boolean"].includes(typeof v);
}

/**
 * A record as flat columns: nested objects as `a.b`, lists of plain values joined with "; ",
 * lists of objects numbered from 1 (`quotations.1.text`).
 */
export function flatten(value: unknown, prefix = "", out: Flat = new Map()): Flat {
  if (value === undefined) return out;
  if (isScalar(value)) out.set(prefix, value === null ? "" : String(value));
  else if (Array.isArray(value)) {
    if (value.every(isScalar)) out.set(prefix, value.map((v) => String(v ?? "")).join("; "));
    else
      value.forEach((v, i) => flatten(v, prefix === "" ? `${i + 1}` : `${prefix}.${i + 1}`, out));
  } else
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      flatten(v, prefix === "" ? k : `${prefix}.${k}`, out);
  return out;
}

/** One CSV for a list of records: the header is every column any record has, first seen first. */
export function recordsCsv(
  records: readonly unknown[],
  extra: Readonly<Record<string, string>>,
): string {
  const flats = records.map((r) => flatten(r));
  const header: string[] = [];
  const seen = new Set<string>();
  for (const f of flats)
    for (const k of f.keys())
      if (!seen.has(k)) {
        seen.add(k);
        header.push(k);
      }
  const extraKeys = Object.keys(extra);
  const rows = flats.map((f) => [
    ...header.map((k) => f.get(k) ?? ""),
    ...extraKeys.map((k) => extra[k] ?? ""),
  ]);
  return toCsv([...header, ...extraKeys], rows);
}

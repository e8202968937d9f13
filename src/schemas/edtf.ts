/**
 * A subset of the Extended Date/Time Format (EDTF, ISO 8601-2) sufficient for evidence dates:
 * `1896`, `1896-05`, `1896-05-12`, qualifiers `?` (uncertain) `~` (approximate) `%` (both),
 * unspecified digits `189X` / `18XX`, intervals `1648/1658`, `../1900`, `1950/..`, and the one
 * open-ended set of level 2, `[2018..]` / `[..1900]`: a single year not known beyond "2018 or
 * later" (a text undated but for its latest reference), unlike `2018/..`, a span from 2018 on.
 * Parsing yields the earliest and latest year the string allows; periods are derived from them.
 */
export interface EdtfRange {
  readonly edtf: string;
  /** Earliest year the date allows, or null for an open start. */
  readonly earliest: number | null;
  /** Latest year the date allows, or null for an open end. */
  readonly latest: number | null;
  /** True when any part is marked uncertain or approximate. */
  readonly qualified: boolean;
}

const SINGLE = /^(-?)(\d{2}(?:\d{2}|\dX|XX))(?:-(\d{2})(?:-(\d{2}))?)?([?~%])?$/;

function single(text: string): { earliest: number; latest: number; qualified: boolean } | string {
  const m = SINGLE.exec(text);
  if (!m) return `"${text}" is not an EDTF date (expected e.g. 1896, 1896-05, 189X, 1896~)`;
  const [, sign, year = "", month, day, qual] = m;
  if (month !== undefined) {
    const mm = Number(month);
    if (year.includes("X")) return `"${text}": a month needs a fully specified year`;
    if (mm < 1 || mm > 12) return `"${text}": month ${month} is not 01-12`;
    if (day !== undefined) {
      const dd = Number(day);
      const days = new Date(Date.UTC(Number(year), mm, 0)).getUTCDate();
      if (dd < 1 || dd > days) return `"${text}": day ${day} does not exist in that month`;
    }
  }
  const s = sign === "-" ? -1 : 1;
  const lo = Number(year.replaceAll("X", "0")) * s;
  const hi = Number(year.replaceAll("X", "9")) * s;
  return { earliest: Math.min(lo, hi), latest: Math.max(lo, hi), qualified: qual !== undefined };
}

const ONE_OF = /^\[(?:(\.\.)([^.,\]]+)|([^.,\]]+)(\.\.))\]$/;

export function parseEdtf(text: string): EdtfRange | string {
  const set = ONE_OF.exec(text);
  if (set !== null) {
    const one = single(set[2] ?? set[3] ?? "");
    if (typeof one === "string") return one;
    const before = set[1] !== undefined;
    return {
      edtf: text,
      earliest: before ? null : one.earliest,
      latest: before ? one.latest : null,
      qualified: one.qualified,
    };
  }
  if (text.startsWith("["))
    return `"${text}": the only set supported is one open end, [2018..] or [..1900]`;
  const parts = text.split("/");
  if (parts.length > 2) return `"${text}" has more than one "/"`;
  if (parts.length === 1) {
    const one = single(text);
    return typeof one === "string" ? one : { edtf: text, ...one };
  }
  const [a = "", b = ""] = parts;
  if (a === ".." && b === "..") return `"${text}": an interval needs at least one end`;
  const start = a === ".." || a === "" ? null : single(a);
  const end = b === ".." || b === "" ? null : single(b);
  if (typeof start === "string") return start;
  if (typeof end === "string") return end;
  if (start && end && start.earliest > end.latest)
    return `"${text}": the interval starts after it ends`;
  return {
    edtf: text,
    earliest: start ? start.earliest : null,
    latest: end ? end.latest : null,
    qualified: Boolean(start?.qualified) || Boolean(end?.qualified),
  };
}

/** The centuries (e.g. 17 for the 1600s) an EDTF range touches; open ends are not extended. */
export function centuries(range: EdtfRange): number[] {
  const lo = range.earliest ?? range.latest;
  const hi = range.latest ?? range.earliest;
  if (lo === null || hi === null) return [];
  const out: number[] = [];
  for (let c = Math.floor(lo / 100) + 1; c <= Math.floor(hi / 100) + 1; c++) out.push(c);
  return out;
}

/** Sort key for records by date: earliest, then latest; undated last. */
export function compareRanges(a: EdtfRange, b: EdtfRange): number {
  const ea = a.earliest ?? a.latest ?? Number.POSITIVE_INFINITY;
  const eb = b.earliest ?? b.latest ?? Number.POSITIVE_INFINITY;
  if (ea !== eb) return ea - eb;
  const la = a.latest ?? a.earliest ?? Number.POSITIVE_INFINITY;
  const lb = b.latest ?? b.earliest ?? Number.POSITIVE_INFINITY;
  return la - lb;
}

/**
 * A record's two dates (issue 33): when its source was written or published, and when the events
 * it reports took place (the record's own `date`). A 2018 article reporting sixteenth-century
 * rulers is dated 1540–1575 by its record: a list that showed that one date alone answered
 * "sources before 1900" with modern retellings. The two are shown apart wherever they differ.
 * Pure: the build and the tests call it.
 */
import type { EdtfRange } from "../schemas/edtf.ts";

/** What a source record says of its date: its CSL `issued`, or `written` where it has none. */
export interface SourceDates {
  readonly issued?:
    { readonly "date-parts"?: readonly (readonly number[])[] | undefined } | undefined;
  readonly written?: EdtfRange | undefined;
}

/**
 * The date of a source as a range: its years of issue (the first and, for a span, the last),
 * else when it was written; undefined when it has neither (a literal "n.d.").
 */
export function sourceRange(source: SourceDates): EdtfRange | undefined {
  const parts = source.issued?.["date-parts"];
  const from = parts?.[0]?.[0];
  if (from === undefined) return source.written;
  const to = parts?.[1]?.[0] ?? from;
  const edtf = from === to ? `${from}` : `${from}/${to}`;
  return { edtf, earliest: from, latest: to, qualified: false };
}

/**
 * True when the source's date and the record's share no year: then the record's date is that of
 * events the source reports, not of the source, and a list must show both. An open end allows
 * every year on its side.
 */
export function datesDiffer(events: EdtfRange, source: EdtfRange | undefined): boolean {
  if (source === undefined) return false;
  const lo = (r: EdtfRange) => r.earliest ?? -Infinity;
  const hi = (r: EdtfRange) => r.latest ?? Infinity;
  return hi(source) < lo(events) || lo(source) > hi(events);
}

/** The source's date where it differs from the record's, else undefined (one date is shown). */
export function differingSourceDate(events: EdtfRange, source: SourceDates): EdtfRange | undefined {
  const range = sourceRange(source);
  return datesDiffer(events, range) ? range : undefined;
}

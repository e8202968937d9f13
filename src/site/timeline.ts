/**
 * Positions for the timeline: a shared scale from the first to the last century any evidence
 * touches, and each record's earliest–latest range as percentages of it. Pure functions.
 */
import type { EdtfRange } from "../schemas/edtf.ts";

export interface TimeScale {
  readonly start: number;
  readonly end: number;
  /** Century boundaries within the scale, for the axis. */
  readonly ticks: readonly number[];
}

/** A scale from the start of the earliest century to the end of the latest one. */
export function timeScale(ranges: readonly EdtfRange[]): TimeScale {
  const years = ranges
    .flatMap((r) => [r.earliest, r.latest])
    .filter((y): y is number => y !== null);
  if (years.length === 0)
    return { start: 1600, end: 2100, ticks: [1600, 1700, 1800, 1900, 2000, 2100] };
  const start = Math.floor(Math.min(...years) / 100) * 100;
  const end = Math.floor(Math.max(...years) / 100) * 100 + 100;
  const ticks: number[] = [];
  for (let y = start; y <= end; y += 100) ticks.push(y);
  return { start, end, ticks };
}

/** Where a year falls on the scale, 0–100. */
export function position(scale: TimeScale, year: number): number {
  return Math.round(((year - scale.start) / (scale.end - scale.start)) * 10000) / 100;
}

/** How far (percent of the scale) an open end is drawn past the known end: a short fade. */
export const OPEN_STUB = 6;

/**
 * A record's bar: from its earliest year to the end of its latest year. An open end is drawn
 * as a short fading stub beyond the known end, flagged so the page marks it open, never as a
 * bar running to the edge of the scale (which would claim a date the source does not give).
 */
export function bar(
  scale: TimeScale,
  range: EdtfRange,
): { from: number; to: number; openStart: boolean; openEnd: boolean } | undefined {
  if (range.earliest === null && range.latest === null) return undefined;
  const known = {
    from: range.earliest === null ? null : position(scale, range.earliest),
    to: range.latest === null ? null : position(scale, range.latest + 1),
  };
  const from = known.from ?? Math.max(0, (known.to ?? 0) - OPEN_STUB);
  const to = known.to ?? Math.min(100, (known.from ?? 100) + OPEN_STUB);
  return { from, to, openStart: range.earliest === null, openEnd: range.latest === null };
}

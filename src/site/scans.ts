/**
 * Which public scans show the page a quotation cites. A source records its scans by printed
 * pages (`scans` in src/schemas/source.ts); a quotation or citation gives a locator such as
 * "pp. 108-110", "p. 735" or "151-155". Only locators that are page numbers are matched: a rule
 * number or a section name says nothing about a page, and a link there would be a guess.
 */
import type { Scan } from "../schemas/source.ts";

/**
 * The printed pages a locator names, or undefined when it names no page. The pages come first;
 * what follows a comma or bracket is kept for the reader ("pp. 151-155, as quoted in ...").
 */
export function locatorPages(locator: string): readonly [number, number] | undefined {
  const m = /^(?:pp?\.\s*)?(\d+)(?:\s*[-–]\s*(\d+))?\s*(?:$|[,(])/.exec(locator.trim());
  if (m === null) return undefined;
  const from = Number(m[1]);
  const to = m[2] === undefined ? from : Number(m[2]);
  return from <= to ? [from, to] : undefined;
}

/** The scans whose pages overlap the pages the locator names (none when it names no page). */
export function scansFor(scans: readonly Scan[] | undefined, locator: string): Scan[] {
  const wanted = locatorPages(locator);
  if (wanted === undefined || scans === undefined) return [];
  return scans.filter((s) => {
    const pages = locatorPages(s.pages);
    return pages !== undefined && pages[0] <= wanted[1] && wanted[0] <= pages[1];
  });
}

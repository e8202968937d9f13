import { parseError, type ParseError } from "../core/errors.ts";
import { err, ok, type Result } from "../core/result.ts";
import { parsePoint, pointName, type Geometry } from "./geometry.ts";
import type { PathStep, StepKind } from "./state.ts";

/**
 * Move notation. Points `a1`..`i5` (files a-i left to right from White's side, rank 1 White's).
 * A non-capturing move (paika) is `d3e3`; a capture step adds `A` (approach) or `W` (withdrawal):
 * `f2e3A`; a chain goes on with each next destination and kind: `c1d1Ad2A`.
 */

export const kindLetter = (k: StepKind): string =>
  k === "approach" ? "A" : k === "withdrawal" ? "W" : "";

export function formatPath(geo: Geometry, from: number, path: readonly PathStep[]): string {
  return pointName(geo, from) + path.map((s) => pointName(geo, s.to) + kindLetter(s.kind)).join("");
}

export interface ParsedPath {
  readonly from: number;
  readonly path: readonly PathStep[];
}

/**
 * Parses `d3e3`, `f2e3A`, `c1d1Ad2A`. When `from` is given, the text starts directly with the
 * first destination (`d2A`, the short form of a chain continuation). Only syntax and board
 * membership are checked here; legality is the rules' business.
 */
export function parsePath(
  geo: Geometry,
  text: string,
  from?: number,
): Result<ParsedPath, ParseError> {
  const t = text.trim();
  if (t.length === 0) return err(parseError(text, "empty-move", {}, "empty move"));
  let i = 0;
  // `n` is the destination's number, or 0 for the starting point.
  const point = (n: number): Result<number, ParseError> => {
    const what = n === 0 ? "the starting point" : `destination ${n}`;
    const name = /^[a-z]\d/.test(t.slice(i)) ? t.slice(i, i + 2) : t.slice(i, i + 1);
    const p = parsePoint(geo, name);
    if (p === undefined)
      return err(
        parseError(
          name.length > 0 ? name : t,
          n === 0 ? "path-start" : "path-destination",
          { n, last: pointName(geo, geo.points - 1), at: i + 1, text: t },
          `expected ${what} (a point a1-${pointName(geo, geo.points - 1)}) at character ${i + 1} of "${t}"`,
        ),
      );
    i += 2;
    return ok(p);
  };
  let start: number;
  if (from === undefined) {
    const r = point(0);
    if (!r.ok) return r;
    start = r.value;
  } else start = from;
  const path: PathStep[] = [];
  while (i < t.length) {
    const r = point(path.length + 1);
    if (!r.ok) return r;
    const c = t[i];
    let kind: StepKind = "paika";
    if (c === "A") {
      kind = "approach";
      i++;
    } else if (c === "W") {
      kind = "withdrawal";
      i++;
    } else if (c !== undefined && !/[a-i]/.test(c))
      return err(
        parseError(
          c,
          "path-after",
          { point: pointName(geo, r.value), text: t },
          `expected A, W or a point after ${pointName(geo, r.value)} in "${t}"`,
        ),
      );
    path.push({ to: r.value, kind });
  }
  if (path.length === 0)
    return err(
      parseError(
        t,
        "path-no-destination",
        { text: t },
        `"${t}" names a point but no destination (write e.g. d3e3)`,
      ),
    );
  if (path.length > 1) {
    const bad = path.findIndex((s) => s.kind === "paika");
    if (bad >= 0)
      return err(
        parseError(
          pointName(geo, path[bad]!.to),
          "chain-paika",
          { n: bad + 1 },
          `step ${bad + 1} of a chain needs A (approach) or W (withdrawal): only single moves may be paika`,
        ),
      );
  }
  return ok({ from: start, path });
}

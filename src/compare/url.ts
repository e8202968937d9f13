/**
 * Compare URLs. A prebuilt comparison lives at `/compare/<game>.<id>+<game>.<id>/` (ids are
 * lower-case words joined by hyphens, so `.` and `+` never occur inside one); any other set is
 * `/compare/?r=<game>/<id>,<game>/<id>`. Parsing never throws: a bad query is an error that names
 * the bad value.
 */
import { err, ok, type Result } from "../engine/core/index.ts";

/** The path segment of a set of ruleset keys (`fanorona/icga` → `fanorona.icga`, joined by `+`). */
export const compareSlug = (keys: readonly string[]): string =>
  keys.map((k) => k.replace("/", ".")).join("+");

/** The page of a prebuilt comparison. */
export const comparePath = (keys: readonly string[]): string => `/compare/${compareSlug(keys)}/`;

/** The picker's shareable address of any set of rulesets. */
export const compareQuery = (keys: readonly string[]): string =>
  `/compare/?r=${keys.map(encodeURIComponent).join(",").replaceAll("%2F", "/")}`;

/** The ruleset keys a query asks for (none for a bare /compare/), or a message naming the bad value. */
export type CompareQuery = Result<readonly string[], string>;

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest query we read; anything longer is refused rather than parsed. */
const MAX_QUERY = 2000;

/** Shows a value in a message, shortened, so that junk cannot flood the page. */
const shown = (v: string): string => JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}…` : v);

/**
 * The rulesets a query asks for: `?r=a,b` (or `?r=a&r=b`, as the picker's form sends without
 * script), each a known `<game>/<id>`, at least two, none twice.
 */
export function parseCompareQuery(search: string, known: ReadonlySet<string>): CompareQuery {
  if (search.length > MAX_QUERY)
    return err(`The address is too long (${search.length} characters).`);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return err("The address could not be read.");
  }
  const raw = params
    .getAll("r")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
  const others = [...params.keys()].filter((k) => k !== "r");
  if (others.length > 0)
    return err(
      `Unknown parameter ${shown(others[0]!)}: a comparison is given as ?r=<game>/<ruleset>,<game>/<ruleset>.`,
    );
  if (raw.length === 0) return ok([]);
  const seen = new Set<string>();
  for (const v of raw) {
    if (!KEY.test(v))
      return err(
        `${shown(v)} is not a ruleset: write each as <game>/<ruleset>, e.g. fanorona/icga.`,
      );
    if (!known.has(v)) return err(`There is no ruleset ${shown(v)}.`);
    if (seen.has(v)) return err(`${shown(v)} is given twice.`);
    seen.add(v);
  }
  if (raw.length < 2)
    return err(`Only one ruleset, ${shown(raw[0]!)}, is given: a comparison needs two or more.`);
  return ok(raw);
}

/**
 * Compare URLs. A prebuilt comparison lives at `/compare/<game>.<id>+<game>.<id>/` (ids are
 * lower-case words joined by hyphens, so `.` and `+` never occur inside one); any other set is
 * `/compare/?r=<game>/<id>,<game>/<id>`. A reading the reader has changed is written
 * `<game>/<id>~<option>:<value>,<option>:<value>` (the simulator's `o=` list after a `~`), e.g.
 * `?r=fanorona/montgomery-1896~no-immediate-return:false,draw-quiet-turns:20,fanorona/walker-2011`.
 * The list is read by kind of item: an item with a `/` is a ruleset (a `<game>/<id>`, perhaps with
 * `~` and its first change), an item without one is another change of the ruleset before it
 * (option keys and values are words, numbers, `true`, `false`, `null`: never a `/`).
 * Parsing never throws: a bad ruleset is an error that names the bad value; a bad change is
 * reported by name and left out, the reading shown as its source has it. Messages are in the
 * page's words (`CompareWords`), which the picker reads from its page.
 */
import { err, ok, type Result } from "../engine/core/index.ts";
import { parseChanges } from "../reading/changes.ts";
import { say, type CompareWords } from "./words.ts";

/** The path segment of a set of ruleset keys (`fanorona/icga` → `fanorona.icga`, joined by `+`). */
export const compareSlug = (keys: readonly string[]): string =>
  keys.map((k) => k.replace("/", ".")).join("+");

/** The page of a prebuilt comparison. */
export const comparePath = (keys: readonly string[]): string => `/compare/${compareSlug(keys)}/`;

/**
 * The picker's shareable address of any set of readings, each a ruleset key or a reading key
 * (`readingKey`); `/`, `~`, `:` and `,` stay readable.
 */
export const compareQuery = (keys: readonly string[]): string =>
  `/compare/?r=${keys
    .map(encodeURIComponent)
    .join(",")
    .replaceAll("%2F", "/")
    .replaceAll("%3A", ":")
    .replaceAll("%2C", ",")}`;

/** A reading's key: its ruleset's, with the reader's changes (`key:value,...`) after a `~`. */
export const readingKey = (ruleset: string, changes: string): string =>
  changes === "" ? ruleset : `${ruleset}~${changes}`;

/** One reading the address asks for: a ruleset and the changes asked of it, as texts. */
export interface Picked {
  /** `<game>/<id>`. */
  readonly ruleset: string;
  /** The changes as the address writes them (`{ "no-immediate-return": "false" }`). */
  readonly changes: Readonly<Record<string, string>>;
}

/** What the address asks for, and each change left out, with why (naming option and value). */
export interface PickedSet {
  readonly readings: readonly Picked[];
  readonly problems: readonly string[];
}

/** The readings a query asks for (none for a bare /compare/), or a message naming the bad value. */
export type CompareQuery = Result<PickedSet, string>;

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longest query we read; anything longer is refused rather than parsed. */
const MAX_QUERY = 2000;

/** Shows a value in a message, shortened, so that junk cannot flood the page. */
const shown = (v: string): string => JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}…` : v);

/** A reading as the address writes it, changes sorted, to find one given twice. */
const canonical = (ruleset: string, changes: readonly string[]): string =>
  readingKey(ruleset, [...changes].sort().join(","));

/** The items of `?r=`, grouped: each ruleset item with the change items that follow it. */
function group(
  w: CompareWords,
  items: readonly string[],
): Result<{ ruleset: string; changes: string[] }[], string> {
  const out: { ruleset: string; changes: string[]; tilde: boolean }[] = [];
  for (const item of items) {
    if (item.includes("/")) {
      const i = item.indexOf("~");
      const ruleset = i < 0 ? item : item.slice(0, i);
      const first = i < 0 ? [] : [item.slice(i + 1)].filter((c) => c !== "");
      out.push({ ruleset, changes: first, tilde: i >= 0 });
      continue;
    }
    const last = out[out.length - 1];
    if (last === undefined || !last.tilde || !item.includes(":"))
      return err(say(w, "compare.url.notRulesetOrChange", { item: shown(item) }));
    last.changes.push(item);
  }
  return ok(out);
}

/** One ruleset's changes: each pair read by the simulator's parser; a bad one is a problem. */
function changesOf(
  w: CompareWords,
  ruleset: string,
  texts: readonly string[],
  problems: string[],
): Picked {
  const changes: Record<string, string> = {};
  for (const t of texts) {
    const r = parseChanges(t);
    const [key, value] = Object.entries(r.ok ? r.value : {})[0] ?? [];
    if (!r.ok || key === undefined || value === undefined)
      problems.push(say(w, "compare.url.notChange", { item: shown(t), ruleset }));
    else if (Object.hasOwn(changes, key))
      problems.push(
        say(w, "compare.url.optionTwice", {
          option: shown(key),
          ruleset,
          value: shown(changes[key]!),
        }),
      );
    else changes[key] = value;
  }
  return { ruleset, changes };
}

/**
 * The readings a query asks for: `?r=a,b` (or `?r=a&r=b`, as the picker's form sends without
 * script), each a known `<game>/<id>` with or without changes, at least two, none twice (the same
 * ruleset may come twice with different changes).
 */
export function parseCompareQuery(
  search: string,
  known: ReadonlySet<string>,
  w: CompareWords,
): CompareQuery {
  if (search.length > MAX_QUERY) return err(say(w, "compare.url.tooLong", { n: search.length }));
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return err(say(w, "compare.url.unreadable"));
  }
  const others = [...params.keys()].filter((k) => k !== "r");
  if (others.length > 0)
    return err(say(w, "compare.url.unknownParam", { name: shown(others[0]!) }));
  const items = params
    .getAll("r")
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
  const grouped = group(w, items);
  if (!grouped.ok) return grouped;
  const problems: string[] = [];
  const seen = new Set<string>();
  const readings: Picked[] = [];
  for (const g of grouped.value) {
    if (!KEY.test(g.ruleset))
      return err(say(w, "compare.url.notRuleset", { item: shown(g.ruleset) }));
    if (!known.has(g.ruleset))
      return err(say(w, "compare.url.noRuleset", { item: shown(g.ruleset) }));
    const c = canonical(g.ruleset, g.changes);
    if (seen.has(c)) return err(say(w, "compare.url.twice", { item: shown(c) }));
    seen.add(c);
    readings.push(changesOf(w, g.ruleset, g.changes, problems));
  }
  if (readings.length === 1)
    return err(say(w, "compare.url.onlyOne", { item: shown([...seen][0]!) }));
  return ok({ readings, problems });
}

/**
 * The readings' keys once their changes are read (a change left out can make a reading the same
 * as another): each first one kept, a repeat left out with a problem saying so.
 */
export function distinctKeys(
  w: CompareWords,
  keys: readonly string[],
  problems: string[],
): string[] {
  const out: string[] = [];
  for (const k of keys)
    if (out.includes(k)) problems.push(say(w, "compare.url.sameReading", { item: shown(k) }));
    else out.push(k);
  return out;
}

/**
 * Derived data computed when missing or stale (decision 0028): for each item (a ruleset, a pair
 * of rulesets), its key (key.ts); its value from the cache between builds (cache.ts), else from
 * the committed seed file when that holds the same key, else computed now and cached. The build
 * never needs a hand-run script: a new or changed reading, or changed engine code, costs its
 * computation once. Node only: build time, scripts and tests.
 */
import { execFileSync } from "node:child_process";
import { GAMES, type AnyGame } from "../../engine/index.ts";
import type { ContentDb } from "../../content/integrity.ts";
import { compileRulesetOrThrow, toSpec } from "../../content/rulesets.ts";
import type { RulesetData } from "../../schemas/ruleset.ts";
import { cacheDir, readEntry, writeEntry, type Check, type Warn } from "./cache.ts";
import { readingHash } from "./key.ts";

/** Where and how derived data are looked for; the defaults are the build's. */
export interface DeriveOptions {
  /** The project, whose code the keys hash (the current directory). */
  readonly root?: string;
  /** The cache directory (cache.ts's `cacheDir`). */
  readonly dir?: string;
  /** Only these games (tests); every game the engine plays by default. */
  readonly games?: readonly string[];
  /** Where a refused cache file is said (console.warn). */
  readonly warn?: Warn;
  /** Where each computation is said, with its time (console.log). */
  readonly log?: (line: string) => void;
  /** Compute every value again, ignoring the cache and the seed (`npm run divergences -- --fresh`). */
  readonly fresh?: boolean;
}

/** One ruleset file of a game the engine plays, with the hash of its reading. */
export interface Reading {
  readonly game: string;
  readonly id: string;
  readonly family: string;
  readonly data: RulesetData;
  readonly hash: string;
}

/** The rulesets of `db` the engine plays (of `games` when given), by game then id. */
export function readingsOf(db: ContentDb, games?: readonly string[]): Reading[] {
  return db.rulesets
    .map((r) => r.data)
    .filter((d) => GAMES[d.game] !== undefined && (games === undefined || games.includes(d.game)))
    .map((d) => ({ game: d.game, id: d.id, family: d.family, data: d, hash: readingHash(d) }))
    .sort((x, y) => (x.game === y.game ? cmp(x.id, y.id) : cmp(x.game, y.game)));
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Compiles a ruleset of the content (with option overrides): the records the build read, not files. */
export type Loader = (
  game: string,
  id: string,
  overrides?: Readonly<Record<string, unknown>>,
) => AnyGame;

/** Compiles a reading of `readings` (with option overrides): the records the build read, not files. */
export function loaderOf(readings: readonly Reading[]): Loader {
  const byName = new Map(readings.map((r) => [`${r.game}/${r.id}`, r.data]));
  return (game: string, id: string, overrides: Readonly<Record<string, unknown>> = {}): AnyGame => {
    const d = byName.get(`${game}/${id}`);
    if (d === undefined) throw new Error(`derived data: no ruleset ${game}/${id} in the content`);
    return compileRulesetOrThrow(toSpec(d), overrides);
  };
}

/** `o` without the fields `keys`: a value as the cache keeps it, without the ids its key leaves out. */
export function without<T extends object, K extends keyof T>(
  o: T,
  ...keys: readonly K[]
): Omit<T, K> {
  const drop = new Set<PropertyKey>(keys);
  return Object.fromEntries(Object.entries(o).filter(([k]) => !drop.has(k))) as Omit<T, K>;
}

let commitMemo: string | undefined;

/**
 * The commit the derived data are given: DATASET_COMMIT, else the checkout's HEAD, else
 * "unknown" (a copy of the project). Every value is keyed on the code at this commit, so the
 * figures are this commit's whether they were computed now, cached or seeded.
 */
export function buildCommit(root: string = process.cwd()): string {
  if (commitMemo !== undefined) return commitMemo;
  let head: string | undefined;
  try {
    head = execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    head = undefined;
  }
  commitMemo = process.env.DATASET_COMMIT ?? head ?? "unknown";
  return commitMemo;
}

/** One piece of derived data to find or compute. */
export interface Item<V> {
  /** `game/id` or `game/a,b`: how the seed file names it. */
  readonly name: string;
  readonly key: string;
  readonly compute: () => V;
}

/** A committed seed file's values by key: its `keys` (name to key) joined to its values by name. */
export function seedValues<V>(
  keys: Readonly<Record<string, string>> | undefined,
  values: readonly (readonly [string, V])[],
): Map<string, V> {
  const out = new Map<string, V>();
  if (keys === undefined) return out;
  for (const [name, v] of values) {
    const k = keys[name];
    if (k !== undefined) out.set(k, v);
  }
  return out;
}

/** Every item's value, in order, with the keys by name (what a seed file saves). */
export function derive<V>(
  kind: string,
  check: Check,
  seed: ReadonlyMap<string, V>,
  items: readonly Item<V>[],
  options: DeriveOptions = {},
): { values: V[]; keys: Record<string, string> } {
  const dir = options.dir ?? cacheDir(options.root);
  const warn = options.warn ?? console.warn;
  const log = options.log ?? console.log;
  const keys: Record<string, string> = {};
  const values = items.map((item) => {
    keys[item.name] = item.key;
    const cached = options.fresh
      ? undefined
      : (readEntry(dir, kind, item.key, check, warn) as V | undefined);
    if (cached !== undefined) return cached;
    const seeded = options.fresh ? undefined : seed.get(item.key);
    const problem = seeded === undefined ? undefined : check(seeded);
    if (problem !== undefined)
      warn(
        `derived data: refused the seed's ${kind} of ${item.name}: ${problem}; computing it again`,
      );
    else if (seeded !== undefined) {
      writeEntry(dir, kind, item.key, seeded);
      return seeded;
    }
    const started = performance.now();
    const v = item.compute();
    writeEntry(dir, kind, item.key, v);
    const s = ((performance.now() - started) / 1000).toFixed(2);
    log(`derived data: computed ${kind} of ${item.name} in ${s} s`);
    return v;
  });
  return { values, keys };
}

/** A value derived for one reading, as the pages and the seed files hold it: with its ids. */
export interface ReadingRow {
  readonly game: string;
  readonly ruleset: string;
}

/** How one kind of per-reading value is found: its cache kind, check, seed, key and computation. */
export interface PerReadingKind<Row extends ReadingRow> {
  readonly kind: string;
  readonly check: Check;
  /** The committed seed's keys by name (undefined: the seed is not this build's) and its rows. */
  readonly seed: {
    readonly keys: Readonly<Record<string, string>> | undefined;
    readonly rows: readonly Row[];
  };
  readonly keyOf: (r: Reading, root?: string) => string;
  readonly compute: (r: Reading, load: Loader) => Row;
}

/**
 * One value per reading of `db` (a ruleset's self-play figures, its dead-option check): each an
 * item named `game/id`, its value kept without the ids its key leaves out (a clone of a reading
 * finds its original's value) and given them back here, in the readings' order.
 */
export function derivePerReading<Row extends ReadingRow>(
  db: ContentDb,
  how: PerReadingKind<Row>,
  options: DeriveOptions = {},
): { rows: Row[]; keys: Record<string, string> } {
  type Value = Omit<Row, "game" | "ruleset">;
  const readings = readingsOf(db, options.games);
  const load = loaderOf(readings);
  const seed = seedValues<Value>(
    how.seed.keys,
    how.seed.rows.map((row) => [`${row.game}/${row.ruleset}`, without(row, "game", "ruleset")]),
  );
  const { values, keys } = derive<Value>(
    how.kind,
    how.check,
    seed,
    readings.map((r) => ({
      name: `${r.game}/${r.id}`,
      key: how.keyOf(r, options.root),
      compute: () => without(how.compute(r, load), "game", "ruleset"),
    })),
    options,
  );
  const rows = values.map(
    (v, i) => ({ game: readings[i]!.game, ruleset: readings[i]!.id, ...v }) as unknown as Row,
  );
  return { rows, keys };
}

/**
 * `derive` run once per content database (the build's, which every page shares): the pages
 * that draw derived data each ask for it, and a build must find or compute it once.
 */
export function oncePerDb<T>(derive: (db: ContentDb) => T): (db: ContentDb) => T {
  const memo = new WeakMap<ContentDb, T>();
  return (db) => {
    const known = memo.get(db);
    if (known !== undefined) return known;
    const value = derive(db);
    memo.set(db, value);
    return value;
  };
}

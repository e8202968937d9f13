/**
 * The first divergences of every pair of rulesets of one game, and every ruleset's dead-option
 * check, as the build draws them: derived data (compare/derived/, decision 0028), computed when
 * missing or stale and cached between builds. The committed files divergences.json and
 * dead-options.json are their seed (`npm run divergences` writes them, each value with its key),
 * so that a fresh checkout computes only what changed since. The only module that imports the
 * files: the compare picker runs model.ts and view.ts but loads one game's pairs when it needs
 * them (/compare/divergences/<game>.json), so it must not bundle the whole file.
 */
import seedFile from "./divergences.json" with { type: "json" };
import deadSeedFile from "./dead-options.json" with { type: "json" };
import { computePair, DIVERGE_BOUNDS } from "./compute.ts";
import { checkRuleset, DEAD_SAMPLE } from "./dead.ts";
import type { DeadOptionData, StoredOptionCheck } from "./dead-model.ts";
import { HAND_BUILT } from "./positions.ts";
import type { ContentDb } from "../../content/integrity.ts";
import type { DivergenceData, GameDivergences, StoredPair } from "./model.ts";
import { hasFields } from "../derived/cache.ts";
import {
  buildCommit,
  derive,
  derivePerReading,
  loaderOf,
  oncePerDb,
  readingsOf,
  seedValues,
  type DeriveOptions,
  type Reading,
  without,
} from "../derived/derive.ts";
import { derivedKey } from "../derived/key.ts";

/** A seed file: the data as the pages read them, with each value's key by name. */
type Seeded<T> = T & { readonly keys?: Readonly<Record<string, string>> };

/** The committed seed of the divergences (divergences.json). */
export const DIVERGENCE_SEED = seedFile as unknown as Seeded<DivergenceData>;

/** The committed seed of the dead-option checks (dead-options.json). */
export const DEAD_OPTION_SEED = deadSeedFile as unknown as Seeded<DeadOptionData>;

type PairValue = Omit<StoredPair, "game" | "a" | "b">;

const pairName = (p: { game: string; a: string; b: string }) => `${p.game}/${p.a},${p.b}`;

const checkPair = hasFields({
  players: "array",
  maxDepth: "number",
  sameOptions: "boolean",
  fromStart: "object",
});
const checkDead = hasFields({ positions: "number", options: "array" });

/**
 * How many other readings of its game each reading is compared with, at most. Every pair is
 * searched while a game has at most this many readings plus one (every game today: five at
 * most); beyond, each reading is paired with its nearest readings (fewest option values apart,
 * then by id), so that the pairs grow with the readings, not with their square (docs/scale.md).
 * Two rulesets that read exactly alike (the same options with the same citations: one reading
 * hash) are never searched: nothing can part them, and the search would spend its whole bound.
 */
export const PAIRS_PER_READING = 11;

/** Option values in which two readings differ: how near they are. */
const apart = (x: Reading, y: Reading): number => {
  const keys = new Set([...Object.keys(x.data.options), ...Object.keys(y.data.options)]);
  let n = 0;
  for (const k of keys)
    if (JSON.stringify(x.data.options[k]?.value) !== JSON.stringify(y.data.options[k]?.value)) n++;
  return n;
};

/** The pairs of `readings` of one game to search, ids in order, within PAIRS_PER_READING. */
export function pairsOf(
  readings: readonly Reading[],
  perReading: number = PAIRS_PER_READING,
): [Reading, Reading][] {
  const byGame = new Map<string, Reading[]>();
  for (const r of readings) byGame.set(r.game, [...(byGame.get(r.game) ?? []), r]);
  const out: [Reading, Reading][] = [];
  for (const group of byGame.values()) {
    const kept = new Set<string>();
    for (const r of group) {
      const nearest = group
        .filter((o) => o.hash !== r.hash)
        .map((o) => ({ o, d: apart(r, o) }))
        .sort((x, y) => x.d - y.d || cmpId(x.o.id, y.o.id))
        .slice(0, perReading);
      for (const { o } of nearest) kept.add(r.id < o.id ? `${r.id}\0${o.id}` : `${o.id}\0${r.id}`);
    }
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++)
        if (kept.has(`${group[i]!.id}\0${group[j]!.id}`)) out.push([group[i]!, group[j]!]);
  }
  return out;
}

const cmpId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The key of a pair's divergence: the two readings, their family's bounds and the hand-built
 * position saved for the pair (positions.ts names it by the ruleset ids), if any.
 */
export function pairKey(ra: Reading, rb: Reading, root?: string): string {
  const hand = HAND_BUILT.find((h) => h.game === ra.game && h.a === ra.id && h.b === rb.id);
  const parts = {
    a: ra.hash,
    b: rb.hash,
    bounds: DIVERGE_BOUNDS[ra.family] ?? null,
    hand:
      hand === undefined ? null : { position: hand.position, line: hand.line, shows: hand.shows },
  };
  return derivedKey("divergence", ra.family, parts, root);
}

/** The key of a reading's dead-option check: the reading and how its sample is drawn. */
export const deadKey = (r: Reading, root?: string): string =>
  derivedKey("dead-options", r.family, { reading: r.hash, sample: DEAD_SAMPLE }, root);

/** The divergences with each pair's key by name (what `npm run divergences` saves). */
export function deriveDivergences(
  db: ContentDb,
  options: DeriveOptions = {},
): { data: DivergenceData; keys: Record<string, string> } {
  const readings = readingsOf(db, options.games);
  const load = loaderOf(readings);
  const seed = seedValues<PairValue>(
    DIVERGENCE_SEED.keys,
    DIVERGENCE_SEED.pairs.map(({ game, a, b, ...v }) => [pairName({ game, a, b }), v]),
  );
  const pairs = pairsOf(readings);
  const { values, keys } = derive<PairValue>(
    "divergence",
    checkPair,
    seed,
    pairs.map(([ra, rb]) => ({
      name: pairName({ game: ra.game, a: ra.id, b: rb.id }),
      key: pairKey(ra, rb, options.root),
      compute: () => {
        return without(computePair(ra.game, ra.id, rb.id, load), "game", "a", "b");
      },
    })),
    options,
  );
  const stored = values.map((v, i) => ({
    game: pairs[i]![0].game,
    a: pairs[i]![0].id,
    b: pairs[i]![1].id,
    ...v,
  }));
  return {
    data: { commit: buildCommit(options.root), bounds: DIVERGE_BOUNDS, pairs: stored },
    keys,
  };
}

/** Every ruleset's dead-option check with its key by name. */
export function deriveDeadOptions(
  db: ContentDb,
  options: DeriveOptions = {},
): { data: DeadOptionData; keys: Record<string, string> } {
  const { rows, keys } = derivePerReading<StoredOptionCheck>(
    db,
    {
      kind: "dead-options",
      check: checkDead,
      seed: { keys: DEAD_OPTION_SEED.keys, rows: DEAD_OPTION_SEED.rulesets },
      keyOf: deadKey,
      compute: (r, load) => checkRuleset(r.game, r.id, {}, load),
    },
    options,
  );
  return { data: { commit: buildCommit(options.root), sample: DEAD_SAMPLE, rulesets: rows }, keys };
}

/** The divergences of `db`'s rulesets, derived once per content database (the build's). */
export const divergenceData: (db: ContentDb) => DivergenceData = oncePerDb(
  (db) => deriveDivergences(db).data,
);

/** The dead-option checks of `db`'s rulesets, derived once per content database. */
export const deadOptionData: (db: ContentDb) => DeadOptionData = oncePerDb(
  (db) => deriveDeadOptions(db).data,
);

/** Games with pairs, in order: each has its own file for the picker. */
export const divergenceGames = (data: DivergenceData): string[] =>
  [...new Set(data.pairs.map((p) => p.game))].sort();

/**
 * One game's pairs with the short titles of the sources their refusals cite: what the
 * compare picker loads for that game (/compare/divergences/<game>.json) and what the prebuilt
 * pages draw from, so both show the same.
 */
export function gameDivergences(
  db: ContentDb,
  game: string,
  data: DivergenceData = divergenceData(db),
): GameDivergences {
  const pairs = data.pairs.filter((p) => p.game === game);
  const ids = new Set<string>();
  for (const p of pairs)
    for (const r of [p.fromStart, ...(p.handBuilt === null ? [] : [p.handBuilt.result])])
      if (r.kind === "diverge")
        for (const t of [...r.onlyA, ...r.onlyB])
          for (const r of t.refusals) if (r.source !== undefined) ids.add(r.source);
  const sources: Record<string, string> = {};
  for (const id of [...ids].sort())
    sources[id] = db.sources.find((s) => s.id === id)?.data["title-short"] ?? id;
  return { commit: data.commit, bounds: data.bounds, pairs, sources };
}

/**
 * Every ruleset's self-play figures as the build draws them (the self-play charts,
 * compare/selfplay/PlayMetrics.astro, and the compare data): derived data (compare/derived/,
 * decision 0028), computed by measure.ts when missing or stale and cached between builds. The
 * committed metrics.json is their seed (`npm run metrics` writes it, each ruleset's figures with
 * their key). The only module that imports the file; the charts' arithmetic is figures.ts's,
 * which the compare picker runs too on the figures the compare data carries.
 */
import seedFile from "./metrics.json" with { type: "json" };
import type { ContentDb } from "../../content/integrity.ts";
import type { GamePlayFigures, MetricsData, RulesetFigures } from "./figures.ts";
import { measure, PLAY_SETTINGS, type PlaySettings } from "./measure.ts";
import { hasFields } from "../derived/cache.ts";
import {
  buildCommit,
  derivePerReading,
  oncePerDb,
  type DeriveOptions,
  type Reading,
} from "../derived/derive.ts";
import { derivedKey } from "../derived/key.ts";

/** The committed seed (metrics.json): the figures, with each ruleset's key by name. */
export const METRICS_SEED = seedFile as unknown as MetricsData & {
  readonly keys?: Readonly<Record<string, string>>;
};

const checkFigures = hasFields({ random: "object", randomSample: "object", seconds: "number" });

/** The key of a reading's figures: the reading and the settings they are played with. */
export const metricsKey = (r: Reading, settings: PlaySettings, root?: string): string =>
  derivedKey("selfplay", r.family, { reading: r.hash, settings }, root);

/** Every ruleset's figures with its key by name (what `npm run metrics` saves). */
export function deriveMetrics(
  db: ContentDb,
  options: DeriveOptions = {},
): { data: MetricsData; keys: Record<string, string> } {
  // Figures made with other settings are never the site's: only a seed made with its own counts.
  const sameSettings = JSON.stringify(METRICS_SEED.settings) === JSON.stringify(PLAY_SETTINGS);
  const { rows, keys } = derivePerReading<RulesetFigures>(
    db,
    {
      kind: "selfplay",
      check: checkFigures,
      seed: { keys: sameSettings ? METRICS_SEED.keys : undefined, rows: METRICS_SEED.rulesets },
      keyOf: (r, root) => metricsKey(r, PLAY_SETTINGS, root),
      compute: (r, load) => measure(load(r.game, r.id), r.game, r.id),
    },
    options,
  );
  const data = { commit: buildCommit(options.root), settings: PLAY_SETTINGS, rulesets: rows };
  return { data, keys };
}

/** The figures of `db`'s rulesets, derived once per content database (the build's). */
export const metricsData: (db: ContentDb) => MetricsData = oncePerDb(
  (db) => deriveMetrics(db).data,
);

/** The figures of one ruleset; undefined when it has none (a game the engine does not play). */
export function metricsOf(
  data: MetricsData,
  game: string,
  ruleset: string,
): RulesetFigures | undefined {
  return data.rulesets.find((r) => r.game === game && r.ruleset === ruleset);
}

/** The ruleset ids of `game` that have figures, in order. */
export const knownRulesetsOf = (data: MetricsData, game: string): string[] =>
  data.rulesets
    .filter((r) => r.game === game)
    .map((r) => r.ruleset)
    .sort();

/** The games with figures, in order. */
export const metricsGames = (data: MetricsData): string[] =>
  [...new Set(data.rulesets.map((r) => r.game))].sort();

/** One game's random-play figures, for /compare/selfplay/<game>.json. */
export function gamePlayFigures(data: MetricsData, game: string): GamePlayFigures {
  const rulesets = Object.fromEntries(
    data.rulesets.filter((r) => r.game === game).map((r) => [r.ruleset, r.random]),
  );
  if (Object.keys(rulesets).length === 0) throw new Error(`no self-play figures for ${game}`);
  return { game, commit: data.commit, settings: data.settings, rulesets };
}

/**
 * Build-time data of the simulator: a game's rulesets as the page embeds them (options with
 * their citations, no quotations), the ruleset a page presets and, on an evidence page with no
 * ruleset of its own, the words saying which reading is played instead.
 */
import type { Lang } from "../i18n/languages.ts";
import { titleIn } from "../i18n/content.ts";
import { plainTitleIn } from "../i18n/plain-title.ts";
import { t } from "../i18n/t.ts";
import { levelRatings } from "./levels.ts";
import { simWords } from "../play/words-build.ts";
import type { ContentDb, Entry } from "../content/db.ts";
import type { EvidenceData } from "../schemas/evidence.ts";
import type { RulesetData } from "../schemas/ruleset.ts";
import type { SimConfig, SimRuleset } from "../play/config.ts";
import { isFamily } from "../play/engine.ts";
import { byId, rulesetsOfEvidence, rulesetsOfGame } from "../content/queries.ts";
import { replaysOf } from "./replays.ts";
import { playableSpec } from "../content/rulesets.ts";
import { rulesetVersion } from "../versions/archive.ts";
import { keptSpecs } from "../versions/build.ts";

/**
 * A ruleset as the browser needs it: option values with the citation (no quote or reasoning),
 * named by its title in the page's language where we have one (`titleIn`).
 */
export function simRuleset(db: ContentDb, r: RulesetData, lang: Lang = "en"): SimRuleset {
  const title = titleIn(lang, r).text;
  const plain = plainTitleIn(lang, r);
  return {
    id: r.id,
    title,
    ...(plain === title ? {} : { plainTitle: plain }),
    sources: r.sources.map((s) => byId(db.sources, s, "source").data["title-short"]),
    spec: playableSpec(r),
    version: rulesetVersion(playableSpec(r), keptSpecs(r.game, r.id)),
  };
}

/** The simulator of a game's page, or undefined when the engine does not play the game. */
export function simConfig(
  db: ContentDb,
  game: string,
  preset: string | undefined,
  lang: Lang = "en",
): SimConfig | undefined {
  const rulesets = rulesetsOfGame(db, game).filter((r) => isFamily(r.data.family));
  const first = rulesets[0];
  if (first === undefined) return undefined;
  const sims = rulesets.map((r) => simRuleset(db, r.data, lang));
  const cited = new Set(
    sims.flatMap((r) => Object.values(r.spec.options).map((o) => o.provenance.source)),
  );
  const sources = Object.fromEntries(
    [...cited].map((s) => [s, db.sources.find((x) => x.id === s)?.data["title-short"] ?? s]),
  );
  return {
    game,
    gameName: byId(db.games, game, "game").data.name,
    family: first.data.family,
    preset: preset !== undefined && sims.some((r) => r.id === preset) ? preset : first.data.id,
    rulesets: sims,
    sources,
    labels: "names",
    replays: replaysOf(
      game,
      rulesets.map((r) => r.data),
      lang,
    ),
    ratings: levelRatings(game),
    words: simWords(lang, game, first.data.family, [
      ...sims.map((r) => r.spec),
      ...rulesets.flatMap((r) => keptSpecs(game, r.data.id).map((k) => k.spec)),
    ]),
  };
}

/** The earliest year a ruleset's evidence (else its sources) is dated to. */
function rulesetYear(db: ContentDb, r: RulesetData): number | undefined {
  const years = [
    ...r.evidence.flatMap((e) => {
      const y = db.evidence.find((x) => x.id === e)?.data.date.earliest;
      return y === null || y === undefined ? [] : [y];
    }),
    ...r.sources.flatMap((s) => {
      const y = db.sources.find((x) => x.id === s)?.data.issued?.["date-parts"]?.[0]?.[0];
      return y === undefined ? [] : [y];
    }),
  ];
  return years.length === 0 ? undefined : Math.min(...years);
}

/**
 * The ruleset an evidence page presets: one that rests on the record, else the reading closest
 * to it in time, with a sentence saying so (never silently another reading).
 */
export function evidencePreset(
  db: ContentDb,
  e: Entry<EvidenceData>,
  lang: Lang = "en",
): { ruleset: string; note?: string } | undefined {
  const own = rulesetsOfGame(db, e.data.game);
  const resting =
    own.find((r) => r.data.evidence.includes(e.id)) ??
    rulesetsOfEvidence(db, e.id).find((r) => r.data.game === e.data.game);
  if (resting !== undefined) return { ruleset: resting.data.id };
  const at = e.data.date.earliest ?? e.data.date.latest;
  const dated = own
    .map((r) => ({ r, year: rulesetYear(db, r.data) }))
    .filter((x): x is { r: Entry<RulesetData>; year: number } => x.year !== undefined);
  if (dated.length === 0 || at === null) {
    const first = own[0];
    return first === undefined
      ? undefined
      : {
          ruleset: first.data.id,
          note: t(lang, "titles.preset.undated", { title: titleIn(lang, first.data).text }),
        };
  }
  const best = [...dated].sort(
    (a, b) => Math.abs(a.year - at) - Math.abs(b.year - at) || a.year - b.year,
  )[0]!;
  const earliest = dated.every((d) => d.year >= best.year);
  return {
    ruleset: best.r.data.id,
    note: t(lang, earliest ? "titles.preset.earliest" : "titles.preset.closest", {
      title: titleIn(lang, best.r.data).text,
      year: String(best.year),
    }),
  };
}

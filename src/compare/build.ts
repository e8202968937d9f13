/**
 * Build-time data of the compare pages and the picker (src/compare/data.ts): every ruleset's
 * facets and options with their citations resolved to titles and pages, and the comparisons
 * built as static pages, each with why it is worth making.
 */
import type { ContentDb } from "../content/integrity.ts";
import type { Citation } from "../schemas/common.ts";
import { FACETS, isStatedFacet, type RulesetData } from "../schemas/ruleset.ts";
import { GAMES } from "../engine/index.ts";
import type {
  CompareCell,
  CompareCitation,
  CompareData,
  CompareRuleset,
  LocalQuote,
  LocalText,
  PrebuiltComparison,
} from "./data.ts";
import { comparePath } from "./url.ts";
import { divergenceData, divergenceGames } from "./divergence/saved.ts";
import { HAND_BUILT } from "./divergence/positions.ts";
import { facetOfOption } from "./facets.ts";
import { metricsData, metricsOf } from "./selfplay/saved.ts";
import { humanize, languageName, valueText } from "../site/words.ts";
import {
  hasOptionDoc,
  optionDocIn,
  optionDocsOf,
  optionLabelsOf,
  valueWordsIn,
  valueWordsOf,
} from "../site/option-words.ts";
import { url } from "../site/routes.ts";
import { borrowedNote } from "../site/basis-words.ts";
import { dependenceGraph } from "../genealogy/build.ts";
import type { Lang } from "../i18n/languages.ts";
import { t, type Key } from "../i18n/t.ts";
import { titleIn, translationIn, type ContentTranslations, type Titled } from "../i18n/content.ts";
import { creditIn, reviewIn, translatorIn } from "../i18n/credit.ts";
import { languageIn } from "../site/vocab-words.ts";

/**
 * The comparisons built as pages, in the order /compare/ lists them. Each `key` names its title
 * and why it is worth reading in the tables (`prebuilt.<key>.title`, `.why`, area `prebuilt`),
 * so each language's pages say them in that language; `{game}` in a title is the first
 * ruleset's game.
 */
export const PREBUILT: readonly { rulesets: readonly string[]; key: string }[] = [
  { rulesets: ["fanorona/montgomery-1896", "fifangha/flacourt-1658"], key: "montgomery-flacourt" },
  {
    rulesets: [
      "fanorona/montgomery-1896",
      "fanorona/walker-2011",
      "fanorona/basque",
      "fanorona/dlp",
      "fanorona/icga",
    ],
    key: "fanorona-five",
  },
  { rulesets: ["vela/montgomery-1896", "vela/walker-2011", "vela/basque"], key: "vela-three" },
  { rulesets: ["msuwa/sanderson-1913", "msuwa-wa-kunja/sanderson-1913"], key: "msuwa-pair" },
  {
    rulesets: ["chiana-wa-kunja/sanderson-1913", "chiana-wa-bwalo/sanderson-1913"],
    key: "chiana-pair",
  },
  ...["msuwa", "msuwa-wa-kunja", "chiana-wa-kunja", "chiana-wa-bwalo"].map((g) => ({
    rulesets: [`${g}/sanderson-1913`, `${g}/dlp`],
    key: "sanderson-dlp",
  })),
];

/** A source's short title, or its id when the record is missing. */
const titleOf = (db: ContentDb, id: string): string =>
  db.sources.find((s) => s.id === id)?.data["title-short"] ?? id;

/** Our text in `lang` with its credit, where the content translates it (never in English data). */
function localOf(lang: Lang, tr: ContentTranslations | undefined): { local?: LocalText } {
  const found = translationIn(lang, tr);
  return found === undefined ? {} : { local: { text: found.text, credit: creditIn(lang, found) } };
}

/** Our translation of a quotation into `lang`, labelled and credited as evidence pages do. */
function oursOf(lang: Lang, c: Citation): { ours?: LocalQuote } {
  const found = c.lang === lang ? undefined : translationIn(lang, c.translations);
  if (found === undefined) return {};
  const by = t(lang, "quote.translatedBy", {
    by: translatorIn(lang, found.by),
    review: reviewIn(lang, found),
  });
  const via = found.via === "en" ? `${t(lang, "punct.clauses")}${t(lang, "quote.viaEnglish")}` : "";
  return {
    ours: { text: found.text, label: t(lang, "quote.inPageLanguage"), credit: `${by}${via}` },
  };
}

/** "From DLP database, not in the words of Sanderson 1913", in the data's language. */
const borrowedIn = (lang: Lang, cited: string, own: string): string =>
  lang === "en"
    ? borrowedNote(cited, own)
    : t(lang, "cite.borrowed", { cited, notIn: t(lang, "cite.notInWordsOf", { own }) });

/**
 * A record's title in the data of one language (`titleIn`): `titleLang` "en" when it is our
 * English on a page in another language, so the browser marks it; an unknown record, its id.
 */
const shownTitle = (lang: Lang, record: Titled | undefined, id: string) => {
  if (record === undefined) return { title: id };
  const shown = titleIn(lang, record);
  return { title: shown.text, ...(shown.lang !== undefined && { titleLang: shown.lang }) };
};

/** A citation as a cell shows it; `own` is the reading's own source (its `sources[0]`). */
function citationOf(db: ContentDb, c: Citation, own: string, lang: Lang): CompareCitation {
  const source = db.sources.find((s) => s.id === c.source);
  const evidence =
    c.evidence === undefined ? undefined : db.evidence.find((e) => e.id === c.evidence);
  const tSource =
    c.translationSource === undefined
      ? undefined
      : db.sources.find((s) => s.id === c.translationSource);
  return {
    // A reader's change is shown as theirs, never under the basis of the passage it replaced.
    basis: c.override === true ? "override" : c.basis,
    ...(c.basis === "stated-elsewhere" && {
      borrowed: borrowedIn(lang, titleOf(db, c.source), titleOf(db, own)),
    }),
    source: { title: source?.data["title-short"] ?? c.source, url: url.source(c.source) },
    ...(c.evidence !== undefined && {
      evidence: {
        ...shownTitle(lang, evidence?.data, c.evidence),
        url: url.evidence(c.evidence),
      },
    }),
    locator: c.locator,
    ...(c.quote !== undefined && { quote: c.quote }),
    ...(c.lang !== undefined && {
      lang: c.lang,
      langName: lang === "en" ? languageName(c.lang) : languageIn(lang, c.lang),
    }),
    ...(c.translation !== undefined && { translation: c.translation }),
    ...(tSource !== undefined && { translationBy: tSource.data["title-short"] }),
    ...(c.quote !== undefined && oursOf(lang, c)),
    ...(c.omission !== undefined && { omission: c.omission }),
    ...(c.reasoning !== undefined && { reasoning: c.reasoning }),
    ...(c.reasoning !== undefined && reasoningOf(lang, c.reasoningTranslations)),
  };
}

function playOf(db: ContentDb, game: string, id: string): CompareRuleset["play"] {
  const m = metricsOf(metricsData(db), game, id);
  return m === undefined ? null : { random: m.random, search: m.search };
}

const reasoningOf = (lang: Lang, tr: ContentTranslations | undefined) => {
  const { local } = localOf(lang, tr);
  return local === undefined ? {} : { reasoningLocal: local };
};

/** Why an observed ruleset's interview left option `key` open, in the page's words; else nothing. */
function openOf(lang: Lang, r: RulesetData, key: string): { open?: string } {
  const why = r.observation?.open.find((x) => x.option === key)?.why;
  return why === undefined ? {} : { open: t(lang, `observed.why.${why}` as Key) };
}

/**
 * An observed ruleset's facets its interview said nothing on, each with why in the page's words:
 * the reason an option of the facet was left open, else "not asked". Absent for other readings.
 */
function facetsOpenOf(lang: Lang, r: RulesetData): { facetsOpen?: Record<string, string> } {
  if (r.observation === undefined) return {};
  const stated = new Set(r.facets.filter(isStatedFacet).map((f) => f.facet));
  const out: Record<string, string> = {};
  for (const facet of FACETS) {
    if (stated.has(facet)) continue;
    const open = r.observation.open.find((x) => facetOfOption(x.option) === facet);
    out[facet] = t(lang, `observed.why.${open?.why ?? "not-asked"}` as Key);
  }
  return { facetsOpen: out };
}

function rulesetOf(db: ContentDb, key: string, r: RulesetData, lang: Lang): CompareRuleset {
  const game = db.games.find((g) => g.id === r.game);
  const own = r.sources[0]!;
  const facets: Record<string, CompareCell> = {};
  for (const f of r.facets)
    facets[f.facet] = isStatedFacet(f)
      ? {
          kind: "stated",
          summary: f.summary,
          ...localOf(lang, f.translations),
          citation: citationOf(db, f.citation, own, lang),
        }
      : {
          kind: "not-stated",
          reason: f.notStated ?? "",
          ...localOf(lang, f.notStatedTranslations),
        };
  return {
    key,
    game: r.game,
    gameName: game?.data.name ?? r.game,
    family: r.family,
    ...shownTitle(lang, r, r.title),
    url: url.ruleset(key),
    witness: r.sources[0] ?? "",
    simulatorUrl: `${url.ruleset(key)}#r=${r.id}`,
    facets,
    options: Object.entries(r.options).map(([k, o]) => {
      const facet = facetOfOption(k);
      if (facet === undefined)
        throw new Error(
          `ruleset ${key}: option "${k}" is tied to no facet (src/compare/facets.ts)`,
        );
      return {
        key: k,
        facet,
        value: valueText(o.value),
        words: valueWordsIn(lang, o.value, k),
        meaning: optionDocIn(lang, r.game, k) ?? "",
        ...(!hasOptionDoc(lang, r.game, k) && { meaningLang: "en" as const }),
        citation: citationOf(db, o.provenance, own, lang),
        ...openOf(lang, r, k),
      };
    }),
    ...facetsOpenOf(lang, r),
    diagonals: r.options.diagonals?.value !== false,
    play: playOf(db, r.game, r.id),
  };
}

/**
 * Everything the compare pages draw from. A prebuilt comparison naming a ruleset that does not
 * exist fails the build with its id; a content tree without any ruleset (the escaping fixture)
 * has no comparisons to build.
 */
export function compareData(db: ContentDb, lang: Lang = "en"): CompareData {
  const byLang = built.get(db) ?? new Map<Lang, CompareData>();
  built.set(db, byLang);
  const cached = byLang.get(lang);
  if (cached !== undefined) return cached;
  const data = buildData(db, lang);
  byLang.set(lang, data);
  return data;
}

/** One build of the data per content database and language: every page with compare links reads it. */
const built = new WeakMap<ContentDb, Map<Lang, CompareData>>();

function buildData(db: ContentDb, lang: Lang): CompareData {
  const rulesets = Object.fromEntries(
    db.rulesets.map((r) => [r.id, rulesetOf(db, r.id, r.data, lang)]),
  );
  const prebuilt: PrebuiltComparison[] =
    db.rulesets.length === 0
      ? []
      : PREBUILT.map((p) => {
          for (const k of p.rulesets)
            if (rulesets[k] === undefined)
              throw new Error(`prebuilt comparison "${p.key}": no ruleset "${k}"`);
          const game = rulesets[p.rulesets[0]!]!.gameName;
          return {
            rulesets: p.rulesets,
            title: t(lang, `prebuilt.${p.key}.title` as Key, { game }),
            why: t(lang, `prebuilt.${p.key}.why` as Key),
            url: comparePath(p.rulesets),
          };
        });
  return {
    facets: FACETS.map((f) => ({
      id: f,
      label: lang === "en" ? humanize(f) : t(lang, `ruleFacet.${f}` as Key),
    })),
    rulesets,
    prebuilt,
    selfPlay: { commit: metricsData(db).commit, settings: metricsData(db).settings },
    divergenceGames: divergenceGames(divergenceData(db)),
    genealogy: dependenceGraph(db),
    values: allValueWords(lang),
    ...(lang !== "en" && { meanings: allMeanings(lang) }),
    labels: Object.fromEntries(Object.keys(GAMES).map((g) => [g, optionLabelsOf(lang, g) ?? {}])),
    ...showsIn(lang),
  };
}

/** What every game's options mean in `lang`, by game and key (none in English: data.ts). */
const allMeanings = (lang: Lang): Record<string, Record<string, string>> =>
  Object.fromEntries(Object.keys(GAMES).map((g) => [g, optionDocsOf(lang, g) ?? {}]));

/** The words of every enumerated value of every game's options, by option key and value. */
function allValueWords(lang: Lang): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const game of Object.keys(GAMES))
    for (const [key, words] of Object.entries(valueWordsOf(lang, game)))
      out[key] = { ...out[key], ...words };
  return out;
}

/** The hand-built positions' `shows` in `lang`, where translated (none in the English data). */
function showsIn(lang: Lang): Pick<CompareData, "shows"> {
  const shows = Object.fromEntries(
    HAND_BUILT.flatMap((h) => {
      const { local } = localOf(lang, h.showsTranslations);
      return local === undefined ? [] : [[`${h.game}/${h.a}/${h.b}`, local]];
    }),
  );
  return Object.keys(shows).length === 0 ? {} : { shows };
}

/** The prebuilt comparisons a ruleset is in. */
export const comparisonsOf = (data: CompareData, key: string): readonly PrebuiltComparison[] =>
  data.prebuilt.filter((p) => p.rulesets.includes(key));

/**
 * Whether "Compare with ..." (CompareLinks.astro, without `self`) lists anything for
 * `rulesets`: a prebuilt comparison that includes one of them, or two of them side by side. A
 * page's "On this page" names the section only then.
 */
export function anyComparison(data: CompareData, rulesets: readonly string[]): boolean {
  const keys = rulesets.filter((k) => data.rulesets[k] !== undefined);
  return keys.length > 1 || keys.some((k) => comparisonsOf(data, k).length > 0);
}

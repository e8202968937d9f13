/**
 * The glossary (/glossary/) and the names authority (/names/) as the pages show them: each entry
 * with its spellings and who prints them, each gloss or standard form with who gives it, and the
 * links to sources, evidence, games and regions. Build-time; pure on a ContentDb.
 */
import type { ContentDb } from "../content/integrity.ts";
import type { Attestation, Gloss, StandardForm, WrittenForm } from "../schemas/attestation.ts";
import type { NameData } from "../schemas/name.ts";
import type { TermData } from "../schemas/term.ts";
import { url } from "../site/routes.ts";
import { capital } from "../site/words.ts";
import { languageIn } from "../site/vocab-words.ts";
import type { Lang } from "../i18n/languages.ts";
import { t as tr, type Key } from "../i18n/t.ts";
import { chooseText, type ContentTranslations } from "../i18n/content.ts";
import { creditIn } from "../i18n/credit.ts";

/** A place in a source, as a line of the page: the source's short title, linked, and where. */
export interface Cited {
  readonly source: string;
  readonly sourceHref: string;
  readonly locator: string;
  /** The evidence record holding the passage, when there is one. */
  readonly evidence?: { readonly id: string; readonly href: string } | undefined;
}

/** Who gives a gloss or a form: a source at a place, or us (with why, and its review state). */
export type Giver =
  | ({ readonly by: "source"; readonly words?: string; readonly lang?: string } & Cited)
  | {
      readonly by: "ours";
      readonly reasoning: string;
      /**
       * `reasoning` as the page shows it: our translation into the page's language with its
       * credit, or the English (`lang: "en"` off English pages; undefined on them).
       */
      readonly reasoningShown: {
        readonly text: string;
        readonly lang?: string | undefined;
        readonly credit?: string | undefined;
      };
      readonly specialist: boolean;
      /** "awaiting review by a native speaker", "checked by …", or absent. */
      readonly review?: string | undefined;
    };

export interface FormView {
  readonly form: string;
  readonly sic: boolean;
  readonly note?: string | undefined;
  /** Our translations of `note`, shown in the page's language with their credit. */
  readonly noteTranslations?: ContentTranslations | undefined;
  readonly usedBy: readonly Cited[];
}

/** One entry of either page. */
export interface EntryView {
  /** The anchor: the file name, permanent. */
  readonly id: string;
  readonly headword: string;
  /** "Malagasy, a part of the board"; "Malagasy, place". */
  readonly what: string;
  readonly lang: string;
  readonly forms: readonly FormView[];
  /** Glosses (terms) or the standard form (names), each with who gives it and our translations. */
  readonly given: readonly {
    readonly text: string;
    readonly giver: Giver;
    readonly translations?: ContentTranslations | undefined;
    /** True when `text` is worded by the page in its own language ("Standard form: …"). */
    readonly worded?: boolean;
  }[];
  /** The modern form (terms), with who gives it. */
  readonly modern?: { readonly form: string; readonly giver: Giver } | undefined;
  /** Games, the region, or names not to be confused with it: label and address. */
  readonly links: readonly { readonly label: string; readonly items: readonly Link[] }[];
  readonly note?: string | undefined;
  /** Our translations of `note`, shown in the page's language with their credit. */
  readonly noteTranslations?: ContentTranslations | undefined;
}

export interface Link {
  readonly text: string;
  readonly href: string;
}

/** "Malagasy, a part of the board": the word's language and what it names, in the page's words. */
const whatIn = (lang: Lang, code: string, key: string) =>
  tr(lang, key as Key, { language: languageIn(lang, code) });

function cite(db: ContentDb, a: Attestation): Cited {
  const source = db.sources.find((s) => s.id === a.source);
  return {
    source: source?.data["title-short"] ?? a.source,
    sourceHref: url.source(a.source),
    locator: a.locator,
    evidence: a.evidence ? { id: a.evidence, href: url.evidence(a.evidence) } : undefined,
  };
}

function giver(db: ContentDb, g: Gloss | StandardForm, lang: Lang): Giver {
  if (g.by === "source")
    return {
      by: "source",
      ...cite(db, g),
      ...("words" in g && g.words ? { words: g.words, lang: g.lang ?? "und" } : {}),
    };
  const review =
    "review" in g && g.review !== undefined
      ? g.review === "awaiting-native-speaker"
        ? tr(lang, "gl.awaiting")
        : tr(lang, "gl.checkedBy", { who: g.reviewer ?? tr(lang, "gl.aNativeSpeaker") })
      : undefined;
  const shown = chooseText(lang, g.reasoningTranslations);
  const reasoningShown =
    shown.kind === "translated"
      ? { text: shown.translation.text, lang, credit: creditIn(lang, shown.translation) }
      : { text: g.reasoning, lang: shown.kind === "untranslated" ? "en" : undefined };
  return { by: "ours", reasoning: g.reasoning, reasoningShown, specialist: g.specialist, review };
}

const forms = (db: ContentDb, list: readonly WrittenForm[]): FormView[] =>
  list.map((f) => ({
    form: f.form,
    sic: f.sic,
    note: f.note,
    noteTranslations: f.noteTranslations,
    usedBy: f.usedBy.map((a) => cite(db, a)),
  }));

const byHeadword = (a: EntryView, b: EntryView) =>
  a.headword.localeCompare(b.headword, "en", { sensitivity: "base" });

/** The glossary's entries, alphabetical. */
export function glossaryEntries(db: ContentDb, lang: Lang = "en"): EntryView[] {
  return db.terms.map(({ id, data }) => termView(db, id, data, lang)).sort(byHeadword);
}

function termView(db: ContentDb, id: string, t: TermData, lang: Lang): EntryView {
  const gameName = (g: string) => db.games.find((x) => x.id === g)?.data.name ?? g;
  return {
    id,
    headword: t.term,
    what: whatIn(lang, t.lang, `gl.topic.${t.topic}`),
    lang: t.lang,
    forms: forms(db, t.forms),
    given: t.glosses.map((g) => ({
      text: g.text,
      giver: giver(db, g, lang),
      translations: g.translations,
    })),
    modern: t.modern ? { form: t.modern.form, giver: giver(db, t.modern, lang) } : undefined,
    links: [
      {
        label: tr(lang, "gl.games"),
        items: t.games.map((g) => ({ text: gameName(g), href: url.game(g) })),
      },
    ],
    note: t.note,
    noteTranslations: t.noteTranslations,
  };
}

/** The names authority's entries, alphabetical by standard form. */
export function nameEntries(db: ContentDb, lang: Lang = "en"): EntryView[] {
  return db.names.map(({ id, data }) => nameView(db, id, data, lang)).sort(byHeadword);
}

function nameView(db: ContentDb, id: string, n: NameData, lang: Lang): EntryView {
  const region = n.region ? db.regions.find((r) => r.id === n.region) : undefined;
  const other = (x: string) => db.names.find((e) => e.id === x)?.data.standard.form ?? x;
  const links = [
    ...(region
      ? [
          {
            label: tr(lang, "gl.region"),
            items: [{ text: region.data.name, href: url.region(region.id) }],
          },
        ]
      : []),
    ...(n.distinctFrom.length > 0
      ? [
          {
            label: tr(lang, "gl.distinctFrom"),
            items: n.distinctFrom.map((x) => ({ text: other(x), href: url.name(x) })),
          },
        ]
      : []),
  ];
  return {
    id,
    headword: n.standard.form,
    what: whatIn(lang, n.lang, `gl.nameKind.${n.kind}`),
    lang: n.lang,
    forms: forms(db, n.variants),
    given: [
      {
        text: tr(lang, "gl.standard", { form: n.standard.form }),
        giver: giver(db, n.standard, lang),
        worded: true,
      },
    ],
    links,
    note: capital(n.note),
    noteTranslations: n.noteTranslations,
  };
}

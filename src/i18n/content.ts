/**
 * A record's own text (a summary, a quotation's translation) in the reader's language: the
 * shape the content schemas give translations (src/schemas/common.ts, `translations`), and the
 * choice between a translation and the English with a note. Pure, for the component and tests.
 */
import type { Lang } from "./languages.ts";

/** One translation of a record's text, as the content files hold it. */
export interface ContentTranslation {
  /** The translated text. */
  readonly text: string;
  /** Who made it: "project" for this project's editors, else a person's name. */
  readonly by: string;
  /**
   * Who reviewed it (for Malagasy, a native speaker) and when, as src/schemas/common.ts's
   * `ourTranslation` has it; absent: awaiting review.
   */
  readonly reviewed?: { readonly by: string; readonly date: string } | undefined;
}

export type ContentTranslations = Readonly<
  Partial<Record<Exclude<Lang, "en">, ContentTranslation | undefined>>
>;

/** What to show: the English as it is, a translation with its provenance, or English noted. */
export type Shown =
  | { readonly kind: "original" }
  | { readonly kind: "translated"; readonly translation: ContentTranslation }
  | { readonly kind: "untranslated" };

export function chooseText(lang: Lang, translations: ContentTranslations | undefined): Shown {
  if (lang === "en") return { kind: "original" };
  const translation = translations?.[lang];
  return translation ? { kind: "translated", translation } : { kind: "untranslated" };
}

/**
 * A record's `translations` field, if its schema has one (src/schemas/common.ts): read without
 * requiring it, so that records whose schema lacks it yet show their English with the note.
 */
export function translationsOf(record: object): ContentTranslations | undefined {
  return "translations" in record ? (record.translations as ContentTranslations) : undefined;
}

/** Who reviewed a translation, or undefined while it awaits review. */
export const reviewerOf = (t: ContentTranslation): string | undefined => t.reviewed?.by;

/** A record with a title of ours: an evidence record, a ruleset, a study. */
export interface Titled {
  readonly title: string;
  readonly titleTranslations?: ContentTranslations | undefined;
}

/** A record's title as a page shows it (`titleIn`). */
export interface ShownTitle {
  /** The words shown. */
  readonly text: string;
  /**
   * `"en"` when the page is in another language and the title has no translation into it: the
   * element holding it is marked so. Undefined: the title is in the page's own language.
   */
  readonly lang: "en" | undefined;
  /** The translation shown, for the record's own page to credit it once. */
  readonly translation?: ContentTranslation;
}

/**
 * The one way a page names a record (its heading, breadcrumbs, lists, cards, compare columns,
 * search results): our translation into the page's language where the content has one, else
 * our English, marked as English on a page in another language. Lists carry no credit; the
 * record's own page credits the translation once (`RecordHeading.astro`). Citations do not use
 * this: a bibliographic string keeps the English title.
 */
export function titleIn(lang: Lang, record: Titled): ShownTitle {
  const shown = chooseText(lang, record.titleTranslations);
  if (shown.kind === "translated")
    return { text: shown.translation.text, lang: undefined, translation: shown.translation };
  return { text: record.title, lang: shown.kind === "untranslated" ? "en" : undefined };
}

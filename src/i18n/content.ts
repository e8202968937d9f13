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

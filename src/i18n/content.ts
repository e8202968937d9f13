/**
 * A record's own text (a summary, a quotation's translation) in the reader's language: the
 * shape the content schemas give translations (src/schemas/common.ts, `translations`), and the
 * choice between a translation and the English with a note. Pure, for the component and tests.
 */
import type { Lang } from "./languages.ts";
import { frenchSpacing } from "./typography.ts";

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
  const translation = translationIn(lang, translations);
  return translation ? { kind: "translated", translation } : { kind: "untranslated" };
}

/** A text's translations by language, of any shape that has a translation's fields. */
type ByLang<T> = Readonly<Partial<Record<Exclude<Lang, "en">, T | undefined>>>;

/**
 * Our translation of a text into `lang` as a page shows it, or undefined (an English page, or
 * none). The one place a translation in the content is read for display: every page, list,
 * compare column, study step and data file built for a language goes through here (a test in
 * tests/repo/french-spacing.test.ts holds the code to it), so French typography is applied once:
 * the space translators type before `;` `:` `!` `?` `»` and after `«` becomes a narrow
 * no-break space, as in the interface strings (typography.ts). It is the display of our words,
 * not a change to them: the content files keep what was typed. Only translations are touched,
 * whoever made them (`by`: the schema admits translations made for this site only, a published
 * translation being a source): a quotation whose original is French is verbatim, and it has no
 * French translation by rule (src/schemas/common.ts), so it never passes through here; nor do a
 * source's words quoted in “…” inside ours (`ourFrench`).
 */
export function translationIn<T extends ContentTranslation>(
  lang: Lang,
  translations: ByLang<T> | undefined,
): T | undefined {
  if (lang === "en") return undefined;
  const found = translations?.[lang];
  if (found === undefined || lang !== "fr") return found;
  return { ...found, text: ourFrench(found.text) };
}

/**
 * Our French as shown: French typography, except a source's own words quoted in “…” inside it
 * ("“Angoni ;”, avec l'espace, est tel que transcrit"), printed as the source has them.
 */
export const ourFrench = (text: string): string =>
  text
    .split(/(“[^”]*”)/)
    .map((part, i) => (i % 2 === 1 ? part : frenchSpacing(part)))
    .join("");

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

/**
 * The compare view's words in the page's language. The view builders run both at build time
 * (the prebuilt pages) and in the browser (the picker), so they take the words as a plain
 * record rather than reading the string tables: the build makes it from the tables
 * (words-build.ts), the picker reads it from its page's `data-compare-words`, and no table
 * reaches the browser bundle (docs/i18n.md).
 */
import type { compare } from "../i18n/tables/en/compare.ts";
import { fill, type Params } from "../i18n/fill.ts";
import { isLocalizablePage } from "../i18n/links.ts";
import type { LocatorWords } from "../site/locator-parts.ts";

export type CompareKey = keyof typeof compare;

/**
 * The compare strings of one language, unfilled, and the language (for numbers): every string
 * for the compare pages, only the panels' for a simulator's (panel-keys.ts), where `say` names a
 * key the page did not pass.
 */
export interface CompareWords {
  readonly lang: string;
  readonly text: { readonly [K in CompareKey]: string };
  /** Each basis's label and meaning in the language (src/site/basis-words.ts), by basis. */
  readonly basis: Readonly<Record<string, { readonly label: string; readonly meaning: string }>>;
  /** What each kind of relation between sources does, as a verb ("copies"), by kind. */
  readonly verbs: Readonly<Record<string, string>>;
  /**
   * The picker's words for the engine's option errors (a change it refuses) and for a failure
   * (a game's divergences not loaded), French and Malagasy only: the `simb.option.` and
   * `simb.optexp.` strings of the area `parse`, the `simb.fail.` ones of the area `failure`.
   * Absent on English pages, which show the English they showed, and on simulator pages. No option meanings:
   * only a ruleset missing an option needs one, and a change cannot make one missing.
   */
  readonly engine?: Readonly<Record<string, string>>;
  /**
   * The punctuation that joins parts, from the tables (`list.colon`, `punct.clauses`): French
   * sets a narrow no-break space before `:` and `;`. Absent on English pages, which keep their
   * bytes and use the English table's (`punctOf`).
   */
  readonly punct?: { readonly colon: string; readonly clauses: string };
  /**
   * Why a game ended, as a label (the string tables' area `ends`), by the engine's reason:
   * French and Malagasy only. English pages read the English table's labels, which their
   * scripts already carry (src/site/status-words.ts), so their pages stay as they were.
   */
  readonly ends?: Readonly<Record<string, string>>;
  /**
   * How the picker words a reading the reader changes, French and Malagasy only (`pickerWords`):
   * the simulator's strings, so that a column's title and its "Your change" say what the
   * simulator's name of the same reading says (`simb.with`, `simb.and`, on/off/none), and the
   * heading of the rules table's first column (`simb.r.rule`). Absent on English pages, whose
   * names keep the English of src/reading/changes.ts byte for byte.
   */
  readonly reading?: {
    readonly with: string;
    readonly and: string;
    readonly on: string;
    readonly off: string;
    readonly none: string;
    readonly rule: string;
  };
  /**
   * The fixed words of a passage's locator ("p.", "rule", "chapter": the area `locators`), French
   * and Malagasy only (src/site/locator-parts.ts); English pages show locators as written.
   */
  readonly locator?: LocatorWords | undefined;
  /**
   * How a title still in English is named inside plain text (an accessible name), French and
   * Malagasy only: quoted and said to be English (`replay.englishTitle`, src/i18n/plain-title.ts).
   */
  readonly englishTitle?: string;
}

/** A ruleset's title inside plain text: as it is, or quoted and said to be English (`englishTitle`). */
export const plainTitle = (w: CompareWords, r: { title: string; titleLang?: string }): string =>
  r.titleLang === "en" && w.englishTitle !== undefined
    ? fill(w.englishTitle, { title: r.title }, w.lang, "replay.englishTitle")
    : r.title;

/** The string `key` with its `{name}` placeholders filled; a missing one throws (fill.ts). */
export function say(w: CompareWords, key: CompareKey, params: Params = {}): string {
  return fill(text(w, key), params, w.lang, key);
}

/** The string `key`, or an error naming it when the page did not pass it. */
function text(w: CompareWords, key: CompareKey): string {
  const s = w.text[key] as string | undefined;
  if (s === undefined) throw new Error(`compare: the page passed no "${key}" (${w.lang})`);
  return s;
}

/** A counted phrase, its form (`base.one`, `base.other`) chosen by the language's rules. */
export function counted(w: CompareWords, base: string, n: number, params: Params = {}): string {
  const form = new Intl.PluralRules(w.lang).select(n) === "one" ? "one" : "other";
  return say(w, `${base}.${form}` as CompareKey, { ...params, n });
}

/**
 * A string whose placeholders hold elements (links) or text, as the list of its pieces in the
 * language's order, for an element tree (as Phrase.astro does for a page). Throws on a
 * placeholder `slots` lacks.
 */
export function phrase<T>(w: CompareWords, key: CompareKey, slots: Record<string, T | string>) {
  return text(w, key)
    .split(/(\{\w+\})/)
    .filter((s) => s !== "")
    .map((s): T | string => {
      if (!/^\{\w+\}$/.test(s)) return s;
      const slot = slots[s.slice(1, -1)];
      if (slot === undefined) throw new Error(`i18n: "${key}" (${w.lang}) needs ${s}`);
      return slot;
    });
}

/**
 * A site address as the page's language has it (`/compare/` → `/fr/compare/`), as the build
 * rewrites a page's links (src/i18n/links.ts), for addresses the browser makes.
 */
export const pageHref = (w: CompareWords, path: string): string =>
  w.lang === "en" || !isLocalizablePage(path) ? path : `/${w.lang}${path}`;

/** Points every link to a site page under `root` at the page's language (none on English). */
export function localizeLinksIn(w: CompareWords, root: ParentNode): void {
  if (w.lang === "en") return;
  for (const a of root.querySelectorAll<HTMLAnchorElement>("a[href]:not([hreflang])"))
    a.setAttribute("href", pageHref(w, a.getAttribute("href")!));
}

/** The words a page passed to its script in `data-compare-words` on `el` or an ancestor. */
export function pageWords(el: Element): CompareWords {
  const raw = el.closest<HTMLElement>("[data-compare-words]")?.dataset.compareWords;
  if (raw === undefined) throw new Error("compare: the page passed no words (data-compare-words)");
  return JSON.parse(raw) as CompareWords;
}

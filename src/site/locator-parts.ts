/**
 * A locator (where in a source a passage is: "pp. 151-155, as quoted in DLP.Evidence.661",
 * "Riatra, rule 9", "Translation, chapter XXXIV [pp. 108-110]") in a page's language. Locators
 * are free text in the content; their fixed words (p., pp., rule, para., chapter, …: the area
 * `locators` of the tables) are said in the page's words, numbers and record ids are the same in
 * every language, a source's headings in a language other than English stay as printed, and
 * anything else (the English headings of an English source, our notes in parentheses) stays
 * English and is marked so. Pure and browser-safe: the compare picker words the locators of the
 * passages it shows with the words its page gives it (`CompareWords.locator`).
 */
import { fill } from "../i18n/fill.ts";
import { h, type Node } from "./dom/tree.ts";

/** The area `locators` of one language, keys without `loc.`, and how it joins two clauses. */
export interface LocatorWords {
  readonly lang: string;
  readonly text: Readonly<Record<LocatorWord, string>>;
  /** `punct.clauses`: French sets a narrow no-break space before `;`. */
  readonly clauses: string;
}

export type LocatorWord =
  | "page"
  | "pages"
  | "volume"
  | "rule"
  | "rules"
  | "and"
  | "para"
  | "paras"
  | "chapter"
  | "table"
  | "row"
  | "footnote"
  | "quotedIn"
  | "dlpQuotes"
  | "entryFor"
  | "solver"
  | "ply"
  | "rulesSection"
  | "noText";

/** A run of a locator as shown: `en` when it is English left as written on another page. */
export interface LocatorPart {
  readonly text: string;
  readonly en?: true;
}

/** A number or a range of them, arabic or roman. */
const N = String.raw`[\dIVXLCDM]+(?:[-–][\dIVXLCDM]+)?`;

/** The fixed phrases, each the English of its word as the content writes it. */
const FIXED: readonly (readonly [RegExp, LocatorWord])[] = [
  [new RegExp(`^p\\. (?<n>${N})$`), "page"],
  [new RegExp(`^pp\\. (?<n>${N})$`), "pages"],
  [new RegExp(`^vol\\. (?<n>${N})$`), "volume"],
  [new RegExp(`^rule (?<n>${N})$`), "rule"],
  [new RegExp(`^rules (?<n>${N})$`), "rules"],
  [new RegExp(`^rules (?<a>${N}) and (?<b>${N})$`), "rules"],
  [new RegExp(`^para\\. (?<n>${N})$`), "para"],
  [new RegExp(`^paras\\. (?<n>${N})$`), "paras"],
  [new RegExp(`^chapter (?<n>${N})$`), "chapter"],
  [/^table$/, "table"],
  [/^row (?<n>\d+)$/, "row"],
  [/^Footnote (?<n>\d+)$/, "footnote"],
  [/^as quoted in (?<id>[\w.-]+)$/, "quotedIn"],
  [/^as the DLP quotes it$/, "dlpQuotes"],
  [/^entry for (?<entry>\p{Lu}[\p{L}' -]*(?: \d{4})?(?: et al\. \d{4})?)$/u, "entryFor"],
  [/^The engine's solver$/, "solver"],
  [/^ply (?<n>\d+)$/, "ply"],
  [/^rules section$/, "rulesSection"],
  [/^no text held$/, "noText"],
];

/**
 * What needs no words: numbers, record ids, and the headings of sources in Malagasy and Basque
 * that their locators name (the DLP's "Riatra", the Basque article's "Arauak"), printed as the
 * source prints them in every language, as glossary terms are.
 */
const AS_PRINTED =
  /^(?:\d+(?:[-–]\d+)?|[A-Z]+\.Evidence\.\d+|Riatra|Vela(?: be| kely)?|Fanoron-(?:tsivy|dimy|telo)|Arauak|Osagaiak eta hasiera|Iturriak|Puntuen zenbaketa)$/;

/** `text` split at ", " and "; " outside brackets and quotation marks, the separators kept. */
function segments(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if ((c === "," || c === ";") && text[i + 1] === " " && depth === 0 && !quoted) {
      out.push(text.slice(start, i), c);
      start = i + 2;
      i++;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** One segment: a fixed phrase, words as printed, a phrase with a bracket after it, or English. */
function segment(w: LocatorWords, s: string): LocatorPart[] {
  const tail = /^(?<head>.+?) (?<open>[([])(?<inner>.+)(?<close>[)\]])$/.exec(s)?.groups;
  if (tail !== undefined && !/[()[\]]/.test(tail.inner!))
    return [
      ...segment(w, tail.head!),
      { text: ` ${tail.open}` },
      ...parts(w, tail.inner!),
      { text: tail.close! },
    ];
  if (AS_PRINTED.test(s)) return [{ text: s }];
  for (const [re, word] of FIXED) {
    const m = re.exec(s);
    if (m === null) continue;
    const g = { ...m.groups };
    if (g.a !== undefined) g.n = fill(w.text.and, { a: g.a, b: g.b! }, w.lang, "loc.and");
    return [{ text: fill(w.text[word], g, w.lang, `loc.${word}`) }];
  }
  return [{ text: s, en: true }];
}

/** The parts of a locator or of the words in its brackets. */
function parts(w: LocatorWords, text: string): LocatorPart[] {
  return segments(text).flatMap((s, i): LocatorPart[] => {
    if (i % 2 === 1) return [{ text: s === ";" ? w.clauses : ", " }];
    return segment(w, s);
  });
}

/**
 * Adjacent parts of one kind made one, and two English runs with only a separator between them
 * (or English and the bracket that closes it), so that a page marks a run of English once.
 */
function merged(list: readonly LocatorPart[]): LocatorPart[] {
  const out: LocatorPart[] = [];
  list.forEach((p, i) => {
    const last = out.at(-1);
    const next = list[i + 1];
    const joint =
      p.en === undefined &&
      last?.en === true &&
      (next?.en === true || (next === undefined && /^[)\]]$/.test(p.text)));
    if (last !== undefined && (last.en === p.en || joint))
      out[out.length - 1] = { ...last, text: last.text + p.text };
    else out.push(p);
  });
  return out;
}

/**
 * `locator` in the words `w` (undefined: an English page, which shows it as written). A run of
 * English between two marked runs keeps its separator unmarked.
 */
export function locatorParts(w: LocatorWords | undefined, locator: string): LocatorPart[] {
  if (w === undefined) return [{ text: locator }];
  return merged(parts(w, locator));
}

/** The locator as plain text (a sentence that cannot mark a run, an attribute). */
export const locatorText = (w: LocatorWords | undefined, locator: string): string =>
  locatorParts(w, locator)
    .map((p) => p.text)
    .join("");

/** The locator in an element tree: its English runs in `<span lang="en">`. */
export const locatorNodes = (w: LocatorWords | undefined, locator: string): Node[] =>
  locatorParts(w, locator).map((p) => (p.en ? h("span", { lang: "en" }, p.text) : p.text));

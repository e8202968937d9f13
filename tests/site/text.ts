/**
 * Reading the built pages as a reader sees them: the English text of a page (inline elements
 * joined without a gap, blocks apart, other-language passages left out), and the two rules the
 * site suite holds that text to: no internal vocabulary, no space before punctuation.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { ROOT } from "../../scripts/lib/build.ts";
import { decodeEntities } from "./dist.ts";

/** Elements whose content is not page text. */
const SKIP = new Set(["script", "style", "template", "noscript", "title", "head"]);
/** Quotations reproduce their source's typography, in English too. */
const QUOTATION = new Set(["blockquote", "q"]);
/** Elements that run on with the text around them; every other element breaks the text. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "cite",
  "code",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "var",
  "label",
  "tspan",
]);
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * The English text blocks of a page's `<body>`: text inside an element whose `lang` is not
 * English is left out (quotations keep their own typography). `keep` widens the languages kept
 * (every language, for the joins every page is held to).
 */
export function englishBlocks(
  html: string,
  keep: (lang: string) => boolean = (lang) => /^en\b/i.test(lang),
): string[] {
  const body = /<body\b[\s\S]*<\/body>/.exec(html)?.[0] ?? html;
  const blocks: string[] = [];
  let current = "";
  const flush = () => {
    const t = current.replace(/\s+/g, " ").trim();
    if (t !== "") blocks.push(t);
    current = "";
  };
  // Each open element: its name and whether its text is skipped.
  const stack: { name: string; skip: boolean }[] = [];
  const skipping = () => stack.length > 0 && stack[stack.length - 1]!.skip;
  const re = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>|([^<]+)/g;
  for (const m of body.matchAll(re)) {
    const [, close, rawName, attrs = "", selfClose, text] = m;
    if (text !== undefined) {
      if (!skipping()) current += decodeEntities(text);
      continue;
    }
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (!INLINE.has(name)) flush();
    if (close === "/") {
      const at = stack.map((s) => s.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    if (VOID.has(name) || selfClose === "/") continue;
    const lang = /\slang="([^"]*)"/.exec(attrs)?.[1];
    const skip =
      skipping() ||
      SKIP.has(name) ||
      QUOTATION.has(name) ||
      /\saria-hidden="true"/.test(attrs) ||
      (lang !== undefined && !keep(lang));
    stack.push({ name, skip });
  }
  flush();
  return blocks;
}

/** Words of the project's workings that a reader should never meet. */
export const INTERNAL_VOCABULARY: readonly { name: string; re: RegExp }[] = [
  { name: "a content/ path", re: /\bcontent\/[a-z]/ },
  { name: "a docs/ path", re: /\bdocs\/[a-z]/ },
  { name: "a src/ path", re: /\bsrc\/[a-z]/ },
  // The record downloads under /data/ are YAML files a reader fetches; any other .yaml is ours.
  { name: "a YAML file", re: /(?<!\/data\/\S*)\.ya?ml\b/ },
  {
    name: "a field name",
    re: /\b(?:dlpUrl|translationSource|dateNote|confidenceNote|otherNames|whatWeHave|whatWeLack|socialStatus|title-short|translationOf)\b/,
  },
  { name: "the seed documents", re: /\bseed (?:copy|copies|documents?|README|\d{3})\b/i },
  {
    name: "the seed documents",
    re: /\b(?:our|the) seeds\b(?! (?:in|of|per|are|go|sown|from|it|a|to|into|left|on|is|that|which|each|were|and))/i,
  },
  { name: "the engine's tests", re: /\b(?:determinism|perft|property) test\b/i },
];

/** An internal word found in a text: which rule, and the words around it. */
export interface InternalWord {
  readonly name: string;
  /** The match with up to 12 characters either side, whitespace collapsed. */
  readonly context: string;
}

/** The internal words a text contains. */
export function internalWords(text: string): InternalWord[] {
  const flat = text.replace(/\s+/g, " ");
  const out: InternalWord[] = [];
  for (const { name, re } of INTERNAL_VOCABULARY) {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    for (const m of flat.matchAll(g))
      out.push({
        name,
        context: flat.slice(Math.max(0, m.index - 12), m.index + m[0].length + 12),
      });
  }
  return out;
}

/**
 * Spaces before `,` `.` `:` `;` `)` (and after `(`), with a little context. Words in quotation
 * marks are the source's own and keep their typography ("Angoni ;" as Sanderson printed it);
 * a dot standing alone between spaces is a symbol (an empty point, "B W . B W"), and one before
 * a letter starts a file extension (".lud"), not a sentence.
 */
export function spacedPunctuation(text: string): string[] {
  const out: string[] = [];
  const own = text.replace(/"[^"]*"|“[^”]*”/g, "Q");
  for (const m of own.matchAll(/\s[,:;)]|\s\.(?![\d.\sA-Za-z])|\(\s/g))
    out.push(`“…${own.slice(Math.max(0, m.index - 25), m.index + 25)}…”`);
  return out;
}

/**
 * Spaces inside parentheses and before a comma or a full stop, in any language (French keeps its
 * narrow no-break space before `; : ! ?`, which tests/site/french-spacing.test.ts checks), with a
 * little context. Quoted words keep their source's typography; a dot between spaces is a symbol
 * and one before a letter or a digit starts an extension or a number.
 */
export function spacedJoins(text: string): string[] {
  const own = text.replace(/"[^"]*"|“[^”]*”|«[^»]*»/g, "Q");
  return [...own.matchAll(/\s[,)]|\s\.(?![\d.\sA-Za-z])|\(\s/g)].map(
    (m) => `“…${own.slice(Math.max(0, m.index - 25), m.index + 25)}…”`,
  );
}

/** Every string value of a parsed YAML document. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The prose of every content file, by path relative to the project. */
export function contentProse(): Map<string, string> {
  const dir = join(ROOT, "content");
  const out = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!name.endsWith(".yaml")) continue;
    const file = join(dir, name);
    const text = strings(parse(readFileSync(file, "utf8")))
      .join("\n")
      .replace(/\s+/g, " ");
    out.set(relative(ROOT, file).split("\\").join("/"), text);
  }
  return out;
}

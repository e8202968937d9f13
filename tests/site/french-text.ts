/**
 * The French on a built French page, as a reader sees it, and the French typography it is held
 * to: every text of a page whose `<html>` is `lang="fr"` (headings, navigation, lists, tables,
 * messages, the `<title>`), whether it comes from the interface tables, our content translations
 * (src/i18n/content.ts, `translationIn`) or words kept beside the code. Left out, because they
 * are not our French or must read as written: text in another language (an element marked
 * `lang="en"`, `"mg"`, …, and all inside it); a quotation in its own words (a `blockquote` or
 * `q` is ours only inside our translation's box, a class ending `--ours`), and a source's words
 * in “…” inside ours; code, keys, samples and preformatted text (`code` `kbd` `samp` `var`
 * `pre`), where notation, identifiers and file text are written; addresses (`http…`); scripts,
 * styles, templates and SVG drawings. Data downloads are not pages and are not read.
 */
import { decodeEntities } from "./dist.ts";

const SKIP = new Set(["script", "style", "template", "noscript", "svg"]);
/** Written as it is, never French typography: code, notation, identifiers, file text. */
const VERBATIM = new Set(["code", "kbd", "samp", "var", "pre"]);
const INLINE_CLOSE = /^(?:a|abbr|b|cite|code|em|i|kbd|q|samp|small|span|strong|sub|sup|time|var)$/;
const VOID = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;
/** Where an inline element closed in our French text: punctuation right after it was glued. */
const CLOSED = "\ue000";
/** What stands for text left out inside a French run (a code, a word in another language). */
const OPAQUE = "\ue001";

interface Open {
  readonly name: string;
  /** Whether its text is French held to French typography. */
  readonly ours: boolean;
  /** Whether its text is left out (another language, a verbatim quotation, code, a script). */
  readonly skip: boolean;
  /** Whether it is, or is inside, the box of our translation of a quotation. */
  readonly oursBox: boolean;
}

const attr = (attrs: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

/** The element opened by a tag, given its parent. */
function opened(name: string, attrs: string, parent: Open | undefined): Open {
  const oursBox = (parent?.oursBox ?? false) || /--ours\b/.test(attr(attrs, "class") ?? "");
  const inherit = { ours: parent?.ours ?? false, skip: parent?.skip ?? false };
  const lang = attr(attrs, "lang");
  if (inherit.skip || SKIP.has(name) || VERBATIM.has(name))
    return { name, ours: false, skip: true, oursBox };
  if (lang === undefined) return { name, ...inherit, oursBox };
  if (lang !== "fr") return { name, ours: false, skip: true, oursBox };
  const verbatim = (name === "blockquote" || name === "q") && !oursBox;
  return { name, ours: !verbatim, skip: verbatim, oursBox };
}

/** The French text runs of a page: each block, with a mark where an inline tag closed. */
function frenchRuns(html: string): string[] {
  const runs: string[] = [];
  let current = "";
  const flush = () => {
    if (current.trim() !== "") runs.push(current);
    current = "";
  };
  const stack: Open[] = [];
  const top = () => stack[stack.length - 1];
  // Attributes are read whole, quotes and all: a page's data (JSON) may hold `>`.
  const re = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)/g;
  for (const m of html.matchAll(re)) {
    const [, close, rawName, attrs = "", selfClose, text] = m;
    if (text !== undefined) {
      if (top()?.ours === true) current += decodeEntities(text);
      continue;
    }
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (close === "/") {
      const i = stack.map((o) => o.name).lastIndexOf(name);
      if (i < 0) continue;
      const was = stack[i]!;
      stack.length = i;
      const inOurs = top()?.ours === true;
      // A code or a foreign word inside French stands as a word, so "x</code>: y" is seen.
      if (inOurs && !was.ours && INLINE_CLOSE.test(name)) current += OPAQUE + CLOSED;
      else if (was.ours && INLINE_CLOSE.test(name)) current += CLOSED;
      else if (!INLINE_CLOSE.test(name)) flush();
      continue;
    }
    if (!INLINE_CLOSE.test(name)) flush();
    if (selfClose === "/" || VOID.test(name)) continue;
    stack.push(opened(name, attrs, top()));
  }
  flush();
  return runs;
}

/** A fault with a little of the text around it, the marks shown as `</>` and `…`. */
const around = (run: string, at: number): string =>
  `“…${run
    .slice(Math.max(0, at - 30), at + 20)
    .replaceAll(CLOSED, "</>")
    .replaceAll(OPAQUE, "⟨…⟩")}…”`;

/**
 * What French typography forbids: a space that is not the narrow no-break one before `;` `:`
 * `!` `?` `»` or after `«` (a line may break there, and the build takes formatting space out
 * before `;` and `:` after a tag), or none at all there ("Jeux:", "bassi</a>;", "«vela»"); and
 * an ordinary space between a figure and `%` or a unit (95 %, 12 s), which numbers.ts writes
 * with the narrow one.
 */
const FAULT = new RegExp(
  [
    String.raw`[^\S\u202f]+\ue000*[;:!?»]`,
    String.raw`«[^\S\u202f]`,
    String.raw`\ue000+[;:!?]`,
    String.raw`[\p{L}\p{N})\]’\ue001][;:!?](?=\s|$|\ue000)`,
    String.raw`«(?=[^\s\u202f])`,
    String.raw`[^\s\u202f«]\ue000*»`,
    String.raw`[\p{N}}][^\S\u202f]+(?:%|(?:s|ms|min|ko|Mo|Go|km|m|cm)(?![\p{L}\p{N}]))`,
  ].join("|"),
  "gu",
);

/** Text read as written inside French: a source's words in “…”, an address. */
const AS_WRITTEN = /“[^”]*”|https?:\/\/[^\s\ue000]+/g;

/** The places where the French on a page breaks French typography, each with its context. */
export function frenchSpacingFaults(html: string): string[] {
  const out: string[] = [];
  for (const raw of frenchRuns(html)) {
    const run = raw.replace(AS_WRITTEN, (q) => "Q".repeat(q.length));
    for (const m of run.matchAll(FAULT)) out.push(around(run, m.index));
  }
  return out;
}

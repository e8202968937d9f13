/**
 * Our French content on a built page, as a reader sees it, and the French typography it is held
 * to (src/i18n/content.ts, `translationIn`). Our French is the text inside an element marked
 * `lang="fr"` below the page's own `<html>`: our translations carry it (a summary, a note, a rule
 * sentence, a gloss, our translation of a quotation). A French quotation in its own words
 * (Flacourt's) carries it too and keeps its typography: a `blockquote` or `q` marked French is
 * ours only inside our translation's box (a class ending `--ours`), and words in “…” are a
 * source's own. Text in another language inside ours is left out.
 */
import { decodeEntities } from "./dist.ts";

const SKIP = new Set(["script", "style", "template", "noscript", "svg"]);
const INLINE_CLOSE = /^(?:a|abbr|b|cite|code|em|i|q|small|span|strong|sub|sup|time)$/;
const VOID = /^(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;
/** Where an inline element closed in our French text: punctuation right after it was glued. */
const CLOSED = "\ue000";

interface Open {
  readonly name: string;
  /** Whether its text is our French. */
  readonly ours: boolean;
  /** Whether its text is left out (another language, a verbatim quotation, a script). */
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
  if (inherit.skip || SKIP.has(name)) return { name, ours: false, skip: true, oursBox };
  if (name === "html" || lang === undefined) return { name, ...inherit, oursBox };
  if (lang !== "fr") return { name, ours: false, skip: true, oursBox };
  const verbatim = (name === "blockquote" || name === "q") && !oursBox;
  return { name, ours: !verbatim, skip: verbatim, oursBox };
}

/** Our French text runs of a page: each block of ours, with a mark where an inline tag closed. */
function frenchRuns(html: string): string[] {
  const runs: string[] = [];
  let current = "";
  const flush = () => {
    if (current.trim() !== "") runs.push(current);
    current = "";
  };
  const stack: Open[] = [];
  const top = () => stack[stack.length - 1];
  const re = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)([^>]*?)(\/?)>|([^<]+)/g;
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
      if (was.ours && INLINE_CLOSE.test(name)) current += CLOSED;
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

/** A fault with a little of the text around it, the mark of a closed tag shown as `</>`. */
const around = (run: string, at: number): string =>
  `“…${run.slice(Math.max(0, at - 30), at + 20).replaceAll(CLOSED, "</>")}…”`;

/**
 * The places where our French on a page breaks its typography: a space that is not the narrow
 * no-break one before `;` `:` `!` `?` `»` or after `«` (a line may break there, and the build
 * takes formatting space out before `;` and `:` after a tag), or `;` `:` glued to the element
 * before it (what that removal leaves of "bassi</a> ; il").
 */
export function frenchSpacingFaults(html: string): string[] {
  const out: string[] = [];
  for (const raw of frenchRuns(html)) {
    // A source's own words, in curly quotes inside our French, keep their typography.
    const run = raw.replace(/“[^”]*”/g, (q) => "Q".repeat(q.length));
    for (const m of run.matchAll(/[^\S\u202f]+\ue000*[;:!?»]|«[^\S\u202f]|\ue000+[;:]/g))
      out.push(around(run, m.index));
  }
  return out;
}

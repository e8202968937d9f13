/**
 * The tokens of a notation file, each with its offset: tag pairs, comments, parentheses, move
 * numbers, glyphs, results and moves. The reserved characters of the grammar are `[ ] " { } ( )
 * . ! ? $ *` and white space; a move is a run of the characters the three families' turn texts
 * use (letters, digits, `@ + > -`), starting with a letter, `@` or `>`, so no move can be read
 * as anything else (docs/notation-files.md, "Moves").
 */
import { err, ok, type Result } from "../engine/core/index.ts";
import { GLYPH_SYMBOLS, MAX_GLYPH, type NotationErrorKind, type NotationSaying } from "./tree.ts";

export type Token =
  | { readonly kind: "tag"; readonly at: number; readonly name: string; readonly value: string }
  | { readonly kind: "comment"; readonly at: number; readonly text: string }
  | { readonly kind: "open" | "close"; readonly at: number }
  | { readonly kind: "number"; readonly at: number; readonly n: number; readonly dots: 1 | 3 }
  | { readonly kind: "glyph"; readonly at: number; readonly glyph: number }
  | { readonly kind: "result"; readonly at: number; readonly text: string }
  | { readonly kind: "move"; readonly at: number; readonly text: string };

/** A lexing error before it is located: its kind, offset and message. */
export interface RawError extends Partial<NotationSaying> {
  readonly kind: NotationErrorKind;
  readonly at: number;
  readonly message: string;
}

const MOVE = /[A-Za-z@>][A-Za-z0-9@+>-]*/y;
const RESULT = /1-0|0-1|1\/2-1\/2/y;
const NUMBER = /(\d+)(\.\.\.|\.)?/y;
const GLYPH_RUN = /[!?]+/y;
const NAG = /\$(\d*)/y;
const TAG = /\[[ \t]*([A-Za-z0-9_]+)[ \t]+"((?:[^"\\\r\n]|\\.)*)"[ \t]*\]/y;

/** `\x` read as `x` (comments and tag values escape `\` and their closing character). */
const unescape = (s: string): string => s.replace(/\\(.)/gs, "$1");

const shown = (s: string): string => JSON.stringify(s.length > 30 ? `${s.slice(0, 30)}…` : s);

function match(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/** A comment from `{` to the first `}` not escaped by `\`. */
function comment(text: string, at: number): Result<Token & { end: number }, RawError> {
  for (let i = at + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === "}")
      return ok({ kind: "comment", at, text: unescape(text.slice(at + 1, i)).trim(), end: i + 1 });
  }
  return err({
    kind: "comment",
    at,
    message: "the comment opened here is never closed by }",
    what: "commentOpen",
  });
}

function tag(text: string, at: number): Result<Token & { end: number }, RawError> {
  const m = match(TAG, text, at);
  if (m === null) {
    const line = text.slice(at).split(/\r?\n/, 1)[0]!;
    return err({
      kind: "tag",
      at,
      message: `${shown(line)} is not a tag pair: write [Name "value"] on one line`,
      what: "tagPair",
      params: { text: shown(line) },
    });
  }
  return ok({ kind: "tag", at, name: m[1]!, value: unescape(m[2]!), end: at + m[0].length });
}

function glyph(text: string, at: number): Result<Token & { end: number }, RawError> {
  if (text[at] === "$") {
    const m = match(NAG, text, at)!;
    const n = Number(m[1]);
    if (m[1] === "" || n > MAX_GLYPH)
      return err({
        kind: "glyph",
        at,
        message: `${shown(m[0])} is not a glyph: write $ and a number from 0 to ${MAX_GLYPH}`,
        what: "glyphNumber",
        params: { text: shown(m[0]), max: MAX_GLYPH },
      });
    return ok({ kind: "glyph", at, glyph: n, end: at + m[0].length });
  }
  const run = match(GLYPH_RUN, text, at)![0];
  const n = GLYPH_SYMBOLS[run];
  if (n === undefined)
    return err({
      kind: "glyph",
      at,
      message: `${shown(run)} is not a glyph: the glyphs are ${Object.keys(GLYPH_SYMBOLS).join(" ")} and $n`,
      what: "glyphUnknown",
      params: { text: shown(run), glyphs: Object.keys(GLYPH_SYMBOLS).join(" ") },
    });
  return ok({ kind: "glyph", at, glyph: n, end: at + run.length });
}

function numeric(text: string, at: number): Result<Token & { end: number }, RawError> {
  const r = match(RESULT, text, at);
  if (r !== null) return ok({ kind: "result", at, text: r[0], end: at + r[0].length });
  const m = match(NUMBER, text, at)!;
  if (m[2] === undefined)
    return err({
      kind: "move-number",
      at,
      message: `${shown(m[0])} is neither a move number (${m[1]!}. or ${m[1]!}...) nor a result`,
      what: "numberOrResult",
      params: { text: shown(m[0]), n: m[1]! },
    });
  const dots = m[2].length === 3 ? 3 : 1;
  return ok({ kind: "number", at, n: Number(m[1]), dots, end: at + m[0].length });
}

/** One token starting at `at` (not white space), with the offset after it. */
function token(text: string, at: number): Result<Token & { end: number }, RawError> {
  const c = text[at]!;
  if (c === "{") return comment(text, at);
  if (c === "[") return tag(text, at);
  if (c === "(") return ok({ kind: "open", at, end: at + 1 });
  if (c === ")") return ok({ kind: "close", at, end: at + 1 });
  if (c === "*") return ok({ kind: "result", at, text: "*", end: at + 1 });
  if (c === "!" || c === "?" || c === "$") return glyph(text, at);
  if (c >= "0" && c <= "9") return numeric(text, at);
  const m = match(MOVE, text, at);
  if (m !== null) return ok({ kind: "move", at, text: m[0], end: at + m[0].length });
  if (c === "}")
    return err({ kind: "comment", at, message: "} closes no comment", what: "commentClose" });
  return err({
    kind: "character",
    at,
    message: `the character ${shown(String.fromCodePoint(text.codePointAt(at)!))} has no meaning here`,
    what: "character",
    params: { char: shown(String.fromCodePoint(text.codePointAt(at)!)) },
  });
}

/** The file's tokens in order, or the first thing that is not one. */
export function lex(text: string): Result<Token[], RawError> {
  const out: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const c = text[at]!;
    if (c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\uFEFF") {
      at++;
      continue;
    }
    const t = token(text, at);
    if (!t.ok) return t;
    const { end, ...tok } = t.value;
    out.push(tok);
    at = end;
  }
  return ok(out);
}

/** True when `s` reads back as exactly one move token. */
export const isMoveText = (s: string): boolean => {
  const m = match(MOVE, s, 0);
  return m !== null && m[0].length === s.length;
};

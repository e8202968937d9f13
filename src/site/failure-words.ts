/**
 * Failures the browser reports, made and shown in the page's words (failures.ts): an exception
 * thrown with its reason (`Failed`), one we cannot name kept as the browser's English
 * (`unexpected`), and such English marked `lang="en"` in a status line.
 * Loaded on use, with the panels that fetch, unpack and draw.
 */
import type { FailReason, Failure } from "./failures.ts";

/** The English of an exception: its message, or its text. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** A failure as its reason, values and the English an English page shows. */
export const failure = (
  reason: FailReason,
  message: string,
  params: Failure["params"] = {},
): Failure => ({ reason, message, params });

/** An exception that knows why: thrown where the failure is named, caught where it is said. */
export class Failed extends Error {
  readonly failure: Failure;
  constructor(f: Failure) {
    super(f.message);
    this.failure = f;
  }
}

/** What `e` says: its failure when it was named, else the browser's English as it is. */
export function failureOf(e: unknown): Failure {
  if (e instanceof Failed) return e.failure;
  const why = errorMessage(e);
  return failure("unexpected", why, { why });
}

/**
 * Marks `english` inside `line` (a status line just said) `lang="en"`: text we cannot translate
 * (a browser's or a library's message, the engine's English) inside the page's sentence. On an
 * English page the span changes nothing a reader sees.
 */
export function markEnglish(line: Element | null | undefined, english: string): void {
  const text = line?.textContent ?? "";
  const at = english === "" ? -1 : text.indexOf(english);
  if (line == null || at < 0) return;
  const span = line.ownerDocument.createElement("span");
  span.lang = "en";
  span.textContent = english;
  line.replaceChildren(text.slice(0, at), span, text.slice(at + english.length));
}

/**
 * Marks the browser's English in a failure said: only an `unexpected` failure's words keep it;
 * the others leave it out.
 */
export const markBrowserWords = (line: Element | null | undefined, f: Failure): void =>
  markEnglish(line, f.reason === "unexpected" ? String(f.params.why ?? "") : "");

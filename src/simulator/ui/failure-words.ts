/**
 * Failures the browser reports, made and shown in the page's words (failures.ts): an exception
 * thrown with its reason (`Failed`), one we cannot name kept as the browser's English
 * (`unexpected`), and that English marked `lang="en"` in a status line said in another language.
 * Loaded on use, with the panels that fetch, unpack and draw.
 */
import type { FailReason, Failure } from "../failures.ts";
import type { Said } from "../parse-words.ts";

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
 * Marks the browser's English inside `line` (a status line just said) `lang="en"`, on a page
 * in another language: only an `unexpected` failure's words keep it; the others leave it out.
 */
export function markBrowserWords(c: Said, line: Element | null | undefined, f: Failure): void {
  const english = f.reason === "unexpected" ? String(f.params.why ?? "") : "";
  const text = line?.textContent ?? "";
  const at = english === "" ? -1 : text.indexOf(english);
  if (c.words.lang === "en" || line == null || at < 0) return;
  const span = line.ownerDocument.createElement("span");
  span.lang = "en";
  span.textContent = english;
  line.replaceChildren(text.slice(0, at), span, text.slice(at + english.length));
}

/**
 * A result's snippet as the reader sees it. Pagefind's excerpt is a window of words around the
 * match, so it often opens mid-sentence ("of the second sentence. Thirdly..."): where a sentence
 * starts before the first matched word, the snippet starts there; otherwise it is marked as cut
 * with an ellipsis. The excerpt is Pagefind's escaped text with <mark> around matches, so tags
 * are never cut: only text before the first <mark> is dropped.
 */

/** A sentence's end followed by the start of the next (a capital, a quotation mark, a bracket). */
const SENTENCE_START = /[.!?;:]\s+(?=[\p{Lu}\p{N}«“"'([])/gu;

/** The excerpt opened at a sentence start before its first match, or marked as cut. */
export function tidyExcerpt(html: string): string {
  const text = html.trimStart();
  if (text === "") return text;
  const firstMark = text.indexOf("<mark>");
  const head = firstMark === -1 ? text : text.slice(0, firstMark);
  let cut = -1;
  for (const m of head.matchAll(SENTENCE_START)) cut = m.index + m[0].length;
  if (cut > 0) return text.slice(cut);
  // Already at a sentence's start (a capital first): leave it; else say that it was cut.
  return /^[\p{Lu}\p{N}«“"'([<]/u.test(text) ? text : `… ${text}`;
}

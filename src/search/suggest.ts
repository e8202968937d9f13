/**
 * "Did you mean Fanorona?": for a query that found nothing, the nearest words the site itself
 * knows (its games' names and every term of its synonym groups: the synonym list, the glossary
 * and the names authority). The edit distance is fastest-levenshtein's, a maintained library,
 * not ours. Pure: the search page's script loads this module only when a search finds nothing,
 * and the tests call it directly.
 */
import { distance } from "fastest-levenshtein";

/** Words shorter than this are not corrected: two letters off a three-letter word is another word. */
const MIN_LENGTH = 4;

/** How many edits a word of `length` letters may be from a known word: about one in four. */
const allowed = (length: number) => Math.max(1, Math.floor(length / 4));

const fold = (w: string) => w.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en");

/** The single words of the vocabulary, each once, in the order given (games first). */
export function vocabularyWords(terms: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const term of terms)
    for (const word of term.split(/[^\p{L}\p{N}'’-]+/u))
      if (word.length >= MIN_LENGTH && !seen.has(fold(word))) seen.set(fold(word), word);
  return [...seen.values()];
}

/** The known word nearest to `word` within the allowed edits, or undefined. */
function nearest(word: string, known: readonly string[]): string | undefined {
  const w = fold(word);
  if (w.length < MIN_LENGTH) return undefined;
  let best: { word: string; d: number } | undefined;
  for (const k of known) {
    const d = distance(w, fold(k));
    if (d === 0) return undefined;
    if (d <= allowed(w.length) && (best === undefined || d < best.d)) best = { word: k, d };
  }
  return best?.word;
}

/**
 * The query with each word the site does not know replaced by its nearest known word, or
 * nothing when no word changes. At most one suggestion: the nearest.
 */
export function suggest(query: string, known: readonly string[]): string[] {
  const words = query.split(/([\p{L}\p{N}'’-]+)/u);
  // Odd places hold the words, even ones what lies between them.
  const near = words.map((w, i) => (i % 2 === 1 ? nearest(w, known) : undefined));
  if (near.every((n) => n === undefined)) return [];
  return [words.map((w, i) => near[i] ?? w).join("")];
}

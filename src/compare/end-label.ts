/**
 * Why a game ended, as a label in the page's language, for the views that say it (the self-play
 * figures, the divergence results). A module of its own, not in words.ts: the English labels
 * (src/site/status-words.ts) would otherwise load with every compare script's first words, as
 * the compare picker's start-up budget (tests/site/javascript.test.ts) caught.
 */
import { savedReasonWords } from "../site/status-words.ts";
import type { CompareWords } from "./words.ts";

/**
 * Why a game ended (`reason`, an engine reason read back from data), as a label in the page's
 * language; an unknown reason or one the page did not pass throws, naming it.
 */
export function endLabel(w: CompareWords, reason: string): string {
  const english = savedReasonWords(reason).short;
  if (w.lang === "en") return english;
  const label = w.ends?.[reason];
  if (label === undefined)
    throw new Error(`compare: the page passed no words for the end "${reason}" (${w.lang})`);
  return label;
}

/**
 * Why the picker could not load a game's saved divergences, in the page's words: loaded only when
 * that happens, so that the failure words and the engine's parse wording (about 1 KB gzip) are not
 * in the picker's start-up script. An English page says it as it did (`compare.pk.notLoaded` with
 * the status or the browser's words); a French or Malagasy one says the failure's words
 * (`simb.fail.`, which `pickerWords` passes), the browser's own English left out.
 */
import type { FailReason, Failure } from "../site/failures.ts";
import { failure } from "../site/failure-words.ts";
import { parseErrorText } from "../play/parse-words.ts";
import type { SimWords } from "../play/words.ts";
import { say, type CompareWords } from "./words.ts";

/** The failure `reason` (with the browser's `error` and its `params`) as the page says it. */
export function notLoadedText(
  w: CompareWords,
  reason: FailReason,
  error: string,
  params: Failure["params"],
): string {
  const f = failure(reason, say(w, "compare.pk.notLoaded", { error }), params);
  return w.engine === undefined
    ? f.message
    : parseErrorText({ words: { lang: w.lang as SimWords["lang"], text: w.engine } }, f, "fail");
}

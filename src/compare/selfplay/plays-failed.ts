/**
 * Why self-play failed, in the simulator's words (its config carries the `simb.fail.` strings on
 * French and Malagasy pages): the game's saved figures that do not load (a status, a network that
 * did not answer, a body that is not JSON: the browser's own English left out, since the words
 * say what failed), a worker that fails (its code not loaded, or the browser's message kept and
 * marked English), and the engine's English (a reading it refuses) said to be the engine's and
 * marked. An English page says what it said before (docs/i18n.md).
 */
import type { Failure } from "../../site/failures.ts";
import { parseErrorText, type Said } from "../../play/parse-words.ts";
import {
  errorMessage,
  Failed,
  failure,
  markBrowserWords,
  markEnglish,
} from "../../site/failure-words.ts";
import { say, type CompareWords } from "../words.ts";
import type { GamePlayFigures } from "./figures.ts";

/** The game's saved figures at `path`, or a `Failed` naming why not. */
export async function fetchFigures(path: string): Promise<GamePlayFigures> {
  const network = (e: unknown) => new Failed(failure("network", errorMessage(e), { path }));
  const r = await fetch(path).catch((e: unknown) => {
    throw network(e);
  });
  if (!r.ok) {
    const { status } = r;
    throw new Failed(
      failure("status", `${path} could not be loaded (${status})`, { path, status }),
    );
  }
  try {
    return (await r.json()) as GamePlayFigures;
  } catch (e) {
    throw e instanceof SyntaxError
      ? new Failed(failure("json", errorMessage(e), { path }))
      : network(e);
  }
}

/**
 * A worker that failed (its `error` event): the browser's message, or, when it gives none, its
 * code that could not be loaded (a worker's script not fetched gives no message).
 */
export const workerFailure = (message: string | undefined): Failure =>
  message === undefined || message === ""
    ? failure("code", "a worker failed")
    : failure("unexpected", message, { why: message });

/**
 * Self-play's failure in the simulator's words (`c`, its config) and the panel's (`w`), and how to
 * mark, in the status line it is said in, the English we cannot translate.
 */
export function playsFailed(
  c: Said,
  w: CompareWords,
  e: unknown,
): { text: string; mark: (line: Element) => void } {
  if (e instanceof Failed) {
    const f = e.failure;
    const text = say(w, "compare.plays.failed", { error: parseErrorText(c, f, "fail") });
    return { text, mark: (line) => markBrowserWords(line, f) };
  }
  // Anything else is the engine's English (a reading the worker cannot compile or play).
  const english = errorMessage(e);
  const text = say(w, "compare.plays.failed", { error: parseErrorText(c, { message: english }) });
  return { text, mark: (line) => markEnglish(line, english) };
}

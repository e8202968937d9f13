/**
 * Why a pack was not kept, in the offline page's words (its strings `fail.<reason>`, passed in
 * `data-words` like the rest): a file the server answers with an HTTP status, or a network that
 * did not answer (the browser's own English left out, since the words say what failed); anything
 * else (a cache that refuses the file, say) is the browser's English, kept and marked `lang="en"`.
 * An English page says what it said before: the exception as text (`String(e)`), so its
 * messages here are that text, word for word. The reasons are the simulator's
 * (src/site/failures.ts); their words are the page's own, not the simulator's.
 */
import type { Failure } from "../site/failures.ts";
import { Failed, failure, markEnglish } from "../site/failure-words.ts";

/** One file of a pack, fetched for its cache, or a `Failed` naming why not. */
export async function fetchPackFile(url: string, init: RequestInit): Promise<Response> {
  const response = await fetch(url, init).catch((e: unknown) => {
    throw new Failed(failure("network", String(e), { path: url }));
  });
  const { ok, status } = response;
  if (!ok)
    throw new Failed(
      failure("status", `Error: ${url} could not be fetched (${status})`, { path: url, status }),
    );
  return response;
}

type Say = (key: string, params: Failure["params"]) => string;

/**
 * Says in `status` why the pack was not kept (the page's `failed` sentence), with `say` (the
 * page's words) in the page's language `lang`; the browser's English marked.
 */
export function sayFailed(status: HTMLElement, say: Say, lang: string, e: unknown): void {
  const f = e instanceof Failed ? e.failure : failure("unexpected", String(e), { why: String(e) });
  const error = lang === "en" ? f.message : say(`fail.${f.reason}`, f.params);
  status.textContent = say("failed", { error });
  markEnglish(status, f.reason === "unexpected" ? f.message : "");
}

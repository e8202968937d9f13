/**
 * A game link names the ruleset version it was made under (`v=0.1.0`), as a notation file does
 * (its Version tag, read by src/simulator/notation-io.ts). Opening either after the ruleset has
 * changed plays it as it was, under the kept version (fetched from
 * /rulesets/<game>/<id>/versions/<v>.json, written at build from content/archive/), and says what
 * has changed since; the simulator offers the ruleset as it is now beside it. A version that is
 * not kept (made between releases) is played as the ruleset is now, and said so. Browser code,
 * without DOM: the simulator's link reader (src/simulator/ui/link.ts) and file reader call it.
 */
import { err, ok, type Result, type RulesetSpec } from "../engine/core/index.ts";
import type { SimRuleset } from "../play/config.ts";
import { url } from "../site/routes.ts";
import { specChanges } from "../versions/archive.ts";
import { isVersion } from "../versions/releases.ts";
import { say, type Said } from "../play/messages.ts";
import type { SimWordKey } from "../play/words.ts";
import type { Params } from "../i18n/fill.ts";
import { parseErrorText } from "../play/parse-words.ts";
import type { FailReason, Failure } from "../site/failures.ts";
import { errorMessage } from "../site/failure-words.ts";

/**
 * The words of a note: the page's (`c`, the simulator passes them), else the English written
 * beside the key (the notation reader, until it passes its page's words).
 */
const worded =
  (c: Said | undefined) =>
  (key: SimWordKey, params: Params, english: () => string): string =>
    c === undefined ? english() : say(c, key, params);

/** The ruleset a link is played under, and what to tell the reader about its version. */
export interface Pinned {
  readonly ruleset: SimRuleset;
  /** Words on the version, when it is not the ruleset as it is now. */
  readonly note?: string | undefined;
}

/** Why a link's version cannot be read: the words, the ruleset to start afresh under. */
export interface PinProblem {
  readonly text: string;
  readonly ruleset: SimRuleset;
}

/** Loads a kept ruleset by its path: the spec, or why it could not be loaded. */
export type KeptLoader = (path: string) => Promise<Result<RulesetSpec, Failure>>;

/** Why `path` could not be loaded: the English as before (`path could not be loaded (why)`). */
const notLoaded = (path: string, reason: FailReason, why: string | number): Failure => ({
  reason,
  message: `${path} could not be loaded (${why})`,
  params: reason === "status" ? { path, status: why } : { path },
});

/**
 * The browser's loader: the JSON the build wrote for the kept version. A network that did not
 * answer or a body that is not JSON is said in the page's words; the browser's own English for it
 * stays in the English message only.
 */
const fetchKept: KeptLoader = async (path) => {
  const response = await fetch(path).catch((e: unknown) => e);
  if (!(response instanceof Response))
    return err(notLoaded(path, "network", errorMessage(response)));
  if (!response.ok) return err(notLoaded(path, "status", response.status));
  try {
    return ok((await response.json()) as RulesetSpec);
  } catch (e) {
    return err(notLoaded(path, "json", errorMessage(e)));
  }
};

/** The ruleset as kept under `v`: its citations and values then, named by the version. */
export const asItWas = (r: SimRuleset, spec: RulesetSpec, v: string, c?: Said): SimRuleset => ({
  ...r,
  title: worded(c)(
    "simb.v.asOf",
    { title: r.title, version: v },
    () => `${r.title} as of version ${v}`,
  ),
  spec,
  asOf: v,
});

/** Under which form of `r` a link made under `version` is played. */
export async function pinned(
  game: string,
  r: SimRuleset,
  version: string | undefined,
  load: KeptLoader = fetchKept,
  c?: Said,
): Promise<Result<Pinned, PinProblem>> {
  if (version === undefined || version === r.version.version) return ok({ ruleset: r });
  const w = worded(c);
  const title = r.title;
  if (!isVersion(version)) {
    const v = version.slice(0, 20);
    const text = w(
      "simb.v.notVersion",
      { version: v },
      () => `"${v}" is not a ruleset version (such as 0.1.0)`,
    );
    return err({ text, ruleset: r });
  }
  const current = r.version.version;
  const now =
    current === null
      ? w("simb.v.asNow", {}, () => "played under the ruleset as it is now")
      : w(
          "simb.v.asNowVersion",
          { version: current },
          () => `played under the ruleset as it is now, version ${current}`,
        );
  if (!r.version.kept.includes(version))
    return ok({
      ruleset: r,
      note: w(
        "simb.v.notKept",
        { version, title, now },
        () =>
          `The game was made under version ${version} of ${title}, which is not kept here; it is ${now}.`,
      ),
    });
  const loaded = await load(url.keptRuleset(`${game}/${r.id}`, version));
  if (!loaded.ok) {
    const { message } = loaded.error;
    return ok({
      ruleset: r,
      note: w(
        "simb.v.notLoaded",
        {
          version,
          title,
          error: c === undefined ? message : parseErrorText(c, loaded.error, "fail"),
          now,
        },
        () => `Version ${version} of ${title}: ${message}; the game is ${now}.`,
      ),
    });
  }
  const kept = loaded.value;
  const changes = specChanges(kept, r.spec);
  if (changes.length === 0) return ok({ ruleset: r });
  return ok({
    ruleset: asItWas(r, kept, version, c),
    note: w(
      "simb.v.changed",
      { version, title, changes: changes.join("; ") },
      () =>
        `The game was made under version ${version} of ${title}; the ruleset has changed since (${changes.join("; ")}). It is played as it was.`,
    ),
  });
}

/**
 * A notation file's error in the page's words, built from its name and values (`what`,
 * `params`: src/notation/tree.ts), never from its English words; a move the engine refuses is
 * said with the rule's words of the page's language and its passage. Loaded with the
 * notation-file panel (ui/tree-panel.ts), not before.
 */
import type { NotationError } from "../notation/tree.ts";
import type { LinkProblem } from "./notation-io.ts";
import { fill } from "../i18n/fill.ts";
import { citation, type Said } from "../play/messages.ts";
import { sayTree, textOf, type TreeWordKey } from "../play/tree-words.ts";
import { parseErrorText } from "../play/parse-words.ts";

/** The engine's English, said to be English on another language's page. */
const engineWords = (c: Said, why: string): string =>
  c.words.lang === "en" || textOf(c, "simb.untranslated") === undefined
    ? why
    : fill(textOf(c, "simb.untranslated")!, { why }, c.words.lang, "simb.untranslated");

/** Why a file's move is refused: the rule's clause in the page's words, with its passage. */
function refusedWords(e: NotationError, c: Said): string {
  const p = e.params ?? {};
  const rule = e.rule ?? String(p.rule ?? "");
  const clause = c.words.rules?.[rule];
  const why = clause ?? engineWords(c, String(p.why ?? e.message));
  const params = { text: String(p.text ?? ""), rule, why };
  return e.provenance === undefined
    ? sayTree(c, "simb.notation.refused", params)
    : sayTree(c, "simb.notation.refusedCite", { ...params, cite: citation(e.provenance, c) });
}

/** Values that are the engine's English words (the `why` of a turn or position refused). */
const ENGINE_PARAMS = new Set(["why"]);

/**
 * The `why` of a turn or position the engine cannot read: its reason's words, when it has one.
 * The `why` of a file's changes the engine refuses is in the page's words already (the page's
 * compile says option errors so: ui/rulesets.ts `changed`); a Changes tag that is no option
 * list is said from its link reason (`simb.linkerr.`, link-errors.ts).
 */
const whyWords = (e: NotationError, c: Said, why: string): string =>
  e.what === "changes"
    ? e.changes === undefined
      ? why
      : parseErrorText(c, e.changes, "linkerr")
    : e.engine === undefined
      ? engineWords(c, why)
      : parseErrorText(c, e.engine);

/**
 * "ligne 3, colonne 14 : …": a file's error, located, in the page's words; an error without a
 * name (none is expected) keeps its English words, marked as the engine's.
 */
export function notationErrorText(e: NotationError, c: Said): string {
  let message: string;
  if (e.what === "refused") message = refusedWords(e, c);
  else if (e.what !== undefined && textOf(c, `simb.notation.${e.what}`) !== undefined) {
    const params = Object.fromEntries(
      Object.entries(e.params ?? {}).map(([k, v]) => [
        k,
        ENGINE_PARAMS.has(k) ? whyWords(e, c, String(v)) : v,
      ]),
    );
    message = sayTree(c, `simb.notation.${e.what}` as TreeWordKey, params);
  } else message = engineWords(c, e.message);
  return sayTree(c, "simb.tree.at", { line: e.line, column: e.column, message });
}

/**
 * "This link does not hold a game …": a tree link that cannot be read, in the page's words; why
 * its tree does not unpack said from the failure (`simb.fail.`), the browser's words left out.
 */
export function linkProblemText(p: LinkProblem, c: Said): string {
  const { what, failure } = p;
  const params =
    failure === undefined ? p.params : { ...p.params, why: parseErrorText(c, failure, "fail") };
  const why = sayTree(c, `simb.notation.${what}`, params);
  return sayTree(c, "simb.tree.badLink", { why });
}

/**
 * What the analysis board and its notation files say, in the page's language: the `simb.tree.`
 * and `simb.notation.` strings of the tables (src/i18n/tables/<lang>/tree.ts), which reach the
 * page in its simulator's config like every `simb.` string. A file's error is said from its
 * name and values (notation-words.ts). Loaded with the move tree (ui/move-tree.ts), not before.
 */
import type { tree } from "../i18n/tables/en/tree.ts";
import { fill, type Params } from "../i18n/fill.ts";
import type { Said } from "./messages.ts";

export type TreeWordKey = Extract<keyof typeof tree, `simb.${string}`>;

/** The text of a `simb.` key (the sim config holds every one: src/play/words-build.ts). */
export const textOf = (c: Said, key: string): string | undefined =>
  (c.words.text as Readonly<Record<string, string>>)[key];

/**
 * A `simb.` string of the page's words, its placeholders filled: for the keys of the areas
 * after sim (tree, study, embed), each caller typing its own keys.
 */
export const sayKey = (c: Said, key: string, params: Params = {}): string => {
  const text = textOf(c, key);
  // Without the page's words (ui/move-tree.ts's fallback) the key's last part, never a crash.
  return text === undefined
    ? (params.turn?.toString() ?? key)
    : fill(text, params, c.words.lang, key);
};

/** A string of the page's words, its placeholders filled. */
export const sayTree = (c: Said, key: TreeWordKey, params: Params = {}): string =>
  sayKey(c, key, params);

/** A counted phrase (`simb.tree.moves` + `.one`/`.other`) by the page's language's rules. */
export function countTree(
  c: Said,
  key: "simb.tree.moves" | "simb.tree.variations" | "simb.tree.deleted",
  n: number,
  params: Params = {},
): string {
  const form = new Intl.PluralRules(c.words.lang).select(n) === "one" ? "one" : "other";
  return sayTree(c, `${key}.${form}`, { ...params, n });
}

/** A player's name in the page's words, capitalised ("White", "Blanc"). */
export function playerName(c: Said, player: string): string {
  const word = textOf(c, `simb.player.${player}`) ?? player;
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * What sharing and the embed page say, in the page's language: the `simb.share.` and
 * `simb.embed.` strings of the tables (src/i18n/tables/<lang>/embed.ts), which reach the page
 * in its simulator's config like every `simb.` string.
 */
import type { embed } from "../../i18n/tables/en/embed.ts";
import type { Params } from "../../i18n/fill.ts";
import { sayKey } from "../../play/tree-words.ts";
import type { Said } from "../../play/messages.ts";

export type ShareWordKey = Extract<keyof typeof embed, `simb.${string}`>;

/** A string of the page's words, its placeholders filled. */
export const sayShare = (c: Said, key: ShareWordKey, params: Params = {}): string =>
  sayKey(c, key, params);

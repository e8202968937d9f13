/**
 * What the lesson says, in the page's language: the `simb.study.` strings of the tables
 * (src/i18n/tables/<lang>/study.ts), which reach the lesson in its config with the simulator's
 * words (src/play/words-build.ts), so the lesson's script carries no table.
 */
import type { study } from "../i18n/tables/en/study.ts";
import type { Params } from "../i18n/fill.ts";
import { sayKey } from "../play/tree-words.ts";
import type { Said } from "../play/messages.ts";
import type { Hint, Where } from "./lesson.ts";

export type StudyWordKey = Extract<keyof typeof study, `simb.study.${string}`>;

/** A string of the page's words, its placeholders filled. */
export const sayStudy = (c: Said, key: StudyWordKey, params: Params = {}): string =>
  sayKey(c, key, params);

/** A list of choices joined as the page's language joins alternatives ("a, b or c"). */
export const orList = (c: Said, items: readonly string[]): string =>
  new Intl.ListFormat(c.words.lang, { type: "disjunction" }).format(items);

/** Where a hint points: a piece, a point, a hole or the buttons, in the page's words. */
export function whereWords(c: Said, w: Where): string {
  switch (w.kind) {
    case "piece":
      return sayStudy(c, "simb.study.wherePiece", { point: w.point });
    case "point":
      return sayStudy(c, "simb.study.wherePoint", { point: w.point });
    case "hole": {
      const player = (c.words.text as Readonly<Record<string, string>>)[`simb.player.${w.player}`];
      return sayStudy(c, "simb.study.whereHole", { player: player ?? w.player, hole: w.hole });
    }
    case "buttons":
      return sayStudy(c, "simb.study.whereButtons");
  }
}

/** A hint in the page's words: where to look, then the move. */
export const hintWords = (c: Said, h: Hint): string =>
  h.kind === "play"
    ? sayStudy(c, "simb.study.hintPlay", { move: h.move })
    : sayStudy(c, "simb.study.hintLook", { where: whereWords(c, h.where) });

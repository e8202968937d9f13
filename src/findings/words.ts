/** The wording of the findings, shared by the page and its tests. */
import type { Player, StatusReason } from "../engine/index.ts";
import type { TeloValue } from "../engine/telo/index.ts";
import { statusWords } from "../site/status-words.ts";
import { statusWordsIn } from "../site/words-in.ts";
import type { Lang } from "../i18n/languages.ts";
import { t, tn, type Key } from "../i18n/t.ts";
import { formatNumber } from "../i18n/numbers.ts";
import { capital, plural } from "../site/words.ts";

/** How a game ended, with the player names of the game. */
export type Outcome =
  | {
      readonly kind: "win";
      readonly winner: Player;
      readonly winnerName: string;
      /** The engine's reason code (`captured-all`, `three-in-a-row` ...). */
      readonly reason: StatusReason;
    }
  | { readonly kind: "draw"; readonly reason: StatusReason };

/** The player name as a page shows it (`white` → `White`). */
export const playerLabel = capital;

/**
 * A solver value in words, for a position where `mover` is to move: "White wins in 9 plies"
 * (plies counted from that position), or "a draw with best play".
 */
export function valuePhrase(v: TeloValue, mover: string, other: string): string {
  if (v.kind === "draw") return "a draw with best play";
  return `${capital(v.kind === "win" ? mover : other)} wins in ${plural(v.plies, "ply", "plies")}`;
}

/** How a walked game ended, in words: "South wins (the other side has no piece left)". */
export function outcomePhrase(o: Outcome): string {
  const how = `(${statusWords(o.reason).clause})`;
  return o.kind === "win" ? `${capital(o.winnerName)} wins ${how}` : `Drawn ${how}`;
}

/** A player's name in the page's language (`white` → `Blanc` on a French page). */
export function playerIn(lang: Lang, name: string): string {
  if (lang === "en") return playerLabel(name);
  return capital(t(lang, `simb.player.${name}` as Key));
}

/** `valuePhrase` in the page's language; English reads exactly as `valuePhrase`. */
export function valuePhraseIn(lang: Lang, v: TeloValue, mover: string, other: string): string {
  if (v.kind === "draw") return t(lang, "pp.draw");
  return tn(lang, "pp.winsIn", v.plies, {
    player: playerIn(lang, v.kind === "win" ? mover : other),
  });
}

/** `outcomePhrase` in the page's language; English reads exactly as `outcomePhrase`. */
export function outcomePhraseIn(lang: Lang, o: Outcome): string {
  const how = statusWordsIn(lang, o.reason).clause;
  return o.kind === "win"
    ? t(lang, "fg.wins", { player: playerIn(lang, o.winnerName), how })
    : t(lang, "fg.drawn", { how });
}

/** A count as the page's language prints it: "12,926", "12 926" (src/i18n/numbers.ts). */
export const numberIn = (lang: Lang, n: number): string => formatNumber(lang, n);

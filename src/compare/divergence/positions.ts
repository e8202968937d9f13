import type { AnyGame } from "../../engine/core/index.ts";
import type { ContentTranslation, ContentTranslations } from "../../i18n/content.ts";

/**
 * Positions that show how two readings of one game differ where the search from the standard
 * start (src/compare/divergence/compute.ts) finds nothing within its bound: the clause they disagree
 * on needs a position that many turns of play make. Each was found by a seeded random game played
 * under both readings (the `line`, legal under both) and is checked by
 * tests/content/divergences.test.ts: the line reaches the position under both readings, and there
 * the two list different turns or results.
 */
export interface HandBuilt {
  readonly game: string;
  /** The two ruleset ids, in order (a < b), as in src/compare/divergence/divergences.json. */
  readonly a: string;
  readonly b: string;
  /** The position in the game's notation, with the player to move. */
  readonly position: string;
  /** Turns from the standard start that reach the position under both readings. */
  readonly line: readonly string[];
  /** What the position shows, in one sentence. */
  readonly shows: string;
  /**
   * Our translations of `shows`, with who made them and their review (decision 0025): French
   * required, as every text of ours a comparison shows has one; Malagasy when written.
   */
  readonly showsTranslations: ContentTranslations & { readonly fr: ContentTranslation };
}

export const HAND_BUILT: readonly HandBuilt[] = [
  {
    game: "msuwa-wa-kunja",
    a: "dlp",
    b: "sanderson-1913",
    position:
      "0,4,0,1,0,0,1,0,2,1,0,0,3,0,2,2/2,5,0,1,3,2,2,1,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,1,1,0,2,2,0,4,3/0,0,1,0,1,2,0,0,4,0,2,1,0,4,3,1 n 0:0 - 17 -",
    line: "a1 a12 a2 a10 a8 a3 a14 a7 a4 a16 a11 a6 a7 a11 a8 a12 a13".split(" "),
    shows:
      "North can capture from b11: under Sanderson's reading the capture goes on to take two more holes of North's choice, while the DLP reading allows them only when both facing holes held counters, which here they do not.",
    showsTranslations: {
      fr: {
        text: "Nord peut capturer depuis b11 : selon la lecture de Sanderson, la prise continue en prenant deux autres trous au choix de Nord, alors que celle de la DLP ne les lui accorde que si les deux trous d’en face contenaient des pions, ce qui n’est pas le cas ici.",
        by: "project",
      },
    },
  },
];

/** The hand-built position of rulesets `a` and `b` (either order) of `game`, if there is one. */
export const handBuiltOf = (game: string, a: string, b: string): HandBuilt | undefined =>
  HAND_BUILT.find((h) => h.game === game && [h.a, h.b].sort().join() === [a, b].sort().join());

/** The hand-built positions of `g`'s game that parse under reading `g` (the dead-option samples). */
export function handBuiltStates(g: AnyGame): unknown[] {
  return HAND_BUILT.filter((h) => h.game === g.id).flatMap((h): unknown[] => {
    const p = g.parsePosition(h.position) as { ok: true; value: unknown } | { ok: false };
    return p.ok ? [p.value] : [];
  });
}

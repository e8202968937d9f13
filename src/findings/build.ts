/**
 * What the engine finds about a game under each of its rulesets, computed when the site is built
 * and shown on the game's page ("What the engine finds"). Nothing here is typed in by hand: every
 * figure comes from compiling the ruleset files through the engine's registry and playing or
 * solving the game. Pure TypeScript over the engine's entries (no Node, no Astro), so the site
 * tests can call it too.
 *
 * Every game gets its legal first turns (first-turns.ts). Beyond those, each kind of finding
 * belongs to the family whose engine code finds it, and applies to a ruleset by what the engine
 * computes, never by the game's name: see FINDING_KINDS.
 */
import { GAMES, type FamilyId, type RulesetSpec } from "../engine/index.ts";
import { firstTurns, type Openings } from "./first-turns.ts";
import { forcedGame, type ForcedGame } from "./forced-game.ts";
import { perfectPlay, type PerfectPlay } from "./perfect-play.ts";

/** A finding beyond the first turns, about one ruleset; `kind` names which. */
export type Finding = PerfectPlay | ForcedGame;

interface FindingKind {
  readonly kind: Finding["kind"];
  /** The family whose engine code finds it: only its games are asked. */
  readonly family: FamilyId;
  /** The finding for one ruleset, given its first turns; undefined when it does not apply. */
  readonly find: (spec: RulesetSpec, openings: Openings) => Finding | undefined;
}

/**
 * What the engine can find beyond the first turns, in the order a page shows it:
 * - perfect-play: the telo family's retrograde solver solves every game of the family outright.
 * - forced-game: the mancala family's first-turn walk, for a ruleset whose start offers one turn
 *   and whose game on its own board never offers more (the players never choose): the game is
 *   then walked on other board sizes too. A game where the players choose has nothing to show.
 */
export const FINDING_KINDS: readonly FindingKind[] = [
  { kind: "perfect-play", family: "telo", find: (spec) => perfectPlay(spec) },
  {
    kind: "forced-game",
    family: "mancala",
    find: (spec, openings) => (openings.turns.length === 1 ? forcedGame(spec) : undefined),
  },
];

export interface GameFindings {
  readonly game: string;
  readonly openings: readonly Openings[];
  /** The other findings, kind by kind in FINDING_KINDS order, each kind in ruleset order. */
  readonly findings: readonly Finding[];
}

/** Everything the engine finds about `game` under `rulesets` (specs of that game, in page order). */
export function gameFindings(game: string, rulesets: readonly RulesetSpec[]): GameFindings {
  const specs = rulesets.filter((r) => r.game === game);
  const openings = firstTurns(specs);
  const family = GAMES[game]?.family;
  const findings = FINDING_KINDS.filter((k) => k.family === family).flatMap(({ find }) =>
    specs.flatMap((spec, i) => find(spec, openings[i]!) ?? []),
  );
  return { game, openings, findings };
}

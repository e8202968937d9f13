/**
 * Positions for the simulator's browser tests, found by the engine itself (never typed in):
 * each finder plays seeded random games through the simulator's own `Session` until the
 * situation it needs arises, and returns the link that sets it up and what to expect.
 */
import { loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { createRng } from "../../src/engine/index.ts";
import { boardView, type BoardView } from "../../src/board/view.ts";
import { takenPoints } from "../../src/play/pick.ts";
import { Session } from "../../src/play/session.ts";
import { formatLink } from "../../src/play/link.ts";
import type { SimGame } from "../../src/play/engine.ts";

export function game(id: string, ruleset: string): SimGame {
  const g = loadGameOrThrow(id, ruleset);
  return g as SimGame;
}

export const stepTexts = (s: Session): string[] =>
  s.game.steps(s.state).map((t) => s.game.formatStep(s.state, t));

export function viewOf(
  s: Session,
  state: unknown,
  family: "fanorona" | "telo" | "mancala",
): BoardView {
  const v = boardView(family, s.game.formatPosition(state));
  if (!v.ok) throw new Error(v.error);
  return v.value;
}

/** The points a step would take, from the two positions. */
export function takenBy(s: Session, text: string): string[] {
  const r = s.attempt(text, "step");
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
  return takenPoints(viewOf(s, r.value.before, "fanorona"), viewOf(s, r.value.after, "fanorona"));
}

export const linkOf = (ruleset: string, s: Session): string =>
  formatLink({ ruleset, position: s.startText, moves: s.moveTexts() });

/**
 * Plays seeded random steps (at most `games` games of at most `plies` steps) and returns the
 * first session for which `found` gives a value.
 */
export function search<T>(
  g: SimGame,
  found: (s: Session) => T | undefined,
  games = 200,
  plies = 200,
): { session: Session; value: T } {
  for (let k = 0; k < games; k++) {
    const rng = createRng(k + 1);
    const s = new Session(g);
    for (let i = 0; i < plies && g.status(s.state).kind === "ongoing"; i++) {
      const v = found(s);
      if (v !== undefined) return { session: s, value: v };
      const steps = stepTexts(s);
      s.play(steps[rng.int(steps.length)]!, "step");
    }
  }
  throw new Error(`no position found for ${g.id} ${g.ruleset.id}`);
}

/** A whole random game as step texts, ending in a win or a draw. */
export function randomGame(g: SimGame, seed: number, max = 400): string[] {
  const rng = createRng(seed);
  const s = new Session(g);
  const out: string[] = [];
  while (g.status(s.state).kind === "ongoing" && out.length < max) {
    const steps = stepTexts(s);
    const t = steps[rng.int(steps.length)]!;
    s.play(t, "step");
    out.push(t);
  }
  if (g.status(s.state).kind === "ongoing") throw new Error(`no end within ${max} steps`);
  return out;
}

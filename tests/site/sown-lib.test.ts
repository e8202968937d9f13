/**
 * A mancala turn's sowing as drawn (src/play/last.ts `sownMarks`) and what a turn waiting for a
 * choice asks (src/play/asks.ts), issue 34 parts 1 and 2. For seeded random games of each
 * four-row family game, every expectation is the engine's: the holes whose count a step changed,
 * the hole it names, the holes its pending decision lets the player choose.
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../../src/engine/index.ts";
import { turnSowingPath, type MancalaGame } from "../../src/engine/mancala/index.ts";
import type { MancalaState } from "../../src/engine/mancala/types.ts";
import { changedPits, stepPit } from "../../src/play/pick.ts";
import { sownMarks } from "../../src/play/sown.ts";
import { askedHoles, mancalaAsk, moverName } from "../../src/play/asks.ts";
import { say } from "../../src/play/messages.ts";
import { simWords } from "../../src/play/words-build.ts";
import { Session } from "../../src/play/session.ts";
import type { PitsView } from "../../src/board/view.ts";
import { game, stepTexts, viewOf } from "../e2e/scenarios.ts";

const GAMES = [
  ["msuwa", "sanderson-1913"],
  ["msuwa-wa-kunja", "sanderson-1913"],
  ["chiana-wa-bwalo", "sanderson-1913"],
  ["fifangha", "flacourt-1658"],
] as const;

const pits = (s: Session, state: unknown): PitsView => {
  const v = viewOf(s, state, "mancala");
  if (v.kind !== "pits") throw new Error("not a mancala board");
  return v;
};

/** The engine's path of one step played from `before`. */
function path(s: Session, before: unknown, text: string) {
  const g = s.game as unknown as MancalaGame;
  const step = g.parseStep(before as MancalaState, text);
  if (!step.ok) throw new Error(text);
  const r = turnSowingPath(g, before as MancalaState, [step.value]);
  if (!r.ok) throw new Error(text);
  return r.value.moves;
}

describe("a sowing drawn hole by hole", () => {
  for (const [id, ruleset] of GAMES)
    it(`${id}: every hole a step changed is marked, drops numbered 1..n, from the hole chosen`, () => {
      const s = new Session(game(id, ruleset));
      const rng = createRng(34);
      let checked = 0;
      for (let n = 0; n < 80 && s.game.status(s.state).kind === "ongoing"; n++) {
        const steps = stepTexts(s);
        const text = steps[rng.int(steps.length)]!;
        const before = s.state;
        const view = pits(s, before);
        expect(s.play(text, "step").ok).toBe(true);
        const sown = sownMarks(path(s, before, text));
        const marked = new Set([...sown.orders.keys(), ...sown.roles.keys()]);
        for (const hole of changedPits(view, pits(s, s.state)))
          expect(marked.has(hole), `${text}: ${hole}`).toBe(true);
        const orders = [...sown.orders.values()].flat().sort((a, b) => a - b);
        expect(orders).toEqual(orders.map((_, i) => i + 1));
        const from = [...sown.roles].filter(([, r]) => r.includes("from")).map(([h]) => h);
        expect(from.length).toBeLessThanOrEqual(1);
        // A sowing step of Msuwa or Chiana starts from the hole it names.
        const named = stepPit(text, view.toMove, view.holes);
        if (id !== "fifangha" && named !== undefined && !text.startsWith("x") && from.length > 0)
          expect(from[0]).toBe(named);
        const to = [...sown.roles].filter(([, r]) => r.includes("to"));
        expect(to.length).toBe(orders.length > 0 ? 1 : 0);
        checked++;
      }
      expect(checked).toBeGreaterThan(10);
    });

  it("msuwa: the holes captured are the opponent's, emptied", () => {
    const s = new Session(game("msuwa", "sanderson-1913"));
    const rng = createRng(5);
    let captures = 0;
    for (let n = 0; n < 400 && s.game.status(s.state).kind === "ongoing"; n++) {
      const steps = stepTexts(s);
      const text = steps[rng.int(steps.length)]!;
      const before = s.state;
      const mover = pits(s, before).toMove;
      s.play(text, "step");
      const after = pits(s, s.state);
      for (const [hole, r] of sownMarks(path(s, before, text)).roles)
        if (r.includes("captured")) {
          captures++;
          expect(hole.startsWith(mover)).toBe(false);
          const { row, col } = placeOf(hole, after.holes);
          expect(after.rows[row]![col]).toBe(0);
        }
    }
    expect(captures).toBeGreaterThan(0);
  });
});

function placeOf(hole: string, holes: number) {
  const m = /^(south|north):([ab])(\d+)$/.exec(hole)!;
  const k = Number(m[3]);
  return m[1] === "south"
    ? { row: m[2] === "a" ? 3 : 2, col: k - 1 }
    : { row: m[2] === "a" ? 0 : 1, col: holes - k };
}

describe("what a turn waiting for a choice asks", () => {
  const said = { sources: {}, words: simWords("en") };

  it("msuwa: the holes to take, as the steps write them, and how many", () => {
    const s = new Session(game("msuwa", "sanderson-1913"));
    const rng = createRng(2);
    let asked = 0;
    for (let n = 0; n < 600 && s.game.status(s.state).kind === "ongoing"; n++) {
      const steps = stepTexts(s);
      if (s.inTurn()) {
        const group = s.turnGroups().at(-1)!;
        const start = pits(s, group.entries[0]!.before);
        const now = pits(s, s.state);
        const k = Number(/^take(\d)$/.exec(now.pending ?? "")?.[1]);
        const text = mancalaAsk(said, start, now, [], steps)!;
        expect(text).toContain(
          say(said, k === 1 ? "simb.ask.takeOne" : "simb.ask.take", {
            k,
            opponent: now.toMove === "south" ? "north" : "south",
            lit:
              steps.length <= 8
                ? say(said, "simb.ask.litList", { holes: askedHoles(steps).join(", ") })
                : say(said, "simb.ask.lit"),
          }),
        );
        // Each hole asked for is one of the opponent's, named as its step writes it.
        for (const t of steps) {
          const id = stepPit(t, now.toMove, now.holes)!;
          expect(id.startsWith(now.toMove)).toBe(false);
          expect(`x${moverName(id, now.toMove, now.holes)}`).toBe(t);
        }
        asked++;
      }
      s.play(steps[rng.int(steps.length)]!, "step");
    }
    expect(asked).toBeGreaterThan(0);
  });

  it("asks nothing at the start of a turn", () => {
    const s = new Session(game("msuwa", "sanderson-1913"));
    const v = pits(s, s.state);
    expect(mancalaAsk(said, v, v, [], stepTexts(s))).toBeUndefined();
  });
});

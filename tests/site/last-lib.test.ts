/**
 * The last turns as drawn (src/play/last.ts, issue 34 part 1): for random games of each grid
 * family, played step by step and as whole turns, the path starts where the turn's first step
 * starts, ends where its last step ends, goes one line at a time, and the pieces marked taken
 * are exactly the opponent's pieces the turn removed. Every expectation comes from the engine.
 */
import { describe, expect, it } from "vitest";
import { createRng } from "../../src/engine/index.ts";
import { boardView, type BoardView } from "../../src/board/view.ts";
import { pointXY } from "../../src/board/names.ts";
import { lastMarks, lastTurns } from "../../src/play/last.ts";
import { readGridStep } from "../../src/play/pick.ts";
import { Session } from "../../src/play/session.ts";
import { game, stepTexts } from "../e2e/scenarios.ts";

const CASES = [
  ["fanorona", "icga", "fanorona"],
  ["fanorona", "montgomery-1896", "fanorona"],
  ["fanorona-telo", "murray-1951", "telo"],
] as const;

function viewer(s: Session, family: "fanorona" | "telo") {
  return (state: unknown): BoardView => {
    const v = boardView(family, s.game.formatPosition(state));
    if (!v.ok) throw new Error(v.error);
    return v.value;
  };
}

/** The opponent's pieces on the board before and gone after. */
function gone(before: BoardView, after: BoardView): string[] {
  if (before.kind !== "grid" || after.kind !== "grid") return [];
  const enemy = before.toMove === "white" ? "black" : "white";
  const out: string[] = [];
  before.cells.forEach((c, i) => {
    if (c === enemy && after.cells[i] !== enemy)
      out.push(`${"abcdefghi"[i % before.width]!}${Math.floor(i / before.width) + 1}`);
  });
  return out;
}

describe("the last turns drawn", () => {
  for (const [id, ruleset, family] of CASES)
    it(`${id}/${ruleset}: paths follow the steps played, captures the pieces removed`, () => {
      let g;
      try {
        g = game(id, ruleset);
      } catch {
        return; // a ruleset renamed; the other cases still run
      }
      const rng = createRng(34);
      const s = new Session(g);
      const view = viewer(s, family);
      let checked = 0;
      for (let n = 0; n < 120 && g.status(s.state).kind === "ongoing"; n++) {
        const steps = stepTexts(s);
        s.play(steps[rng.int(steps.length)]!, "step");
        if (s.inTurn()) continue;
        const groups = s.turnGroups();
        const [latest, previous] = lastTurns(groups, view);
        const group = groups.at(-1)!;
        const moves = group.entries
          .map((e) => readGridStep(e.text))
          .flatMap((x) => (x.kind === "other" ? [] : [x]));
        const first = moves[0]!;
        const end = moves.at(-1)!;
        expect(latest!.age).toBe(1);
        expect(latest!.path[0]).toBe(first.kind === "move" ? first.from : first.to);
        expect(latest!.path.at(-1)).toBe(end.to);
        for (let k = 1; k < latest!.path.length; k++) {
          const a = pointXY(latest!.path[k - 1]!)!;
          const b = pointXY(latest!.path[k]!)!;
          expect(Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))).toBe(1);
        }
        const before = view(group.entries[0]!.before);
        const after = view(group.entries.at(-1)!.after);
        expect(latest!.captured.toSorted()).toEqual(gone(before, after).toSorted());
        if (groups.length > 1) expect(previous?.age).toBe(2);
        // Every point of both turns is marked, with its turn.
        const marks = lastMarks([latest!, ...(previous ? [previous] : [])]);
        for (const p of [...latest!.path, ...latest!.captured])
          expect(marks.get(p)?.ages.includes(1), p).toBe(true);
        checked++;
      }
      expect(checked).toBeGreaterThan(2);
    });

  it("a computer's whole turn (one entry) gives the same path as its steps", () => {
    const g = game("fanorona", "icga");
    const rng = createRng(7);
    const stepwise = new Session(g);
    const whole = new Session(g);
    for (let n = 0; n < 40 && g.status(stepwise.state).kind === "ongoing"; n++) {
      const steps = stepTexts(stepwise);
      stepwise.play(steps[rng.int(steps.length)]!, "step");
      if (stepwise.inTurn()) continue;
      const text = stepwise.turnGroups().at(-1)!.text;
      expect(whole.play(text, "turn").ok).toBe(true);
      const a = lastTurns(stepwise.turnGroups(), viewer(stepwise, "fanorona"))[0]!;
      const b = lastTurns(whole.turnGroups(), viewer(whole, "fanorona"))[0]!;
      expect(b.path).toEqual(a.path);
      expect(b.captured).toEqual(a.captured);
    }
  });
});

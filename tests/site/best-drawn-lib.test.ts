/**
 * "Best move here" on the board (src/simulator/ui/best-drawn.ts): the engine's move as arrows
 * with `data-best` roles on its points, the line after it dashed and cut at three turns, a hole
 * to sow marked on a mancala board, and nothing once the game has moved on. The moves are the
 * engine's own (its legal turns), never typed in.
 */
import { describe, expect, it } from "vitest";
import { loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { boardView, type BoardView } from "../../src/board/view.ts";
import { Session } from "../../src/play/session.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { bestDrawn } from "../../src/simulator/ui/best-drawn.ts";
import { turnPath } from "../../src/play/last.ts";

function sessionOf(game: string, ruleset: string): Session {
  return new Session(loadGameOrThrow(game, ruleset) as SimGame);
}
function viewOf(s: Session, family: "fanorona" | "mancala"): BoardView {
  const v = boardView(family, s.game.formatPosition(s.state));
  if (!v.ok) throw new Error(v.error);
  return v.value;
}
/** A line of `n` legal turns from the position shown (the first legal turn each time). */
function lineOf(s: Session, n: number): string[] {
  const g = s.game;
  let st = s.state;
  const out: string[] = [];
  for (let i = 0; i < n && g.status(st).kind === "ongoing"; i++) {
    const t = g.turns(st)[0];
    out.push(g.formatTurn(st, t));
    const next = g.playTurn(st, t);
    if (!next.ok) break;
    st = next.value;
  }
  return out;
}

describe("the best move drawn", () => {
  it("draws the move's steps as arrows, its points with their roles, the line cut at three", () => {
    const s = sessionOf("fanorona", "icga");
    const line = lineOf(s, 6);
    const d = bestDrawn(
      { session: s, best: { session: s, version: s.version, line } },
      viewOf(s, "fanorona"),
    );
    expect(d.shown).toBe(true);
    const path = turnPath(line[0]!);
    expect(d.points.get(path[0]!)).toBe("from");
    expect(d.points.get(path.at(-1)!)).toBe("to");
    expect(d.arrows.filter((a) => a.kind === "best")).toHaveLength(path.length - 1);
    const drawnLine = line.slice(1, 4).reduce((n, t) => n + turnPath(t).length - 1, 0);
    expect(d.arrows.filter((a) => a.kind === "line")).toHaveLength(drawnLine);
  });

  it("marks the hole a mancala turn sows", () => {
    const s = sessionOf("msuwa", "sanderson-1913");
    const line = lineOf(s, 1);
    const v = viewOf(s, "mancala");
    const d = bestDrawn({ session: s, best: { session: s, version: s.version, line } }, v);
    expect([...d.points.values()]).toEqual(["move"]);
    expect(d.arrows).toEqual([]);
  });

  it("draws nothing once the game has moved on", () => {
    const s = sessionOf("fanorona", "icga");
    const line = lineOf(s, 2);
    const best = { session: s, version: s.version, line };
    expect(s.play(line[0]!, "turn").ok).toBe(true);
    const d = bestDrawn({ session: s, best }, viewOf(s, "fanorona"));
    expect(d.shown).toBe(false);
    expect(d.arrows).toEqual([]);
    expect(d.points.size).toBe(0);
  });
});

/**
 * Playing a line of turn texts (src/engine/core/play.ts `playLine`): a legal line ends where the
 * game's own turns lead, and the first turn refused is named by its place, its text and the
 * game's own reason, whether the rules forbid it or the notation cannot read it.
 */
import { describe, expect, it } from "vitest";
import { playLine, playLineOrThrow, refusedTurnText } from "../../../src/engine/core/play.ts";
import { nim } from "./nim.ts";

const game = nim(10, 3);

describe("playLine", () => {
  it("plays a line to the position the game's own turns reach", () => {
    let s = game.setup();
    const texts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const turn = game.turns(s).at(-1)!;
      texts.push(game.formatTurn(s, turn));
      const next = game.playTurn(s, turn);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    expect(playLine(game, game.setup(), texts)).toEqual({ ok: true, value: s });
    expect(playLineOrThrow(game, game.setup(), texts)).toEqual(s);
    expect(playLine(game, s, [])).toEqual({ ok: true, value: s });
  });

  it("names the first turn the rules refuse, with the game's violation", () => {
    const start = game.setup();
    const after = game.playTurn(start, 3);
    if (!after.ok) throw new Error(after.error.message);
    const refused = game.playTurn(after.value, 4);
    if (refused.ok) throw new Error("nim takes at most 3");
    const r = playLine(game, start, ["3", "4", "1"]);
    expect(r).toEqual({ ok: false, error: { index: 1, text: "4", error: refused.error } });
    if (r.ok) return;
    expect(refusedTurnText(r.error)).toBe(
      `turn 2 "4": rule ${refused.error.rule}: ${refused.error.message}`,
    );
    expect(() => playLineOrThrow(game, start, ["3", "4"])).toThrow(refusedTurnText(r.error));
  });

  it("names a text the notation cannot read, with the parse error", () => {
    const unread = game.parseTurn(game.setup(), "two");
    if (unread.ok) throw new Error("nim reads numbers only");
    const r = playLine(game, game.setup(), ["two"]);
    expect(r).toEqual({ ok: false, error: { index: 0, text: "two", error: unread.error } });
    if (!r.ok) expect(refusedTurnText(r.error)).toBe(`turn 1 "two": ${unread.error.message}`);
  });
});

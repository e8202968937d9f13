import { describe, expect, it } from "vitest";
import type { Game } from "../../../src/engine/core/game.ts";
import { loadGame, loadRuleset } from "../../../src/engine/families.ts";
import { MANCALA_GAMES } from "../../../src/engine/mancala/games.ts";
import { mancalaGames, mancalaOptions } from "../../../src/engine/mancala/index.ts";
import { toSpec } from "../../../src/content/rulesets.ts";
import { rulesetFiles } from "./helpers.ts";

// The browser loads each four-row game on its own (games.ts); Node loads the family at once
// (index.ts). Both tables must give the same games: the same ids, the same option declarations,
// and readings that play alike.
describe("the four-row games loaded one by one (mancala/games.ts)", () => {
  it("holds the same game ids as the family's entry", () => {
    expect(Object.keys(MANCALA_GAMES).sort()).toEqual(Object.keys(mancalaGames).sort());
  });

  it.each(Object.keys(mancalaGames))("%s: the same option declarations", async (id) => {
    const loaded = await loadGame("mancala", id);
    expect(loaded?.options).toBe(mancalaOptions[id]);
  });

  it("refuses a game the family does not play, naming it", async () => {
    expect(await loadGame("mancala", "bao")).toBeUndefined();
    const r = await loadRuleset({ ...toSpec(rulesetFiles()[0]!.data), game: "bao" });
    expect(r.ok ? [] : r.error.map((e) => [e.option, e.reason])).toEqual([["game", "family-game"]]);
  });

  for (const { game, data } of rulesetFiles())
    it(`${game}/${data.id}: plays as the family's entry compiles it`, async () => {
      const spec = toSpec(data);
      const lazy = await loadRuleset(spec);
      const eager = mancalaGames[game]!(spec);
      if (!lazy.ok || !eager.ok) expect.fail("both tables compile every reading");
      // Opaque states and turns: the test only reads them back through the games.
      const a = lazy.value as Game<unknown, unknown, unknown>;
      const b = eager.value as Game<unknown, unknown, unknown>;
      const start = a.setup();
      expect(a.formatPosition(start)).toBe(b.formatPosition(b.setup()));
      const turns = [...a.turns(start)].map((t) => a.formatTurn(start, t));
      expect(turns).toEqual([...b.turns(b.setup())].map((t) => b.formatTurn(b.setup(), t)));
      // Each opening turn read and played by both compilations, to the same position.
      for (const text of turns) {
        const after = (g: typeof a) => {
          const s = g.setup();
          const t = g.parseTurn(s, text);
          const next = t.ok ? g.playTurn(s, t.value) : t;
          return next.ok ? g.formatPosition(next.value) : next.error;
        };
        expect(after(a), text).toEqual(after(b));
      }
    });
});

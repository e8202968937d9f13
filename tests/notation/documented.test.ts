/**
 * Every documented game the simulator replays (the Basque article's openings and vela be, Telo's
 * perfect line, Chiana wa Kunja's forced games), taken from the simulator's own list at test
 * time, written as a notation file and checked move by move by the engine; and the same files
 * with a variation at every ply (another legal turn of the position), checked as well.
 */
import { describe, expect, it } from "vitest";
import { compileFromFiles } from "../../src/cli/notation.ts";
import { knownGames, knownRulesets, readRulesetFile } from "../../src/content/ruleset-files.ts";
import { replaysOf } from "../../src/simulator/replays.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { writeNotation } from "../../src/notation/write.ts";
import { errorText, lineOf, type MoveNode, type NotationTree } from "../../src/notation/tree.ts";
import type { RulesetData } from "../../src/schemas/ruleset.ts";

const compile = compileFromFiles();

function rulesetsOf(game: string): RulesetData[] {
  return knownRulesets(game).map((id) => {
    const r = readRulesetFile(game, id);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  });
}

const documented = knownGames().flatMap((game) =>
  replaysOf(game, rulesetsOf(game)).map((replay) => ({ game, replay })),
);

const treeOf = (game: string, ruleset: string, title: string, children: MoveNode[]) =>
  ({
    tags: [
      { name: "Format", value: "1" },
      { name: "Game", value: game },
      { name: "Ruleset", value: ruleset },
    ],
    comment: title,
    children,
  }) satisfies NotationTree;

/** The line with, at each ply, the first other legal turn as a one-move variation. */
function withVariations(game: string, ruleset: string, moves: readonly string[]): MoveNode[] {
  const g = compile({ game, ruleset, changes: {} });
  if (!g.ok) throw new Error(g.error.message);
  const states: unknown[] = [g.value.setup()];
  for (const m of moves) {
    const s = states.at(-1);
    const t = g.value.parseTurn(s, m);
    const next = t.ok ? g.value.playTurn(s, t.value) : undefined;
    if (next === undefined || !next.ok) throw new Error(`${m} does not replay`);
    states.push(next.value);
  }
  let children: MoveNode[] = [];
  for (let i = moves.length - 1; i >= 0; i--) {
    const s = states[i];
    const other = g.value
      .turns(s)
      .map((t) => g.value.formatTurn(s, t))
      .find((t) => t !== moves[i]);
    const main: MoveNode = { turn: moves[i]!, glyphs: [], children };
    children = other === undefined ? [main] : [main, { turn: other, glyphs: [5], children: [] }];
  }
  return children;
}

describe("documented games as notation files", () => {
  it("finds the documented games of every family", () => {
    const families = new Set(
      documented.map(({ game, replay }) => readRulesetFile(game, replay.ruleset)),
    );
    const names = [...families].map((r) => (r.ok ? r.value.family : "?"));
    expect(new Set(names)).toEqual(new Set(["fanorona", "telo", "mancala"]));
  });

  for (const { game, replay } of documented) {
    it(`${game}/${replay.ruleset}: ${replay.title}`, () => {
      const tree = treeOf(game, replay.ruleset, replay.title, lineOf(replay.moves));
      const r = checkNotation(writeNotation(tree), compile);
      if (!r.ok) throw new Error(errorText(r.error));
      expect(r.value.moves).toBe(replay.moves.length);
      // The engine writes every move as the simulator's list does.
      const texts: string[] = [];
      for (let n = r.value.parsed.tree.children[0]; n !== undefined; n = n.children[0])
        texts.push(r.value.played.get(n)!.text);
      expect(texts).toEqual(replay.moves);

      const varied = treeOf(
        game,
        replay.ruleset,
        replay.title,
        withVariations(game, replay.ruleset, replay.moves),
      );
      const v = checkNotation(writeNotation(varied), compile);
      if (!v.ok) throw new Error(errorText(v.error));
      expect(v.value.moves).toBe(replay.moves.length + v.value.variations);
      expect(v.value.end).toEqual(r.value.end);
    });
  }
});

/**
 * The writer's files read back to the tree they were written from, for generated trees: any
 * tags of the format, comments with any characters (the grammar's own included), every glyph,
 * variations at every depth, and move texts made of every character a family's turn may hold.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseNotation } from "../../src/notation/parse.ts";
import { writeNotation } from "../../src/notation/write.ts";
import {
  FORMAT_VERSION,
  MAX_GLYPH,
  RESULTS,
  TAG_NAMES,
  type MoveNode,
  type NotationTree,
  type Tag,
} from "../../src/notation/tree.ts";

/** Move texts: a letter, `@` or `>` first, then the characters the families' turns use. */
const turnArb = fc.stringMatching(/^[A-Za-z@>][A-Za-z0-9@+>-]{0,9}$/);

/** Comments: any text, the grammar's characters and line breaks among them, trimmed. */
const commentArb = fc
  .string({
    unit: fc.constantFrom(...Array.from('ab {}()[]\\"!?$*.;\n\té漢🂡')),
    minLength: 1,
    maxLength: 20,
  })
  .map((s) => s.trim())
  .filter((s) => s !== "");

const tagValueArb = (name: Tag["name"]): fc.Arbitrary<string> => {
  if (name === "Format") return fc.constant(FORMAT_VERSION);
  if (name === "Result") return fc.constantFrom(...RESULTS);
  if (name === "Date") return fc.constantFrom("1658", "1896-03", "2026-11-24");
  return fc.string({ unit: fc.constantFrom(...Array.from('az09 "\\/:,-][')), maxLength: 16 });
};

const tagsArb: fc.Arbitrary<Tag[]> = fc
  .subarray([...TAG_NAMES])
  .chain((names) =>
    fc.tuple(...names.map((n) => tagValueArb(n).map((value): Tag => ({ name: n, value })))),
  );

const optional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined, freq: 2 });

/** A node; `first` says whether it may carry a comment before it (a variation's first move). */
const nodeArb = (depth: number, first: boolean): fc.Arbitrary<MoveNode> =>
  fc
    .record({
      turn: turnArb,
      glyphs: fc.array(fc.integer({ min: 0, max: MAX_GLYPH }), { maxLength: 3 }),
      before: first ? optional(commentArb) : fc.constant(undefined),
      comment: optional(commentArb),
      children: depth <= 0 ? fc.constant([]) : childrenArb(depth - 1),
    })
    .map(({ before, comment, ...n }) => ({
      ...n,
      ...(before === undefined ? {} : { before }),
      ...(comment === undefined ? {} : { comment }),
    }));

/** Children: the main line's move, then variations, whose first moves may have a comment before. */
const childrenArb = (depth: number): fc.Arbitrary<MoveNode[]> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<MoveNode[]>([]) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(nodeArb(depth, false), fc.array(nodeArb(depth, true), { maxLength: 2 }))
        .map(([main, vars]) => [main, ...vars]),
    },
  );

const treeArb: fc.Arbitrary<NotationTree> = fc
  .record({ tags: tagsArb, comment: optional(commentArb), children: childrenArb(6) })
  .map(({ comment, ...t }) => (comment === undefined ? t : { ...t, comment }));

describe("notation files round-trip", () => {
  it("parses every file the writer writes back to the same tree", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const text = writeNotation(tree);
        const back = parseNotation(text);
        if (!back.ok) throw new Error(`${back.error.message} in\n${text}`);
        expect(back.value.tree).toStrictEqual(tree);
        expect(writeNotation(back.value.tree)).toBe(text);
      }),
      { numRuns: 400, seed: 22 },
    );
  });

  it("writes no line of moves wider than 80 columns unless one token is", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const moves = writeNotation(tree).split("\n\n").at(-1)!;
        for (const line of moves.split("\n"))
          if (line.length > 80) expect(line.includes(" ") && !line.includes("{")).toBe(false);
      }),
      { numRuns: 200, seed: 23 },
    );
  });

  it("nests variations to any depth without running out of stack", () => {
    // 20,000 variations each inside the one before: far past the call stack's depth.
    let children: MoveNode[] = [{ turn: "a1", glyphs: [], children: [] }];
    for (let i = 0; i < 20_000; i++)
      children = [
        { turn: "b2", glyphs: [], children: [] },
        { turn: "c3", glyphs: [], children },
      ];
    const tree: NotationTree = { tags: [], children };
    const text = writeNotation(tree);
    expect(text.split("(").length - 1).toBe(20_000);
    const back = parseNotation(text);
    // A recursive deep equality would itself run out of stack: compare what the trees write.
    expect(back.ok && writeNotation(back.value.tree)).toBe(text);
    expect(back.ok && back.value.at.moves.size).toBe(40_001);
  });

  it("reads a main line of 100,000 moves", () => {
    const turns = Array.from({ length: 100_000 }, (_, i) => (i % 2 === 0 ? "d3e3" : "stop"));
    let children: MoveNode[] = [];
    for (let i = turns.length - 1; i >= 0; i--)
      children = [{ turn: turns[i]!, glyphs: [], children }];
    const back = parseNotation(writeNotation({ tags: [], children }));
    expect(back.ok && back.value.at.moves.size).toBe(turns.length);
  });
});

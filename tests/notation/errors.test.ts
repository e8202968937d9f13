/**
 * Every kind of error a notation file can have is refused with its kind, line and column (found
 * in the test's own text, not typed), and a move the engine refuses names the engine's rule and
 * passage (asked of the engine, not typed).
 */
import { describe, expect, it } from "vitest";
import { compileFromFiles } from "../../src/cli/notation.ts";
import { checkNotation, citationText, type NotationGame } from "../../src/notation/check.ts";
import { parseNotation } from "../../src/notation/parse.ts";
import { errorText, type NotationError, type NotationErrorKind } from "../../src/notation/tree.ts";

const compile = compileFromFiles();

function game(g: string, ruleset: string, changes: Record<string, string> = {}): NotationGame {
  const r = compile({ game: g, ruleset, changes });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Line and column of the `nth` occurrence of `needle` in `text` (1-based). */
function at(text: string, needle: string, nth = 1): { line: number; column: number } {
  let i = -1;
  for (let k = 0; k < nth; k++) i = text.indexOf(needle, i + 1);
  if (i < 0) throw new Error(`"${needle}" is not in the test's text`);
  const before = text.slice(0, i).split("\n");
  return { line: before.length, column: Array.from(before.at(-1)!).length + 1 };
}

const HEAD = '[Format "1"]\n[Game "fanorona"]\n[Ruleset "basque"]\n\n';

/** The error of a file, from the whole check (parse, reading, moves). */
function refused(text: string): NotationError {
  const r = checkNotation(text, compile);
  if (r.ok) throw new Error(`accepted:\n${text}`);
  return r.error;
}

function expectAt(text: string, kind: NotationErrorKind, needle: string, nth = 1): NotationError {
  const e = refused(text);
  expect({ kind: e.kind, line: e.line, column: e.column }, errorText(e)).toEqual({
    kind,
    ...at(text, needle, nth),
  });
  return e;
}

describe("syntax errors, located", () => {
  const cases: [string, string, NotationErrorKind, string][] = [
    ["an unknown tag", `[Format "1"]\n[Rulset "basque"]\n1. d2e3A *`, "tag", "[Rulset"],
    ["a tag without quotes", `[Format "1"]\n[Game fanorona]\n*`, "tag", "[Game"],
    ["a tag given twice", `${HEAD}[Game "vela"]\n*`, "tag", '[Game "vela"'],
    ["a tag after the moves", `${HEAD}1. d2e3A [Date "1658"] *`, "tag", "[Date"],
    ["a result no tag allows", `${HEAD}[Result "2-0"]\n*`, "tag", "[Result"],
    ["a date not ISO", `${HEAD}[Date "1658.??.??"]\n*`, "tag", "[Date"],
    ["a later format", `[Format "2"]\n[Game "fanorona"]\n*`, "format", "[Format"],
    ["an unclosed comment", `${HEAD}1. d2e3A {a good start *`, "comment", "{"],
    ["a } that closes nothing", `${HEAD}1. d2e3A } *`, "comment", "}"],
    ["an unclosed variation", `${HEAD}1. d2e3A (1. f2e3A c3d2A *`, "variation", "("],
    ["a ) that closes nothing", `${HEAD}1. d2e3A ) *`, "variation", ")"],
    ["an empty variation", `${HEAD}1. d2e3A ({nothing}) *`, "variation", "("],
    ["a variation before any move", `${HEAD}(1. d2e3A) *`, "variation", "("],
    ["an unknown glyph", `${HEAD}1. d2e3A!!! *`, "glyph", "!!!"],
    ["a glyph number out of range", `${HEAD}1. d2e3A $256 *`, "glyph", "$256"],
    ["a $ without a number", `${HEAD}1. d2e3A $ *`, "glyph", "$"],
    ["a glyph before any move", `${HEAD}! 1. d2e3A *`, "glyph", "!"],
    ["a wrong move number", `${HEAD}1. d2e3A 2. c3d2A *`, "move-number", "2."],
    ["a move number with no move", `${HEAD}1. d2e3A 1... *`, "move-number", "1..."],
    ["a bare number", `${HEAD}1 d2e3A *`, "move-number", "1 "],
    ["a result without its tag", `${HEAD}1. d2e3A 1-0`, "result", "1-0"],
    ["a result the tag contradicts", `${HEAD}[Result "0-1"]\n1. d2e3A 1-0`, "result", "1-0"],
    ["moves after the result", `${HEAD}1. d2e3A * c3d2A`, "result", "c3d2A"],
    ["a character with no meaning", `${HEAD}1. d2e3A # *`, "character", "#"],
  ];
  for (const [what, text, kind, needle] of cases)
    it(`refuses ${what} where it is`, () => {
      expectAt(text, kind, needle);
      // The parser alone finds every one of these: no engine is needed to refuse them.
      expect(parseNotation(text).ok).toBe(false);
    });

  it("reads the file's own spelling of every glyph and joins two comments in a row", () => {
    const p = parseNotation(`${HEAD}{a} {b} 1. d2e3A! $7 {c}{d} 1... c3d2A?! *`);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const first = p.value.tree.children[0]!;
    expect([p.value.tree.comment, first.glyphs, first.comment]).toEqual(["a b", [1, 7], "c d"]);
    expect(first.children[0]!.glyphs).toEqual([6]);
  });
});

describe("the reading a file names, located at its tag", () => {
  it("refuses a file with no Game or no Ruleset at its start", () => {
    expect(refused("1. d2e3A *")).toMatchObject({ kind: "game", line: 1, column: 1 });
    expect(refused('[Game "fanorona"]\n1. d2e3A *')).toMatchObject({ kind: "ruleset", line: 1 });
  });

  it("refuses an unknown game and an unknown ruleset at their values", () => {
    const g = '[Game "fanoron"]\n[Ruleset "basque"]\n*';
    expectAt(g, "game", "fanoron");
    const r = '[Game "fanorona"]\n[Ruleset "basque-1900"]\n*';
    const e = expectAt(r, "ruleset", "basque-1900");
    expect(e.message).toContain("basque-1900");
  });

  it("refuses Changes that are not key:value pairs, and values the family refuses", () => {
    expectAt(`${HEAD}[Changes "compulsory-capture"]\n*`, "changes", "compulsory-capture");
    const e = expectAt(`${HEAD}[Changes "compulsory-capture:maybe"]\n*`, "changes", "compulsory");
    expect(e.message).toContain("compulsory-capture");
  });

  it("refuses a Position the engine cannot read, with the engine's words", () => {
    const text = `${HEAD}[Position "WWW w"]\n*`;
    const e = expectAt(text, "position", "WWW");
    const engine = game("fanorona", "basque").parsePosition("WWW w");
    expect(!engine.ok && e.message.endsWith(engine.error.message)).toBe(true);
  });
});

describe("moves the engine refuses", () => {
  const g = game("fanorona", "basque");
  const start = g.setup();
  // A paika at the start, while captures are open: refused by a rule with a passage.
  const paika = "d3e3";
  const engineRefusal = (() => {
    const t = g.parseTurn(start, paika);
    const v = t.ok ? g.playTurn(start, t.value) : undefined;
    if (v === undefined || v.ok) throw new Error("d3e3 is legal at the start: pick another move");
    return v.error;
  })();

  it("refuses an illegal move at its place, naming the engine's rule and passage", () => {
    const text = `${HEAD}{A paika first.} 1. ${paika} *`;
    const e = expectAt(text, "move", paika);
    expect(e.rule).toBe(engineRefusal.rule);
    expect(e.provenance).toEqual(engineRefusal.provenance);
    expect(e.message).toContain(engineRefusal.message);
    expect(e.message).toContain(citationText(engineRefusal.provenance!));
  });

  it("locates an illegal move inside a variation, nested", () => {
    const legal = g.formatTurn(start, g.turns(start)[0]);
    const other = g.formatTurn(start, g.turns(start)[1]);
    const text = `${HEAD}1. ${legal} (1. ${other} (1. ${paika})) *`;
    const e = expectAt(text, "move", paika);
    expect(e.rule).toBe(engineRefusal.rule);
  });

  it("reports the refusal that comes first in the file", () => {
    const legal = g.formatTurn(start, g.turns(start)[0]);
    const text = `${HEAD}1. ${legal} (1. ${paika}) 1... ${paika} *`;
    expectAt(text, "move", paika, 1);
  });

  it("says why a text is not a turn on this board", () => {
    const text = `${HEAD}1. d3e9A *`;
    const e = expectAt(text, "move", "d3e9A");
    const engine = g.parseTurn(start, "d3e9A");
    expect(!engine.ok && e.message).toContain(!engine.ok ? engine.error.message : "?");
  });

  it("plays a move under the file's Changes that the source's reading refuses", () => {
    // Found, not typed: a line of two turns whose second only a changed boolean rule allows.
    const found = changedRuleExample(g);
    const moves = `1. ${found.line[0]!} 1... ${found.line[1]!}`;
    const plain = refused(`${HEAD}${moves} *`);
    expect(plain.rule).toBe(found.rule);
    const r = checkNotation(`${HEAD}[Changes "${found.rule}:${found.value}"]\n${moves} *`, compile);
    expect(r.ok, r.ok ? "" : errorText(r.error)).toBe(true);
  });
});

/** Two turns from the start, the second refused by a boolean option that its other value allows. */
function changedRuleExample(g: NotationGame): { line: string[]; rule: string; value: string } {
  const start = g.setup();
  for (const [key, cited] of Object.entries(g.options)) {
    if (typeof cited.value !== "boolean") continue;
    const value = String(!cited.value);
    const changed = game("fanorona", "basque", { [key]: value });
    for (const t of g.turns(start)) {
      const first = g.formatTurn(start, t);
      const after = g.playTurn(start, t);
      if (!after.ok) continue;
      const cp = changed.parseTurn(start, first);
      const cs = cp.ok ? changed.playTurn(start, cp.value) : undefined;
      if (cs === undefined || !cs.ok) continue;
      for (const u of changed.turns(cs.value)) {
        const second = changed.formatTurn(cs.value, u);
        const p = g.parseTurn(after.value, second);
        const v = p.ok ? g.playTurn(after.value, p.value) : undefined;
        if (v !== undefined && !v.ok && v.error.rule === key)
          return { line: [first, second], rule: key, value };
      }
    }
  }
  throw new Error("no two-turn line where one changed rule decides");
}

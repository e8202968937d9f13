/**
 * The analysis board's tree (src/play/session.ts, game-tree.ts, tree-edit.ts,
 * notation-io.ts) against the engine: random play with steps taken back and other moves played
 * builds variations and loses nothing; promoting, deleting and commenting keep a tree that the
 * notation writes, reads back to the same tree and the engine checks; a file read for a page is
 * refused at an illegal move with its rule, or by name for another game or ruleset; tree links
 * round-trip and a tree too long for one is refused with the words the board shows.
 */
import { describe, expect, it } from "vitest";
import { loadGame, loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { createRng, ok, type Rng } from "../../src/engine/index.ts";
import { compileFromFiles } from "../../src/cli/notation.ts";
import { checkMoves, checkNotation } from "../../src/notation/check.ts";
import { parseNotation } from "../../src/notation/parse.ts";
import { errorText, treeCounts } from "../../src/notation/tree.ts";
import type { SimRuleset } from "../../src/play/config.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { lineEnd, lineTo, nodeAt, pathOf, type GameNode } from "../../src/play/game-tree.ts";
import {
  fileOfHash,
  gameTree,
  notationTree,
  readFile,
  tooLongText,
  treeHash,
  writeTree,
  type FilePage,
  type TreeReading,
} from "../../src/simulator/notation-io.ts";
import { Session } from "../../src/play/session.ts";
import { MAX_HASH } from "../../src/play/link.ts";
import { deleteVariation, promote, setComment } from "../../src/simulator/tree-edit.ts";
import { carryTree } from "../../src/simulator/tree-edit.ts";

const GAMES = [
  { game: "fanorona", ruleset: "icga" },
  { game: "msuwa", ruleset: "sanderson-1913" },
  { game: "fanorona-telo", ruleset: "murray-1951" },
] as const;

const simRuleset = (game: string, id: string): SimRuleset => ({
  id,
  title: id,
  sources: [],
  spec: { id, game, family: "fanorona", options: {} },
  version: { version: "0.1.0", latest: "0.1.0", kept: ["0.1.0"] },
});

const reading = (game: string, ruleset: string): TreeReading => ({
  game,
  ruleset: simRuleset(game, ruleset),
  changes: "",
  page: `https://example.org/games/${game}/`,
});

const pageOf = (game: string, rulesets: readonly string[]): FilePage => ({
  game,
  gameName: game,
  rulesets: rulesets.map((r) => simRuleset(game, r)),
  compile: (r, changes) => {
    const c = loadGame(game, r.id, changes);
    return Promise.resolve(
      c.ok ? ok({ game: c.value as SimGame, changes: {} }) : { ok: false, error: c.error },
    );
  },
});

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng.next() * list.length)]!;

/** Every node of the tree, depth first. */
function nodes(root: GameNode): GameNode[] {
  const out: GameNode[] = [];
  const stack = [...root.children];
  for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
    out.push(n);
    stack.push(...n.children);
  }
  return out;
}

/** A random session: steps played, taken back, played again, other moves, jumps in the tree. */
function randomSession(g: SimGame, seed: number, actions: number): Session {
  const rng = createRng(seed);
  const s = new Session(g);
  for (let i = 0; i < actions; i++) {
    const r = rng.next();
    const state = s.state;
    if (r < 0.55 && g.status(state).kind === "ongoing") {
      const step = pick(rng, g.steps(state));
      expect(s.play(g.formatStep(state, step), "step").ok).toBe(true);
    } else if (r < 0.75) s.undo();
    else if (r < 0.85) s.redo();
    else {
      const all = nodes(s.root);
      if (all.length > 0) s.goTo(pick(rng, all));
    }
  }
  return s;
}

/** The tree is the engine's: each turn replays from its parent to its own position. */
function expectValid(s: Session): void {
  const g = s.game;
  for (const n of [s.root, ...nodes(s.root)]) {
    const turns = n.children.map((c) => c.turn);
    expect(new Set(turns).size, "no turn twice at one point").toBe(turns.length);
    for (const c of n.children) {
      const before = s.after(n);
      const t = g.parseTurn(before, c.turn);
      expect(t.ok, c.turn).toBe(true);
      if (!t.ok) return;
      const next = g.playTurn(before, t.value);
      expect(next.ok && g.formatPosition(next.value)).toBe(g.formatPosition(s.after(c)));
      expect(nodeAt(s.root, pathOf(c))).toBe(c);
    }
  }
}

/** Written, read back and checked: the same tree, every line legal. */
function expectRoundTrip(s: Session, game: string, ruleset: string): string {
  const text = writeTree(s, reading(game, ruleset), "2026-01-02");
  const parsed = parseNotation(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  expect(parsed.value.tree).toEqual(notationTree(s, parsed.value.tree.tags));
  const checked = checkMoves(parsed.value, s.game);
  if (!checked.ok) throw new Error(JSON.stringify(checked.error));
  const again = new Session(s.game, s.startText);
  again.load(gameTree(checked.value));
  expect(notationTree(again, [])).toEqual(notationTree(s, []));
  return text;
}

describe("the analysis board's tree", () => {
  it("a different move after stepping back starts a variation; undo, redo and the old line stay", () => {
    const g = loadGameOrThrow("fanorona", "icga") as SimGame;
    const s = new Session(g);
    const turns = (x: Session) => g.turns(x.state).map((t) => g.formatTurn(x.state, t));
    const [a] = turns(s);
    s.play(a!, "turn");
    const [b, c] = turns(s);
    s.play(b!, "turn");
    expect(s.undo()).toBe(true);
    expect(s.canRedo).toBe(true);
    s.play(c!, "turn");
    const first = s.root.children[0]!;
    expect(first.children.map((n) => n.turn)).toEqual([b, c]);
    expect(s.node.turn).toBe(c);
    expect(s.canRedo).toBe(false);
    // Taken back and played again: the same node, not a third line.
    s.undo();
    expect(s.redo()).toBe(true);
    expect(s.node).toBe(first.children[1]);
    s.goTo(first.children[0]!);
    expect(s.moveTexts()).toEqual([a, b]);
    expect(pathOf(s.node)).toBe("0.0");
    expect(pathOf(first.children[1]!)).toBe("0.1");
  });

  for (const { game, ruleset } of GAMES)
    it(`${game}: random play builds a tree the engine replays and the notation round-trips`, () => {
      const g = loadGameOrThrow(game, ruleset) as SimGame;
      let variations = 0;
      for (let seed = 1; seed <= 6; seed++) {
        const s = randomSession(g, seed, 160);
        variations += treeCounts(notationTree(s, [])).variations;
        expectValid(s);
        // The line shown is the history: its turns replay to the state.
        const replay = new Session(g);
        for (const e of s.history) expect(replay.play(e.text, e.kind).ok).toBe(true);
        expect(g.formatPosition(replay.state)).toBe(g.formatPosition(s.state));
        expect(lineTo(s.node).map((n) => n.turn)).toEqual(
          s.turnGroups().flatMap((t) => (t.complete ? [t.text] : [])),
        );
        expectRoundTrip(s, game, ruleset);
      }
      // Steps taken back and other moves played: the trees do branch.
      expect(variations).toBeGreaterThan(0);
    });

  it("promote, delete and comment keep a tree the notation writes and the engine checks", () => {
    const g = loadGameOrThrow("fanorona", "icga") as SimGame;
    const rng = createRng(7);
    let variations = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const s = randomSession(g, seed, 200);
      for (let i = 0; i < 30; i++) {
        const all = nodes(s.root);
        if (all.length === 0) break;
        const n = pick(rng, all);
        const r = rng.next();
        if (r < 0.35) {
          const moves = all.length;
          const start = promote(n);
          if (start !== undefined) {
            variations++;
            expect(start.parent!.children[0]).toBe(start);
          }
          expect(nodes(s.root)).toHaveLength(moves);
        } else if (r < 0.55) {
          const before = nodes(s.root).length;
          const back = deleteVariation(n);
          if (back !== undefined) {
            expect(nodes(s.root).length).toBeLessThan(before);
            s.goTo(back);
          }
        } else if (r < 0.8) setComment(n, `note {${i}} (a) \\ }`);
        else {
          // A comment before a variation's first move, as a file can hold.
          if (n.parent!.children.indexOf(n) > 0) n.before = `before ${i}`;
          if (rng.next() < 0.3) setComment(s.root, "the game");
        }
        expectValid(s);
      }
      expectRoundTrip(s, "fanorona", "icga");
    }
    expect(variations).toBeGreaterThan(0);
  });

  it("switching rulesets carries every line over when each move stays legal", () => {
    const g = loadGameOrThrow("fanorona", "icga") as SimGame;
    const again = loadGameOrThrow("fanorona", "icga") as SimGame;
    for (let seed = 1; seed <= 4; seed++) {
      const s = randomSession(g, seed, 120);
      setComment(s.root, "on the game");
      const moved = carryTree(s, again, "R")!;
      expect(moved.message).toBe("Now playing R; every move so far is legal under it too.");
      expect(notationTree(moved.session, [])).toEqual(notationTree(s, []));
      expect(pathOf(moved.session.node)).toBe(pathOf(s.node));
      expect(moved.session.moveTexts()).toEqual(s.moveTexts());
    }
  });

  it("a comment of white space is removed, line breaks become spaces", () => {
    const g = loadGameOrThrow("fanorona", "icga") as SimGame;
    const s = randomSession(g, 3, 20);
    const n = nodes(s.root)[0]!;
    setComment(n, "  two\nlines  ");
    expect(n.comment).toBe("two lines");
    setComment(n, " \n ");
    expect(n.comment).toBeUndefined();
  });
});

describe("notation files on the board", () => {
  const g = loadGameOrThrow("fanorona", "icga") as SimGame;
  const page = pageOf("fanorona", ["icga", "montgomery-1896"]);

  it("the file's tags: game, ruleset, version, source, result, date", () => {
    const s = randomSession(g, 5, 60);
    const text = writeTree(s, reading("fanorona", "icga"), "2026-01-02");
    expect(text).toContain('[Game "fanorona"]\n[Ruleset "icga"]\n[Version "0.1.0"]\n');
    expect(text).toContain(
      '[Source "Played in the simulator at https://example.org/games/fanorona/"]',
    );
    expect(text).toContain('[Date "2026-01-02"]');
    expect(text).toMatch(/\[Result "(\*|1-0|0-1|1\/2-1\/2)"\]/);
  });

  it("a changed reading and a set-up start are in the tags, and the file checks under them", () => {
    const changed = loadGameOrThrow("fanorona", "icga", { "compulsory-capture": false }) as SimGame;
    const setUp = randomSession(changed, 2, 30);
    const s = new Session(changed, changed.formatPosition(setUp.state));
    for (let i = 0; i < 2; i++) {
      const state = s.state;
      if (changed.status(state).kind !== "ongoing") break;
      s.play(changed.formatTurn(state, changed.turns(state)[0]), "turn");
    }
    const text = writeTree(
      s,
      { ...reading("fanorona", "icga"), changes: "compulsory-capture:false" },
      "2026-01-02",
    );
    expect(text).toContain('[Changes "compulsory-capture:false"]');
    expect(text).toContain(`[Position "${s.startText!}"]`);
    const checked = checkNotation(text, compileFromFiles());
    if (!checked.ok) throw new Error(errorText(checked.error));
    expect(checked.value.moves).toBe(lineTo(s.node).length);
  });

  it("a file read for the page: its tree, or refused at the illegal move with the rule", async () => {
    const s = randomSession(g, 11, 120);
    const text = expectRoundTrip(s, "fanorona", "icga");
    const read = await readFile(text, page);
    if (!read.ok) throw new Error(errorText(read.error));
    expect(notationTree(read.value.session, [])).toEqual(notationTree(s, []));
    // The main line's second move, where the reader wrote it, swapped for another of the first
    // player's opening moves: not the second player's to play there.
    const parsed = parseNotation(text);
    if (!parsed.ok) throw new Error("unreadable");
    const [a, b] = lineTo(lineEnd(read.value.session.root)).slice(0, 2);
    const second = parsed.value.tree.children[0]!.children[0];
    const start = g.setup();
    const refused = g
      .turns(start)
      .map((t) => g.formatTurn(start, t))
      .find((t) => t !== a?.turn);
    if (second === undefined || b === undefined || refused === undefined)
      throw new Error("the game is too short");
    const at = parsed.value.at.moves.get(second)!;
    const lines = text.split("\n");
    const line = lines[at.line - 1]!;
    lines[at.line - 1] =
      line.slice(0, at.column - 1) + refused + line.slice(at.column - 1 + second.turn.length);
    const bad = await readFile(lines.join("\n"), page);
    expect(bad.ok ? "" : errorText(bad.error)).toMatch(
      new RegExp(
        `^line ${at.line}, column ${at.column}: ${refused} is (refused by the rule [a-z-]+|not a turn here)`,
      ),
    );
  });

  it("a file for another game or ruleset is refused by name", async () => {
    const other = await readFile('[Game "msuwa"]\n[Ruleset "sanderson-1913"]\n\n*\n', page);
    expect(other.ok ? "" : errorText(other.error)).toBe(
      "line 1, column 8: the file is a game of msuwa, not of fanorona: open it on that game's page",
    );
    const unknown = await readFile('[Game "fanorona"]\n[Ruleset "nobody-2099"]\n\n*\n', page);
    expect(unknown.ok ? "" : errorText(unknown.error)).toBe(
      'line 2, column 11: fanorona has no ruleset "nobody-2099" here (the page has icga, montgomery-1896)',
    );
  });

  it("a tree link carries the file; a tree too long for a link says so", async () => {
    const s = randomSession(g, 13, 80);
    const text = writeTree(s, reading("fanorona", "icga"), "2026-01-02");
    const hash = await treeHash(text);
    if (!hash.ok) throw new Error(tooLongText(hash.error));
    expect(hash.value.startsWith("t=")).toBe(true);
    expect(await fileOfHash(hash.value)).toEqual({ ok: true, value: text });
    // Comments of random text do not compress: a file far over the limit.
    const rng = createRng(1);
    const noise = Array.from({ length: 2 * MAX_HASH }, () =>
      String.fromCharCode(97 + Math.floor(rng.next() * 26)),
    ).join("");
    s.root.comment = noise;
    const long = await treeHash(writeTree(s, reading("fanorona", "icga"), "2026-01-02"));
    expect(long.ok ? "" : tooLongText(long.error)).toMatch(
      new RegExp(
        `^too long to share as a link: download the file \\(the link would be \\d+ characters, the limit is ${MAX_HASH}\\)$`,
      ),
    );
    expect((await fileOfHash("t=%%%")).ok).toBe(false);
  });
});

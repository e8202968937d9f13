/**
 * The simulator's pure parts (src/board, session.ts, pick.ts) against the engine:
 * the drawings' names and numbers agree with the engine's, every step the engine offers can be
 * chosen on the board, counters drawn are conserved along real games, and links round-trip.
 */
import { describe, expect, it } from "vitest";
import { knownGames, knownRulesets, loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { GAMES, createRng } from "../../src/engine/index.ts";
import {
  BOARD_SIZES,
  geometry,
  pointName as enginePointName,
  pointToBasque,
} from "../../src/engine/fanorona/index.ts";
import { drawBoard } from "../../src/board/draw.ts";
import {
  basqueNumber,
  moverPitName,
  moverPitPlace,
  pitOwnerName,
  pitPlace,
  pointName,
} from "../../src/board/names.ts";
import { boardView } from "../../src/board/view.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { readGridStep, stepPit } from "../../src/play/pick.ts";
import { Session } from "../../src/play/session.ts";
import { MAX_HASH, formatLink, parseLink } from "../../src/play/link.ts";
import { replaysOf } from "../../src/simulator/replays.ts";
import { replayed } from "../../src/simulator/ui/rulesets.ts";
import { simWords } from "../../src/play/words-build.ts";

/** The English page's words, as the simulator's messages read them. */
const said = { sources: {}, words: simWords("en") };
import { loadContent } from "../../src/content/load-files.ts";
import { ROOT } from "../../scripts/lib/build.ts";

const all = knownGames().flatMap((g) =>
  knownRulesets(g).map((r) => {
    const c = loadGameOrThrow(g, r);
    return { id: g, ruleset: r, family: GAMES[g]!.family, game: c as SimGame };
  }),
);

function drawn(family: "fanorona" | "telo" | "mancala", g: SimGame, state: unknown): string {
  const v = boardView(family, g.formatPosition(state));
  if (!v.ok) throw new Error(v.error);
  return drawBoard(v.value, { title: "t", interactive: true });
}

/** Seeded random games through the session, `plies` steps each, calling `visit` at every position. */
function walk(g: SimGame, games: number, plies: number, visit: (s: Session) => void): void {
  for (let k = 0; k < games; k++) {
    const rng = createRng(k + 11);
    const s = new Session(g);
    for (let i = 0; i < plies && g.status(s.state).kind === "ongoing"; i++) {
      visit(s);
      const steps = g.steps(s.state);
      const r = s.play(g.formatStep(s.state, steps[rng.int(steps.length)]), "step");
      if (!r.ok) throw new Error(r.error.message);
    }
    visit(s);
  }
}

describe("board names", () => {
  it("point names and the Basque numbering agree with the engine's on both Fanorona boards", () => {
    for (const size of BOARD_SIZES) {
      const geo = geometry(size);
      for (let p = 0; p < geo.points; p++) {
        const x = p % geo.width;
        const y = (p - x) / geo.width;
        expect(pointName(x, y)).toBe(enginePointName(geo, p));
        expect(basqueNumber(x, y, geo.width, geo.height)).toBe(pointToBasque(geo, p));
      }
    }
  });

  it("holes: each player's names map to one place and back, as docs/notation-mancala.md says", () => {
    for (const n of [3, 8, 16]) {
      const seen = new Set<string>();
      for (let row = 0; row < 4; row++)
        for (let col = 0; col < n; col++) {
          const { owner, name } = pitOwnerName(row, col, n);
          expect(pitPlace(`${owner}:${name}`, n)).toEqual({ row, col });
          seen.add(`${owner}:${name}`);
          for (const mover of ["south", "north"] as const)
            expect(moverPitPlace(mover, moverPitName(mover, row, col, n), n)).toEqual({ row, col });
        }
      expect(seen.size).toBe(4 * n);
      // South's a1 is the west end of its back row (row 4); north's a1 the east end of row 1.
      expect(pitPlace("south:a1", n)).toEqual({ row: 3, col: 0 });
      expect(pitPlace("north:a1", n)).toEqual({ row: 0, col: n - 1 });
    }
  });
});

describe("drawings of every ruleset's start position", () => {
  it.each(all.map((x) => [`${x.id}/${x.ruleset}`, x] as const))("%s", (_, x) => {
    const svg = drawn(x.family, x.game, x.game.setup());
    const points = [...svg.matchAll(/data-point="([a-i][1-9])"/g)].map((m) => m[1]);
    const pits = [...svg.matchAll(/data-pit="((?:south|north):[ab]\d+)"/g)].map((m) => m[1]);
    if (x.family === "mancala") {
      expect(points).toEqual([]);
      expect(new Set(pits).size).toBe(pits.length);
      expect(
        pits.length %
          x.game.formatPosition(x.game.setup()).split(" ")[0]!.split("/")[0]!.split(",").length,
      ).toBe(0);
    } else {
      expect(pits).toEqual([]);
      expect(new Set(points).size).toBe(points.length);
      // Every point the engine's position names a piece on carries that piece.
      const s = new Session(x.game);
      const v = boardView(x.family, x.game.formatPosition(s.state));
      if (!v.ok || v.value.kind !== "grid") throw new Error("not a grid");
      expect(points.length).toBe(v.value.width * v.value.height);
      const pieces = [...svg.matchAll(/data-piece="(white|black)"/g)].length;
      expect(pieces).toBe(v.value.cells.filter((c) => c !== null).length);
    }
    for (const m of svg.matchAll(/<g [^>]*role="button"[^>]*>/g))
      expect(m[0]).toMatch(/aria-label="[^"]+"/);
  });
});

describe("along random games", () => {
  const mancala = all.filter((x) => x.family === "mancala");
  it.each(mancala.map((x) => [`${x.id}/${x.ruleset}`, x] as const))(
    "%s: the counts drawn always add up to the start's total",
    (_, x) => {
      const total = (svg: string) =>
        [...svg.matchAll(/data-(?:pit|store|reserve|hand)="[^"]*" data-count="(\d+)"/g)].reduce(
          (n, m) => n + Number(m[1]),
          0,
        );
      const start = total(drawn("mancala", x.game, x.game.setup()));
      expect(start).toBeGreaterThan(0);
      walk(x.game, 3, 60, (s) => {
        expect(total(drawn("mancala", x.game, s.state)), x.game.formatPosition(s.state)).toBe(
          start,
        );
      });
    },
  );

  it.each(all.map((x) => [`${x.id}/${x.ruleset}`, x] as const))(
    "%s: every step the engine offers can be chosen on the board or with a button",
    (_, x) => {
      walk(x.game, 2, 40, (s) => {
        const v = boardView(x.family, x.game.formatPosition(s.state));
        if (!v.ok) throw new Error(v.error);
        const view = v.value;
        for (const st of x.game.steps(s.state)) {
          const t = x.game.formatStep(s.state, st);
          if (view.kind === "grid")
            expect(readGridStep(t).kind !== "other" || t === "stop", t).toBe(true);
          else
            expect(stepPit(t, view.toMove, view.holes) !== undefined || /^[LR]$/.test(t), t).toBe(
              true,
            );
        }
      });
    },
  );

  it.each(all.map((x) => [`${x.id}/${x.ruleset}`, x] as const))(
    "%s: the move list's turns and the link replay to the same position",
    (_, x) => {
      walk(x.game, 2, 30, (s) => {
        const replay = new Session(x.game);
        for (const t of s.turnGroups().filter((g) => g.complete))
          expect(replay.play(t.text, "turn").ok, t.text).toBe(true);
        const link = parseLink(formatLink({ ruleset: x.ruleset, moves: s.moveTexts() }));
        if (!link.ok) throw new Error(link.error.message);
        const restored = new Session(x.game);
        for (const m of link.value.moves)
          expect(
            restored.play(m.replace(/^~/, ""), m.startsWith("~") ? "step" : "turn").ok,
            m,
          ).toBe(true);
        expect(x.game.formatPosition(restored.state)).toBe(x.game.formatPosition(s.state));
      });
    },
  );
});

describe("links", () => {
  it("refuses what is not a game link, saying why", () => {
    for (const bad of [
      "",
      "garbage",
      "r=",
      "x=1",
      "r=icga&zz=3",
      "r=%E0%A4%A",
      "r=a".padEnd(MAX_HASH + 1, "a"),
    ]) {
      const r = parseLink(bad);
      expect(r.ok, bad.slice(0, 30)).toBe(false);
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
    }
  });

  it("every documented game replays under its ruleset, and the fixed ones are all there", () => {
    const { db } = loadContent(ROOT);
    const titles: string[] = [];
    for (const g of knownGames())
      for (const r of replaysOf(
        g,
        db.rulesets.filter((x) => x.data.game === g).map((x) => x.data),
      )) {
        titles.push(r.title);
        const c = loadGameOrThrow(g, r.ruleset);
        const s = new Session(c as SimGame);
        for (const m of r.moves) expect(s.play(m, "turn").ok, `${r.title}: ${m}`).toBe(true);
      }
    // The Basque article's five openings and its vela be, Telo's perfect lines, Chiana's forced games.
    expect(titles.filter((t) => t.includes("opening"))).toHaveLength(5);
    expect(titles.filter((t) => t.includes("vela be"))).toHaveLength(1);
    expect(titles.filter((t) => t.startsWith("Perfect play"))).toHaveLength(
      db.rulesets.filter((x) => x.data.game === "fanorona-telo").length,
    );
    expect(titles.filter((t) => t.startsWith("The forced game")).length).toBeGreaterThan(0);
  });
  it("a documented game set up for replay waits on the redo stack, or names the move refused", () => {
    const { db } = loadContent(ROOT);
    const games = knownGames().flatMap((g) =>
      replaysOf(
        g,
        db.rulesets.filter((x) => x.data.game === g).map((x) => x.data),
      ).map((replay) => ({ g, replay })),
    );
    const { g, replay } = games.find((x) => x.replay.moves.length >= 2)!;
    const c = loadGameOrThrow(g, replay.ruleset);
    const game = c as SimGame;
    const whole = replayed(game, replay, "R", said);
    expect(whole.message).toContain(`${replay.moves.length} moves under R`);
    expect(whole.session.history).toHaveLength(0);
    let n = 0;
    while (whole.session.redo()) n++;
    expect(n).toBe(replay.moves.length);
    // After the first move, a move of the game's own record that the engine refuses there.
    const [first] = replay.moves;
    const after = new Session(game);
    after.play(first!, "turn");
    const refused = replay.moves.find((m) => !after.attempt(m, "turn").ok);
    if (refused === undefined)
      throw new Error(`${replay.title}: every move is legal after the first`);
    const cut = replayed(game, { ...replay, moves: [first!, refused] }, "R", said);
    expect(cut.message).toBe(`The documented game does not replay under R at ${refused}.`);
    expect(cut.session.canRedo).toBe(true);
  });
});

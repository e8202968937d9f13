/**
 * "What the engine finds" (src/findings: build.ts and the kinds beside it, shown by
 * EngineFindings.astro on the game pages). Each figure is checked against an independent
 * computation through the generic Game interface, which kinds a game gets is checked against what
 * the engine computes, and the built pages are checked to state what was computed.
 *
 * The page tests read dist/ as `npm run build` leaves it; the site suite's global set-up builds
 * it first if it is missing or stale (tests/support/build-site.ts).
 */
import { describe, expect, it } from "vitest";
import { GAMES, type AnyGame, type RulesetSpec } from "../../src/engine/index.ts";
import { perfectTurn, type TeloGame, type TeloState } from "../../src/engine/telo/index.ts";
import { gameFindings } from "../../src/findings/build.ts";
import { gameWalks, type GameWalk } from "../../src/findings/forced-game.ts";
import { perfectPlay, type PerfectPlay } from "../../src/findings/perfect-play.ts";
import { outcomePhrase, valuePhrase } from "../../src/findings/words.ts";
import { url } from "../../src/site/routes.ts";
import { mainOf, readDist, textOf } from "./dist.ts";
import { db } from "../support/content.ts";

const specsOf = (game: string): RulesetSpec[] =>
  db.rulesets.filter((r) => r.data.game === game).map((r) => r.data);

/** Compiles through the registry directly (not through src/findings). */
function compile(spec: RulesetSpec, overrides: Record<string, unknown> = {}): AnyGame {
  const entry = GAMES[spec.game];
  if (entry === undefined) throw new Error(`no game ${spec.game}`);
  const r = entry.compile(spec, overrides);
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join("; "));
  return r.value;
}

function play<S>(game: AnyGame, s: S, turn: unknown): S {
  const r = game.playTurn(s, turn);
  if (!r.ok) throw new Error(r.error.message);
  return r.value as S;
}

// ---------------------------------------------------------------------------------------------
// Fanorona telo

/**
 * Plays `perfectTurn` for `winner` from `s` against every reply of the other player; returns the
 * ply counts (from the start) at which the lines end, throwing if any line ends otherwise than
 * in a win for `winner` or runs past `cap` plies.
 */
function forcedLines(
  game: TeloGame,
  s: TeloState,
  winner: 0 | 1,
  ply: number,
  cap: number,
): number[] {
  const st = game.status(s);
  if (st.kind === "win" && st.winner === winner) return [ply];
  if (st.kind !== "ongoing")
    throw new Error(`line ended in ${st.kind} (${st.reason}) at ply ${ply}`);
  if (ply >= cap) throw new Error(`line still going at ply ${ply}`);
  if (game.toMove(s) === winner) {
    const t = perfectTurn(game, s);
    if (t === undefined) throw new Error("no perfect turn in an ongoing game");
    return forcedLines(game, play(game, s, t), winner, ply + 1, cap);
  }
  return game.turns(s).flatMap((t) => forcedLines(game, play(game, s, t), winner, ply + 1, cap));
}

/**
 * Whether `attacker` can force a win within `depth` plies from `s`: a plain AND-OR search
 * through the generic interface, memoised on the position text. Within the 13 plies it is used
 * for, no position can occur a third time (six placements, then at least eight moves before a
 * third occurrence), so the repetition rule cannot matter and the memo is exact.
 */
function canForce(
  game: TeloGame,
  s: TeloState,
  attacker: 0 | 1,
  depth: number,
  memo: Map<string, boolean>,
): boolean {
  const st = game.status(s);
  if (st.kind === "win") return st.winner === attacker;
  if (st.kind !== "ongoing" || depth === 0) return false;
  const key = `${game.formatPosition(s)}|${depth}|${attacker}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const replies = game.turns(s).map((t) => play<TeloState>(game, s, t));
  const v =
    game.toMove(s) === attacker
      ? replies.some((n) => canForce(game, n, attacker, depth - 1, memo))
      : replies.every((n) => canForce(game, n, attacker, depth - 1, memo));
  memo.set(key, v);
  return v;
}

describe("fanorona-telo: perfect play", () => {
  const teloRulesets = () => specsOf("fanorona-telo");

  it("has rulesets to solve", () => {
    expect(teloRulesets().length).toBeGreaterThan(0);
  });

  it("the stated value of the start holds when the winner plays perfectTurn against every reply", () => {
    for (const spec of teloRulesets()) {
      const f = perfectPlay(spec);
      const game = compile(spec) as TeloGame;
      if (f.start.kind === "draw")
        throw new Error(`${spec.id}: a drawn start needs another check than this forced-win one`);
      const winner = f.start.kind === "win" ? 0 : 1;
      const lines = forcedLines(game, game.setup(), winner, 0, 40);
      // Every line is won by the stated winner, the slowest reply takes exactly the stated plies.
      expect(Math.max(...lines), spec.id).toBe(f.start.plies);
      expect(Math.min(...lines)).toBeGreaterThan(0);
    }
  });

  it("each stated first-placement value agrees with a depth-limited search (13 plies)", () => {
    const HORIZON = 13;
    for (const spec of teloRulesets()) {
      const f = perfectPlay(spec);
      const game = compile(spec) as TeloGame;
      const start = game.setup();
      const memo = new Map<string, boolean>();
      const byPoint = new Map(f.placements.map((p) => [p.point, p.value]));
      expect([...byPoint.keys()].sort()).toEqual(
        game
          .turns(start)
          .map((t) => game.formatTurn(start, t).replace("@", ""))
          .sort(),
      );
      for (const turn of game.turns(start)) {
        const point = game.formatTurn(start, turn).replace("@", "");
        const v = byPoint.get(point);
        const after = play<TeloState>(game, start, turn);
        // Plies still to go after the placement (the stated figures count from the start).
        const within = (plies: number, who: 0 | 1) => canForce(game, after, who, plies - 1, memo);
        if (v === undefined) throw new Error(`no value for ${point}`);
        if (v.kind === "draw") {
          expect(within(HORIZON, 0), `${spec.id} ${point}`).toBe(false);
          expect(within(HORIZON, 1), `${spec.id} ${point}`).toBe(false);
        } else {
          const who = v.kind === "win" ? 0 : 1;
          expect(v.plies).toBeLessThanOrEqual(HORIZON);
          expect(within(v.plies, who), `${spec.id} ${point} forced in ${v.plies}`).toBe(true);
          expect(within(v.plies - 2, who), `${spec.id} ${point} not sooner`).toBe(false);
        }
      }
    }
  });

  it("the start value is the best first placement for the first player", () => {
    for (const spec of teloRulesets()) {
      const f = perfectPlay(spec);
      const score = (v: PerfectPlay["start"]) =>
        v.kind === "win" ? 100 - v.plies : v.kind === "draw" ? 0 : v.plies - 100;
      expect(Math.max(...f.placements.map((p) => score(p.value)))).toBe(score(f.start));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Chiana wa Kunja

/** The game walked from the start, listing every position's legal turns; independent of src/findings. */
function enumerate(game: AnyGame): {
  plies: number;
  counts: number[];
  end: { kind: string; winner?: number; reason: string };
} {
  let s: unknown = game.setup();
  const counts: number[] = [];
  for (;;) {
    const st = game.status(s);
    if (st.kind !== "ongoing")
      return {
        plies: counts.length,
        counts,
        end: st.kind === "win" ? { kind: "win", winner: st.winner, reason: st.reason } : st,
      };
    const turns = game.turns(s);
    counts.push(turns.length);
    s = play(game, s, turns[0]);
  }
}

function checkWalks(spec: RulesetSpec, walks: readonly GameWalk[]): void {
  for (const w of walks) {
    const line = enumerate(compile(spec, { holes: w.holes }));
    const where = `${spec.id}, ${w.holes} holes`;
    expect(w.plies, where).toBe(line.plies);
    expect(w.positions, where).toBe(line.counts.length);
    expect(w.withChoice, where).toBe(line.counts.filter((n) => n > 1).length);
    expect(w.maxTurns, where).toBe(Math.max(...line.counts));
    expect(w.outcome.kind, where).toBe(line.end.kind);
    expect(w.outcome.reason, where).toBe(line.end.reason);
    if (w.outcome.kind === "win") expect(w.outcome.winner, where).toBe(line.end.winner);
  }
}

describe("chiana-wa-kunja: a game without choices", () => {
  it("the 'determined' claim agrees with a direct enumeration of legal turns along each game", () => {
    const specs = specsOf("chiana-wa-kunja");
    expect(specs.length).toBeGreaterThan(0);
    for (const spec of specs) {
      const f = gameWalks(spec);
      expect(f.walks.filter((w) => w.rulesetBoard)).toHaveLength(1);
      checkWalks(spec, f.walks);
      const allSingle = f.walks.every((w) =>
        enumerate(compile(spec, { holes: w.holes })).counts.every((n) => n === 1),
      );
      expect(f.determined, spec.id).toBe(allSingle);
    }
  });

  it("counts choices where a reading gives them (the lone counter free to move one or two holes)", () => {
    // Not a ruleset of the site: a variant, to show the count is not blind to choices.
    for (const spec of specsOf("chiana-wa-kunja")) {
      const lone = spec.options["lone-counter"];
      if (lone === undefined) throw new Error(`${spec.id} has no lone-counter option`);
      const variant = {
        ...spec,
        options: { ...spec.options, "lone-counter": { ...lone, value: "one-or-two" } },
      };
      const f = gameWalks(variant);
      checkWalks(variant, f.walks);
      expect(f.determined, spec.id).toBe(false);
    }
  });

  it("a turn-limit draw is reported together with the repeat that makes the game endless", () => {
    for (const spec of specsOf("chiana-wa-kunja")) {
      const f = gameWalks(spec);
      for (const w of f.walks) {
        if (w.outcome.reason !== "turn-limit") continue;
        expect(w.plies).toBe(f.turnLimit);
        // In a game without choices a repeat means a cycle: the game cannot end by capture.
        if (f.determined) expect(w.repeat).not.toBeNull();
      }
    }
  });
});

describe("first turns", () => {
  it("counts the legal first turns of every ruleset from the generic interface", () => {
    for (const g of db.games) {
      const specs = specsOf(g.id);
      const f = gameFindings(g.id, specs);
      expect(f.openings.map((o) => o.ruleset)).toEqual(specs.map((s) => s.id));
      for (const o of f.openings) {
        const spec = specs.find((s) => s.id === o.ruleset)!;
        const game = compile(spec);
        const start: unknown = game.setup();
        expect(o.turns.length, `${g.id}/${o.ruleset}`).toBe(game.turns(start).length);
        expect(o.firstSteps, `${g.id}/${o.ruleset}`).toBe(game.steps(start).length);
        // A turn said to be allowed only here is refused by every ruleset with the same start.
        for (const other of specs.filter((s) => s.id !== spec.id)) {
          const og = compile(other);
          const os: unknown = og.setup();
          if (og.formatPosition(os) !== game.formatPosition(start)) continue;
          for (const t of o.onlyHere) {
            const parsed = og.parseTurn(os, t);
            expect(parsed.ok && og.playTurn(os, parsed.value).ok, `${other.id} plays ${t}`).toBe(
              false,
            );
          }
        }
      }
    }
  });
});

describe("which kinds of finding a game gets", () => {
  it("is decided by what the engine computes for each ruleset, never by the game's id", () => {
    let forced = 0;
    for (const g of db.games) {
      const specs = specsOf(g.id);
      const family = GAMES[g.id]?.family;
      const f = gameFindings(g.id, specs);
      for (const spec of specs) {
        const kinds = f.findings.filter((x) => x.ruleset === spec.id).map((x) => x.kind);
        // The telo family's solver solves every game of the family.
        expect(kinds.includes("perfect-play"), `${g.id}/${spec.id}`).toBe(family === "telo");
        // A forced game: a mancala game whose every position along the walk offers one turn.
        const start: unknown = compile(spec).setup();
        const isForced =
          family === "mancala" &&
          compile(spec).turns(start).length === 1 &&
          enumerate(compile(spec)).counts.every((n) => n === 1);
        expect(kinds.includes("forced-game"), `${g.id}/${spec.id}`).toBe(isForced);
        if (isForced) forced++;
      }
    }
    // Both kinds occur in the content, and a ruleset whose start offers a single turn is not
    // forced on that account alone (some such game lets the players choose later on).
    expect(forced).toBeGreaterThan(0);
    expect(db.rulesets.some((r) => GAMES[r.data.game]?.family === "telo")).toBe(true);
    const singleStartUnforced = db.rulesets.filter((r) => {
      if (GAMES[r.data.game]?.family !== "mancala") return false;
      const game = compile(r.data);
      return game.turns(game.setup()).length === 1 && enumerate(game).counts.some((n) => n > 1);
    });
    expect(singleStartUnforced.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// The built pages

describe("the game pages state the computed findings", () => {
  const section = (game: string): string => {
    const main = mainOf(readDist(`games/${game}/index.html`));
    const m = /<section[^>]*aria-labelledby="engine-findings"[\s\S]*?<\/section>/.exec(main);
    if (m === null) throw new Error(`no engine findings on the ${game} page`);
    return m[0];
  };

  it("fanorona-telo: who wins, in how many plies, and the value of each first placement", () => {
    const html = section("fanorona-telo");
    const text = textOf(html);
    expect(text).toContain("What the engine finds");
    expect(text).toContain("computed by the site's rules engine at build time");
    expect(html).not.toContain("<script");
    for (const spec of specsOf("fanorona-telo")) {
      const f = perfectPlay(spec);
      expect(html).toContain(`href="${url.ruleset(`fanorona-telo/${spec.id}`)}"`);
      expect(text).toContain(
        `With perfect play ${valuePhrase(f.start, f.first, f.second)} from the empty board`,
      );
      for (const p of f.placements) {
        // The point is listed in the line that gives its value.
        const line = new RegExp(
          `(^|[ ,])${p.point}[ ,][^:]*: ${valuePhrase(p.value, f.first, f.second)}`,
        );
        expect(text, p.point).toMatch(line);
      }
    }
  });

  it("chiana-wa-kunja: the determined claim, each game's length and result, and how games end", () => {
    const html = section("chiana-wa-kunja");
    const text = textOf(html);
    expect(html).not.toContain("<script");
    for (const spec of specsOf("chiana-wa-kunja")) {
      const f = gameWalks(spec);
      expect(html).toContain(`href="${url.ruleset(`chiana-wa-kunja/${spec.id}`)}"`);
      if (f.determined) expect(text).toContain("fully determined by its set-up");
      for (const w of f.walks) {
        const row = `${w.holes}${w.rulesetBoard ? " (the ruleset's board)" : ""} ${w.plies} ${w.withChoice} ${outcomePhrase(w.outcome)}`;
        expect(text, row).toContain(row);
      }
      for (const w of f.walks.filter((x) => x.outcome.reason === "turn-limit"))
        expect(text).toContain(`On ${w.holes} holes the game is drawn by the turn limit`);
      if (f.walks.every((w) => w.outcome.reason !== "turn-limit" && w.repeat === null))
        expect(text).toContain("neither a repetition nor the turn limit ends any of them");
    }
  });
});

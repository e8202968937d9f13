import { violation, type OptionError, type RuleViolation } from "../core/errors.ts";
import type { Game } from "../core/game.ts";
import type { Player } from "../core/player.ts";
import type { Cited, Provenance } from "../core/provenance.ts";
import { err, ok, type Result } from "../core/result.ts";
import type { RulesetSpec } from "../core/ruleset.ts";
import { ONGOING as ONGOING_STATUS, type Status } from "../core/status.ts";
import { extendChain } from "./chain.ts";
import {
  DRAW_BLOCKED,
  DRAW_NEITHER_CAN_CAPTURE,
  DRAW_QUIET,
  DRAW_REPETITION,
  Engine,
  KIND_APPROACH,
  KIND_WITHDRAWAL,
  ONGOING,
  WIN_BLOCKED,
  WIN_CAPTURED_ALL,
  WIN_VELA_LOSER_STUCK,
} from "./engine.ts";
import { fastPaths } from "./fast.ts";
import { formatPosition, parsePosition } from "./fen.ts";
import { directionBetween, geometry, pointName, type Geometry } from "./geometry.ts";
import { formatPath, parsePath } from "./notation.ts";
import {
  readFanoronaOptions,
  type FanoronaGameId,
  type FanoronaOptionKey,
  type FanoronaRules,
} from "./options.ts";
import {
  cellsToState,
  samePosition,
  setPoints,
  startCells,
  type CaptureKind,
  type ChainState,
  type FanoronaState,
  type FanoronaStep,
  type FanoronaTurn,
  type PathStep,
  type StepKind,
} from "./state.ts";

/** A compiled fanorona-family game, with its geometry and rules open for tools and tests. */
export interface FanoronaGame extends Game<FanoronaState, FanoronaStep, FanoronaTurn> {
  readonly geometry: Geometry;
  readonly rules: FanoronaRules;
  /** The provenance of an option in force. */
  provenance(key: FanoronaOptionKey): Provenance | undefined;
  /** Whether Black is still barred from capturing (vela before the release). */
  inHandicap(state: FanoronaState): boolean;
}

const KIND_NAMES: readonly StepKind[] = ["paika", "approach", "withdrawal"];
const STOP: FanoronaStep = { kind: "stop" };
const COLOUR = ["White", "Black"] as const;

interface Analysis {
  readonly status: Status;
  readonly turns: readonly FanoronaTurn[];
}

/** Where a step left the turn: `pending` is the chain that ended for want of a continuation. */
interface Advance {
  readonly state: FanoronaState;
  readonly pending: ChainState | null;
  readonly single: "opening" | "vela" | null;
}

const samePath = (a: readonly PathStep[], b: readonly PathStep[]): boolean =>
  a.length === b.length && a.every((s, i) => s.to === b[i]!.to && s.kind === b[i]!.kind);

export function compileFanoronaGame(
  gameId: FanoronaGameId,
  spec: RulesetSpec,
  overrides: Readonly<Record<string, unknown>> = {},
): Result<FanoronaGame, readonly OptionError[]> {
  const read = readFanoronaOptions(gameId, spec, overrides);
  if (!read.ok) return read;
  const { rules, options } = read.value;
  const geo = geometry(rules.board);
  const engine = new Engine(geo, rules);
  const name = (p: number): string => pointName(geo, p);
  const prov = (key: FanoronaOptionKey): Provenance | undefined => options[key]?.provenance;
  const broken = (rule: FanoronaOptionKey, message: string): RuleViolation =>
    violation(rule, message, prov(rule));
  const releaseKey: FanoronaOptionKey =
    rules.board === "9x5" ? "vela-release-9x5" : "vela-release-5x5";

  const other = (p: Player): Player => (p === 0 ? 1 : 0);

  function repeats(s: FanoronaState): number {
    if (rules.drawRepetition === null) return 1;
    let n = 0;
    for (let node = s.seen; node !== null; node = node.prev) if (samePosition(node, s)) n++;
    return Math.max(n, 1);
  }

  function toStatus(code: number, winner: Player): Status {
    switch (code) {
      case ONGOING:
        return ONGOING_STATUS;
      case WIN_CAPTURED_ALL:
        return { kind: "win", winner, reason: "captured-all" };
      case WIN_BLOCKED:
        return { kind: "win", winner, reason: "blocked", provenance: prov("blocked")! };
      case WIN_VELA_LOSER_STUCK:
        return {
          kind: "win",
          winner,
          reason: "vela-loser-cannot-capture",
          provenance: prov("vela-loser-cannot-capture")!,
        };
      case DRAW_BLOCKED:
        return { kind: "draw", reason: "blocked", provenance: prov("blocked")! };
      case DRAW_QUIET:
        return { kind: "draw", reason: "no-capture", provenance: prov("draw-quiet-turns")! };
      case DRAW_REPETITION:
        return { kind: "draw", reason: "repetition", provenance: prov("draw-repetition")! };
      case DRAW_NEITHER_CAN_CAPTURE:
        return {
          kind: "draw",
          reason: "neither-can-capture",
          provenance: prov("draw-neither-can-capture")!,
        };
      default:
        throw new Error(`unknown status code ${code}`);
    }
  }

  function turnAt(i: number): FanoronaTurn {
    const len = engine.tLen[i]!;
    const start = engine.tPath[i]!;
    const path: PathStep[] = [];
    for (let k = 0; k < len; k++) {
      const code = engine.paths[start + k]!;
      path.push({ to: code >> 2, kind: KIND_NAMES[code & 3]! });
    }
    return {
      from: engine.tFrom[i]!,
      path,
      captured: setPoints(engine.tCap0[i]!, engine.tCap1[i]!),
    };
  }

  const cache = new WeakMap<FanoronaState, Analysis>();
  function analyse(s: FanoronaState): Analysis {
    const hit = cache.get(s);
    if (hit) return hit;
    engine.load(s);
    engine.pathTop = 0;
    let status: Status = ONGOING_STATUS;
    let end: number;
    if (s.chain === null) {
      const code = engine.evaluate(s.toMove, s.turnNumber, s.quiet, repeats(s), 0, true);
      status = toStatus(code, engine.winner);
      end = code === ONGOING ? engine.top : 0;
    } else {
      const c = s.chain;
      end = engine.generateFrom(
        s.toMove,
        c.at,
        c.lastDir,
        c.lastCaptureDir,
        c.visited0,
        c.visited1,
        c.lines,
        0,
        true,
      );
    }
    const turns: FanoronaTurn[] = [];
    for (let i = 0; i < end; i++) turns.push(turnAt(i));
    const a = { status, turns };
    cache.set(s, a);
    return a;
  }

  /** Why the turn about to start is limited to one capture step, if it is. */
  function singleReason(s: FanoronaState): "opening" | "vela" | null {
    if (nearestOnly(s)) return "vela";
    return engine.openingLimited(s.turnNumber) ? "opening" : null;
  }

  /** Vela before the release: White's capture takes only the nearest piece. */
  function nearestOnly(s: FanoronaState): boolean {
    if (s.toMove !== 0 || rules.vela?.loserSingleCapture !== true) return false;
    engine.load(s);
    return engine.inHandicap();
  }

  /** The pieces a capture step takes, on the loaded board. */
  function capturedBy(from: number, d: number, kind: CaptureKind, nearestOnly: boolean): number[] {
    const enemy = 3 - engine.cells[from]!;
    const dir = kind === "approach" ? d : (d + 4) & 7;
    const out: number[] = [];
    let r =
      kind === "approach"
        ? geo.neighbour[geo.neighbour[from * 8 + d]! * 8 + d]!
        : geo.neighbour[from * 8 + dir]!;
    while (r >= 0 && engine.cells[r] === enemy) {
      out.push(r);
      if (nearestOnly) break;
      r = geo.neighbour[r * 8 + dir]!;
    }
    return out;
  }

  /** The position after the mover's piece goes from → to and `captured` leave the board. */
  function moved(s: FanoronaState, from: number, to: number, captured: readonly number[]) {
    let m0 = geo.lowBit[from]! | geo.lowBit[to]!;
    let m1 = geo.highBit[from]! | geo.highBit[to]!;
    let c0 = 0,
      c1 = 0;
    for (const p of captured) {
      c0 |= geo.lowBit[p]!;
      c1 |= geo.highBit[p]!;
    }
    if (from === to) m0 = m1 = 0;
    return s.toMove === 0
      ? {
          white0: s.white0 ^ m0,
          white1: s.white1 ^ m1,
          black0: s.black0 & ~c0,
          black1: s.black1 & ~c1,
        }
      : {
          white0: s.white0 & ~c0,
          white1: s.white1 & ~c1,
          black0: s.black0 ^ m0,
          black1: s.black1 ^ m1,
        };
  }

  function endTurn(
    s: FanoronaState,
    pieces: Pick<FanoronaState, "white0" | "white1" | "black0" | "black1">,
    captured: boolean,
  ): FanoronaState {
    const toMove = other(s.toMove);
    const next = {
      ...pieces,
      toMove,
      quiet: captured ? 0 : s.quiet + 1,
      turnNumber: s.turnNumber === null ? null : s.turnNumber + 1,
      chain: null,
    };
    return {
      ...next,
      seen:
        rules.drawRepetition === null
          ? null
          : { ...pieces, toMove, prev: captured ? null : s.seen },
    };
  }

  /** Legal first steps of a turn: capture steps (when any is allowed) and non-capturing moves. */
  function firstSteps(s: FanoronaState): FanoronaStep[] {
    const a = analyse(s);
    if (a.status.kind !== "ongoing") return [];
    engine.load(s);
    const out: FanoronaStep[] = [];
    const hasCaptureTurn = a.turns.some((t) => t.path[0]?.kind !== "paika");
    if (hasCaptureTurn)
      for (const code of engine.firstCaptureSteps(s.toMove)) {
        const from = code >> 5;
        const d = (code >> 2) & 7;
        out.push({ kind: KIND_NAMES[code & 3]!, from, to: geo.neighbour[from * 8 + d]! });
      }
    for (const t of a.turns)
      if (t.path[0]?.kind === "paika") out.push({ kind: "paika", from: t.from, to: t.path[0].to });
    return out;
  }

  /** Loads `s` and lists, in the engine's buffers, the capture steps that may continue chain `c`. */
  function listContinuations(s: FanoronaState, c: ChainState): number {
    engine.load(s);
    return engine.listSteps(
      c.at,
      true,
      c.lastDir,
      c.lastCaptureDir,
      c.visited0,
      c.visited1,
      c.lines,
    );
  }

  function continuationSteps(s: FanoronaState, c: ChainState): FanoronaStep[] {
    const n = listContinuations(s, c);
    const out: FanoronaStep[] = [];
    for (let i = 0; i < n; i++) {
      const code = engine.stepAt(i);
      out.push({
        kind: KIND_NAMES[code & 3]!,
        from: c.at,
        to: geo.neighbour[c.at * 8 + (code >> 2)]!,
      });
    }
    if (rules.continuation === "optional" || n === 0) out.push(STOP);
    return out;
  }

  function steps(s: FanoronaState): readonly FanoronaStep[] {
    return s.chain === null ? firstSteps(s) : continuationSteps(s, s.chain);
  }

  /** Geometry checks shared by every step: own piece, a line to the destination, an empty point. */
  function basics(s: FanoronaState, from: number, to: number): RuleViolation | number {
    engine.load(s);
    if (engine.cells[from] !== s.toMove + 1)
      return violation("own-piece", `${name(from)} holds no ${COLOUR[s.toMove]} piece`);
    const d = directionBetween(geo, from, to);
    if (d < 0)
      return violation(
        "along-a-line",
        `${name(to)} is not next to ${name(from)} along a line of the board`,
      );
    if (engine.cells[to] !== 0) return violation("empty-point", `${name(to)} is not empty`);
    return d;
  }

  function geometricKinds(from: number, d: number): { approach: boolean; withdrawal: boolean } {
    const enemy = 3 - engine.cells[from]!;
    const q = geo.neighbour[from * 8 + d]!;
    const a = geo.neighbour[q * 8 + d]!;
    const w = geo.neighbour[from * 8 + ((d + 4) & 7)]!;
    return {
      approach: a >= 0 && engine.cells[a] === enemy,
      withdrawal: w >= 0 && engine.cells[w] === enemy,
    };
  }

  function kindViolation(
    s: FanoronaState,
    from: number,
    d: number,
    kind: CaptureKind,
  ): RuleViolation | null {
    const k = geometricKinds(from, d);
    const to = geo.neighbour[from * 8 + d]!;
    if (kind === "approach" && !k.approach)
      return violation(
        "not-a-capture",
        `moving ${name(from)}-${name(to)} approaches no ${COLOUR[other(s.toMove)]} piece`,
      );
    if (kind === "withdrawal" && !k.withdrawal)
      return violation(
        "not-a-capture",
        `moving ${name(from)}-${name(to)} withdraws from no ${COLOUR[other(s.toMove)]} piece`,
      );
    if (k.approach && k.withdrawal) {
      if (rules.captureChoice === "approach" && kind === "withdrawal")
        return broken("capture-choice", "when a move captures both ways, approach is taken");
      if (rules.captureChoice === "withdrawal" && kind === "approach")
        return broken("capture-choice", "when a move captures both ways, withdrawal is taken");
    }
    return null;
  }

  function explainFirst(
    s: FanoronaState,
    step: Exclude<FanoronaStep, { kind: "stop" }>,
  ): RuleViolation {
    const d = basics(s, step.from, step.to);
    if (typeof d !== "number") return d;
    const winnerBarred = s.toMove === 1 && engine.inHandicap();
    const k = geometricKinds(step.from, d);
    if (step.kind === "paika") {
      if (winnerBarred)
        return broken(
          "vela-winner-must-offer",
          "Black must make a move that leaves White a capture while such a move exists",
        );
      if (rules.compulsoryCapture && engine.firstCaptureSteps(s.toMove).length > 0)
        return broken("compulsory-capture", "a capture is available, and capturing is compulsory");
      if (k.approach || k.withdrawal)
        return violation(
          "capture-not-named",
          "this move captures: write it with A (approach) or W (withdrawal)",
        );
    } else {
      if (winnerBarred)
        return broken(
          releaseKey,
          `Black may not capture while he has more than ${rules.vela!.release} pieces`,
        );
      const v = kindViolation(s, step.from, d, step.kind);
      if (v) return v;
    }
    return violation("illegal", "not a legal move in this position");
  }

  function explainChain(s: FanoronaState, c: ChainState, step: FanoronaStep): RuleViolation | null {
    if (step.kind === "stop") {
      if (rules.continuation !== "compulsory") return null;
      const n = listContinuations(s, c);
      return n > 0
        ? broken("continuation", "the piece can capture again, and continuing is compulsory")
        : null;
    }
    if (step.kind === "paika")
      return violation(
        "chain-capture-only",
        "a chain goes on only with capture steps; play stop to end the turn",
      );
    if (step.from !== c.at)
      return violation("chain-piece", `only the piece on ${name(c.at)} may go on capturing`);
    const d = basics(s, step.from, step.to);
    if (typeof d !== "number") return d;
    if (
      rules.noRevisit &&
      ((c.visited0 & geo.lowBit[step.to]!) | (c.visited1 & geo.highBit[step.to]!)) !== 0
    )
      return broken("no-revisit", `the piece has already stood on ${name(step.to)} in this turn`);
    if (rules.noImmediateReturn && d === ((c.lastDir + 4) & 7))
      return broken("no-immediate-return", `the piece has just left ${name(step.to)}`);
    if (rules.noSameDirection && d === c.lastDir)
      return broken("no-same-direction", "two steps in a row may not go in the same direction");
    if (rules.noSameLine && ((c.lines >>> geo.line[step.from * 8 + d]!) & 1) !== 0)
      return broken("no-same-line", "this turn has already captured along this line");
    const kv = kindViolation(s, step.from, d, step.kind);
    if (kv) return kv;
    const capDir = step.kind === "approach" ? d : (d + 4) & 7;
    if (rules.noOppositeCapture && capDir === ((c.lastCaptureDir + 4) & 7))
      return broken(
        "no-opposite-capture",
        "the piece may not take pieces on the opposite side right after the last capture",
      );
    return null;
  }

  /** Continuation exists for the mover's piece after the chain `c` on the loaded position `p`. */
  function canContinue(p: FanoronaState, c: ChainState): boolean {
    engine.load(p);
    return (
      engine.listSteps(c.at, true, c.lastDir, c.lastCaptureDir, c.visited0, c.visited1, c.lines) > 0
    );
  }

  function advance(s: FanoronaState, step: FanoronaStep): Result<Advance, RuleViolation> {
    const c = s.chain;
    if (c !== null) {
      const v = explainChain(s, c, step);
      if (v) return err(v);
      if (step.kind === "stop")
        return ok({ state: endTurn(s, s, true), pending: null, single: null });
      if (step.kind === "paika") return err(violation("chain-capture-only", "capture steps only"));
      engine.load(s);
      const d = directionBetween(geo, step.from, step.to);
      const pieces = moved(s, step.from, step.to, capturedBy(step.from, d, step.kind, false));
      const chain = extendChain(geo, c, step.from, step.to, step.kind)!;
      const after = { ...s, ...pieces, chain };
      if (canContinue(after, chain)) return ok({ state: after, pending: null, single: null });
      return ok({ state: endTurn(s, pieces, true), pending: chain, single: null });
    }
    const a = analyse(s);
    if (a.status.kind !== "ongoing")
      return err(violation("game-over", "the game is over", a.status.provenance));
    if (step.kind === "stop")
      return err(violation("no-chain", "there is no capture chain to stop"));
    const legal = firstSteps(s).some(
      (f) => f.kind !== "stop" && f.kind === step.kind && f.from === step.from && f.to === step.to,
    );
    if (!legal) return err(explainFirst(s, step));
    engine.load(s);
    if (step.kind === "paika")
      return ok({
        state: endTurn(s, moved(s, step.from, step.to, []), false),
        pending: null,
        single: null,
      });
    const single = singleReason(s);
    const d = directionBetween(geo, step.from, step.to);
    const pieces = moved(
      s,
      step.from,
      step.to,
      capturedBy(step.from, d, step.kind, single === "vela"),
    );
    if (single !== null) return ok({ state: endTurn(s, pieces, true), pending: null, single });
    const chain = extendChain(geo, null, step.from, step.to, step.kind)!;
    const after = { ...s, ...pieces, chain };
    if (canContinue(after, chain)) return ok({ state: after, pending: null, single: null });
    return ok({ state: endTurn(s, pieces, true), pending: chain, single: null });
  }

  function playTurn(s: FanoronaState, turn: FanoronaTurn): Result<FanoronaState, RuleViolation> {
    if (s.chain === null) {
      const a = analyse(s);
      if (a.status.kind !== "ongoing")
        return err(violation("game-over", "the game is over", a.status.provenance));
      const match = a.turns.find((t) => t.from === turn.from && samePath(t.path, turn.path));
      if (match !== undefined) {
        if (
          match.captured.length !== turn.captured.length ||
          match.captured.some((p, i) => p !== turn.captured[i])
        )
          return err(
            violation(
              "captured-set",
              `this path captures ${match.captured.map(name).join(" ") || "nothing"}, not ${turn.captured.map(name).join(" ") || "nothing"}`,
            ),
          );
        const last = match.path.at(-1)!.to;
        return ok(
          endTurn(s, moved(s, match.from, last, match.captured), match.captured.length > 0),
        );
      }
      if (turn.path.length === 0) return err(violation("empty-turn", "a turn moves a piece"));
    } else if (turn.path.length > 0 && turn.from !== s.chain.at)
      return err(
        violation("chain-piece", `only the piece on ${name(s.chain.at)} may go on capturing`),
      );
    const mover = s.toMove;
    let cur = s;
    let from = s.chain?.at ?? turn.from;
    let last: Advance | null = null;
    for (const [k, ps] of turn.path.entries()) {
      if (k > 0 && last !== null && cur.chain === null) {
        if (last.single === "opening")
          return err(broken("opening-single-capture", "this turn may make one capture only"));
        if (last.single === "vela")
          return err(
            broken(
              "vela-loser-single-capture",
              "White captures one piece a turn before the release",
            ),
          );
        if (ps.kind === "paika" || turn.path[0]!.kind === "paika")
          return err(violation("paika-is-a-turn", "a non-capturing move is a whole turn"));
        if (last.pending !== null) {
          const v = explainChain({ ...cur, toMove: mover, chain: last.pending }, last.pending, {
            kind: ps.kind,
            from,
            to: ps.to,
          });
          if (v) return err(v);
        }
        return err(violation("no-continuation", "the chain cannot go on from here"));
      }
      const r = advance(
        cur,
        ps.kind === "paika"
          ? { kind: "paika", from, to: ps.to }
          : { kind: ps.kind, from, to: ps.to },
      );
      if (!r.ok) return r;
      last = r.value;
      cur = r.value.state;
      from = ps.to;
    }
    if (cur.chain !== null && cur.toMove === mover) {
      const r = advance(cur, STOP);
      if (!r.ok) return r;
      cur = r.value.state;
    }
    const before = mover === 0 ? [s.black0, s.black1] : [s.white0, s.white1];
    const after = mover === 0 ? [cur.black0, cur.black1] : [cur.white0, cur.white1];
    const taken = setPoints(before[0]! & ~after[0]!, before[1]! & ~after[1]!);
    if (taken.length !== turn.captured.length || taken.some((p, i) => p !== turn.captured[i]))
      return err(
        violation(
          "captured-set",
          `this path captures ${taken.map(name).join(" ") || "nothing"}, not ${turn.captured.map(name).join(" ") || "nothing"}`,
        ),
      );
    return ok(cur);
  }

  function formatStep(_s: FanoronaState, step: FanoronaStep): string {
    if (step.kind === "stop") return "stop";
    return formatPath(geo, step.from, [{ to: step.to, kind: step.kind }]);
  }

  function parseStep(
    s: FanoronaState,
    text: string,
  ): Result<FanoronaStep, import("../core/errors.ts").ParseError> {
    const t = text.trim();
    if (t === "stop") return ok(STOP);
    const c = s.chain;
    let parsed = parsePath(geo, t);
    if (
      c !== null &&
      (!parsed.ok || parsed.value.path.length === 0 || parsed.value.from !== c.at)
    ) {
      const short = parsePath(geo, t, c.at);
      if (short.ok) parsed = short;
    }
    if (!parsed.ok) return parsed;
    if (parsed.value.path.length !== 1)
      return err({
        kind: "parse-error",
        input: t,
        message: "a step is one move: write one destination (or stop)",
      });
    const ps = parsed.value.path[0]!;
    return ok({ kind: ps.kind, from: parsed.value.from, to: ps.to });
  }

  function simulate(s: FanoronaState, from: number, path: readonly PathStep[]): number[] {
    const nearest = s.chain === null && nearestOnly(s);
    engine.load(s);
    const cells = engine.cells;
    const me = s.toMove + 1;
    const taken: number[] = [];
    let at = from;
    for (const [k, ps] of path.entries()) {
      const d = directionBetween(geo, at, ps.to);
      if (d < 0 || cells[at] !== me || cells[ps.to] !== 0) break;
      if (ps.kind !== "paika") {
        const got = capturedBy(at, d, ps.kind, k === 0 && nearest);
        for (const p of got) cells[p] = 0;
        taken.push(...got);
      }
      cells[at] = 0;
      cells[ps.to] = me;
      at = ps.to;
    }
    return taken.sort((x, y) => x - y);
  }

  function parseTurn(s: FanoronaState, text: string) {
    const t = text.trim();
    const c = s.chain;
    if (c !== null && t === "stop") return ok<FanoronaTurn>({ from: c.at, path: [], captured: [] });
    let parsed = parsePath(geo, t);
    if (c !== null && (!parsed.ok || parsed.value.from !== c.at)) {
      const short = parsePath(geo, t, c.at);
      if (short.ok) parsed = short;
    }
    if (!parsed.ok) return parsed;
    const { from, path } = parsed.value;
    const known = analyse(s).turns.find((x) => x.from === from && samePath(x.path, path));
    return ok<FanoronaTurn>(known ?? { from, path, captured: simulate(s, from, path) });
  }

  const setupState = (): FanoronaState => {
    const base = cellsToState(geo, startCells(geo, rules), rules.starts, 0, 1);
    return rules.drawRepetition === null ? base : { ...base, seen: { ...base, prev: null } };
  };

  const game: Omit<FanoronaGame, "fast"> = {
    id: gameId,
    ruleset: spec,
    players: ["white", "black"],
    options,
    geometry: geo,
    rules,
    provenance: prov,
    inHandicap: (s) => {
      engine.load(s);
      return engine.inHandicap();
    },
    setup: setupState,
    toMove: (s) => s.toMove,
    status: (s) => analyse(s).status,
    steps,
    playStep: (s, step) => {
      const r = advance(s, step);
      return r.ok ? ok(r.value.state) : r;
    },
    parseStep,
    formatStep,
    turns: (s) => analyse(s).turns,
    playTurn,
    parseTurn,
    formatTurn: (_s, turn) =>
      turn.path.length === 0 ? "stop" : formatPath(geo, turn.from, turn.path),
    parsePosition: (text) => {
      const r = parsePosition(geo, rules, text);
      if (!r.ok) return r;
      const s = r.value;
      if (
        s.chain !== null &&
        (singleReason({ ...s, chain: null }) !== null || !canContinue(s, s.chain))
      )
        return err({
          kind: "parse-error",
          input: text,
          message:
            "chain=: no capture step can continue this chain, so the turn is over; give the position after it",
        });
      return ok(rules.drawRepetition === null ? s : { ...s, seen: { ...s, prev: null } });
    },
    formatPosition: (s) => formatPosition(geo, rules, s),
  };
  const fast = fastPaths(engine, (code, winner) => toStatus(code, winner), game);
  return ok({ ...game, fast });
}

/** The option values in force, as cited values (for callers that only need the map). */
export type FanoronaOptions = Readonly<Record<string, Cited<unknown>>>;

export { KIND_APPROACH, KIND_WITHDRAWAL };

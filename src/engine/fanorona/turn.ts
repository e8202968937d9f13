import { violation, type RuleViolation } from "../core/errors.ts";
import { opponent } from "../core/player.ts";
import { err, ok, type Result } from "../core/result.ts";
import { pointName } from "./geometry.ts";
import { STOP, type Advance, type FanoronaKernel } from "./kernel.ts";
import { setPoints, type FanoronaState, type FanoronaTurn, type PathStep } from "./state.ts";

const samePath = (a: readonly PathStep[], b: readonly PathStep[]): boolean =>
  a.length === b.length && a.every((s, i) => s.to === b[i]!.to && s.kind === b[i]!.kind);

/** The generated turn with this piece and path, if there is one. */
export const findTurn = (
  k: FanoronaKernel,
  s: FanoronaState,
  from: number,
  path: readonly PathStep[],
): FanoronaTurn | undefined =>
  k.analyse(s).turns.find((t) => t.from === from && samePath(t.path, path));

function capturedSet(
  k: FanoronaKernel,
  taken: readonly number[],
  claimed: readonly number[],
): RuleViolation | null {
  if (taken.length === claimed.length && taken.every((p, i) => p === claimed[i])) return null;
  const names = (ps: readonly number[]): string =>
    ps.map((p) => pointName(k.geo, p)).join(" ") || "nothing";
  return violation("captured-set", `this path captures ${names(taken)}, not ${names(claimed)}`);
}

/**
 * Plays a whole turn. A turn the generator listed is played at once; any other is played step
 * by step, so the first illegal step is explained by the rule it breaks.
 */
export function playTurn(
  k: FanoronaKernel,
  s: FanoronaState,
  turn: FanoronaTurn,
): Result<FanoronaState, RuleViolation> {
  if (s.chain === null) {
    const a = k.analyse(s);
    if (a.status.kind !== "ongoing")
      return err(violation("game-over", "the game is over", a.status.provenance));
    const match = findTurn(k, s, turn.from, turn.path);
    if (match !== undefined) {
      const wrong = capturedSet(k, match.captured, turn.captured);
      if (wrong) return err(wrong);
      const { lowBit, highBit } = k.geo;
      let c0 = 0,
        c1 = 0;
      for (const p of match.captured) {
        c0 |= lowBit[p]!;
        c1 |= highBit[p]!;
      }
      const pieces = k.moved(s, match.from, match.path.at(-1)!.to, c0, c1);
      return ok(k.endTurn(s, pieces, match.captured.length > 0));
    }
    if (turn.path.length === 0) return err(violation("empty-turn", "a turn moves a piece"));
  } else if (turn.path.length > 0 && turn.from !== s.chain.at)
    return err(
      violation(
        "chain-piece",
        `only the piece on ${pointName(k.geo, s.chain.at)} may go on capturing`,
      ),
    );
  const played = stepByStep(k, s, turn);
  if (!played.ok) return played;
  const cur = played.value;
  const mover = s.toMove;
  const before = mover === 0 ? [s.black0, s.black1] : [s.white0, s.white1];
  const after = mover === 0 ? [cur.black0, cur.black1] : [cur.white0, cur.white1];
  const wrong = capturedSet(
    k,
    setPoints(before[0]! & ~after[0]!, before[1]! & ~after[1]!),
    turn.captured,
  );
  return wrong ? err(wrong) : ok(cur);
}

/** Plays the turn's path one step at a time, then stops a chain still open. */
function stepByStep(
  k: FanoronaKernel,
  s: FanoronaState,
  turn: FanoronaTurn,
): Result<FanoronaState, RuleViolation> {
  const mover = s.toMove;
  let cur = s;
  let from = s.chain?.at ?? turn.from;
  let last: Advance | null = null;
  for (const [i, ps] of turn.path.entries()) {
    if (i > 0 && last !== null && cur.chain === null)
      return err(turnOver(k, cur, last, turn, from, ps));
    const r = k.advance(
      cur,
      ps.kind === "paika" ? { kind: "paika", from, to: ps.to } : { kind: ps.kind, from, to: ps.to },
    );
    if (!r.ok) return r;
    last = r.value;
    cur = r.value.state;
    from = ps.to;
  }
  if (cur.chain !== null && cur.toMove === mover) {
    const r = k.advance(cur, STOP);
    if (!r.ok) return r;
    cur = r.value.state;
  }
  return ok(cur);
}

/** Why the path goes on after the turn ended with `last`. */
function turnOver(
  k: FanoronaKernel,
  cur: FanoronaState,
  last: Advance,
  turn: FanoronaTurn,
  from: number,
  ps: PathStep,
): RuleViolation {
  if (last.single === "opening")
    return k.broken("opening-single-capture", "this turn may make one capture only");
  if (last.single === "vela")
    return k.broken(
      "vela-loser-single-capture",
      "White captures one piece a turn before the release",
    );
  if (ps.kind === "paika" || turn.path[0]!.kind === "paika")
    return violation("paika-is-a-turn", "a non-capturing move is a whole turn");
  if (last.pending !== null) {
    const mover = opponent(cur.toMove);
    const v = k.explainChain({ ...cur, toMove: mover, chain: last.pending }, last.pending, {
      kind: ps.kind,
      from,
      to: ps.to,
    });
    if (v) return v;
  }
  return violation("no-continuation", "the chain cannot go on from here");
}

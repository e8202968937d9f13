import {
  GAMES,
  REGISTRY_VARIANTS,
  alternatives,
  everyRefusal,
  statusCode,
  type AnyGame,
} from "../engine/index.ts";
import type { RuleClaim, StepClaim } from "../schemas/step-claim.ts";
import type { StudyChapter, StudyData } from "../schemas/study.ts";
import type { LinePly } from "./line.ts";
import { turnCaptures } from "./captures.ts";

/*
 * A study step's claims (src/schemas/step-claim.ts) played by the engine: whether switching a rule
 * changes the play where the step says it does, or nowhere in the game where it says it does not;
 * whether a turn captures; how many turns a position offers; the result after a turn; which rules
 * refuse a turn; that a rule has no other reading to switch to.
 * Pure: the caller gives each chapter's main line and the game it was played under
 * (src/studies/check.ts, with the build's other study checks; tests/content/study-step-claims.test.ts).
 */

/** The legal turns at `state`, as the engine writes them, sorted. */
const legalTurns = (g: AnyGame, state: unknown): string[] =>
  g
    .turns(state)
    .map((t) => g.formatTurn(state, t))
    .sort();

/** How `variant` plays turn `p` of the line differently from the line's own game, if it does. */
function differenceAt(base: AnyGame, variant: AnyGame, p: LinePly): string | undefined {
  const at = `turn ${String(p.index)} (${p.text})`;
  const mine = legalTurns(base, p.before);
  const theirs = legalTurns(variant, p.before);
  if (mine.join(" ") !== theirs.join(" "))
    return `at ${at} the legal turns become ${theirs.join(", ") || "none"} (were ${mine.join(", ")})`;
  const parsed = variant.parseTurn(p.before, p.text);
  const played = parsed.ok ? variant.playTurn(p.before, parsed.value) : undefined;
  if (played === undefined || !played.ok) return `${at} is refused`;
  if (variant.formatPosition(played.value) !== base.formatPosition(p.after))
    return `${at} leads to ${variant.formatPosition(played.value)}`;
  return undefined;
}

/**
 * One claim against the chapter's line: `ok` with what the engine found when it holds, `err` with
 * what it found instead. `turns` are the step's turns (indices into `line`).
 */
export function checkRuleClaim(
  game: AnyGame,
  line: readonly LinePly[],
  turns: readonly number[],
  claim: RuleClaim,
): Checked {
  const set = `${claim.option}=${String(claim.off)}`;
  const current = game.ruleset.options[claim.option];
  if (current === undefined)
    return { ok: false, error: `the ruleset has no option ${claim.option}` };
  if (current.value === claim.off)
    return { ok: false, error: `${set} is the ruleset's own value: nothing is switched` };
  const variant = REGISTRY_VARIANTS.compile(game, { [claim.option]: claim.off });
  if (variant === undefined) return { ok: false, error: `the engine cannot play ${set}` };
  const where = claim.decides ? turns.map((i) => line[i]!) : line;
  const found = where.map((p) => differenceAt(game, variant, p)).find((d) => d !== undefined);
  if (claim.decides)
    return found === undefined
      ? { ok: false, error: `with ${set} the step's turns play the same` }
      : { ok: true, value: `with ${set} ${found}` };
  return found === undefined
    ? { ok: true, value: `with ${set} all ${String(line.length)} turns play the same` }
    : { ok: false, error: `with ${set} ${found}` };
}

type Checked = { ok: true; value: string } | { ok: false; error: string };

const verdict = (holds: boolean, found: string): Checked =>
  holds ? { ok: true, value: found } : { ok: false, error: `the engine finds ${found}` };

/** A claim that a rule has no other reading: its option has one value, or it is a base rule. */
function checkFixed(game: AnyGame, option: string | undefined): Checked {
  if (option === undefined) return { ok: true, value: "a base rule: no option switches it" };
  const spec = GAMES[game.ruleset.game]?.options[option];
  const current = game.ruleset.options[option];
  if (spec === undefined || current === undefined)
    return { ok: false, error: `the ruleset has no option ${option}` };
  const others = alternatives(spec, current.value);
  return verdict(
    others.length === 0,
    others.length === 0 ? `${option} has one value` : `${option} can be ${others.join(", ")}`,
  );
}

/** What the engine finds for one turn of the line, for the claims about turns. */
function atTurn(game: AnyGame, p: LinePly, c: StepClaim): Checked {
  const at = `turn ${String(p.index)} (${p.text})`;
  switch (c.kind) {
    case "captures": {
      const took = turnCaptures(game, p.before, p.after, p.text);
      if (took === undefined) return { ok: false, error: `no capture check for ${game.id}` };
      return verdict(took === c.captures, `${at} ${took ? "captures" : "takes nothing"}`);
    }
    case "legal-turns": {
      const n = game.turns(p.before).length;
      return verdict(n === c.count, `${String(n)} legal turn(s) before ${at}`);
    }
    case "result": {
      const r = statusCode(game.status(p.after), game.players);
      return verdict(r === c.result, `${r} after ${at}`);
    }
    case "refused": {
      const parsed = game.parseTurn(p.before, c.turn);
      const played = parsed.ok ? game.playTurn(p.before, parsed.value) : undefined;
      if (played === undefined)
        return { ok: false, error: `${c.turn} cannot be read before ${at}` };
      if (played.ok) return { ok: false, error: `${c.turn} is legal before ${at}` };
      const rules = everyRefusal(
        game,
        p.before,
        c.turn,
        played.error,
        REGISTRY_VARIANTS,
      ).refusals.map((r) => r.rule);
      return verdict(rules.includes(c.rule), `${c.turn} refused by ${rules.join(", ")}`);
    }
    default:
      return { ok: true, value: "" };
  }
}

/** One claim of any kind against the chapter's line, at `turns` (indices into `line`). */
export function checkStepClaim(
  game: AnyGame,
  line: readonly LinePly[],
  turns: readonly number[],
  claim: StepClaim,
): Checked {
  if (claim.kind === "rule") return checkRuleClaim(game, line, turns, claim);
  if (claim.kind === "fixed") return checkFixed(game, claim.option);
  const past = turns.find((i) => i >= line.length);
  if (past !== undefined)
    return { ok: false, error: `turn ${String(past)} is past the line's ${String(line.length)}` };
  // A result is how the game stands after the last turn; a refusal is tried before the first.
  const where =
    claim.kind === "result"
      ? turns.slice(-1)
      : claim.kind === "refused"
        ? turns.slice(0, 1)
        : turns;
  const found = where.map((i) => atTurn(game, line[i]!, claim));
  return (
    found.find((f) => !f.ok) ?? { ok: true, value: found.map((f) => f.ok && f.value).join("; ") }
  );
}

/** The claim in words, for a message. */
export function stepClaimText(c: StepClaim): string {
  switch (c.kind) {
    case "rule":
      return c.decides
        ? `switching ${c.option} to ${String(c.off)} changes the play at this step`
        : `switching ${c.option} to ${String(c.off)} changes nothing in this game`;
    case "fixed":
      return c.option === undefined
        ? "the rule is a base rule that no option switches"
        : `${c.option} has no other value`;
    case "captures":
      return c.captures ? "the turn captures" : "the turn takes nothing";
    case "legal-turns":
      return `the position offers ${String(c.count)} legal turn(s)`;
    case "result":
      return `the game stands at ${c.result}`;
    case "refused":
      return `${c.turn} is refused by ${c.rule}`;
  }
}

/** The turns a claim speaks of: its own `ply`/`to`, else the step's move. */
export function claimTurns(claim: StepClaim, stepTurns: readonly number[]): number[] {
  if (!("ply" in claim) || claim.ply === undefined) return [...stepTurns];
  const last = claim.to ?? claim.ply;
  return Array.from({ length: Math.max(0, last - claim.ply + 1) }, (_, i) => claim.ply! + i);
}

/**
 * Every false step claim of one chapter, one line each naming the file, the step and the claim
 * (`content/studies/x.yaml: field `chapters.0.steps.4.claims.0`: "…" is false: …`), given the
 * chapter's main line and the game it was played under.
 */
export function chapterClaimProblems(
  file: string,
  ci: number,
  chapter: StudyChapter,
  game: AnyGame,
  line: readonly LinePly[],
): string[] {
  const out: string[] = [];
  chapter.steps.forEach((step, si) => {
    const m = step.move;
    const turns =
      m === undefined
        ? []
        : Array.from({ length: (m.to ?? m.ply) - m.ply + 1 }, (_, i) => m.ply + i);
    (step.claims ?? []).forEach((claim, k) => {
      const r = checkStepClaim(game, line, claimTurns(claim, turns), claim);
      if (!r.ok)
        out.push(
          `${file}: field \`chapters.${String(ci)}.steps.${String(si)}.claims.${String(k)}\`: "${stepClaimText(claim)}" is false: ${r.error}`,
        );
    });
  });
  return out;
}

/** Every false step claim of a study; `lineOf(chapter)` gives a chapter's line and its game. */
export function stepClaimProblems(
  file: string,
  study: StudyData,
  lineOf: (chapter: number) => { game: AnyGame; line: readonly LinePly[] },
): string[] {
  return study.chapters.flatMap((chapter, ci) => {
    if (!chapter.steps.some((s) => (s.claims ?? []).length > 0)) return [];
    const { game, line } = lineOf(ci);
    return chapterClaimProblems(file, ci, chapter, game, line);
  });
}

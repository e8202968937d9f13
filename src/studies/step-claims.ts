import { REGISTRY_VARIANTS, type AnyGame } from "../engine/index.ts";
import type { RuleClaim } from "../schemas/step-claim.ts";
import type { StudyChapter, StudyData } from "../schemas/study.ts";
import type { LinePly } from "./line.ts";

/*
 * A study step's claims (src/schemas/step-claim.ts) played by the engine: whether switching a rule
 * changes the play where the step says it does, or nowhere in the game where it says it does not.
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
): { ok: true; value: string } | { ok: false; error: string } {
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

/** The claim in words, for a message. */
export const ruleClaimText = (c: RuleClaim): string =>
  c.decides
    ? `switching ${c.option} to ${String(c.off)} changes the play at this step`
    : `switching ${c.option} to ${String(c.off)} changes nothing in this game`;

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
      const r = checkRuleClaim(game, line, turns, claim);
      if (!r.ok)
        out.push(
          `${file}: field \`chapters.${String(ci)}.steps.${String(si)}.claims.${String(k)}\`: "${ruleClaimText(claim)}" is false: ${r.error}`,
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

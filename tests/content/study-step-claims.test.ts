import { describe, expect, it } from "vitest";
import { db } from "../support/content.ts";
import { checkStudies, compileFromRulesets } from "../../src/studies/check.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { mainLine } from "../../src/studies/line.ts";
import { stepClaimProblems } from "../../src/studies/step-claims.ts";
import type { StudyData } from "../../src/schemas/study.ts";
import type { AnyGame } from "../../src/engine/index.ts";

/**
 * A study step's claims about the play (src/schemas/step-claim.ts), checked by the engine: a
 * rule a step says decides something changes the play at that step, and a rule it says decides
 * nothing changes no turn of the game. A false claim is named with its study, step and claim.
 */
const compile = compileFromRulesets(db.rulesets);
const lineOf = (study: StudyData) => (chapter: number) => {
  const checked = checkNotation(study.chapters[chapter]!.notation, compile);
  if (!checked.ok) throw new Error(checked.error.message);
  return { game: checked.value.game as AnyGame, line: mainLine(checked.value) };
};
const chiana = db.studies.find((s) => s.id === "chiana-wa-kunja-forced-game")!;

describe("the studies' step claims", () => {
  it("some steps claim whether a rule they quote decides anything", () => {
    const n = db.studies.flatMap((s) =>
      s.data.chapters.flatMap((c) => c.steps.flatMap((st) => st.claims ?? [])),
    ).length;
    expect(n).toBeGreaterThan(2);
  });

  it("every step claim holds", () => {
    for (const s of db.studies)
      expect(stepClaimProblems(s.file, s.data, lineOf(s.data))).toEqual([]);
  });

  it("a false claim fails, naming the study, the step and the claim", () => {
    // The review's H1: the singleton rule said to decide the capture step (ply 8), where the
    // engine plays the same without it; and the capture rule said to decide nothing.
    const steps = chiana.data.chapters[0]!.steps.map((st) =>
      st.move?.ply === 8
        ? {
            ...st,
            claims: [
              { kind: "rule" as const, option: "singleton-rear", off: false, decides: true },
            ],
          }
        : st.claims === undefined
          ? st
          : { ...st, claims: st.claims.map((c) => ({ ...c, decides: !c.decides })) },
    );
    const wrong = { ...chiana.data, chapters: [{ ...chiana.data.chapters[0]!, steps }] };
    const problems = stepClaimProblems(chiana.file, wrong, lineOf(wrong));
    expect(problems.length).toBeGreaterThan(1);
    const atPly8 = chiana.data.chapters[0]!.steps.findIndex((st) => st.move?.ply === 8);
    expect(problems).toContainEqual(
      expect.stringContaining(
        `${chiana.file}: field \`chapters.0.steps.${String(atPly8)}.claims.0\`: "switching singleton-rear to false changes the play at this step" is false`,
      ),
    );
  });

  it("the build's study check reports a false claim, with the other study problems", () => {
    const steps = chiana.data.chapters[0]!.steps.map((st) =>
      st.claims === undefined
        ? st
        : { ...st, claims: st.claims.map((c) => ({ ...c, decides: !c.decides })) },
    );
    const wrong = { ...chiana.data, chapters: [{ ...chiana.data.chapters[0]!, steps }] };
    const problems: string[] = [];
    checkStudies([{ ...chiana, data: wrong }], db.rulesets, () => undefined, problems);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("singleton-rear");
    const clean: string[] = [];
    checkStudies([chiana], db.rulesets, () => undefined, clean);
    expect(clean).toEqual([]);
  });

  it("a claim that switches nothing, or names no option, is refused", () => {
    const step = chiana.data.chapters[0]!.steps.findIndex((st) => st.move?.ply === 8);
    const withClaim = (option: string, off: boolean | string) => {
      const steps = chiana.data.chapters[0]!.steps.map((st, i) =>
        i === step
          ? { ...st, claims: [{ kind: "rule" as const, option, off, decides: false }] }
          : st,
      );
      const s = { ...chiana.data, chapters: [{ ...chiana.data.chapters[0]!, steps }] };
      return stepClaimProblems(chiana.file, s, lineOf(s));
    };
    expect(withClaim("singleton-rear", true)[0]).toContain("the ruleset's own value");
    expect(withClaim("no-such-option", true)[0]).toContain("no option no-such-option");
  });
});

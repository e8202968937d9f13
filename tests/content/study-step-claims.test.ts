import { describe, expect, it } from "vitest";
import { db } from "../support/content.ts";
import { checkStudies, compileFromRulesets } from "../../src/studies/check.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { mainLine } from "../../src/studies/line.ts";
import { stepClaimProblems } from "../../src/studies/step-claims.ts";
import type { StudyData } from "../../src/schemas/study.ts";
import type { StepClaim } from "../../src/schemas/step-claim.ts";
import { statusCode, type AnyGame } from "../../src/engine/index.ts";
import { studyChapters } from "../../src/studies/build.ts";

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
          : {
              ...st,
              claims: st.claims.map((c) => (c.kind === "rule" ? { ...c, decides: !c.decides } : c)),
            },
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
        : {
            ...st,
            claims: st.claims.map((c) =>
              c.kind === "rule" && c.option === "singleton-rear" ? { ...c, decides: true } : c,
            ),
          },
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

  /** The Chiana study with `claims` on its step at ply `ply` (replacing the step's own). */
  const chianaWith = (ply: number, claims: StepClaim[]) => {
    const steps = chiana.data.chapters[0]!.steps.map((st) =>
      st.move?.ply === ply ? { ...st, claims } : st,
    );
    const s = { ...chiana.data, chapters: [{ ...chiana.data.chapters[0]!, steps }] };
    return stepClaimProblems(chiana.file, s, lineOf(s));
  };

  it("the review's false claims fail: ply 4 captures, the game ends at ply 9", () => {
    // H1: South's a3 at ply 4 sows into an empty hole and takes nothing.
    const atPly4 = [{ kind: "captures" as const, captures: true, ply: 4 }];
    const problems = chianaWith(8, atPly4);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${chiana.file}: field \`chapters.0.steps.3.claims.0\``);
    expect(problems[0]).toContain('"the turn captures" is false');
    expect(problems[0]).toContain("turn 4 (a3) takes nothing");
    expect(chianaWith(8, [{ kind: "result", result: "south-wins", ply: 9 }])[0]).toContain(
      "ongoing after turn 9",
    );
  });

  it("each kind of claim fails when the engine finds otherwise", () => {
    expect(chianaWith(8, [{ kind: "captures", captures: false }])[0]).toContain("captures");
    expect(chianaWith(8, [{ kind: "legal-turns", count: 2 }])[0]).toContain("1 legal turn(s)");
    expect(chianaWith(20, [{ kind: "result", result: "north-wins" }])[0]).toContain(
      "south-wins after turn 20",
    );
    expect(chianaWith(8, [{ kind: "fixed", option: "captured" }])[0]).toContain("captured can be");
    expect(chianaWith(8, [{ kind: "refused", turn: "a5", rule: "not-adjacent" }])[0]).toContain(
      "is legal",
    );
    expect(chianaWith(8, [{ kind: "captures", captures: true, ply: 40 }])[0]).toContain(
      "past the line",
    );
  });

  it("every rule a step quotes and ties to a turn is shown to matter there, or said not to", () => {
    // A step quoting the source with a move we infer from its words sets a rule against a turn:
    // the step claims the rule decides something there (switching it changes the play), or
    // that it decides nothing, or that the engine has no other reading to switch to.
    const unshown = db.studies.flatMap((s) =>
      s.data.chapters.flatMap((c, ci) =>
        c.steps
          .map((st, si) => ({ st, at: `${s.file} chapters.${String(ci)}.steps.${String(si)}` }))
          .filter(({ st }) => st.quote !== undefined && st.move?.basis === "inferred")
          .filter(
            ({ st }) => !(st.claims ?? []).some((c) => c.kind === "rule" || c.kind === "fixed"),
          )
          .map(({ at }) => at),
      ),
    );
    expect(unshown).toEqual([]);
    const shown = db.studies.flatMap((s) =>
      s.data.chapters.flatMap((c) =>
        c.steps.filter((st) => (st.claims ?? []).some((k) => k.kind === "rule" && k.decides)),
      ),
    );
    expect(shown.length).toBeGreaterThan(2);
  });

  it("the Chiana study shows its game on every number of holes, computed at build", () => {
    // The review's H1: "decided by its set-up" and "twenty-one turns" hold on 8 holes only.
    const view = studyChapters(db, chiana, "en")[0]!;
    const table = view.boardSizes?.walks;
    expect(table).toBeDefined();
    const { game, line } = lineOf(chiana.data)(0);
    const own = table!.walks.find((w) => w.rulesetBoard)!;
    // The table's own-board row is the chapter's game, turn for turn and result for result.
    expect(own.plies).toBe(line.length);
    const end = statusCode(game.status(line.at(-1)!.after), game.players);
    expect(own.outcome.kind === "win" ? `${own.outcome.winnerName}-wins` : "draw").toBe(end);
    expect(table!.walks.length).toBeGreaterThan(10);
    // The result changes with the number of holes: the table is what the summary points to.
    expect(new Set(table!.walks.map((w) => JSON.stringify(w.outcome))).size).toBeGreaterThan(1);
    const fanorona = db.studies.find((x) => x.data.game === "fanorona")!;
    const asked = {
      ...fanorona.data,
      chapters: [{ ...fanorona.data.chapters[0]!, boardSizes: true }],
    };
    const problems: string[] = [];
    checkStudies([{ ...fanorona, data: asked }], db.rulesets, () => undefined, problems);
    expect(problems).toEqual([
      `${fanorona.file}: field \`chapters.0.boardSizes\`: the table by number of holes is for a four-row mancala game, not fanorona`,
    ]);
  });
});

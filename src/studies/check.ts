/**
 * A study's references and its chapters checked against the engine: every chapter's notation
 * parses, names the study's game and ruleset, and plays move by move under it; every step of the
 * passage names turns (and decisions) the main line has, in the passage's order, and its claims
 * about the play hold (./step-claims.ts). One line per
 * problem, `file: field `chapters.0.notation`: line 3, column 14: ...`.
 */
import { err } from "../engine/index.ts";
import { checkNotation, type Compile } from "../notation/check.ts";
import { errorText, tagValue } from "../notation/tree.ts";
import type { RulesetData } from "../schemas/ruleset.ts";
import type { StudyData } from "../schemas/study.ts";
import { mainLine, spanOf } from "./line.ts";
import { chapterClaimProblems } from "./step-claims.ts";
import type { CollectionName } from "../content/collections.ts";
import type { ContentCheck, Entry } from "../content/integrity.ts";
import { compileRulesetOrThrow, toSpec } from "../content/rulesets.ts";
import { GAMES, compileRuleset } from "../engine/index.ts";

type Ref = (file: string, field: string, target: CollectionName, id: string | undefined) => void;

/** A notation file's reading compiled from the checked ruleset records (the build's own data). */
export const compileFromRulesets =
  (rulesets: readonly Entry<RulesetData>[]): Compile =>
  ({ game, ruleset, changes }) => {
    const entry = rulesets.find((r) => r.id === `${game}/${ruleset}`);
    if (entry === undefined)
      return err({
        tag: rulesets.some((r) => r.data.game === game) ? "Ruleset" : "Game",
        message: `no ruleset content/rulesets/${game}/${ruleset}.yaml`,
      });
    if (Object.keys(changes).length === 0)
      return { ok: true, value: compileRulesetOrThrow(toSpec(entry.data)) };
    const changed = compileRuleset(toSpec(entry.data), changes);
    return changed.ok
      ? changed
      : err({ tag: "Changes", message: changed.error.map((e) => e.message).join("; ") });
  };

/** The references of one study: its game, ruleset, sources, evidence and translators. */
function studyRefs(file: string, s: StudyData, ref: Ref): void {
  ref(file, "game", "games", s.game);
  ref(file, "ruleset", "rulesets", `${s.game}/${s.ruleset}`);
  s.sources.forEach((id, i) => ref(file, `sources.${i}`, "sources", id));
  s.evidence.forEach((id, i) => ref(file, `evidence.${i}`, "evidence", id));
  s.chapters.forEach((c, i) =>
    c.steps.forEach((st, j) =>
      ref(
        file,
        `chapters.${i}.steps.${j}.quote.translationSource`,
        "sources",
        st.quote?.translationSource,
      ),
    ),
  );
}

/** One chapter: its notation played, its steps placed on the main line in order. */
function checkChapter(
  file: string,
  i: number,
  s: StudyData,
  compile: Compile,
  problems: string[],
): void {
  const field = `chapters.${i}`;
  const chapter = s.chapters[i]!;
  const checked = checkNotation(chapter.notation, compile);
  if (!checked.ok) {
    problems.push(`${file}: field \`${field}.notation\`: ${errorText(checked.error)}`);
    return;
  }
  const tree = checked.value.parsed.tree;
  for (const [tag, want] of [
    ["Game", s.game],
    ["Ruleset", s.ruleset],
  ] as const)
    if (tagValue(tree, tag) !== want)
      problems.push(
        `${file}: field \`${field}.notation\`: its ${tag} tag is "${tagValue(tree, tag) ?? ""}", not the study's "${want}"`,
      );
  if (chapter.boardSizes === true && GAMES[s.game]?.family !== "mancala")
    problems.push(
      `${file}: field \`${field}.boardSizes\`: the table by number of holes is for a four-row mancala game, not ${s.game}`,
    );
  const line = mainLine(checked.value);
  let previous = 0;
  chapter.steps.forEach((st, j) => {
    if (st.move === undefined) return;
    const span = spanOf(line, st.move);
    const at = `${file}: field \`${field}.steps.${j}.move\``;
    if (typeof span === "string") problems.push(`${at}: ${span}`);
    else if (span.start < previous)
      problems.push(
        `${at}: the step's move comes before the previous step's: steps follow the line`,
      );
    else previous = span.end;
  });
  problems.push(...chapterClaimProblems(file, i, chapter, checked.value.game, line));
}

/** Every study's references and chapters. */
export function checkStudies(
  studies: readonly Entry<StudyData>[],
  rulesets: readonly Entry<RulesetData>[],
  ref: Ref,
  problems: string[],
): void {
  const compile = compileFromRulesets(rulesets);
  for (const { file, data } of studies) {
    studyRefs(file, data, ref);
    if (!rulesets.some((r) => r.id === `${data.game}/${data.ruleset}`)) continue;
    data.chapters.forEach((_, i) => checkChapter(file, i, data, compile, problems));
  }
}

/**
 * The studies' check as content's integrity runs it (`checkReferences(db, [studyCheck])`):
 * content/ cannot import a feature, so the studies' build and the content tests pass it.
 */
export const studyCheck: ContentCheck = (db, ref, problems) => {
  checkStudies(db.studies, db.rulesets, ref, problems);
};

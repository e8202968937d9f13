/**
 * A study as its page shows it, computed while the site is built: each chapter's notation
 * checked and played by the engine, its main line turn by turn with the positions drawn, each
 * step of the passage with the turns it describes, Telo's solver values at every ply, and the
 * lesson's data. Nothing here is typed by hand: the values come from the solver.
 */
import { simWords } from "../play/words-build.ts";
import { checkReferences, type ContentDb, type Entry } from "../content/integrity.ts";
import { compileFromRulesets, studyCheck } from "./check.ts";
import { byId } from "../content/queries.ts";
import { toSpec } from "../content/rulesets.ts";
import {
  teloSolution,
  type TeloGame,
  type TeloState,
  type TeloValue,
} from "../engine/telo/index.ts";
import { drawBoard } from "../board/draw.ts";
import { boardView } from "../board/view.ts";
import { valueBefore } from "../findings/perfect-play.ts";
import { gameWalks, type ForcedGame } from "../findings/forced-game.ts";
import { checkNotation, type CheckedNotation } from "../notation/check.ts";
import { errorText, tagValue } from "../notation/tree.ts";
import type { StudyData, StudyStep } from "../schemas/study.ts";
import type { RulesetData } from "../schemas/ruleset.ts";
import { basisWordsIn } from "../site/words-in.ts";
import { capital } from "../site/words.ts";
import type { Lang } from "../i18n/languages.ts";
import { locatorWordsIn } from "../site/locator-words.ts";
import { locatorText } from "../site/locator-parts.ts";
import { t, tn, type Key } from "../i18n/t.ts";
import { creditIn } from "../i18n/credit.ts";
import { titleIn, translationIn, type ContentTranslations } from "../i18n/content.ts";
import type { LessonConfig, LessonDecision, LessonStep } from "./config.ts";
import { mainLine, spanOf, type LinePly } from "./line.ts";
import { claimTurns } from "./step-claims.ts";
import type { StepClaim } from "../schemas/step-claim.ts";

/** One turn of a chapter's main line as the page lists it. */
export interface PlyView {
  readonly index: number;
  /** "White", "South"... */
  readonly player: string;
  readonly text: string;
  readonly comment?: string;
  /** Our translations of `comment` (the chapter's `commentTranslations` at this turn). */
  readonly commentTranslations?: ContentTranslations;
  /** Telo: the solver's value of the move for the player making it ("wins in 7 plies"). */
  readonly value?: string;
  /** Telo: the value of the position before it, for the player to move. */
  readonly best?: string;
}

/** One step of the passage with the turns it covers. */
export interface StepView {
  readonly step: StudyStep;
  /** The turns (indices into `plies`) the step's move names; empty for words with no move. */
  readonly plies: readonly number[];
  /** The one decision of a turn the step names, as the engine writes it. */
  readonly decision?: string;
  /** The step's claims about the play (checked when the site builds), each with its turns. */
  readonly claims: readonly { readonly claim: StepClaim; readonly plies: readonly number[] }[];
}

export interface ChapterView {
  readonly title: string;
  readonly titleTranslations?: ContentTranslations | undefined;
  readonly summary: string;
  readonly translations?: ContentTranslations | undefined;
  readonly notation: string;
  readonly plies: readonly PlyView[];
  readonly steps: readonly StepView[];
  /** The chapter's start position drawn (SVG, the board's DOM contract). */
  readonly board: string;
  readonly lesson: LessonConfig;
  /** The game walked on every number of holes, when the chapter asks for it (`boardSizes`). */
  readonly boardSizes?: { readonly walks: ForcedGame; readonly ruleset: Entry<RulesetData> };
}

const valueText = (lang: Lang, v: TeloValue): string =>
  v.kind === "draw"
    ? t(lang, "study.value.draw")
    : tn(lang, v.kind === "win" ? "study.value.win" : "study.value.lose", v.plies);

/** A player's name in the page's language, capitalised ("White", "Blanc"). */
const playerIn = (lang: Lang, player: string): string =>
  capital(t(lang, `simb.player.${player}` as Key));

/** Telo: the solver's value of each move and of the position before it. */
function teloValues(
  lang: Lang,
  checked: CheckedNotation,
  line: readonly LinePly[],
): { value: string; best: string }[] {
  const g = checked.game as unknown as TeloGame;
  const solution = teloSolution(g);
  return line.map((p) => {
    const after = p.after as TeloState;
    const st = g.status(after);
    const mine: TeloValue =
      st.kind === "win"
        ? { kind: "win", plies: 1 }
        : st.kind === "draw"
          ? { kind: "draw" }
          : valueBefore(solution.value(after));
    return {
      value: valueText(lang, mine),
      best: valueText(lang, solution.value(p.before as TeloState)),
    };
  });
}

/** The words of a step for the lesson, in the page's language where we have them. */
function lessonStep(
  db: ContentDb,
  lang: Lang,
  s: StudyStep,
  span: { start: number; end: number },
): LessonStep {
  const translator = (id: string | undefined) =>
    id === undefined ? t(lang, "study.ours") : byId(db.sources, id, "source").data["title-short"];
  const basis =
    s.move === undefined || s.move.basis === "stated"
      ? undefined
      : `${capital(basisWordsIn(lang, s.move.basis).label)}${t(lang, "list.colon")} ${
          // Our translation of the reasoning where there is one (the lesson's text is plain).
          translationIn(lang, s.move.reasoningTranslations)?.text ?? s.move.reasoning ?? ""
        }`;
  // Our translation into the page's language (decision 0025), never on an English page.
  const ours = translationIn(lang, s.quote?.translations);
  const paraphrased = translationIn(lang, s.paraphrase?.translations);
  const words = s.quote
    ? {
        text: s.quote.text,
        lang: s.quote.lang,
        ours: false,
        locator: locatorText(locatorWordsIn(lang), s.quote.locator),
        ...(s.quote.translation === undefined
          ? {}
          : {
              translation: s.quote.translation,
              translator: translator(s.quote.translationSource),
            }),
        ...(ours === undefined
          ? {}
          : { inLang: { text: ours.text, credit: creditIn(lang, ours) } }),
      }
    : {
        text: s.paraphrase?.text ?? "",
        lang: "en",
        ours: true,
        locator: locatorText(locatorWordsIn(lang), s.paraphrase?.locator ?? ""),
        ...(paraphrased === undefined
          ? {}
          : { inLang: { text: paraphrased.text, credit: creditIn(lang, paraphrased) } }),
      };
  return { ...words, ...span, ...(basis === undefined ? {} : { basis }) };
}

/** One chapter of a study, checked and laid out; a chapter that does not play stops the build. */
function chapterView(db: ContentDb, entry: Entry<StudyData>, i: number, lang: Lang): ChapterView {
  const study = entry.data;
  const chapter = study.chapters[i]!;
  const checked = checkNotation(chapter.notation, compileFromRulesets(db.rulesets));
  if (!checked.ok)
    throw new Error(`${entry.file}: field \`chapters.${i}.notation\`: ${errorText(checked.error)}`);
  const g = checked.value.game;
  const line = mainLine(checked.value);
  const comments = commentTranslationsOn(entry.file, i, chapter, line);
  const values = study.game === "fanorona-telo" ? teloValues(lang, checked.value, line) : undefined;
  const decisions: LessonDecision[] = line.flatMap((p) =>
    p.decisions.map((text) => ({ text, ply: p.index, turn: p.text })),
  );
  let cursor = 0;
  const steps: StepView[] = [];
  const lessonSteps: LessonStep[] = [];
  for (const s of chapter.steps) {
    const span = s.move === undefined ? { start: cursor, end: cursor } : spanOf(line, s.move);
    if (typeof span === "string") throw new Error(`${entry.file}: ${span}`);
    cursor = span.end;
    const last = s.move?.to ?? s.move?.ply;
    const plies = s.move === undefined ? [] : range(s.move.ply, last ?? s.move.ply);
    const decision = s.move?.step === undefined ? undefined : decisions[span.start]?.text;
    const claims = (s.claims ?? []).map((claim) => ({ claim, plies: claimTurns(claim, plies) }));
    steps.push({ step: s, plies, claims, ...(decision === undefined ? {} : { decision }) });
    lessonSteps.push(lessonStep(db, lang, s, span));
  }
  const rulesetEntry = byId(db.rulesets, `${study.game}/${study.ruleset}`, "ruleset");
  const ruleset = rulesetEntry.data;
  const spec = toSpec(ruleset);
  const start = checked.value.start;
  const view = boardView(
    ruleset.family,
    g.formatPosition(start),
    spec.options.diagonals?.value !== false,
  );
  if (!view.ok) throw new Error(`${entry.file}: chapter ${i}: ${view.error}`);
  const gameName = byId(db.games, study.game, "game").data.name;
  const position = tagValue(checked.value.parsed.tree, "Position");
  const cited = new Set(Object.values(spec.options).map((o) => o.provenance.source));
  return {
    title: chapter.title,
    titleTranslations: chapter.titleTranslations,
    summary: chapter.summary,
    translations: chapter.translations,
    notation: chapter.notation,
    plies: line.map((p, k) => ({
      index: p.index,
      player: playerIn(lang, g.players[p.player === 0 ? 0 : 1]),
      text: p.text,
      ...(p.comment === undefined ? {} : { comment: p.comment }),
      ...(comments[p.index] === undefined ? {} : { commentTranslations: comments[p.index] }),
      ...(values?.[k] ?? {}),
    })),
    steps,
    ...(chapter.boardSizes === true
      ? { boardSizes: { walks: gameWalks(spec), ruleset: rulesetEntry } }
      : {}),
    board: drawBoard(view.value, {
      title: t(lang, "study.boardTitle", { game: gameName, chapter: chapter.title }),
      labels: "names",
    }),
    lesson: {
      game: study.game,
      gameName,
      family: ruleset.family,
      spec,
      rulesetTitle: titleIn(lang, ruleset).text,
      ...(position === undefined ? {} : { position }),
      decisions,
      steps: lessonSteps,
      sources: Object.fromEntries(
        [...cited].map((s) => [s, db.sources.find((x) => x.id === s)?.data["title-short"] ?? s]),
      ),
      words: simWords(lang, undefined, ruleset.family, [spec]),
      who: study.game === "fanorona-telo" ? "solver" : "source",
    },
  };
}

/**
 * A chapter's `commentTranslations` by turn, each at a turn of the main line that has a comment:
 * a translation of nothing stops the build, naming the file and the field.
 */
function commentTranslationsOn(
  file: string,
  i: number,
  chapter: StudyData["chapters"][number],
  line: readonly LinePly[],
): Record<number, ContentTranslations> {
  const out: Record<number, ContentTranslations> = {};
  for (const [key, tr] of Object.entries(chapter.commentTranslations ?? {})) {
    const ply = line.find((p) => p.index === Number(key));
    if (ply?.comment === undefined)
      throw new Error(
        `${file}: field \`chapters.${i}.commentTranslations.${key}\`: turn ${key} of the main line ${ply === undefined ? "does not exist" : "has no comment"}`,
      );
    out[Number(key)] = tr;
  }
  return out;
}

const range = (a: number, b: number): number[] =>
  Array.from({ length: b - a + 1 }, (_, k) => a + k);

const checked = new WeakSet<ContentDb>();

/**
 * Stops the build on any study problem (studies/check.ts: references, every chapter played, the
 * steps on its line), once per build: `getDb` checks the other references but cannot run a
 * feature's check (content/ imports no feature, docs/architecture.md), so the studies' own build
 * runs it before it shows a study.
 */
function assertStudiesChecked(db: ContentDb): void {
  if (checked.has(db)) return;
  const problems = checkReferences(db, [studyCheck]);
  if (problems.length > 0)
    throw new Error(`Content has ${problems.length} broken reference(s):\n${problems.join("\n")}`);
  checked.add(db);
}

/** A study's chapters as the page shows them, in the page's language. */
export function studyChapters(
  db: ContentDb,
  entry: Entry<StudyData>,
  lang: Lang = "en",
): ChapterView[] {
  assertStudiesChecked(db);
  return entry.data.chapters.map((_, i) => chapterView(db, entry, i, lang));
}

/** The studies that follow an evidence record, a ruleset (`game/id`) or a game. */
export function studiesOf(
  db: ContentDb,
  of: { evidence?: string; ruleset?: string; game?: string },
): Entry<StudyData>[] {
  assertStudiesChecked(db);
  return db.studies.filter(
    (s) =>
      (of.evidence !== undefined && s.data.evidence.includes(of.evidence)) ||
      (of.ruleset !== undefined && `${s.data.game}/${s.data.ruleset}` === of.ruleset) ||
      (of.game !== undefined && s.data.game === of.game),
  );
}

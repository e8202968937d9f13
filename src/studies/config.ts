/**
 * What a study page writes into each chapter's lesson at build time (a JSON data block read by
 * `<study-lesson>`): the ruleset with its citations and quoted clauses, the chapter's start, the
 * main line split into the engine's decisions, and the passage's steps placed on them. The
 * browser never reads content files and never works the line out again.
 */
import type { SimWords } from "../play/words.ts";
import type { FamilyId, RulesetSpec } from "../play/engine.ts";

/** One decision of the main line: one engine step, with the turn it belongs to. */
export interface LessonDecision {
  /** The step as the engine writes it (`b5`, `>b1`, `e1e2A`, `@b2`). */
  readonly text: string;
  /** The main line's turn it is part of, 0 first. */
  readonly ply: number;
  /** That turn as the engine writes it whole (`b5>b1`, `e1e2Af2Wf3A`). */
  readonly turn: string;
}

/** One step of the passage, as the lesson shows it. */
export interface LessonStep {
  /** The source's words (or our words for them, when `ours`). */
  readonly text: string;
  /** Language of `text`. */
  readonly lang: string;
  /** English translation, when `text` is not English. */
  readonly translation?: string;
  /** Who made the translation, in words ("ours", "de Voogt & Rougetet 2024"). */
  readonly translator?: string;
  /**
   * On a French or Malagasy page, our translation of `text` into the page's language (decision
   * 0025) and who made it, whether reviewed, in that language's words.
   */
  readonly inLang?: { readonly text: string; readonly credit: string };
  /** True when `text` is our paraphrase, not the source's words. */
  readonly ours: boolean;
  /** Where in the source. */
  readonly locator: string;
  /** The decisions the reader plays for this step: [start, end) of `decisions`; none to read only. */
  readonly start: number;
  readonly end: number;
  /** The move's basis and its reasoning in words, when not stated. */
  readonly basis?: string;
}

export interface LessonConfig {
  readonly game: string;
  readonly gameName: string;
  readonly family: FamilyId;
  /** The ruleset, its citations with the quoted clauses (the refusals quote them). */
  readonly spec: RulesetSpec;
  readonly rulesetTitle: string;
  /** The chapter's set-up in the engine's position notation; absent: the ruleset's start. */
  readonly position?: string;
  readonly decisions: readonly LessonDecision[];
  readonly steps: readonly LessonStep[];
  /** Source id to short name, for the refusals' citations. */
  readonly sources: Readonly<Record<string, string>>;
  /** The simulator's words in the page's language (src/play/words.ts), for its messages. */
  readonly words: SimWords;
  /** Whose line the lesson follows: the source's, or the solver's (Telo), for "... plays X here". */
  readonly who: "source" | "solver";
}

/** JSON for a `<script type="application/json">` block: no `<` that could close it. */
export const lessonJson = (c: LessonConfig): string =>
  JSON.stringify(c)
    .replace(/</g, "\\u003c")
    .replace(/\u2028|\u2029/g, " ");

import { stringify } from "yaml";
import { evidenceId } from "../schemas/evidence.ts";
import { slugId } from "../schemas/common.ts";
import { RULESET_TYPES } from "../schemas/ruleset.ts";
import { CSL_TYPES, EVIDENCE_TYPES, RULE_BASES, SOURCE_KINDS } from "../schemas/vocabulary.ts";
import { err, GAMES, ok, type OptionSpec, type Result } from "../engine/index.ts";
import { SCAFFOLD_WORDS } from "./words.ts";

/*
 * New content files with clearly marked places to fill (`npm run new`, docs/contributing-form.md).
 * A place to fill is a string `FILL: <what goes here> (e.g. <example>)`: replacing each by a
 * value like its example (a bare whole number is a number, a quoted example is text) gives a file the
 * content schemas accept (tests/content/scaffold.test.ts), and content/ refuses any file that
 * still holds one. Pure: the CLI (new-cli.ts) checks the id against the disk and writes.
 */

/** The kinds of record `npm run new` makes. */
export const SCAFFOLD_KINDS = ["evidence", "source", "ruleset", "study"] as const;
export type ScaffoldKind = (typeof SCAFFOLD_KINDS)[number];

/** The marker every place to fill starts with. */
export const FILL = "FILL:";

/** A place to fill: what goes there, and an example value. */
export const fill = (what: string, example: string | number): string =>
  `${FILL} ${what} (e.g. ${example})`;

/** What a scaffold needs beyond its kind. */
export interface ScaffoldInput {
  readonly kind: ScaffoldKind;
  readonly id: string;
  /** The game (ruleset, study, evidence): when absent, a place to fill (required for a ruleset). */
  readonly game?: string | undefined;
  /** The source the record reads (evidence, ruleset, study); absent, a place to fill. */
  readonly source?: string | undefined;
  /** A ruleset of the same game whose option values the new ruleset starts from. */
  readonly from?: { readonly options: Readonly<Record<string, { readonly value: unknown }>> };
}

const oneOf = (values: readonly string[]) => `one of ${values.join(", ")}`;
const sourceId = (s?: string) =>
  s ?? fill("the id of a file in content/sources/", "montgomery-1896");
const gameId = (g?: string) => g ?? fill("the id of a file in content/games/", "fanorona");

/** A citation to fill: the passage a value rests on and its basis. */
const citationToFill = (source?: string) => ({
  source: sourceId(source),
  locator: fill("where in the source: page, rule, paragraph", "p. 153"),
  basis: fill(oneOf(["stated", "stated-elsewhere", "inferred", "default"]), "inferred"),
  reasoning: fill(
    "why the passage gives this value (kept for inferred and default)",
    "Our reading.",
  ),
});

function evidence(i: ScaffoldInput): Record<string, unknown> {
  return {
    title: fill("what the passage is, in our words", "Montgomery's account of fanorona"),
    type: fill(oneOf(EVIDENCE_TYPES), EVIDENCE_TYPES[0]),
    game: gameId(i.game),
    source: { id: sourceId(i.source), locator: fill("pages of the passage", "pp. 151-155") },
    date: fill("the text's own date, in EDTF", '"1886"'),
    regions: [fill("the id of a file in content/regions/", "madagascar")],
    rules: [
      {
        text: fill("one rule the passage gives, in our words", "A piece moves one step."),
        basis: fill(oneOf(RULE_BASES), "stated"),
      },
    ],
    quotations: [
      {
        text: fill("the source's words, verbatim", "At the beginning of a game one move only."),
        lang: fill("the language code of the words", "en"),
        locator: fill("the page of the words", "p. 153"),
      },
    ],
    confidence: fill("how far the record can be trusted, 0 to 100", 80),
    confidenceNote: fill("why that confidence", "A first-hand account."),
  };
}

function source(): Record<string, unknown> {
  return {
    type: fill(`the CSL type, ${oneOf(CSL_TYPES)}`, "book"),
    kind: fill(oneOf(SOURCE_KINDS), SOURCE_KINDS[0]),
    author: [
      { family: fill("the author's family name", "Montgomery"), given: fill("given names", "W.") },
    ],
    issued: { "date-parts": [[fill("the year of publication", 1886)]] },
    title: fill("the full title", "The Malagasy game of Fanorona"),
    "title-short": fill("author and year", "Montgomery 1886"),
    language: fill("the language code of the text", "en"),
  };
}

/** An option's first allowed value, for a ruleset made without `--from`. */
function firstValue(spec: OptionSpec): unknown {
  if (spec.kind === "bool") return false;
  if (spec.kind === "enum") return spec.values[0];
  return spec.min;
}

function ruleset(i: ScaffoldInput): Result<Record<string, unknown>, string> {
  const entry = i.game === undefined ? undefined : GAMES[i.game];
  if (i.game === undefined || entry === undefined)
    return err(SCAFFOLD_WORDS.unknownGame(i.game, Object.keys(GAMES).sort()));
  const options = Object.fromEntries(
    Object.entries(entry.options).map(([key, spec]) => [
      key,
      {
        value:
          i.from !== undefined && key in i.from.options
            ? i.from.options[key]!.value
            : firstValue(spec),
        provenance: citationToFill(i.source),
      },
    ]),
  );
  return ok({
    id: i.id,
    game: i.game,
    family: entry.family,
    title: fill("the reading's title: author and year", "Montgomery (1886)"),
    type: fill(oneOf(RULESET_TYPES), "described"),
    sources: [sourceId(i.source)],
    summary: fill("what this reading is and how it differs, in our words", "A reading of ..."),
    options,
    claims: [],
  });
}

function study(i: ScaffoldInput): Record<string, unknown> {
  return {
    title: fill("the study's heading, in our words", "Montgomery's chain"),
    summary: fill("what the study shows, in our words", "A chain of captures."),
    game: gameId(i.game),
    ruleset: fill("the id of a ruleset of the game", "montgomery-1896"),
    sources: [sourceId(i.source)],
    evidence: [fill("the id of a file in content/evidence/", "DLP.Evidence.661")],
    chapters: [
      {
        title: fill("the chapter's heading", "The opening"),
        summary: fill("what the chapter shows", "The first turn."),
        notation: fill(
          "the game as a notation file (docs/notation-files.md)",
          '[Game "fanorona"] 1. d3e3A *',
        ),
        steps: [
          {
            paraphrase: {
              text: fill("what the source says here, in our words", "White opens."),
              locator: fill("where in the source", "p. 153"),
            },
            move: { ply: 0, basis: "stated" },
          },
        ],
      },
    ],
    claims: [],
  };
}

/** The new record's data, or why it cannot be made. */
export function scaffold(i: ScaffoldInput): Result<Record<string, unknown>, string> {
  const idCheck = (i.kind === "evidence" ? evidenceId : slugId).safeParse(i.id);
  if (!idCheck.success)
    return err(SCAFFOLD_WORDS.badId(i.id, idCheck.error.issues[0]?.message ?? ""));
  switch (i.kind) {
    case "evidence":
      return ok(evidence(i));
    case "source":
      return ok(source());
    case "ruleset":
      return ruleset(i);
    case "study":
      return ok(study(i));
  }
}

/** The file a record of this kind and id goes to, from the repository root. */
export function scaffoldPath(kind: ScaffoldKind, id: string, game?: string): string {
  if (kind === "ruleset") return `content/rulesets/${game ?? "GAME"}/${id}.yaml`;
  return `content/${kind === "study" ? "studies" : kind === "source" ? "sources" : "evidence"}/${id}.yaml`;
}

/** The record as its YAML file, headed by how to fill it. */
export const scaffoldText = (kind: ScaffoldKind, data: Record<string, unknown>): string =>
  `${SCAFFOLD_WORDS.header(kind)
    .map((l) => `# ${l}`)
    .join("\n")}\n${stringify(data, { lineWidth: 100 })}`;

/**
 * Build time: a game's interview in the page's language. Each engine option of the game is a
 * question, in the order of the rule facets (board and set-up, movement, capture, continuation,
 * end: `FACETS`), with the values a player may answer, what each reading says and a position the
 * engine found where the answer matters (positions.ts), drawn with the project's board drawing.
 */
import { GAMES, type OptionSpec } from "../engine/index.ts";
import type { ContentDb } from "../content/db.ts";
import type { RulesetData } from "../schemas/ruleset.ts";
import { FACETS } from "../schemas/ruleset.ts";
import { LANGUAGES } from "../schemas/languages.ts";
import { byId, rulesetsOfGame } from "../content/queries.ts";
import { playableSpec, toSpec } from "../content/rulesets.ts";
import { facetOfOption } from "../compare/index.ts";
import { titleIn } from "../i18n/content.ts";
import { TABLES, t, type Key } from "../i18n/t.ts";
import { LANGS, localize, type Lang } from "../i18n/languages.ts";
import { optionDocIn, hasOptionDoc, optionLabelIn, valueWordsIn } from "../site/option-words.ts";
import { basisWordsIn } from "../site/words-in.ts";
import { languageIn } from "../site/vocab-words.ts";
import { url } from "../site/routes.ts";
import { boardView } from "../board/view.ts";
import { drawBoard } from "../board/draw.ts";
import { POSITION_BUDGET, positionsOf, written, type PositionResult } from "./positions.ts";
import type { AnswerChoice, InterviewConfig, Position, Question, SourceSays } from "./config.ts";

/** The `record.*` strings of `lang`, without the prefix (the element's words). */
export function recordWords(lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(TABLES[lang])
      .filter(([k]) => k.startsWith("record."))
      .map(([k, e]) => [k.slice("record.".length), e.text]),
  );
}

/** A value of option `key` in the page's words (`null` for an int: "never", as the tables say). */
function choiceWords(lang: Lang, key: string, value: unknown): string {
  if (value === null) return t(lang, "record.never");
  return valueWordsIn(lang, value, key);
}

/** The values a player may answer: every declared value, or for a number those the readings give. */
function answerValues(spec: OptionSpec, held: readonly unknown[]): unknown[] {
  if (spec.kind === "bool") return [true, false];
  if (spec.kind === "enum") return [...spec.values];
  const given = [...new Map(held.map((v) => [written(v), v])).values()];
  const numbers = given.filter((v) => v !== null).sort((a, b) => Number(a) - Number(b));
  return spec.nullable === true ? [...numbers, null] : numbers;
}

/** A found position drawn, with its caption: which turn each value alone allows. */
function drawn(
  lang: Lang,
  r: RulesetData,
  key: string,
  found: PositionResult,
): Position | undefined {
  if (found.kind !== "found") return undefined;
  const diagonals = r.options["diagonals"]?.value !== false;
  const view = boardView(r.family, found.position, diagonals);
  if (!view.ok) throw new Error(`record ${r.game}: option ${key}: ${view.error}`);
  const a = choiceWords(lang, key, parse(found.a));
  const b = choiceWords(lang, key, parse(found.b));
  const title = t(lang, "record.positionTitle", { option: optionLabelIn(lang, key) });
  const where =
    found.line.length === 0
      ? t(lang, "record.atStart")
      : t(lang, "record.afterLine", { line: found.line.join(" ") });
  const only = (value: string, turns: readonly string[], other: string) =>
    turns.length === 0
      ? ""
      : ` ${t(lang, "record.onlyUnder", { value, turns: turns.slice(0, 3).join(", "), other })}`;
  return {
    svg: drawBoard(view.value, { title, labels: "names", data: false }),
    line: found.line,
    a: found.a,
    b: found.b,
    caption: `${where}${only(a, found.onlyA, b)}${only(b, found.onlyB, a)}`,
  };
}

/** A value written back to its type: the link format's text read as the engine reads it. */
const parse = (text: string): unknown =>
  text === "null"
    ? null
    : text === "true"
      ? true
      : text === "false"
        ? false
        : /^-?\d+$/.test(text)
          ? Number(text)
          : text;

/** One option as a question. */
function question(
  lang: Lang,
  game: string,
  key: string,
  spec: OptionSpec,
  readings: readonly RulesetData[],
  found: PositionResult | undefined,
): Question {
  const facet = facetOfOption(key) ?? "restrictions";
  const titles = new Map(readings.map((r) => [r.id, titleIn(lang, r).text]));
  const held = readings.map((r) => r.options[key]?.value);
  const choices: AnswerChoice[] = answerValues(spec, held).map((v) => ({
    value: written(v),
    words: choiceWords(lang, key, v),
    heldBy: readings
      .filter((r) => r.options[key] !== undefined && written(r.options[key].value) === written(v))
      .map((r) => titles.get(r.id)!),
  }));
  const sources: SourceSays[] = readings.flatMap((r) => {
    const o = r.options[key];
    if (o === undefined) return [];
    return [
      {
        ruleset: r.id,
        title: titles.get(r.id)!,
        value: written(o.value),
        words: choiceWords(lang, key, o.value),
        basis: basisWordsIn(lang, o.provenance.basis).label,
        locator: o.provenance.locator,
      },
    ];
  });
  return {
    key,
    facet,
    facetWords: t(lang, `ruleFacet.${facet}` as Key),
    label: optionLabelIn(lang, key),
    meaning: optionDocIn(lang, game, key) ?? "",
    meaningLang: hasOptionDoc(lang, game, key) ? lang : "en",
    choices,
    sources,
    position:
      readings[0] === undefined || found === undefined
        ? undefined
        : drawn(lang, readings[0], key, found),
  };
}

/** The games an interview can be held for: those with a reading the engine plays. */
export const recordGames = (db: ContentDb): string[] =>
  db.games
    .filter((g) => GAMES[g.id] !== undefined && rulesetsOfGame(db, g.id).length > 0)
    .map((g) => g.id);

/** The interview of `game` in `lang`. */
export function interviewConfig(db: ContentDb, game: string, lang: Lang): InterviewConfig {
  const entry = GAMES[game];
  if (entry === undefined) throw new Error(`record: the engine does not play "${game}"`);
  const readings = rulesetsOfGame(db, game).map((r) => r.data);
  const first = readings[0];
  if (first === undefined) throw new Error(`record: game "${game}" has no ruleset`);
  const specs = entry.options;
  const held = Object.fromEntries(
    Object.keys(specs).map((k) => [k, readings.map((r) => r.options[k]?.value)]),
  );
  const found = positionsOf(toSpec(first), specs, held);
  const order = (k: string) => FACETS.indexOf(facetOfOption(k) ?? "restrictions");
  const keys = Object.keys(specs).sort((a, b) => order(a) - order(b));
  return {
    game,
    gameName: byId(db.games, game, "game").data.name,
    family: first.family,
    lang,
    readings: readings.map((r) => ({
      id: r.id,
      title: titleIn(lang, r).text,
      values: Object.fromEntries(Object.entries(r.options).map(([k, o]) => [k, written(o.value)])),
      spec: playableSpec(r),
    })),
    questions: keys.map((k) => question(lang, game, k, specs[k]!, readings, found.get(k))),
    positionDepth: POSITION_BUDGET.maxDepth,
    places: db.regions
      .map((r) => ({ id: r.id, name: r.data.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    languages: Object.fromEntries(
      Object.keys(LANGUAGES).map((code) => [code, languageIn(lang, code)]),
    ),
    gameHref: localize(lang, url.game(game)),
    compareHref: localize(lang, url.compareIndex()),
    words: recordWords(lang),
  };
}

/** Every language's interview of a game (the tests compare them). */
export const interviewsOf = (db: ContentDb, game: string): InterviewConfig[] =>
  LANGS.map((lang) => interviewConfig(db, game, lang));

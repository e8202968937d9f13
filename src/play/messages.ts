/**
 * Words the simulator shows: moves played, refusals naming the rule and its source, results,
 * values. The words are the page's (config.words, src/play/words.ts), in its language: this
 * code carries no table, so an English page's script does not grow with each language.
 */
import type { Played, ProvenanceLike } from "./session.ts";
import type { OptionSpecs, OptionValue, SimGame, SimTeloValue, Status } from "./engine.ts";
import { readingName, type Changes, type ReadingWords } from "../reading/changes.ts";
import type { SimConfig } from "./config.ts";
import type { SimWordKey } from "./words.ts";
import { capital } from "../site/words.ts";
import { fill, type Params } from "../i18n/fill.ts";
import { parseErrorText } from "./parse-words.ts";

/** What a message needs from the page: its sources' names and its words. */
export type Said = Pick<SimConfig, "sources" | "words">;

/** A message of the page's words, its placeholders filled. */
export const say = (c: Said, key: SimWordKey, params: Params = {}): string =>
  fill(c.words.text[key], params, c.words.lang, key);

/** A player's name (`white`, `south`) in the page's language. */
export const playerWord = (c: Said, player: string): string => {
  const key = `simb.player.${player}`;
  return key in c.words.text ? say(c, key as SimWordKey) : player;
};

/** A player's name at the start of a sentence or a label (`White`, `Blanc`). */
export const playerName = (c: Said, player: string): string => capital(playerWord(c, player));

/**
 * `walker-2011, rule 8` -> `Walker 2011, rule 8`, from the page's table of source names, with the
 * basis when the rule is not stated by the reading's own source (`…, Rules, stated elsewhere`,
 * `…, p. 153, inferred`): a basis is never implied. A rule the reader changed is cited as the
 * reader's change, never as the source's (`your change, not the rule of Walker 2011, rule 8`).
 */
export function citation(p: ProvenanceLike, c: Said): string {
  const source = c.sources[p.source] ?? p.source;
  // The locator in the page's words, worded at build time (plain text: English stays unmarked).
  const locator = c.words.locators?.[p.locator] ?? p.locator;
  // The engine marks a value the reader set: the passage it cites says otherwise.
  if (p.override === true) return say(c, "simb.yourChange", { source, locator });
  if (p.basis === undefined || p.basis === "stated")
    return say(c, "simb.cite", { source, locator });
  const basis = c.words.basis[p.basis] ?? p.basis;
  return say(c, "simb.citeBasis", { source, locator, basis });
}

/**
 * "Capture is compulsory: ... (Walker 2011, rule 8)". A page in another language than English
 * says the rule's clause from its words (the tables' area `refusal`); a rule without words there
 * keeps the engine's English message, said to be so.
 */
export function refusal(
  e: {
    message: string;
    rule?: string;
    provenance?: ProvenanceLike;
    reason?: string;
    params?: Params;
  },
  c: Said,
): string {
  // A text that does not parse: the parser's reason says why, in the page's words.
  if (e.reason !== undefined)
    return say(c, "simb.refusalBare", { why: capital(parseErrorText(c, e)) });
  const rules = c.words.rules;
  const clause = rules === undefined || e.rule === undefined ? undefined : rules[e.rule];
  const why = capital(
    rules === undefined || clause !== undefined
      ? (clause ?? e.message)
      : say(c, "simb.untranslated", { why: e.message }),
  );
  return e.provenance === undefined
    ? say(c, "simb.refusalBare", { why })
    : say(c, "simb.refusal", { why, cite: citation(e.provenance, c) });
}

export function statusText(s: Status, players: readonly [string, string], c: Said): string {
  if (s.kind === "ongoing") return "";
  const clause = c.words.reasons[s.reason] ?? s.reason;
  const reason =
    s.provenance === undefined
      ? clause
      : say(c, "simb.reasonCite", { reason: clause, cite: citation(s.provenance, c) });
  if (s.kind === "draw") return say(c, "simb.draw", { reason });
  return capital(say(c, "simb.wins", { player: playerWord(c, players[s.winner]), reason }));
}

/** Says what a move did: who played it, what it took (`taken`), and the end of the game. */
export function playedText(g: SimGame, e: Played, taken: readonly string[], c: Said): string {
  const player = playerWord(c, g.players[g.toMove(e.before)]);
  const move = e.text;
  const played =
    taken.length > 0
      ? say(c, "simb.playedTaking", { player, move, taken: taken.join(", ") })
      : say(c, "simb.played", { player, move });
  const end = statusText(g.status(e.after), g.players, c);
  return `${capital(played)}${end === "" ? "" : ` ${end}`}`;
}

/** A Telo value for the player it belongs to: "wins in 9 plies", "a draw". */
export function teloValueText(v: SimTeloValue, c: Said): string {
  if (v.kind === "draw") return say(c, "simb.teloDraw");
  if (v.plies === 1) return say(c, v.kind === "win" ? "simb.teloWinOne" : "simb.teloLoseOne");
  return say(c, v.kind === "win" ? "simb.teloWin" : "simb.teloLose", { n: v.plies });
}

/**
 * An option's value in the page's words: on/off (a boolean option's values are booleans), none,
 * an enumerated value of option `key` as its words (config `values`), a number as written.
 */
export const valueSaid = (c: Said, v: OptionValue, key = ""): string =>
  typeof v === "boolean"
    ? say(c, v ? "simb.val.on" : "simb.val.off")
    : v === null
      ? say(c, "simb.val.none")
      : (c.words.values?.[key]?.[String(v)] ?? String(v));

/**
 * A changed reading named by what it changes, in the page's words (reading.ts `readingName`):
 * "Montgomery (1886), with no-immediate-return off and draw-quiet-turns 20".
 */
export const readingSaid = (c: Said, title: string, changes: Changes, specs: OptionSpecs) =>
  readingName(title, changes, specs, readingWords(c));

/** How the page words a changed reading (reading.ts `ReadingWords`). */
export const readingWords = (c: Said): ReadingWords => ({
  value: (_, v, key) => valueSaid(c, v, key),
  and: (list, last) => say(c, "simb.and", { list, last }),
  named: (title, changes) => say(c, "simb.with", { title, changes }),
});

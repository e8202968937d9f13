/**
 * An interview as kept on the device, and the observed ruleset it yields. Pure, so the tests
 * hold what the done-when asks: "players disagree" and "did not know" are kept as such and named
 * as options left open, never replaced silently; the reading closest to the answers is found and
 * the answers are written as its changes (`~option:value`, src/reading/changes.ts), which the
 * simulator plays and the compare picker compares with every reading.
 */
import { formatLink } from "../play/link.ts";
import type { InterviewConfig } from "./config.ts";

/** An answer: an option value as the link writes it, or one of the two answers that are not values. */
export type AnswerValue = string;
export const UNKNOWN = "~unknown";
export const DISAGREE = "~disagree";
export const isOpen = (v: AnswerValue): boolean => v === UNKNOWN || v === DISAGREE;

export interface Answer {
  readonly value?: AnswerValue | undefined;
  /** The player's own words, when given. */
  readonly words?: string | undefined;
}

export interface Person {
  /** A name or an anonymous label. */
  readonly label: string;
  /** Whether the person consented to the name being published. */
  readonly consent?: "given" | "not-given" | undefined;
}

/** One interview, as kept on the device (localStorage, store.ts). */
export interface Interview {
  /** Permanent on the device: `<game>-<time in base 36>`. */
  readonly id: string;
  readonly game: string;
  /** When it was last changed (ISO). */
  readonly updated: string;
  readonly date?: string | undefined;
  /** A region's id, or a new place's name with its coordinates. */
  readonly region?: string | undefined;
  readonly placeName?: string | undefined;
  readonly lat?: number | undefined;
  readonly lon?: number | undefined;
  readonly people: readonly Person[];
  /** The interview's language (a content language code). */
  readonly language?: string | undefined;
  readonly answers: Readonly<Record<string, Answer>>;
}

/** A new, empty interview of `game`. */
export const newInterview = (game: string, now: Date): Interview => ({
  id: `${game}-${now.getTime().toString(36)}`,
  game,
  updated: now.toISOString(),
  date: now.toISOString().slice(0, 10),
  people: [],
  answers: {},
});

/** What an interview yields. */
export interface Observed {
  /** The reading the answers are closest to (fewest answered options differ). */
  readonly nearest: string;
  /** Answered options whose value differs from the nearest reading's: `key` → value. */
  readonly changes: Readonly<Record<string, string>>;
  /** Options answered "did not know" or "players disagree", in the interview's order. */
  readonly open: readonly { readonly key: string; readonly why: "unknown" | "disagree" }[];
  /** Options answered with a value. */
  readonly answered: readonly string[];
  /** Questions not answered at all. */
  readonly unasked: readonly string[];
}

/** The observed ruleset of an interview. */
export function observed(c: InterviewConfig, i: Interview): Observed {
  const keys = c.questions.map((q) => q.key);
  const valued = keys.filter((k) => {
    const v = i.answers[k]?.value;
    return v !== undefined && !isOpen(v);
  });
  const differs = (values: Readonly<Record<string, string>>) =>
    valued.filter((k) => values[k] !== i.answers[k]!.value);
  // Fewest differences; on a tie the game's order of readings decides (the page's order).
  let best = c.readings[0]!;
  for (const r of c.readings) if (differs(r.values).length < differs(best.values).length) best = r;
  return {
    nearest: best.id,
    changes: Object.fromEntries(differs(best.values).map((k) => [k, i.answers[k]!.value!])),
    open: keys.flatMap((k): { key: string; why: "unknown" | "disagree" }[] => {
      const v = i.answers[k]?.value;
      if (v === UNKNOWN) return [{ key: k, why: "unknown" }];
      return v === DISAGREE ? [{ key: k, why: "disagree" }] : [];
    }),
    answered: valued,
    unasked: keys.filter((k) => i.answers[k]?.value === undefined),
  };
}

/** A value written by the link format read back to its type (`true`, `12`, `null`, a word). */
export const typedValue = (text: string): unknown =>
  text === "null"
    ? null
    : text === "true"
      ? true
      : text === "false"
        ? false
        : /^-?\d+$/.test(text)
          ? Number(text)
          : text;

/** The changes as the link format writes them, in the interview's order. */
export const changesText = (c: InterviewConfig, o: Observed): string =>
  c.questions
    .filter((q) => q.key in o.changes)
    .map((q) => `${q.key}:${o.changes[q.key]!}`)
    .join(",");

/** The observed ruleset on the game page's simulator. */
export const playHref = (c: InterviewConfig, o: Observed): string =>
  `${c.gameHref}#${formatLink({ ruleset: o.nearest, options: changesText(c, o), moves: [] })}`;

/**
 * The compare picker with the observed ruleset (the nearest reading with the answers as its
 * changes) first, then every reading of the game as its source has it.
 */
export function compareHref(c: InterviewConfig, o: Observed): string {
  const changes = changesText(c, o);
  const own = `${c.game}/${o.nearest}${changes === "" ? "" : `~${changes}`}`;
  const others = c.readings.map((r) => `${c.game}/${r.id}`);
  return `${c.compareHref}?r=${[own, ...others.filter((r) => r !== own)].join(",")}`;
}

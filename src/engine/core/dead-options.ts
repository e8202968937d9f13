import { sameResult } from "./diverge.ts";
import type { AnyGame, Game } from "./game.ts";
import type { OptionValue } from "./options.ts";
import { playOrThrow } from "./play.ts";
import { alternatives, type Variants } from "./refusals.ts";
import type { Rng } from "./rng.ts";

/*
 * Options that decide nothing in a sample of positions: the "dead option" check. Each option of
 * a reading is switched, alone, to each of its other values (core/refusals.ts `alternatives`:
 * "off" for a rule that is on, each other value of an enumeration, "off" and the two
 * neighbouring values of an integer), and the changed reading is compared with the reading itself on the start
 * position and on every position of the sample: the legal turns (by their notation), the
 * position each of them leads to, and the result. The position a turn leads to counts because
 * a turn's text need not say all it does: in the mancala games a turn is written by the hole it
 * starts from, so a rule about what a sowing captures (Fifangha's chibou rule) changes the
 * effect of the same turn text. An option none of whose switches changes the start, a legal
 * turn, what a turn does or a result is dead in that sample.
 *
 * Dead in a sample is not dead in every game: a rule may wait for positions the sample lacks (a
 * late ending, a long quiet spell). But a rule that never decides in many positions where its
 * clause arises may be implied by the reading's other rules, which says something about how
 * those rules were read (review 2026-11-24, M1: Montgomery's proviso (a) under the chosen
 * reading of (b)).
 */

/** What one other value of an option changes in the sample. */
export interface OptionSwitch {
  /** The other value tried. */
  readonly value: OptionValue;
  /** False when the engine refuses the changed reading (a value the game cannot combine). */
  readonly compiled: boolean;
  /** Whether the start position differs (board, counters, who starts). */
  readonly changesStart: boolean;
  /** Positions of the sample where the legal turns, what one does, or the result differ (0 when the start does). */
  readonly positionsChanged: number;
  /** The first such position, in the reading's notation, with a turn only one of them allows. */
  readonly example?: {
    readonly position: string;
    readonly onlyReading: readonly string[];
    readonly onlySwitched: readonly string[];
    /** Turns both allow that lead to different positions. */
    readonly otherEffect: readonly string[];
    readonly resultsDiffer: boolean;
  };
}

/** One option of a reading and what switching it changes. */
export interface OptionEffect {
  readonly key: string;
  /** The reading's value. */
  readonly value: OptionValue;
  readonly switches: readonly OptionSwitch[];
  /** No switch that compiles changes the start, a legal turn or a result anywhere in the sample. */
  readonly dead: boolean;
}

/**
 * How many of a position's turns have the position they lead to compared. Msuwa's extra-capture
 * choices give thousands of turns a position, and playing each under every switch took minutes
 * (292 s for msuwa/dlp against 10-36 s without); turns spread evenly over the notation order
 * keep every starting hole and direction in view at a fraction of the cost. Most Fanorona, Telo
 * and Fifangha positions have fewer turns than this, so every turn is compared there; and a
 * Fanorona turn's text names every capture it makes, so its effect rarely hides from the text.
 */
export const EFFECT_TURNS = 64;

/**
 * The legal turns at `state` by notation (none once the game has ended), each with the position
 * it leads to for up to EFFECT_TURNS of them, spread evenly in notation order ("" for the rest).
 */
function turnMap(game: AnyGame, state: unknown): Map<string, string> {
  if (game.status(state).kind !== "ongoing") return new Map();
  const turns = game
    .turns(state)
    .map((t: unknown) => [game.formatTurn(state, t), t] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const every = Math.max(1, Math.ceil(turns.length / EFFECT_TURNS));
  return new Map(
    turns.map(([text, t], i) => [
      text,
      i % every === 0 ? game.formatPosition(playOrThrow(game, state, t)) : "",
    ]),
  );
}

/** Switches one option of `game` to `value` and compares on the sample. */
function trySwitch(
  game: AnyGame,
  sample: readonly unknown[],
  reference: readonly Map<string, string>[],
  changed: AnyGame | undefined,
  value: OptionValue,
): OptionSwitch {
  if (changed === undefined)
    return { value, compiled: false, changesStart: false, positionsChanged: 0 };
  const text = (g: AnyGame): string => g.formatPosition(g.setup());
  if (text(changed) !== text(game))
    return { value, compiled: true, changesStart: true, positionsChanged: 0 };
  let positionsChanged = 0;
  let example: OptionSwitch["example"];
  sample.forEach((state, i) => {
    const mine = reference[i]!;
    const theirs = turnMap(changed, state);
    const onlyReading = [...mine.keys()].filter((t) => !theirs.has(t)).sort();
    const onlySwitched = [...theirs.keys()].filter((t) => !mine.has(t)).sort();
    const otherEffect = [...mine]
      .filter(([t, next]) => {
        const other = theirs.get(t);
        return next !== "" && other !== undefined && other !== "" && other !== next;
      })
      .map(([t]) => t)
      .sort();
    const resultsDiffer = !sameResult(game.status(state), changed.status(state));
    const same = onlyReading.length + onlySwitched.length + otherEffect.length === 0;
    if (same && !resultsDiffer) return;
    positionsChanged++;
    example ??= {
      position: game.formatPosition(state),
      onlyReading: onlyReading.slice(0, 5),
      onlySwitched: onlySwitched.slice(0, 5),
      otherEffect: otherEffect.slice(0, 5),
      resultsDiffer,
    };
  });
  return {
    value,
    compiled: true,
    changesStart: false,
    positionsChanged,
    ...(example === undefined ? {} : { example }),
  };
}

/**
 * What switching each option of `game` changes on the positions `sample` (states of `game`),
 * options in declaration order. Positions are compared as they are: a switched reading is asked
 * about the same state, so an option that changes the board's shape shows as changing the start.
 */
export function optionEffects(
  game: AnyGame,
  sample: readonly unknown[],
  variants: Variants,
): OptionEffect[] {
  const reference = sample.map((s) => turnMap(game, s));
  const out: OptionEffect[] = [];
  for (const [key, spec] of Object.entries(variants.specs(game))) {
    const value = (game.options[key]?.value ?? null) as OptionValue;
    const switches = alternatives(spec, value, false).map((v) =>
      trySwitch(game, sample, reference, variants.compile(game, { [key]: v }), v),
    );
    const dead = switches.every(
      (s) => !s.compiled || (!s.changesStart && s.positionsChanged === 0),
    );
    out.push({ key, value, switches, dead: dead && switches.some((s) => s.compiled) });
  }
  return out;
}

/**
 * Positions for the check: the start; the positions of the first turns breadth first (turns in
 * notation order, as the divergence search visits them), up to `breadth`; and every position of
 * `games` seeded random games of up to `maxTurns` turns each. Duplicates (same text) are kept
 * once. `rng(i)` gives game i's generator, so the sample is the same on every run.
 */
export function samplePositions<S, Step, Turn>(
  game: Game<S, Step, Turn>,
  options: {
    readonly breadth: number;
    readonly games: number;
    readonly maxTurns: number;
    readonly rng: (i: number) => Rng;
    readonly extra?: readonly S[];
  },
): S[] {
  const seen = new Set<string>();
  const out: S[] = [];
  const add = (s: S): void => {
    const text = game.formatPosition(s);
    if (seen.has(text)) return;
    seen.add(text);
    out.push(s);
  };
  const turns = (s: S): Turn[] =>
    game.status(s).kind === "ongoing"
      ? game
          .turns(s)
          .map((t): [string, Turn] => [game.formatTurn(s, t), t])
          .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
          .map(([, t]) => t)
      : [];
  let layer: S[] = [game.setup()];
  add(layer[0]!);
  while (layer.length > 0 && out.length < options.breadth) {
    const next: S[] = [];
    for (const s of layer)
      for (const t of turns(s)) {
        if (out.length >= options.breadth) break;
        const after = playOrThrow(game, s, t);
        add(after);
        next.push(after);
      }
    layer = next;
  }
  for (const s of options.extra ?? []) add(s);
  for (let i = 0; i < options.games; i++) {
    const rng = options.rng(i);
    let s = game.setup();
    for (let n = 0; n < options.maxTurns && game.status(s).kind === "ongoing"; n++) {
      const list = game.turns(s);
      if (list.length === 0) break;
      s = playOrThrow(game, s, list[rng.int(list.length)]!);
      add(s);
    }
  }
  return out;
}

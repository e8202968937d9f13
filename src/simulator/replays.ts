/**
 * Documented games the simulator replays step by step, by game id: each a list of turns in the
 * engine's notation under a named ruleset. The Basque article's five openings (Riatra, rule 5)
 * and the first sixteen moves of its example vela be are transcribed from its table, in its 1-45
 * numbering (tests/engine/fanorona/vela.test.ts and notation.test.ts check the same readings);
 * Telo's perfect line and Chiana wa Kunja's forced game are computed by the engine at build
 * time. tests/site/simulator.test.ts replays every one. Titles are in the page's language (the
 * tables' `replay.` area; tests/site/replay-words.test.ts).
 */
import { GAMES, playLineOrThrow, type AnyGame } from "../engine/index.ts";
import { basqueMoveToNames } from "../engine/fanorona/index.ts";
import { perfectTurn, type TeloGame, type TeloState } from "../engine/telo/index.ts";
import type { RulesetData } from "../schemas/ruleset.ts";
import type { SimReplay } from "../play/config.ts";
import type { Lang } from "../i18n/languages.ts";
import { plainTitleIn } from "../i18n/plain-title.ts";
import { t } from "../i18n/t.ts";

const basque = (move: string, kind: "A" | "W" | ""): string => {
  const names = basqueMoveToNames(move);
  if (names === undefined)
    throw new Error(`replays: "${move}" is not a move in the 1-45 numbering`);
  return names + kind;
};

/** The Basque article's openings: [name, move in 1-45, A or W]; gloss `replay.gloss.<name>`. */
const OPENINGS = [
  ["vakiloha", "32-23", "A"],
  ["havanana", "33-23", "A"],
  ["havia", "31-23", "A"],
  ["fohy", "22-23", "A"],
  ["kobaka", "22-23", "W"],
] as const;

/** The article's vela be table: the loser's move (and how it captures), then the winner's. */
const VELA_BE: readonly (readonly [string, "A" | "W", string])[] = [
  ["22-23", "A", "21-22"],
  ["23-24", "W", "13-21"],
  ["31-23", "A", "7-15"],
  ["23-22", "A", "8-7"],
  ["32-23", "A", "5-13"],
  ["29-21", "A", "3-13"],
  ["21-29", "W", "9-8"],
  ["30-21", "A", "8-9"],
  ["22-13", "A", "9-8"],
  ["13-12", "A", "1-11"],
  ["12-13", "W", "2-3"],
  ["21-12", "A", "10-1"],
  ["13-14", "A", "7-15"],
  ["23-31", "W", "6-7"],
  ["14-15", "A", "7-16"],
  ["15-14", "W", "8-9"],
];

/** The transcribed replays of a game, titled in `lang`. */
const fixed = (lang: Lang): Readonly<Record<string, readonly SimReplay[]>> => ({
  fanorona: OPENINGS.map(([name, move, kind]) => ({
    title: t(lang, "replay.opening", { name, gloss: t(lang, `replay.gloss.${name}`) }),
    ruleset: "basque",
    moves: [basque(move, kind)],
  })),
  vela: [
    {
      title: t(lang, "replay.velaBe"),
      ruleset: "basque",
      moves: VELA_BE.flatMap(([a, kind, b]) => [basque(a, kind), basque(b, "")]),
    },
  ],
});

function compiled(r: RulesetData): AnyGame {
  const c = GAMES[r.game]?.compile({
    id: r.id,
    game: r.game,
    family: r.family,
    options: r.options,
  });
  if (c === undefined || !c.ok)
    throw new Error(`replays: ruleset ${r.game}/${r.id} does not compile`);
  return c.value;
}

/** Plays `choose`'s turn until the game ends (at most `max` turns); the turns as text. */
function line(g: AnyGame, choose: (s: unknown) => unknown, max: number): string[] {
  let s: unknown = g.setup();
  const out: string[] = [];
  while (g.status(s).kind === "ongoing" && out.length < max) {
    const t = choose(s);
    out.push(g.formatTurn(s, t));
    const next = g.playTurn(s, t);
    if (!next.ok) throw new Error(`replays: ${next.error.message}`);
    s = next.value;
  }
  return out;
}

/**
 * The replays of a game, titled in the page's language: the transcribed ones, and those the
 * engine computes from its rulesets.
 */
export function replaysOf(
  game: string,
  rulesets: readonly RulesetData[],
  lang: Lang = "en",
): SimReplay[] {
  const out = [...(fixed(lang)[game] ?? [])];
  for (const r of rulesets) {
    const own = r.game === game ? computedReplay(r) : null;
    if (own !== null)
      out.push({ ...own, title: t(lang, own.kind, { title: plainTitleIn(lang, r) }) });
  }
  return out.filter((p) => rulesets.some((r) => r.id === p.ruleset));
}

/** A computed line and the key of its title (`{title}` the ruleset's). */
interface Computed {
  readonly kind: "replay.perfect" | "replay.forced";
  readonly ruleset: string;
  readonly moves: string[];
}

/**
 * Lines computed per ruleset, kept for the build: every page with a simulator of the game asks
 * for them (in each language), and solving Telo again for each page grows the build with the
 * number of pages.
 */
const computed = new WeakMap<RulesetData, Computed | null>();

function computedReplay(r: RulesetData): Computed | null {
  const known = computed.get(r);
  if (known !== undefined) return known;
  let replay: Computed | null = null;
  if (r.game === "fanorona-telo") {
    const g = compiled(r);
    replay = {
      kind: "replay.perfect",
      ruleset: r.id,
      moves: line(g, (s) => perfectTurn(g as TeloGame, s as TeloState), 50),
    };
  }
  if (r.game === "chiana-wa-kunja") {
    const g = compiled(r);
    // Every position of the game offers one legal turn (docs/notation-mancala.md).
    const moves = line(g, (s) => g.turns(s)[0], 300);
    if (g.status(playLineOrThrow(g, g.setup(), moves)).kind !== "ongoing")
      replay = { kind: "replay.forced", ruleset: r.id, moves };
  }
  computed.set(r, replay);
  return replay;
}

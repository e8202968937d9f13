/**
 * A text the engine cannot read (a position, a turn, a step) is said in the page's language
 * from the parse error's reason and values, never from its English: each reason of the engine's
 * list is produced here from real bad input in its family, its English words filled with the
 * error's values read exactly as the engine's `message` (an English page does not change), and
 * French and Malagasy pages say it in their words, through the function the simulator uses.
 */
import { describe, expect, it } from "vitest";
import {
  FAMILIES,
  GAMES,
  OPTION_REASONS,
  PARSE_REASONS,
  accepted,
  compileRuleset,
  describeOption,
  loadRuleset,
  optionErrorsText,
  readOptions,
  type OptionError,
  type ParseError,
  type RulesetSpec,
  PARSE_REASONS_OF,
} from "../../src/engine/index.ts";
import { CHECK } from "../../src/engine/mancala/check-problems.ts";
import { loadGameOrThrow, readRulesetFile } from "../../src/content/ruleset-files.ts";
import { toSpec } from "../../src/content/rulesets.ts";
import { fill } from "../../src/i18n/fill.ts";
import { LANGS } from "../../src/i18n/languages.ts";
import { TABLES } from "../../src/i18n/t.ts";
import {
  optionErrorsSaid,
  optionErrorText,
  parseErrorText,
  parseWords,
} from "../../src/play/parse-words.ts";
import { simWords } from "../../src/play/words-build.ts";
import { refusal } from "../../src/play/messages.ts";
import { PositionError, Session } from "../../src/play/session.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { compileFromFiles } from "../../src/cli/notation.ts";
import { notationErrorText } from "../../src/simulator/notation-words.ts";

type Kind = "position" | "turn" | "step";
/** [game, ruleset, what is read, the text, the reason expected]; overrides in a fifth place. */
type Case = [string, string, Kind, string, string, Record<string, unknown>?];

const FAN = "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW";
const FAN_E3 = "BBBBBBBBB/BBBBBBBBB/BWBWWBWBW";
const BWALO = "4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4";
const KUNJA = (row: string, middle = "-") => `${row}/${middle}/-/4s,4s,4s,4s,4s,4s,4s,4s`;
const NORTH = "4n,4n,4n,4n,4n,4n,4n,4n";
const FIF = "0,0,0,0,0,0,0,0/0,1,1,1,1,1,1,0/0,1,1,1,1,1,1,0/0,0,0,0,0,0,0,0";

const CASES: Case[] = [
  ["fanorona-telo", "basque", "turn", "@d4", "telo-no-point"],
  ["fanorona-telo", "basque", "turn", "zz", "telo-not-a-turn"],
  ["fanorona-telo", "basque", "position", "...", "telo-position-fields"],
  ["fanorona-telo", "basque", "position", ".../... w", "telo-rank-count"],
  ["fanorona-telo", "basque", "position", "..../.../... w", "telo-rank-too-long"],
  ["fanorona-telo", "basque", "position", "..x/.../... w", "telo-rank-character"],
  ["fanorona-telo", "basque", "position", "../.../... w", "telo-rank-short"],
  ["fanorona-telo", "basque", "position", ".../.../... x", "telo-side"],
  ["fanorona-telo", "basque", "position", "WWW/W../... b", "telo-too-many-white"],
  ["fanorona-telo", "basque", "position", "BBB/B../... w", "telo-too-many-black"],
  ["fanorona-telo", "basque", "position", "WWW/BBB/... w", "telo-both-rows"],
  ["fanorona-telo", "basque", "position", "WWW/.../... w", "telo-mover-has-row"],
  ["fanorona", "basque", "turn", "", "empty-move"],
  ["fanorona", "basque", "turn", "z9e3", "path-start"],
  ["fanorona", "basque", "turn", "d2z9", "path-destination"],
  ["fanorona", "basque", "turn", "d2e3X", "path-after"],
  ["fanorona", "basque", "turn", "d2", "path-no-destination"],
  ["fanorona", "basque", "turn", "d2e3e4A", "chain-paika"],
  ["fanorona", "basque", "step", "d2e3Ae4A", "step-one-move"],
  ["fanorona", "basque", "position", "BBB/WWW w", "fanorona-rank-count"],
  ["fanorona", "basque", "position", FAN.replace("1", "x") + " w", "fanorona-rank-character"],
  ["fanorona", "basque", "position", FAN.replace("1", "2") + " w", "fanorona-rank-width"],
  ["fanorona", "basque", "position", FAN, "fanorona-position-fields"],
  ["fanorona", "basque", "position", `${FAN} x`, "fanorona-side"],
  ["fanorona", "basque", "position", `${FAN} w foo=1`, "fanorona-field"],
  ["fanorona", "basque", "position", `${FAN} w turn=0`, "fanorona-turn-field"],
  ["fanorona", "basque", "position", `${FAN} w quiet=x`, "fanorona-quiet-field"],
  ["fanorona", "basque", "position", `${FAN} w chain=d2e3`, "chain-not-captures"],
  ["fanorona", "basque", "position", `${FAN} w chain=d2e3Ae5A`, "chain-off-line"],
  ["fanorona", "basque", "position", `${FAN} w chain=d2e3A`, "chain-end-white"],
  ["fanorona", "basque", "position", `${FAN} b chain=d4e3A`, "chain-end-black"],
  [
    "fanorona",
    "basque",
    "position",
    `${FAN_E3}/WWWWWWWWW/WWWWWWWWW w chain=d2e3A`,
    "chain-through",
  ],
  ["fanorona", "basque", "position", `${FAN_E3}/WWW1WWWWW/WWWWWWWWW w chain=d2e3A`, "chain-over"],
  ["chiana-wa-bwalo", "dlp", "turn", "a9", "hole-out-of-range"],
  ["chiana-wa-bwalo", "dlp", "step", "zz", "mancala-not-a-step"],
  ["chiana-wa-bwalo", "dlp", "step", "xa1+2", "take-distance"],
  ["chiana-wa-bwalo", "dlp", "turn", "a1 zz", "mancala-unexpected"],
  ["chiana-wa-bwalo", "dlp", "turn", "", "empty-turn"],
  ["chiana-wa-bwalo", "dlp", "position", "a b", "mancala-field-count"],
  ["chiana-wa-bwalo", "dlp", "position", "4,4/0 s 0:0 - 0 -", "mancala-row-count"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO.slice(4)} s 0:0 - 0 -`, "mancala-hole-count"],
  [
    "chiana-wa-bwalo",
    "dlp",
    "position",
    `x${BWALO.slice(1)} s 0:0 - 0 -`,
    "mancala-hole-not-count",
  ],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} x 0:0 - 0 -`, "mancala-side"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} s x - 0 -`, "mancala-stores"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} s 0:0 5 0 -`, "mancala-no-reserve"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} s 0:0 - x -`, "mancala-turns-played"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} s 1:0 - 0 -`, "mancala-counter-total"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} s 0:0 - 0 foo`, "mancala-pending"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} s 0:0 - 0 take0`, "mancala-pending-take"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} s 0:0 - 0 carry:0:a1`, "mancala-pending-carry"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} s 0:0 - 0 mam:a9`, "mancala-pending-hole"],
  ["chiana-wa-bwalo", "dlp", "position", `${BWALO} s 0:0 - 0 take1`, "mancala-no-pending"],
  ["chiana-wa-kunja", "dlp", "position", `${KUNJA(NORTH, "0")} s - - 0 -`, "mancala-middle-row"],
  [
    "chiana-wa-kunja",
    "dlp",
    "position",
    `${KUNJA(NORTH.replace("4n", "xn"))} s - - 0 -`,
    "mancala-hole-not-count-owned",
  ],
  [
    "chiana-wa-kunja",
    "dlp",
    "position",
    `${KUNJA(NORTH.replace("4n", "4"))} s - - 0 -`,
    "mancala-hole-owner-missing",
  ],
  [
    "chiana-wa-kunja",
    "dlp",
    "position",
    `${KUNJA(NORTH.replace("4n", "0n"))} s - - 0 -`,
    "mancala-empty-hole-owner",
  ],
  ["chiana-wa-kunja", "dlp", "position", `${KUNJA(NORTH)} s 0:0 - 0 -`, "mancala-no-stores"],
  ["msuwa", "dlp", "position", `${msuwaRows()} s 0:0 - 0 mam:a1`, "mancala-no-such-pending"],
  ["msuwa", "dlp", "position", `${msuwaRows()} s 0:0 - 0 take99`, "msuwa-take-limit"],
  ["fifangha", "flacourt-1658", "position", `${FIF} s - x 0 -`, "mancala-reserve"],
  [
    "fifangha",
    "flacourt-1658",
    "position",
    `${FIF} s - x 0 -`,
    "mancala-shared-reserve",
    { reserve: "shared" },
  ],
  ["fifangha", "flacourt-1658", "position", `${FIF} s - 26:26 0 take1`, "fifangha-no-take"],
  ["fifangha", "flacourt-1658", "position", `${FIF} s - 26:26 0 sow:c2`, "pending-hole-not-mover"],
  ["fifangha", "flacourt-1658", "position", `${FIF} s - 26:26 0 sow:b1`, "pending-hole-empty"],
  ["fifangha", "flacourt-1658", "position", `${FIF} s - 26:26 0 sow:b2`, "pending-sow-reserve"],
  ["fifangha", "flacourt-1658", "position", `${FIF} s - 26:25 0 carry:1:a1`, "pending-carry-front"],
];

/**
 * Reasons no text can produce, each with why: the check is kept as a guard of the engine's own
 * positions (a shared reservoir is read as one number, so its second count is always 0).
 */
const UNREACHABLE: Readonly<Record<string, { message: string; params: object }>> = {
  "fifangha-one-reservoir": CHECK.oneReservoir,
};

function msuwaRows(): string {
  const game = loadGameOrThrow("msuwa", "dlp");
  return game.formatPosition(game.setup()).split(" ")[0]!;
}

/** The engine's error for a case's text: it must refuse it. */
function errorOf([game, ruleset, kind, text, , overrides]: Case): ParseError {
  const g = loadGameOrThrow(game, ruleset, overrides ?? {});
  const s: unknown = g.setup();
  const r =
    kind === "position"
      ? g.parsePosition(text)
      : kind === "turn"
        ? g.parseTurn(s, text)
        : g.parseStep(s, text);
  if (r.ok) throw new Error(`${game} ${kind} "${text}" was read`);
  return r.error;
}

const said = (lang: "en" | "fr" | "mg") => ({ sources: {}, words: simWords(lang) });

/** A key's English filled with `params` (an English page carries no words for engine errors). */
const english = (key: string, params: Readonly<Record<string, string | number>>) =>
  fill((TABLES.en as Record<string, { text: string }>)[key]!.text, params, "en", key);

describe("parse errors in the page's words", () => {
  const errors = CASES.map((c) => [c, errorOf(c)] as const);

  it("each case gives the reason it is written for", () => {
    for (const [c, e] of errors) expect(e.reason, `${c[0]} ${c[2]} "${c[3]}"`).toBe(c[4]);
  });

  it("every reason of the engine is produced from bad input (or said why it cannot be)", () => {
    const produced = new Set([...errors.map(([, e]) => e.reason), ...Object.keys(UNREACHABLE)]);
    expect([...PARSE_REASONS].filter((r) => !produced.has(r))).toEqual([]);
  });

  it("each game gives only its family's reasons (a page carries only those words)", () => {
    for (const [c, e] of errors)
      expect(PARSE_REASONS_OF[GAMES[c[0]]!.family] as readonly string[], c[0]).toContain(e.reason);
    for (const family of FAMILIES) {
      const keys = Object.keys(simWords("fr", undefined, family).text);
      const carried = keys.filter((k) => k.startsWith("simb.parse.")).map((k) => k.slice(11));
      expect(carried.sort(), family).toEqual([...PARSE_REASONS_OF[family]].sort());
    }
  });

  it("every reason has its words in every language, with the same placeholders", () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const reason of PARSE_REASONS) {
      const en = TABLES.en[`simb.parse.${reason}`].text;
      for (const lang of LANGS) {
        const row = (TABLES[lang] as Record<string, { text: string } | undefined>)[
          `simb.parse.${reason}`
        ];
        const text = row?.text;
        expect(text, `${lang} ${reason}`).toBeDefined();
        expect(names(text!), `${lang} ${reason}`).toEqual(names(en));
      }
    }
  });

  it("the English words filled with the error's values are the engine's message", () => {
    for (const [, e] of errors) expect(english(`simb.parse.${e.reason}`, e.params)).toBe(e.message);
    for (const [reason, p] of Object.entries(UNREACHABLE))
      expect(english(`simb.parse.${reason}`, p.params as Record<string, string>)).toBe(p.message);
  });

  it("an English page shows the engine's message; French and Malagasy say it in their words", () => {
    const fr = said("fr");
    const mg = said("mg");
    const marks = [TABLES.fr["simb.untranslated"].text, TABLES.mg["simb.untranslated"].text].map(
      (t) => t.replace("{why}", "").trim(),
    );
    for (const [, e] of errors) {
      expect(parseErrorText(said("en"), e)).toBe(e.message);
      for (const words of [fr, mg]) {
        const text = parseErrorText(words, e);
        expect(text, e.reason).toBe(parseWords(words, e));
        expect(text, e.reason).not.toBe(e.message);
        // The "(engine's message, in English)" fallback is never reached.
        for (const mark of marks) expect(text, e.reason).not.toContain(mark);
      }
    }
  });

  it("a turn typed that does not parse is refused in French through the simulator's words", () => {
    const game = loadGameOrThrow("fanorona", "basque");
    const r = new Session(game).play("d2z9", "turn");
    if (r.ok) throw new Error("d2z9 was played");
    const text = refusal(r.error, said("fr"));
    expect(text).toMatch(/^Coup refusé/);
    expect(text).toMatch(/arrivée 1 attendue/i);
    expect(text).not.toContain(r.error.message);
  });

  it("a link's start position that does not parse carries its reason to the page", () => {
    const game = loadGameOrThrow("fanorona-telo", "basque");
    let thrown: unknown;
    try {
      new Session(game, "..x/.../... w");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(PositionError);
    const text = parseErrorText(said("fr"), (thrown as PositionError).parse);
    expect(text).toMatch(/^«\s?x\s?» inattendu dans la rangée 3/u);
  });

  it("a notation file's position and turn that do not parse are said in French", () => {
    const head = '[Format "1"]\n[Game "fanorona"]\n[Ruleset "basque"]\n';
    const compile = compileFromFiles();
    for (const [file, words] of [
      [`${head}[Position "WWW w"]\n\n*`, "le plateau demande 5 rangées"],
      [`${head}\n1. d2z9 *`, "arrivée 1 attendue"],
    ] as const) {
      const r = checkNotation(file, compile);
      if (r.ok) throw new Error(`accepted: ${file}`);
      const fr = notationErrorText(r.error, said("fr"));
      expect(fr).toContain(words);
      expect(fr).not.toContain("en anglais");
    }
  });
});

/** Every option error the engine gives, from real rulesets and changes refused. */
async function optionErrors(): Promise<OptionError[]> {
  const specs = optionSpecsOf("fanorona");
  const fanorona = toSpec(readOrThrow("fanorona", "basque"));
  const key = Object.entries(specs).find(([, s]) => s.kind === "enum")![0];
  const bool = Object.entries(specs).find(([, s]) => s.kind === "bool")![0];
  const int = Object.entries(specs).find(([, s]) => s.kind === "int")![0];
  // One option left out (missing), one misspelt (unknown), one with a value it does not take.
  const rest = Object.fromEntries(Object.entries(fanorona.options).filter(([k]) => k !== bool));
  const foreign = {
    ...fanorona,
    game: "vela",
    family: "telo",
    options: { ...rest, [key]: { ...rest[key]!, value: "none-such" }, extra: rest[key]! },
  } as RulesetSpec;
  const read = readOptions(specs, { family: "fanorona", game: "fanorona" }, foreign, {
    nothing: 1,
    [int]: "x",
    [key]: 7,
  });
  const loaded = await Promise.all([
    loadRuleset({ ...fanorona, family: "nope" as RulesetSpec["family"] }),
    loadRuleset({ ...fanorona, family: "telo" }),
  ]);
  const chiana = (game: string, circuit: string) => {
    const c = compileRuleset(toSpec(readOrThrow(game, "dlp")), { circuit });
    return c.ok ? [] : c.error;
  };
  const noGame = compileRuleset({ ...fanorona, game: "nope" });
  return [
    ...(read.ok ? [] : read.error),
    ...loaded.flatMap((r) => (r.ok ? [] : r.error)),
    ...(noGame.ok ? [] : noGame.error),
    ...chiana("chiana-wa-bwalo", "outer-rows"),
    ...chiana("chiana-wa-kunja", "own-rows"),
  ];
}

function readOrThrow(game: string, ruleset: string) {
  const r = readRulesetFile(game, ruleset);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe("option errors in the page's words", async () => {
  const errors = await optionErrors();

  it("every reason of the engine is produced from a ruleset or a change refused", () => {
    const produced = new Set(errors.map((e) => e.reason));
    expect(OPTION_REASONS.filter((r) => !produced.has(r))).toEqual([]);
  });

  it("the English words are the engine's message; the line reads as the engine's", () => {
    for (const e of errors) expect(english(`simb.option.${e.reason}`, e.params)).toBe(e.message);
    expect(optionErrorsSaid(said("en"), errors)).toBe(optionErrorsText(errors));
  });

  it("French and Malagasy say each in their words, what an option accepts too", () => {
    const marks = [TABLES.fr["simb.untranslated"].text, TABLES.mg["simb.untranslated"].text].map(
      (t) => t.replace("{why}", "").trim(),
    );
    for (const words of [said("fr"), said("mg")])
      for (const e of errors) {
        const text = optionErrorText(words, e);
        expect(text, e.reason).not.toBe(e.message);
        for (const mark of marks) expect(text, e.reason).not.toContain(mark);
        // What the option accepts is said in the page's words, not the engine's English.
        if (typeof e.params.expected === "string")
          expect(text, e.reason).not.toContain(e.params.expected);
      }
  });

  it("English words for what an option accepts read as describeOption, for every option", () => {
    const en = {
      words: { ...simWords("en"), text: { ...simWords("fr").text, ...enEngineWords() } },
    };
    for (const game of Object.keys(GAMES))
      for (const [key, spec] of Object.entries(optionSpecsOf(game))) {
        const e = {
          kind: "option-error" as const,
          option: key,
          reason: "bad-value" as const,
          params: { ...accepted(spec), value: "0" },
          message: `must be ${describeOption(spec)}; got 0`,
        };
        expect(optionErrorText({ words: { ...en.words, lang: "fr" } }, e)).toBe(e.message);
      }
  });
});

/** The English of the engine errors' words, as a French page would hold its own. */
const enEngineWords = () =>
  Object.fromEntries(
    Object.entries(TABLES.en)
      .filter(([k]) => /^simb\.(option|optexp)\./.test(k))
      .map(([k, v]) => [k, v.text]),
  );

const optionSpecsOf = (game: string) => GAMES[game]!.options;

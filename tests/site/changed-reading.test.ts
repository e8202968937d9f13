/**
 * A reading changed by the reader (issue 21): the option list of a game link, the name of a
 * changed reading, the engine's words for a change it refuses, the citation of a changed rule,
 * and the export, loaded back through the content loader and the engine.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  loadGame,
  loadGameOrThrow,
  readRulesetFile,
  REPO_ROOT,
  rulesetFiles,
} from "../../src/content/ruleset-files.ts";
import { GAMES, createRng } from "../../src/engine/index.ts";
import { citation, refusal } from "../../src/play/messages.ts";
import { suggestedReason } from "../../src/simulator/ui/reason.ts";
import { simWords } from "../../src/play/words-build.ts";
import { compileRuleset, type SimGame } from "../../src/play/engine.ts";
import { simRuleset } from "../../src/simulator/build.ts";
import { exportReading } from "../../src/simulator/export.ts";
import {
  changesFrom,
  formatChanges,
  parseChanges,
  readingName,
  valueWords,
} from "../../src/reading/changes.ts";
import { Session } from "../../src/play/session.ts";
import { formatLink, parseLink } from "../../src/play/link.ts";
import { citation as citationSchema } from "../../src/schemas/common.ts";
import { db } from "../support/content.ts";

const words = simWords("en");

const GAME = "fanorona";
const RULESET = "montgomery-1896";
const specs = GAMES[GAME]!.options;
const source = readRulesetFile(GAME, RULESET);
if (!source.ok) throw new Error(source.error);
const data = source.value;
/** A boolean option of the game, flipped: a change the family always accepts. */
const flipKey = Object.keys(specs).find(
  (k) => specs[k]!.kind === "bool" && typeof data.options[k]?.value === "boolean",
)!;
const flipped = { [flipKey]: !(data.options[flipKey]!.value as boolean) };

describe("the option list of a link", () => {
  it("round-trips through the link with the ruleset and the moves", () => {
    const options = formatChanges(flipped, specs);
    expect(options).toBe(`${flipKey}:${String(flipped[flipKey])}`);
    const link = parseLink(formatLink({ ruleset: RULESET, options, moves: ["a1b2"] }));
    expect(link.ok && link.value.options).toBe(options);
    const pairs = parseChanges(options);
    expect(pairs.ok && pairs.value).toEqual({ [flipKey]: String(flipped[flipKey]) });
  });

  it("keeps old links (no options) working", () => {
    const link = parseLink(formatLink({ ruleset: RULESET, moves: [] }));
    expect(link.ok && link.value.options).toBeUndefined();
    expect(parseChanges("")).toEqual({ ok: true, value: {} });
  });

  it("names the item that is malformed or given twice", () => {
    for (const [text, named] of [
      ["no-colon", "no-colon"],
      [":true", ":true"],
      ["Bad Key:1", "Bad Key:1"],
      [`${flipKey}:true,${flipKey}:false`, flipKey],
    ] as const) {
      const r = parseChanges(text);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toContain(named);
    }
    const long = parseChanges("a:1,".repeat(1000));
    expect(!long.ok && long.error.message).toMatch(/characters long/);
  });

  it("gets the engine's words naming the option and value it refuses", async () => {
    const spec = simRuleset(db, data).spec;
    const cases = [
      { overrides: { "no-such-option": "1" }, named: ["no-such-option"] },
      { overrides: { [flipKey]: "maybe" }, named: [flipKey, "maybe"] },
    ];
    const intKey = Object.keys(specs).find((k) => specs[k]!.kind === "int");
    if (intKey !== undefined) cases.push({ overrides: { [intKey]: "-5" }, named: [intKey, "-5"] });
    for (const c of cases) {
      const r = await compileRuleset(spec, c.overrides);
      expect(r.ok).toBe(false);
      for (const n of c.named) expect(!r.ok && r.error).toContain(n);
    }
  });
});

describe("a changed reading's name and changes", () => {
  it("names the reading by what it changes, booleans as on and off", () => {
    expect(readingName(data.title, {}, specs)).toBe(data.title);
    expect(readingName(data.title, flipped, specs)).toBe(
      `${data.title}, with ${flipKey} ${flipped[flipKey] ? "on" : "off"}`,
    );
    const two = { ...flipped, starts: "black" };
    expect(readingName(data.title, two, specs)).toContain(" and ");
    expect(valueWords(undefined, null)).toBe("none");
  });

  it("counts a value set back to the source's as no change", () => {
    expect(
      changesFrom(data.options, { [flipKey]: data.options[flipKey]!.value as boolean }),
    ).toEqual({});
    expect(changesFrom(data.options, flipped)).toEqual(flipped);
  });

  it("cites a changed rule as the reader's change, never as the source's", () => {
    const p = data.options[flipKey]!.provenance;
    const names = { [p.source]: "Montgomery" };
    const mine = citation({ ...p, override: true }, { sources: names, words });
    expect(mine).toMatch(/^your change, not the rule of Montgomery/);
    expect(citation(p, { sources: names, words })).not.toMatch(/your change/);
  });
});

describe("a move refused under a changed rule", () => {
  it("cites the reader's change, not the source's passage", () => {
    const icga = readRulesetFile(GAME, "icga");
    if (!icga.ok) throw new Error(icga.error);
    // The rules ICGA leaves off, each switched on: some step it allows is then refused by one.
    const keys = Object.keys(specs).filter(
      (k) => specs[k]!.kind === "bool" && icga.value.options[k]?.value === false,
    );
    const source = loadGameOrThrow(GAME, "icga") as SimGame;
    const names = Object.fromEntries(db.sources.map((x) => [x.id, x.data["title-short"]]));
    let found: string | undefined;
    for (const key of keys) {
      const changed = loadGameOrThrow(GAME, "icga", { [key]: true }) as SimGame;
      const rng = createRng(21);
      for (let k = 0; k < 100 && found === undefined; k++) {
        const a = new Session(changed);
        const b = new Session(source);
        for (let ply = 0; ply < 60 && found === undefined; ply++) {
          const steps = b.game.steps(b.state).map((t) => b.game.formatStep(b.state, t));
          if (steps.length === 0) break;
          for (const t of steps) {
            const r = a.attempt(t, "step");
            if (!r.ok && r.error.provenance?.override === true)
              found = refusal(r.error, { sources: names, words });
          }
          const t = steps[rng.int(steps.length)]!;
          if (!a.play(t, "step").ok) break;
          b.play(t, "step");
        }
      }
    }
    expect(found, `no step refused by ${keys.join(", ")}`).toBeDefined();
    expect(found).toMatch(/\(your change, not the rule of /);
  });
});

describe("the export of a changed reading", () => {
  const text = readFileSync(
    join(REPO_ROOT, "content", "rulesets", GAME, `${RULESET}.yaml`),
    "utf8",
  );

  it("loads through the content loader and plays the change in the engine", () => {
    const reason = suggestedReason(
      { sources: {}, words },
      data.title,
      data.options,
      flipped,
      specs,
    );
    expect(reason).toMatch(/reader's change/);
    const out = exportReading(text, { changes: flipped, specs, reason });
    if (!out.ok) throw new Error(out.error.message);
    const root = mkdtempSync(join(tmpdir(), "export-"));
    mkdirSync(join(root, "content", "rulesets", GAME), { recursive: true });
    writeFileSync(join(root, "content", "rulesets", GAME, out.value.fileName), out.value.text);
    const read = readRulesetFile(GAME, out.value.id, root);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.title).toBe(readingName(data.title, flipped, specs));
    expect(read.value.type).toBe(data.type);
    expect(read.value.sources).toEqual(data.sources);
    const cited = read.value.options[flipKey]!.provenance;
    expect(cited).toMatchObject({
      source: data.options[flipKey]!.provenance.source,
      locator: data.options[flipKey]!.provenance.locator,
      override: true,
      basis: "default",
    });
    expect(cited.reasoning).toContain(reason);
    const game = loadGame(GAME, out.value.id, {}, root);
    if (!game.ok) throw new Error(game.error);
    expect(game.value.options[flipKey]!.value).toBe(flipped[flipKey]);
    for (const k of Object.keys(specs).filter((k) => k !== flipKey))
      expect(game.value.options[k]!.value).toEqual(data.options[k]!.value);
  });

  it("exports every ruleset file of every game with one option changed", () => {
    for (const { game, id } of rulesetFiles()) {
      const s = GAMES[game]!.options;
      const r = readRulesetFile(game, id);
      if (!r.ok) throw new Error(r.error);
      const key = Object.keys(s).find((k) => s[k]!.kind === "bool");
      if (key === undefined) continue;
      const changes = { [key]: r.value.options[key]!.value !== true };
      const file = readFileSync(join(REPO_ROOT, "content", "rulesets", game, `${id}.yaml`), "utf8");
      const out = exportReading(file, { changes, specs: s, reason: "to test" });
      expect(out.ok, `${game}/${id}`).toBe(true);
    }
  });

  it("refuses an export with no reason or no change", () => {
    expect(exportReading(text, { changes: flipped, specs, reason: " " }).ok).toBe(false);
    expect(exportReading(text, { changes: {}, specs, reason: "x" }).ok).toBe(false);
  });

  it("the schema refuses an override that quotes the source or keeps its basis", () => {
    const p = data.options[flipKey]!.provenance;
    expect(citationSchema.safeParse({ ...p, override: true }).success).toBe(false);
    const { source, locator } = p;
    expect(
      citationSchema.safeParse({
        source,
        locator,
        basis: "default",
        reasoning: "x",
        override: true,
      }).success,
    ).toBe(true);
  });
});

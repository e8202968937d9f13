/**
 * The field interview (src/record/) without a build: the questions in the facets' order, every
 * option of the game asked with "did not know" and "players disagree"; each position the engine
 * found replayed here to show its two values really allow different turns there; what an
 * interview yields (an interview "as Montgomery" but one option gives Montgomery's reading with
 * that one change, in links the simulator and the compare picker read back); an open answer kept
 * as open; the device's store; the three languages alike in shape.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { GAMES, searchDivergence, type AnyGame } from "../../src/engine/index.ts";
import { partings } from "../../src/record/parts.ts";
import { FACETS } from "../../src/schemas/ruleset.ts";
import { FACET_OF_OPTION } from "../../src/compare/facets.ts";
import { parseCompareQuery } from "../../src/compare/url.ts";
import { compareData } from "../../src/compare/build.ts";
import { compareWords } from "../../src/compare/words-build.ts";
import { parseLink } from "../../src/play/link.ts";
import { interviewConfig, recordGames } from "../../src/record/build.ts";
import { interviewView } from "../../src/record/view.ts";
import {
  DISAGREE,
  UNKNOWN,
  compareHref,
  newInterview,
  observed,
  playHref,
  type Interview,
} from "../../src/record/observed.ts";
import { addToGame, exportFiles, gameEdit } from "../../src/record/export.ts";
import { drop, keep, readAll, STORE_KEY, type KeyValue } from "../../src/record/store.ts";
import { toHtml } from "../../src/site/dom/to-html.ts";
import { LANGS } from "../../src/i18n/languages.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);
const en = interviewConfig(db, "fanorona", "en");

/** The typed value of an option written as the link writes it. */
const typed = (text: string): unknown =>
  text === "null"
    ? null
    : text === "true"
      ? true
      : text === "false"
        ? false
        : /^\d+$/.test(text)
          ? Number(text)
          : text;

/** The legal turns after `line` under one value of `key`, from a reading (the game's first). */
function turnsUnder(
  key: string,
  value: string,
  line: readonly string[],
  reading = en.readings[0]!.id,
): Set<string> {
  const g: AnyGame = loadGameOrThrow("fanorona", reading, { [key]: typed(value) });
  let s: unknown = g.setup();
  for (const t of line) {
    const turn = g.parseTurn(s, t);
    if (!turn.ok) throw new Error(`${key}: ${t}: ${turn.error.message}`);
    const next = g.playTurn(s, turn.value);
    if (!next.ok) throw new Error(`${key}: ${t}: ${next.error.message}`);
    s = next.value;
  }
  return new Set(g.turns(s).map((t: unknown) => g.formatTurn(s, t)));
}

describe("the interview's questions", () => {
  it("asks every option of the game, in the order of the rule facets", () => {
    expect(en.questions.map((q) => q.key).sort()).toEqual(
      Object.keys(GAMES.fanorona!.options).sort(),
    );
    const order = en.questions.map((q) => FACETS.indexOf(FACET_OF_OPTION[q.key]!));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("offers every value, 'did not know' and 'players disagree' for every question", () => {
    const html = toHtml(interviewView(en));
    for (const q of en.questions) {
      for (const v of [...q.choices.map((c) => c.value), UNKNOWN, DISAGREE])
        expect(html).toContain(`name="q-${q.key}" value="${v}"`);
      expect(q.sources.map((s) => s.ruleset).sort()).toEqual(
        en.readings
          .filter((r) => q.key in r.values)
          .map((r) => r.id)
          .sort(),
      );
    }
  });

  it("draws positions where the two values allow different turns, replayed here", () => {
    const found = en.questions.filter((q) => q.position !== undefined);
    expect(found.length).toBeGreaterThan(0);
    // A question without a position says so, never leaves the place silently empty.
    const html = toHtml(interviewView(en));
    expect(html.match(/data-no-position/g)?.length ?? 0).toBe(en.questions.length - found.length);
    for (const q of found) {
      const p = q.position!;
      const a = turnsUnder(q.key, p.a, p.line);
      const b = turnsUnder(q.key, p.b, p.line);
      expect([...a].sort(), q.key).not.toEqual([...b].sort());
      expect(p.svg).toContain("<svg");
    }
  });

  it("is held for every game the engine plays with a reading", () => {
    expect(recordGames(db)).toContain("fanorona");
    for (const game of recordGames(db)) expect(GAMES[game], game).toBeDefined();
  });

  it("has the same questions and answers in English, French and Malagasy", () => {
    const shape = (lang: (typeof LANGS)[number]) =>
      interviewConfig(db, "fanorona", lang).questions.map((q) => [
        q.key,
        q.choices.map((c) => c.value),
      ]);
    for (const lang of LANGS) expect(shape(lang)).toEqual(shape("en"));
    const fr = interviewConfig(db, "fanorona", "fr");
    expect(fr.words["unknown"]).not.toEqual(en.words["unknown"]);
  });
});

/** An interview answering every question as `reading` does, but `except`. */
function asReading(reading: string, except: Record<string, string>): Interview {
  const values = en.readings.find((r) => r.id === reading)!.values;
  const i = newInterview("fanorona", new Date(0));
  return {
    ...i,
    answers: Object.fromEntries(
      en.questions.map((q) => [q.key, { value: except[q.key] ?? values[q.key] }]),
    ),
  };
}

describe("what an interview yields", () => {
  const montgomery = en.readings.find((r) => r.id === "montgomery-1896")!;
  // An option whose other value no reading of the game holds with Montgomery's others.
  const key = "no-immediate-return";
  const other = montgomery.values[key] === "true" ? "false" : "true";

  it("answered as Montgomery but one option: Montgomery's reading with that one change", () => {
    const o = observed(en, asReading("montgomery-1896", { [key]: other }));
    expect(o.nearest).toBe("montgomery-1896");
    expect(o.changes).toEqual({ [key]: other });
    expect(o.open).toEqual([]);
  });

  it("writes links the simulator and the compare picker read back", () => {
    const o = observed(en, asReading("montgomery-1896", { [key]: other }));
    const play = playHref(en, o);
    expect(play.startsWith("/games/fanorona/#")).toBe(true);
    const link = parseLink(play.slice(play.indexOf("#") + 1));
    expect(link.ok && link.value).toMatchObject({
      ruleset: "montgomery-1896",
      options: `${key}:${other}`,
    });
    const cmp = compareHref(en, o);
    const known = new Set(Object.keys(compareData(db).rulesets));
    const q = parseCompareQuery(cmp.slice(cmp.indexOf("?")), known, compareWords("en"));
    if (!q.ok) throw new Error(q.error);
    expect(q.value.problems).toEqual([]);
    expect(q.value.readings[0]).toEqual({
      ruleset: "fanorona/montgomery-1896",
      changes: { [key]: other },
    });
    expect(
      q.value.readings
        .slice(1)
        .map((r) => r.ruleset)
        .sort(),
    ).toEqual(en.readings.map((r) => `fanorona/${r.id}`).sort());
  });

  it("keeps 'players disagree' and 'did not know' as open, never as a value", () => {
    const o = observed(en, asReading("montgomery-1896", { [key]: DISAGREE, starts: UNKNOWN }));
    expect(o.open).toEqual(
      en.questions
        .filter((q) => q.key === key || q.key === "starts")
        .map((q) => ({ key: q.key, why: q.key === key ? "disagree" : "unknown" })),
    );
    expect(o.changes).not.toHaveProperty(key);
    expect(o.answered).not.toContain(key);
    expect(o.nearest).toBe("montgomery-1896");
  });
});

describe("where the observed ruleset parts from each reading", () => {
  it("parts from Montgomery's reading where the one changed option shows, replayed here", () => {
    const montgomery = en.readings.find((r) => r.id === "montgomery-1896")!;
    const key = "continuation";
    const other = en.questions
      .find((q) => q.key === key)!
      .choices.find((c) => c.value !== montgomery.values[key])!.value;
    const o = observed(en, asReading("montgomery-1896", { [key]: other }));
    expect(o.changes).toEqual({ [key]: other });
    const mine = loadGameOrThrow("fanorona", o.nearest, { [key]: typed(other) });
    const readings = en.readings.map((r) => ({
      id: r.id,
      game: loadGameOrThrow("fanorona", r.id),
    }));
    const found = partings(searchDivergence, mine, readings);
    const p = found.find((x) => x.reading === "montgomery-1896")!;
    expect(p.kind).toBe("diverge");
    const ours = turnsUnder(key, other, p.line, "montgomery-1896");
    const theirs = turnsUnder(key, montgomery.values[key]!, p.line, "montgomery-1896");
    for (const t of p.onlyObserved) expect(ours.has(t) && !theirs.has(t), t).toBe(true);
    for (const t of p.onlyReading) expect(theirs.has(t) && !ours.has(t), t).toBe(true);
    expect(found.map((x) => x.reading)).toEqual(en.readings.map((r) => r.id));
  });
});

describe("the interviews kept on the device", () => {
  const mem = (): KeyValue & { map: Map<string, string> } => {
    const map = new Map<string, string>();
    return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
  };

  it("keeps, replaces and drops an interview", () => {
    const s = mem();
    const a = asReading("montgomery-1896", {});
    keep(s, a);
    keep(s, { ...a, answers: {}, updated: new Date(1).toISOString() });
    expect(readAll(s)).toHaveLength(1);
    expect(readAll(s)[0]!.answers).toEqual({});
    drop(s, a.id);
    expect(readAll(s)).toEqual([]);
  });

  it("refuses stored text that is not a list of interviews, naming the key", () => {
    const s = mem();
    s.setItem(STORE_KEY, JSON.stringify({ not: "a list" }));
    expect(() => readAll(s)).toThrow(STORE_KEY);
    s.setItem(STORE_KEY, JSON.stringify([{ id: 1 }]));
    expect(() => readAll(s)).toThrow("1 entries that are not interviews");
  });
});

describe("an interview exported as a contribution", () => {
  const key = "no-immediate-return";
  const montgomery = en.readings.find((r) => r.id === "montgomery-1896")!;
  const other = montgomery.values[key] === "true" ? "false" : "true";
  const interview: Interview = {
    ...asReading("montgomery-1896", { [key]: other, starts: DISAGREE }),
    date: "2026-08-14",
    placeName: "Ambohimanga",
    lat: -18.76,
    lon: 47.56,
    people: [{ label: "Rakoto Jean", consent: "not-given" }],
    language: "en",
    answers: {
      ...asReading("montgomery-1896", { [key]: other, starts: DISAGREE }).answers,
      "compulsory-capture": {
        value: montgomery.values["compulsory-capture"],
        words: "You must take.",
      },
    },
  };

  it("builds unchanged: the content's schemas, the engine's check and the references accept it", () => {
    const dir = mkdtempSync(join(tmpdir(), "record-export-"));
    cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
    const files = exportFiles(en, interview);
    for (const f of files) writeFileSync(join(dir, f.path), f.yaml);
    const edit = gameEdit(en, interview);
    writeFileSync(
      join(dir, edit.path),
      addToGame(readFileSync(join(dir, edit.path), "utf8"), edit.add),
    );
    const loaded = loadContent(dir);
    expect(loaded.problems).toEqual([]);
    const r = loaded.db.rulesets.find((x) => x.file.endsWith(files[1]!.path.split("/").pop()!))!;
    expect(r.data.type).toBe("observed");
    // The open answer is named open, and played with the closest reading's value.
    expect(r.data.summary).toContain("starts (players disagree)");
    expect(r.data.options["starts"]!.provenance.basis).toBe("default");
    expect(r.data.options["starts"]!.provenance.reasoning).toContain("stays open");
    expect(r.data.options[key]!.value).toBe(other === "true");
    expect(r.data.options["compulsory-capture"]!.provenance.quote).toBe("You must take.");
  });

  it("keeps the informant's name out without consent, and in with it", () => {
    const without = exportFiles(en, interview)
      .map((f) => f.yaml)
      .join("\n");
    expect(without).not.toContain("Rakoto");
    const given = exportFiles(en, {
      ...interview,
      people: [{ label: "Rakoto Jean", consent: "given" }],
    });
    expect(given[0]!.yaml).toContain("Rakoto Jean");
  });
});

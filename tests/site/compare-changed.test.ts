/**
 * Changed readings in the compare picker's address (`?r=<game>/<id>~<option>:<value>,...`):
 * written then read back gives the same readings (a property over every ruleset, option and value
 * the families declare); every kind of bad change is named with its value and left out, the
 * reading shown as its source has it; the same ruleset may come twice with different changes,
 * never twice alike. Values and options come from the engine's declarations and the content.
 */
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { compareData } from "../../src/compare/build.ts";
import { resolveReadings, typedValue } from "../../src/compare/changed.ts";
import { compareView } from "../../src/compare/view.ts";
import { compareQuery, parseCompareQuery, readingKey } from "../../src/compare/url.ts";
import { GAMES, type OptionSpec, type OptionValue } from "../../src/engine/index.ts";
import { formatChanges, readingName, valueText } from "../../src/reading/changes.ts";
import { escapeHtml, toHtml } from "../../src/site/dom/to-html.ts";
import { basisWords } from "../../src/site/basis-words.ts";
import { compareWords, pickerWords } from "../../src/compare/words-build.ts";

const W = compareWords("en");

const root = fileURLToPath(new URL("../..", import.meta.url));
const data = compareData(loadContent(root).db);
const known = new Set(Object.keys(data.rulesets));
const keys = Object.keys(data.rulesets).sort();
const search = (path: string) => path.slice("/compare/".length);

/** Every value an option declares, a bounded sample of an open integer range. */
function valuesOf(spec: OptionSpec): OptionValue[] {
  if (spec.kind === "bool") return [true, false];
  if (spec.kind === "enum") return [...spec.values];
  const top = Math.min(spec.max ?? Infinity, spec.min + 40);
  const ints = Array.from({ length: top - spec.min + 1 }, (_, i) => spec.min + i).filter(
    (n) => spec.even !== true || n % 2 === 0,
  );
  return spec.nullable === true ? [...ints, null] : ints;
}

/** A reading with a change to one option, to a value other than the source's. */
const changedReading = fc.constantFrom(...keys).chain((key) => {
  const r = data.rulesets[key]!;
  const specs = GAMES[r.game]!.options;
  const others = (opt: string) => {
    const own = typedValue(specs[opt], r.options.find((o) => o.key === opt)!.value);
    return valuesOf(specs[opt]!).filter((v) => !Object.is(v, own));
  };
  // An option with one value (a mancala game's only win condition) cannot be changed.
  const open = r.options.map((o) => o.key).filter((k) => others(k).length > 0);
  return fc
    .constantFrom(...open)
    .chain((opt) => fc.constantFrom(...others(opt)).map((v) => ({ key, opt, v })));
});

/** Whether the family accepts the change (some are refused: another rule makes them impossible). */
const accepted = async (key: string, opt: string, v: OptionValue) => {
  const r = await resolveReadings(W, data, {
    readings: [{ ruleset: key, changes: { [opt]: valueText(v) } }],
    problems: [],
  });
  return r.problems.length === 0;
};

describe("changed readings in the picker's address", () => {
  it("read back as written: the ruleset, each change and its value, and the column's name", async () => {
    await fc.assert(
      fc.asyncProperty(changedReading, fc.constantFrom(...keys), async (c, other) => {
        fc.pre(other !== c.key && (await accepted(c.key, c.opt, c.v)));
        const r = data.rulesets[c.key]!;
        const specs = GAMES[r.game]!.options;
        const text = formatChanges({ [c.opt]: c.v }, specs);
        const written = compareQuery([readingKey(c.key, text), other]);
        const q = parseCompareQuery(search(written), known, W);
        expect(q).toEqual({
          ok: true,
          value: {
            readings: [
              { ruleset: c.key, changes: { [c.opt]: valueText(c.v) } },
              { ruleset: other, changes: {} },
            ],
            problems: [],
          },
        });
        if (!q.ok) return;
        const got = await resolveReadings(W, data, q.value);
        expect(got.problems).toEqual([]);
        expect(got.keys).toEqual([readingKey(c.key, text), other]);
        expect(compareQuery(got.keys)).toBe(written);
        const column = got.data.rulesets[got.keys[0]!]!;
        expect(column.title).toBe(readingName(r.title, { [c.opt]: c.v }, specs));
        expect(column.changes).toBe(text);
      }),
      { numRuns: 60 },
    );
  });

  it("reads several changes of one ruleset, items without / belonging to the ruleset before", () => {
    const q = parseCompareQuery(
      "?r=fanorona/montgomery-1896~no-immediate-return:false,draw-quiet-turns:20,fanorona/walker-2011",
      known,
      W,
    );
    expect(q.ok && q.value.readings).toEqual([
      {
        ruleset: "fanorona/montgomery-1896",
        changes: { "no-immediate-return": "false", "draw-quiet-turns": "20" },
      },
      { ruleset: "fanorona/walker-2011", changes: {} },
    ]);
  });

  it("allows one ruleset twice with different changes, and refuses it twice alike", () => {
    const twice = "?r=fanorona/montgomery-1896,fanorona/montgomery-1896~no-immediate-return:false";
    expect(parseCompareQuery(twice, known, W).ok).toBe(true);
    const same = parseCompareQuery(
      "?r=fanorona/icga~starts:black,continuation:compulsory,fanorona/icga~continuation:compulsory,starts:black",
      known,
      W,
    );
    expect(same.ok).toBe(false);
    if (!same.ok) expect(same.error).toMatch(/given twice/);
  });
});

/** Bad changes: the address, the words the message must hold, the reading it falls back to. */
const bad: [string, string, RegExp][] = [
  [
    "unknown option",
    "fanorona/montgomery-1896~no-such-rule:true",
    /no-such-rule:true.*no option "no-such-rule"/,
  ],
  [
    "value out of range",
    "fanorona/montgomery-1896~draw-repetition:1",
    /draw-repetition:1.*an integer of at least 2/,
  ],
  [
    "value not declared",
    "fanorona/montgomery-1896~opposite-capture-frame:sideways",
    /opposite-capture-frame:sideways.*one of "board", "heading"/,
  ],
  [
    "value the family refuses",
    "chiana-wa-kunja/sanderson-1913~capture:last-empty-front",
    /capture:last-empty-front.*overtaking/,
  ],
  [
    "no value",
    "fanorona/montgomery-1896~no-immediate-return",
    /"no-immediate-return" is not a change/,
  ],
];

describe("bad changes in the address", () => {
  for (const [kind, reading, words] of bad)
    it(`${kind}: the message names the option and value; the source's reading is shown`, async () => {
      const ruleset = reading.slice(0, reading.indexOf("~"));
      const other = ruleset.startsWith("fanorona/")
        ? "fanorona/walker-2011"
        : "chiana-wa-kunja/dlp";
      const q = parseCompareQuery(`?r=${reading},${other}`, known, W);
      expect(q.ok).toBe(true);
      if (!q.ok) return;
      const got = await resolveReadings(W, data, q.value);
      expect(got.problems.join(" ")).toMatch(words);
      expect(got.keys).toEqual([ruleset, other]);
      expect(got.data.rulesets[ruleset]).toBe(data.rulesets[ruleset]);
    });

  it("keeps the changes the engine accepts beside one it refuses", async () => {
    const q = parseCompareQuery(
      "?r=fanorona/montgomery-1896~no-immediate-return:false,draw-repetition:1,fanorona/walker-2011",
      known,
      W,
    );
    if (!q.ok) throw new Error(q.error);
    const got = await resolveReadings(W, data, q.value);
    expect(got.problems.join(" ")).toMatch(/draw-repetition:1/);
    expect(got.keys[0]).toBe("fanorona/montgomery-1896~no-immediate-return:false");
  });

  it("says on a French page why the engine refuses a change in French, not its English", async () => {
    const query = "?r=fanorona/montgomery-1896~draw-repetition:1,fanorona/walker-2011";
    const said = async (w: typeof W) => {
      const q = parseCompareQuery(query, known, w);
      if (!q.ok) throw new Error(q.error);
      const got = await resolveReadings(w, data, q.value);
      return got.problems.find((p) => p.includes("draw-repetition:1")) ?? "none";
    };
    const english = await said(W);
    const why = /is refused \((.*)\)\.$/.exec(english)?.[1];
    expect(why, english).toBeDefined();
    const french = await said(pickerWords("fr"));
    expect(french).toContain("draw-repetition:1");
    expect(french).not.toContain(why!);
    expect(pickerWords("en").engine).toBeUndefined();
  });

  it("shows once a reading that a refused change leaves the same as another", async () => {
    const q = parseCompareQuery(
      "?r=fanorona/icga,fanorona/icga~draw-repetition:1,fanorona/walker-2011",
      known,
      W,
    );
    if (!q.ok) throw new Error(q.error);
    const got = await resolveReadings(W, data, q.value);
    expect(got.keys).toEqual(["fanorona/icga", "fanorona/walker-2011"]);
    expect(got.problems.join(" ")).toMatch(/same reading as another/);
  });

  const refused: [string, RegExp][] = [
    [
      "?r=no-immediate-return:false,fanorona/icga,fanorona/dlp",
      /"no-immediate-return:false" is not a ruleset/,
    ],
    ["?r=fanorona/icga,starts:black,fanorona/dlp", /"starts:black" is not a ruleset/],
    ["?r=fanorona/nope~starts:black,fanorona/dlp", /no ruleset "fanorona\/nope"/],
    ["?r=fanorona/icga~starts:black", /Only one ruleset/],
  ];
  for (const [s, words] of refused)
    it(`refuses ${s} naming the bad value`, () => {
      const q = parseCompareQuery(s, known, W);
      expect(q.ok).toBe(false);
      if (!q.ok) expect(q.error).toMatch(words);
    });
});

describe("a changed reading's column", () => {
  it("is named by its changes, marked as the reader's, its changed cells the reader's change", async () => {
    const q = parseCompareQuery(
      "?r=fanorona/montgomery-1896~no-immediate-return:false,fanorona/montgomery-1896",
      known,
      W,
    );
    if (!q.ok) throw new Error(q.error);
    const got = await resolveReadings(W, data, q.value);
    const html = toHtml(compareView(W, got.data, got.keys));
    const changed = got.data.rulesets[got.keys[0]!]!;
    expect(html).toContain(changed.title);
    expect(html).toContain(`data-changes="no-immediate-return:false"`);
    expect(html).toContain("Your change, not any source&#39;s reading");
    const row = /<tr[^>]*data-option="no-immediate-return"[^>]*>([\s\S]*?)<\/tr>/.exec(html)![1]!;
    const cells = row.split("<td").slice(1);
    expect(cells[0]).toContain("data-reader-change");
    const label = escapeHtml(basisWords("override").label);
    expect(cells[0]).toContain(label);
    expect(cells[1]).not.toContain("data-reader-change");
    expect(cells[1]).not.toContain(label);
  });
});

/**
 * An observed ruleset contributed from the field interview (issue 38, "On the site"), without a
 * build: the fixture (tests/fixtures/observed/fanorona.ts), written by the interview's own export
 * code into a copy of the content, passes the contribution checks unchanged (the form's schemas,
 * the engine's check, the references), and the comparison with Montgomery's reading shows the one
 * answer that differs, the option the players disagreed on as open (neither agreeing nor
 * differing), and no informant's name. tests/site/observed.test.ts builds the same fixture.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadContent } from "../../src/content/load-files.ts";
import { compiledRulesetSchema } from "../../src/content/ruleset-check.ts";
import { FORM_SCHEMAS } from "../../src/contribute/schemas.ts";
import { compareData } from "../../src/compare/build.ts";
import { compareView } from "../../src/compare/view.ts";
import { compareWords } from "../../src/compare/words-build.ts";
import { interviewConfig } from "../../src/record/build.ts";
import { toHtml } from "../../src/site/dom/to-html.ts";
import { observationIssues } from "../../src/schemas/observation.ts";
import { FACET_OF_OPTION } from "../../src/compare/facets.ts";
import {
  CHANGED,
  FOLLOWS,
  INFORMANT,
  OPEN,
  writeObservedFixture,
} from "../fixtures/observed/fanorona.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "observed-lib-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
const config = interviewConfig(loadContent(root).db, "fanorona", "en");
const fixture = writeObservedFixture(join(dir, "content"), config);
const loaded = loadContent(dir);
const key = `fanorona/${fixture.ruleset}`;
const file = (path: string) => readFileSync(join(dir, path), "utf8");

describe("an observed ruleset from the interview's export", () => {
  it("passes the contribution checks unchanged: the form's schemas, the engine, the references", () => {
    expect(loaded.problems).toEqual([]);
    // Read as Astro's loader reads YAML (1.1: an unquoted 2026-08-14 is a date, not a string),
    // which the project's own loader (YAML 1.2) does not show.
    const [source, ruleset] = fixture.files.map(
      (p) => parse(file(p), { version: "1.1" }) as unknown,
    );
    expect(FORM_SCHEMAS.source.safeParse(source).error?.issues ?? []).toEqual([]);
    expect(FORM_SCHEMAS.ruleset.safeParse(ruleset).error?.issues ?? []).toEqual([]);
    expect(compiledRulesetSchema.safeParse(ruleset).error?.issues ?? []).toEqual([]);
  });

  it("records the interview: date, place, the player anonymous, the language, the open option", () => {
    const r = loaded.db.rulesets.find((x) => x.id === key)!.data;
    expect(r.type).toBe("observed");
    expect(r.observation).toMatchObject({
      date: "2026-08-14",
      people: [{ anonymous: true }],
      language: "mg",
      open: [{ option: OPEN, why: "disagree" }],
    });
    // The open option is played with the closest reading's value, and says it is ours.
    expect(r.options[OPEN]!.provenance.basis).toBe("default");
  });

  it("keeps the informant's name out of every file, consent not given", () => {
    for (const p of fixture.files) expect(file(p)).not.toContain(INFORMANT);
  });

  it("refuses an open option that the file gives as stated, or that is not an option", () => {
    const r = loaded.db.rulesets.find((x) => x.id === key)!.data;
    const stated = {
      ...r,
      options: {
        ...r.options,
        [OPEN]: {
          ...r.options[OPEN]!,
          provenance: { ...r.options[OPEN]!.provenance, basis: "stated" },
        },
      },
    };
    expect(observationIssues(stated).map((i) => i.message)).toEqual([
      `"${OPEN}" is left open, so its value is our default, not "stated"`,
    ]);
    const none = {
      ...r,
      observation: { ...r.observation!, open: [{ option: "nope", why: "unknown" as const }] },
    };
    expect(observationIssues(none).map((i) => i.message)).toEqual([
      `"nope" is not an option of this ruleset`,
    ]);
    expect(observationIssues({ ...r, type: "described" })[0]!.message).toContain('"observed"');
  });
});

describe("the observed ruleset compared with Montgomery's reading", () => {
  const data = compareData(loaded.db);
  const html = toHtml(compareView(compareWords("en"), data, [key, `fanorona/${FOLLOWS}`]));
  const rows = [...html.matchAll(/<tr(?: class="([^"]*)")? data-option="([^"]+)"/g)];

  it("is a column of the comparison, with its own page", () => {
    expect(data.rulesets[key]!.url).toBe(`/rulesets/${key}/`);
  });

  it("differs on exactly the one option answered otherwise", () => {
    expect(rows.filter(([, kind]) => kind === "differs").map(([, , k]) => k)).toEqual([CHANGED]);
    const follows = config.readings.find((r) => r.id === FOLLOWS)!.values[CHANGED];
    expect(data.rulesets[key]!.options.find((o) => o.key === CHANGED)!.value).toBe(
      fixture.changedTo,
    );
    expect(fixture.changedTo).not.toBe(follows);
  });

  it("parts from it on that option's facet alone: the facets not asked count neither way", () => {
    const facets = [...html.matchAll(/<tr(?: class="([^"]*)")? data-facet="([^"]+)"/g)];
    expect(facets.filter(([, kind]) => kind === "differs").map(([, , f]) => f)).toEqual([
      FACET_OF_OPTION[CHANGED],
    ]);
    expect(Object.keys(data.rulesets[key]!.facetsOpen ?? {})).toContain("board");
  });

  it("says the option the players disagreed on is open, and counts it neither way", () => {
    expect(data.rulesets[key]!.options.find((o) => o.key === OPEN)!.open).toBe("players disagree");
    const row = html.slice(html.indexOf(`data-option="${OPEN}"`));
    expect(row.slice(0, row.indexOf("</tr>"))).toContain(
      "Left open at the interview (players disagree)",
    );
    expect(rows.find(([, , k]) => k === OPEN)![1]).not.toBe("differs");
  });

  it("names no informant", () => {
    expect(JSON.stringify(data.rulesets[key])).not.toContain(INFORMANT);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileRuleset } from "../../src/engine/index.ts";
import { readRulesetFile, REPO_ROOT, rulesetFiles } from "../../src/content/ruleset-files.ts";
import { playableSpec } from "../../src/content/rulesets.ts";
import { parseReleases } from "../../src/versions/releases.ts";
import { canonical, rulesetVersion, specChanges } from "../../src/versions/archive.ts";
import { keptSpecs } from "../../src/versions/build.ts";
import { CHANGELOG, releases } from "../../src/versions/version.ts";

const text = readFileSync(join(REPO_ROOT, CHANGELOG), "utf8");

describe("content/CHANGELOG.md", () => {
  it("lists releases newest first, each a semantic version with a date", () => {
    const r = parseReleases(text, CHANGELOG);
    expect(r.ok).toBe(true);
    expect(releases().length).toBeGreaterThan(0);
  });

  // Each broken changelog is the real one with one heading spoilt, so that the refusal is the
  // one the spoiling causes.
  const newest = releases()[0]!;
  const heading = `## [${newest.version}] - ${newest.date}`;
  const line = text.split("\n").indexOf(heading) + 1;
  // [case, replacement, words, lines below the heading where the fault is]
  const spoilt: [string, string, string, number][] = [
    ["a version that is not semantic", `## [v1] - ${newest.date}`, `"v1" is not a version`, 0],
    ["a release without a date", `## [${newest.version}]`, "needs its date", 0],
    ["an impossible date", `## [${newest.version}] - 2026-02-30`, "needs its date", 0],
    [
      "an older release above a newer one",
      `${heading}\n\n## [99.0.0] - ${newest.date}`,
      "is listed below",
      2,
    ],
    ["[Unreleased] below a release", `${heading}\n\n## [Unreleased]`, "[Unreleased] must come", 2],
  ];
  it.each(spoilt)("refuses %s, naming the file and line", (_, replacement, words, below) => {
    const r = parseReleases(text.replace(heading, replacement), CHANGELOG);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toContain(words);
    expect(r.error.startsWith(`content/CHANGELOG.md, line ${line + below}:`), r.error).toBe(true);
  });

  it("refuses a changelog without a release", () => {
    const r = parseReleases("# Changelog\n\n## [Unreleased]\n", CHANGELOG);
    expect(r.ok ? "" : r.error).toContain("no release heading");
  });
});

describe("rulesets kept by version (content/archive/rulesets)", () => {
  const files = rulesetFiles();

  it.each(files)("$game/$id is kept, and every kept version still compiles", ({ game, id }) => {
    const kept = keptSpecs(game, id);
    expect(kept.length, `${game}/${id}: run npm run release`).toBeGreaterThan(0);
    for (const k of kept) {
      const c = compileRuleset(k.spec);
      expect(c.ok, `${game}/${id} ${k.version}: ${c.ok ? "" : JSON.stringify(c.error)}`).toBe(true);
    }
    const data = readRulesetFile(game, id);
    if (!data.ok) throw new Error(data.error);
    const v = rulesetVersion(playableSpec(data.value), kept);
    expect(v.latest).toBe(v.kept[0]);
    // Either it plays its newest kept version exactly, or the difference is there to list.
    if (v.version === null)
      expect(
        specChanges(kept.find((k) => k.version === v.latest)!.spec, playableSpec(data.value)),
      ).not.toEqual([]);
  });

  it("tells a changed value, a changed citation, an added option, and not key order", () => {
    const data = readRulesetFile(files[0]!.game, files[0]!.id);
    if (!data.ok) throw new Error(data.error);
    const spec = playableSpec(data.value);
    const [key, first] = Object.entries(spec.options)[0]!;
    const reordered = {
      ...spec,
      options: Object.fromEntries(Object.entries(spec.options).reverse()),
    };
    expect(canonical(reordered)).toBe(canonical(spec));
    expect(specChanges(spec, reordered)).toEqual([]);
    const value = { ...spec, options: { ...spec.options, [key]: { ...first, value: "other" } } };
    expect(specChanges(spec, value)).toEqual([`${key}: ${JSON.stringify(first.value)} → "other"`]);
    const cited = {
      ...spec,
      options: {
        ...spec.options,
        [key]: { ...first, provenance: { ...first.provenance, locator: "p. 0" } },
      },
    };
    expect(specChanges(spec, cited)).toEqual([`${key}: same value, cited differently`]);
    const kept = [{ version: "0.1.0", spec }];
    expect(rulesetVersion(spec, kept).version).toBe("0.1.0");
    expect(rulesetVersion(cited, kept)).toEqual({
      version: null,
      latest: "0.1.0",
      kept: ["0.1.0"],
    });
    const rest = Object.fromEntries(Object.entries(spec.options).filter(([k]) => k !== key));
    expect(specChanges({ ...spec, options: rest }, spec)).toEqual([
      `${key}: added (${JSON.stringify(first.value)})`,
    ]);
  });
});

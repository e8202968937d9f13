import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { GAMES } from "../../src/engine/registry.ts";
import { FACET_OF_OPTION } from "../../src/compare/facets.ts";
import { FACETS, isStatedFacet, rulesetSchema } from "../../src/schemas/ruleset.ts";

/**
 * The facets of every ruleset, as the compare pages need them: each one either says something
 * with its passage or records why the source is silent, and none is silent where an option
 * that the source states, or that we infer from it, decides it.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);

describe("ruleset facets", () => {
  it("every ruleset fills every facet or records why the source does not state it", () => {
    const missing = db.rulesets.flatMap((r) =>
      FACETS.filter((f) => !r.data.facets.some((x) => x.facet === f)).map((f) => `${r.id}: ${f}`),
    );
    expect(missing).toEqual([]);
  });

  it("every engine option of every game is tied to the facet it decides", () => {
    const unmapped = Object.entries(GAMES).flatMap(([game, e]) =>
      Object.keys(e.options)
        .filter((k) => FACET_OF_OPTION[k] === undefined)
        .map((k) => `${game}: ${k}`),
    );
    expect(unmapped).toEqual([]);
  });

  it("a facet that a stated or inferred option decides is never left unstated", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const r of db.rulesets)
      for (const [key, o] of Object.entries(r.data.options)) {
        if (o.provenance.basis === "default") continue;
        const facet = FACET_OF_OPTION[key];
        const entry = r.data.facets.find((x) => x.facet === facet);
        checked++;
        if (entry === undefined || !isStatedFacet(entry))
          wrong.push(`${r.id}: ${facet ?? "?"} (option ${key} is ${o.provenance.basis})`);
      }
    expect(checked).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });

  it("the schema refuses a facet with neither a summary nor a reason, naming the facet", () => {
    const base = db.rulesets[0]!.data;
    const bad = rulesetSchema.safeParse({ ...base, facets: [{ facet: "board" }] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).join("\n")).toMatch(/facet "board" needs/);
  });

  it("the schema refuses a facet given twice and one both stated and unstated", () => {
    const base = db.rulesets[0]!.data;
    const stated = base.facets.find(isStatedFacet)!;
    const twice = rulesetSchema.safeParse({ ...base, facets: [stated, stated] });
    expect(twice.error?.issues.map((i) => i.message).join("\n")).toMatch(/is given twice/);
    const both = rulesetSchema.safeParse({
      ...base,
      facets: [{ ...stated, notStated: "silent" }],
    });
    expect(both.error?.issues.map((i) => i.message).join("\n")).toMatch(/not both/);
  });
});

import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { checkBases, ownSources, rulesetCitations } from "../../src/content/integrity-basis.ts";
import type { ContentDb, Entry } from "../../src/content/integrity.ts";
import type { Citation } from "../../src/schemas/common.ts";
import type { RulesetData } from "../../src/schemas/ruleset.ts";

/**
 * A basis is never implied, and "stated" means the reading's own source says it (review
 * 2026-11-24, H1 and H2): a citation marked stated must quote a passage of the reading's witness,
 * never the DLP's fill-in under Sanderson's name, nor Sanderson's sentence for a row only the DLP
 * names. The passage's owner is read from the evidence record it comes from, so a citation that
 * names the right source but quotes another's record is caught too.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);

/**
 * Whose words a citation quotes: the DLP's own (its rule summary, cited as `dlp-database`), or
 * those of the source whose passage the evidence record holds, or the cited source itself.
 */
function passageOwner(c: Citation): string {
  if (c.source === "dlp-database" || c.evidence === undefined) return c.source;
  return db.evidence.find((e) => e.id === c.evidence)?.data.source.id ?? c.source;
}

/** Every stated citation of a ruleset whose passage is not its own source's, as `file: field`. */
function borrowedAsStated(database: ContentDb, r: Entry<RulesetData>): string[] {
  const own = ownSources(database, r.data);
  return rulesetCitations(r.data)
    .filter(({ citation: c }) => c.basis === "stated" && !own.has(passageOwner(c)))
    .map(({ field, citation: c }) => `${r.file}: ${field} (${passageOwner(c)})`);
}

/** The content database with one ruleset replaced. */
const withRuleset = (r: Entry<RulesetData>): ContentDb => ({
  ...db,
  rulesets: db.rulesets.map((x) => (x.id === r.id ? r : x)),
});

const ruleset = (id: string): Entry<RulesetData> => {
  const r = db.rulesets.find((x) => x.id === id);
  if (r === undefined) throw new Error(`no ruleset ${id}`);
  return r;
};

/** A ruleset with facet `facet` given `citation` in place of its own. */
function withFacet(id: string, facet: string, citation: Citation): Entry<RulesetData> {
  const r = ruleset(id);
  const facets = r.data.facets.map((f) =>
    f.facet === facet ? { facet: f.facet, summary: f.summary ?? "x", citation } : f,
  );
  return { ...r, data: { ...r.data, facets } };
}

describe("the basis of every ruleset citation", () => {
  it("no citation marked stated quotes a passage that is not the reading's own source's", () => {
    const checked = db.rulesets.flatMap((r) =>
      rulesetCitations(r.data).filter((x) => x.citation.basis === "stated"),
    );
    expect(checked.length).toBeGreaterThan(150);
    expect(db.rulesets.flatMap((r) => borrowedAsStated(db, r))).toEqual([]);
  });

  it("the content has no basis problem, and every reading's witness is its first source", () => {
    const problems: string[] = [];
    checkBases(db, problems);
    expect(problems).toEqual([]);
    expect(ownSources(db, ruleset("fifangha/flacourt-1658").data)).toEqual(
      new Set(["flacourt-1658", "devoogt-rougetet-translation"]),
    );
  });

  it("finds H1: the DLP's fill-in marked stated under Sanderson's name", () => {
    const movement = ruleset("msuwa/sanderson-1913").data.facets.find(
      (f) => f.facet === "movement",
    )!;
    expect(movement.citation?.basis).toBe("stated-elsewhere");
    const h1 = withFacet("msuwa/sanderson-1913", "movement", {
      ...movement.citation!,
      basis: "stated",
    });
    const index = h1.data.facets.findIndex((f) => f.facet === "movement");
    expect(borrowedAsStated(withRuleset(h1), h1)).toEqual([
      `${h1.file}: facets.${index}.citation (dlp-database)`,
    ]);
    const problems: string[] = [];
    checkBases(withRuleset(h1), problems);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^${h1.file}: field \`facets\\.${index}\\.citation\\.basis\`: "stated" but`),
    );
  });

  it("finds H1's mirror: Sanderson's sentence cited as stated in the DLP's reading", () => {
    const sandersons = ruleset("msuwa/sanderson-1913").data.facets.find(
      (f) => f.facet === "setup",
    )!.citation!;
    const mirror = withFacet("msuwa/dlp", "setup", { ...sandersons, basis: "stated" });
    expect(borrowedAsStated(withRuleset(mirror), mirror)).toHaveLength(1);
  });

  it("finds a passage of another source's record cited under the reading's own source", () => {
    // Montgomery's name on a quotation held in Sanderson's record: the source matches, the words do not.
    const wrongRecord = withFacet("fanorona/montgomery-1896", "board", {
      source: "montgomery-1896",
      evidence: "DLP.Evidence.1904",
      locator: "p. 735",
      basis: "stated",
    });
    expect(borrowedAsStated(withRuleset(wrongRecord), wrongRecord)).toEqual([
      expect.stringMatching(/facets\.\d+\.citation \(sanderson-1913\)$/),
    ]);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/content/ruleset-files.ts";
import { DATASET } from "../../src/downloads/dataset.ts";
import { withReleaseCff, withReleaseZenodo } from "../../src/versions/citation-files.ts";
import { releases } from "../../src/versions/version.ts";

/* CITATION.cff and .zenodo.json name the newest release of content/CHANGELOG.md. */
const read = (f: string) => readFileSync(join(REPO_ROOT, f), "utf8");
const newest = releases()[0]!;

describe("citation files of the repository", () => {
  it("CITATION.cff is a dataset citation naming the newest release and the data's licence", () => {
    const cff = parse(read("CITATION.cff")) as Record<string, unknown>;
    expect(cff["cff-version"]).toBe("1.2.0");
    expect(cff.type).toBe("dataset");
    expect(cff.title).toBe(DATASET.name);
    expect(cff.version).toBe(newest.version);
    expect(cff["date-released"]).toBe(newest.date);
    expect(cff.license).toBe(DATASET.licence.id);
  });

  it(".zenodo.json describes the same release", () => {
    const z = JSON.parse(read(".zenodo.json")) as Record<string, unknown>;
    expect(z.upload_type).toBe("dataset");
    expect(z.title).toBe(DATASET.name);
    expect(z.version).toBe(newest.version);
    expect(z.publication_date).toBe(newest.date);
    expect(z.license).toBe(DATASET.licence.id);
  });

  it("the release script's rewriting sets exactly the version and date", () => {
    const next = { version: "9.8.7", date: "2031-01-02" };
    const cff = parse(withReleaseCff(read("CITATION.cff"), next)) as Record<string, unknown>;
    expect([cff.version, cff["date-released"], cff.title]).toEqual([
      "9.8.7",
      "2031-01-02",
      DATASET.name,
    ]);
    const z = JSON.parse(withReleaseZenodo(read(".zenodo.json"), next)) as Record<string, unknown>;
    expect([z.version, z.publication_date, z.title]).toEqual(["9.8.7", "2031-01-02", DATASET.name]);
  });
});

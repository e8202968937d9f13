/**
 * A broken record must stop the build and say where. Each test builds a small content tree (the
 * escaping fixture, tests/e2e/fixtures/escaping/content: one valid record of each collection,
 * which its own test shows builds) with one broken evidence record added, through CONTENT_DIR, in
 * a buildable copy of the project (scripts/lib/build.ts), and checks that `astro build` fails
 * and that its output names the file and the field. They do not use dist/, and they do not build
 * the real content: a malformed value stops the build while it loads the collections, a dangling
 * reference when the first page reads them, and neither depends on the size of the content.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { astroBuild, ROOT, writeBuildableCopy } from "../../scripts/lib/build.ts";

const FIXTURE = join(ROOT, "tests", "e2e", "fixtures", "escaping", "content");
let copy: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "site-build-"));
  writeBuildableCopy(copy);
});

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

/** The fixture's evidence record, as raw YAML data, to break one field of. */
const validEvidence = (): Record<string, unknown> =>
  parse(readFileSync(join(FIXTURE, "evidence", "xss-evidence.yaml"), "utf8")) as Record<
    string,
    unknown
  >;

/** Builds the fixture with one more evidence file; returns the build's status and output. */
function buildWith(
  file: string,
  record: Record<string, unknown>,
): { code: number; output: string } {
  // content/ inside the copy, so that the build names the file as it would in the project.
  const content = join(copy, "content");
  rmSync(content, { recursive: true, force: true });
  cpSync(FIXTURE, content, { recursive: true });
  writeFileSync(join(content, "evidence", file), stringify(record));
  return astroBuild(copy, { CONTENT_DIR: content });
}

describe("a broken record fails the build, naming the file and the field", () => {
  it("an evidence record whose game does not exist (a dangling reference)", () => {
    const { code, output } = buildWith("zz-dangling-game.yaml", {
      ...validEvidence(),
      game: "no-such-game",
    });
    expect(code, output.slice(-3000)).not.toBe(0);
    expect(output).toContain("content/evidence/zz-dangling-game.yaml");
    expect(output).toMatch(/field `game`: no entry "no-such-game" in content\/games\//);
  });

  it("an evidence record with confidence 150 (a malformed value)", () => {
    const { code, output } = buildWith("zz-malformed.yaml", {
      ...validEvidence(),
      confidence: 150,
    });
    expect(code, output.slice(-3000)).not.toBe(0);
    expect(output).toContain("content/evidence/zz-malformed.yaml");
    // The field, then what is wrong with it: "confidence: Too big: expected number to be <=100".
    expect(output).toMatch(/\bconfidence\b[^\n]*100/);
  });
});

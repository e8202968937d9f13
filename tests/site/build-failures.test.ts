/**
 * A broken record must stop the build and say where: these tests copy what a build needs
 * (src, content, docs, public, package.json, astro.config.mjs, tsconfig.json) into a temporary
 * directory, link the installed packages in, break one record there, run `astro build`, and
 * check that it fails and that its output names the file and the field. They do not use dist/.
 *
 * node_modules in the copy is a real folder of symlinks, one per package, rather than one
 * symlink to the project's: Astro and Vite keep caches in node_modules/.astro and
 * node_modules/.vite, and a broken copy must not write into the project's own.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { ROOT, runNode } from "./dist.ts";

const copies: string[] = [];

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A buildable copy of the project, with one extra evidence file written into it. */
function copyWith(file: string, record: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "site-build-"));
  copies.push(dir);
  for (const name of [
    "src",
    "content",
    "docs",
    "public",
    "package.json",
    "astro.config.mjs",
    "tsconfig.json",
  ])
    cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  mkdirSync(join(dir, "node_modules"));
  for (const name of readdirSync(join(ROOT, "node_modules")))
    if (!name.startsWith(".") || name === ".bin")
      symlinkSync(join(ROOT, "node_modules", name), join(dir, "node_modules", name), "dir");
  writeFileSync(join(dir, "content", "evidence", file), stringify(record));
  return dir;
}

/** A valid evidence record from the real content, as raw YAML data, to break one field of. */
function validEvidence(): Record<string, unknown> {
  const { db } = loadContent(ROOT);
  const first = db.evidence[0];
  if (first === undefined) throw new Error("content/evidence/ has no record to copy");
  return parse(readFileSync(join(ROOT, first.file), "utf8")) as Record<string, unknown>;
}

const astroBuild = (dir: string) =>
  runNode([join(dir, "node_modules", "astro", "bin", "astro.mjs"), "build"], dir);

describe("a broken record fails the build, naming the file and the field", () => {
  it("an evidence record whose game does not exist (a dangling reference)", () => {
    const dir = copyWith("zz-dangling-game.yaml", { ...validEvidence(), game: "no-such-game" });
    const { code, output } = astroBuild(dir);
    expect(code, output.slice(-3000)).not.toBe(0);
    expect(output).toContain("content/evidence/zz-dangling-game.yaml");
    expect(output).toMatch(/field `game`: no entry "no-such-game" in content\/games\//);
  });

  it("an evidence record with confidence 150 (a malformed value)", () => {
    const dir = copyWith("zz-malformed.yaml", { ...validEvidence(), confidence: 150 });
    const { code, output } = astroBuild(dir);
    expect(code, output.slice(-3000)).not.toBe(0);
    expect(output).toContain("content/evidence/zz-malformed.yaml");
    // The field, then what is wrong with it: "confidence: Too big: expected number to be <=100".
    expect(output).toMatch(/\bconfidence\b[^\n]*100/);
  });
});

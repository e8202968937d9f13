/**
 * Astro's incremental build (issue 37 part 3) copies a page whose cacheKey and code are those of
 * the last build (src/site/page-key.ts keys the evidence pages). A key that misses something a
 * page shows leaves that page silently stale, so this builds the real content in a copy of the
 * project, changes one thing of each kind (a record, a content translation, a source, a
 * ruleset, the engine's code), builds incrementally, then fully from no cache, and compares
 * every file the two builds wrote, byte for byte. It also asserts that the incremental build did
 * copy pages (a key that always changed would pass the comparison and save nothing) and that it
 * rendered the changed record's page and its neighbours'. Eleven builds: in the full matrix only
 * (TEST_FULL=1).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { astroBuild, ROOT, writeBuildableCopy } from "../../scripts/lib/build.ts";

const dir = mkdtempSync(join(tmpdir(), "incremental-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const content = join(dir, "content");
const env = { CONTENT_DIR: content, INCREMENTAL_BUILD: "1" };

/** Builds the copy; `fresh` first drops Astro's caches (the incremental manifest with them). */
function build(fresh: boolean): string {
  if (fresh) rmSync(join(dir, "node_modules", ".astro"), { recursive: true, force: true });
  const r = astroBuild(dir, env);
  expect(r.code, r.output.slice(-4000)).toBe(0);
  return r.output;
}

/** Every file under `root`, by its path relative to it. */
function files(root: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const name of readdirSync(root, { recursive: true, encoding: "utf8" }).sort()) {
    try {
      out.set(name, readFileSync(join(root, name)));
    } catch {
      // a directory
    }
  }
  return out;
}

/** The files that differ between two builds (missing on one side, or other bytes). */
function differences(a: string, b: string): string[] {
  const fa = files(a);
  const fb = files(b);
  const names = [...new Set([...fa.keys(), ...fb.keys()])].sort();
  return names.filter((n) => {
    const x = fa.get(n);
    const y = fb.get(n);
    return x === undefined || y === undefined || !x.equals(y);
  });
}

const copied = (log: string) => [...log.matchAll(/\((?:cached|restored)\)/g)].length;
/** Whether the build's log shows `page` rendered: "├─ /fr/evidence/x/index.html (+12ms)" (or "+1.20s"). */
const rendered = (log: string, page: string) =>
  new RegExp(`\\s${page.replaceAll(".", "\\.")}index\\.html \\(\\+[\\d.]+m?s\\)`).test(log);

/** Edits a content file's text; fails when the edit changed nothing. */
function edit(path: string, change: (text: string) => string): void {
  const before = readFileSync(path, "utf8");
  const after = change(before);
  expect(after, `the edit of ${path} changed nothing`).not.toBe(before);
  writeFileSync(path, after);
}

/** An evidence record no other content names, with related records: the narrowest change. */
function quietRecord(): { id: string; related: string[] } {
  const others = ["rulesets", "studies", "relations", "games", "sources", "regions"]
    .map((c) => join(content, c))
    .flatMap((d) =>
      readdirSync(d, { recursive: true, encoding: "utf8" }).map((n) => {
        try {
          return readFileSync(join(d, n), "utf8");
        } catch {
          return "";
        }
      }),
    )
    .join("\n");
  for (const name of readdirSync(join(content, "evidence")).sort()) {
    const id = name.replace(/\.yaml$/, "");
    const data = parse(readFileSync(join(content, "evidence", name), "utf8")) as {
      related?: string[];
    };
    if ((data.related ?? []).length > 0 && !others.includes(id))
      return { id, related: data.related ?? [] };
  }
  throw new Error("no evidence record with related records that no other content names");
}

describe.runIf(process.env.TEST_FULL === "1")("an incremental build equals a full build", () => {
  beforeAll(() => {
    writeBuildableCopy(dir);
    cpSync(join(ROOT, "content"), content, { recursive: true });
    build(true);
  }, 900_000);

  /** Applies `change`, builds incrementally and fully, compares; returns the incremental log. */
  function compareAfter(change: () => void): string {
    change();
    const log = build(false);
    renameSync(join(dir, "dist"), join(dir, "dist-incremental"));
    build(true);
    const diff = differences(join(dir, "dist-incremental"), join(dir, "dist"));
    rmSync(join(dir, "dist-incremental"), { recursive: true, force: true });
    expect(diff.slice(0, 20), `${diff.length} files differ`).toEqual([]);
    return log;
  }

  it("after a record's title changed: its page and its neighbours' rendered, others copied", () => {
    const { id, related } = quietRecord();
    const log = compareAfter(() =>
      edit(join(content, "evidence", `${id}.yaml`), (t) =>
        t.replace(/^title: (.*)$/m, "title: $1 (revised)"),
      ),
    );
    expect(copied(log)).toBeGreaterThan(0);
    for (const page of [id, ...related])
      for (const prefix of ["/", "/fr/", "/mg/"])
        expect(rendered(log, `${prefix}evidence/${page}/`), `${prefix}evidence/${page}/`).toBe(
          true,
        );
  }, 900_000);

  it("after a record's French title changed", () => {
    compareAfter(() =>
      edit(join(content, "evidence", "DLP.Evidence.1777.yaml"), (t) =>
        t.replace('text: "Montgomery sur le jeu de vela', 'text: "Montgomery sur le vela'),
      ),
    );
  }, 900_000);

  it("after a source's short title changed", () => {
    compareAfter(() =>
      edit(join(content, "sources", "montgomery-1896.yaml"), (t) =>
        t.replace(/^title-short: (.*)$/m, "title-short: $1 (rev.)"),
      ),
    );
  }, 900_000);

  it("after a ruleset's title changed", () => {
    compareAfter(() =>
      edit(join(content, "rulesets", "vela", "montgomery-1896.yaml"), (t) =>
        t.replace(/^title: (.*)$/m, "title: $1 (revised)"),
      ),
    );
  }, 900_000);

  it("after the engine's code changed", () => {
    compareAfter(() =>
      edit(join(dir, "src", "engine", "telo", "notation.ts"), (t) => `${t}\n// changed\n`),
    );
  }, 900_000);
});

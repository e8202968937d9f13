/**
 * The evidence pages' incremental-build key (src/site/page-key.ts) on a made-up content folder:
 * what must render a page again changes its key, what must not leaves it. The whole-site check,
 * a full build against an incremental one, is tests/site/incremental.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ContentDb } from "../../src/content/integrity.ts";
import { evidencePageKey, sharedEvidenceKey } from "../../src/site/page-key.ts";

const dir = mkdtempSync(join(tmpdir(), "page-key-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function folder(ruleset: string): string {
  const d = join(dir, String(Math.random()).slice(2));
  mkdirSync(join(d, "evidence"), { recursive: true });
  mkdirSync(join(d, "rulesets", "vela"), { recursive: true });
  writeFileSync(join(d, "rulesets", "vela", "r.yaml"), ruleset);
  writeFileSync(join(d, "evidence", "a.yaml"), "title: ignored: the db's entry counts\n");
  return d;
}

/** Records a, b, c, d: b relates to a, a relates to c; d stands alone. */
function db(titles: Record<string, string> = {}): ContentDb {
  const e = (id: string, related: string[]) => ({
    id,
    file: `content/evidence/${id}.yaml`,
    data: { title: titles[id] ?? id, related },
  });
  return {
    evidence: [e("a", ["c"]), e("b", ["a"]), e("c", []), e("d", [])],
  } as unknown as ContentDb;
}

const keys = (d: ContentDb, dirName: string, given: unknown = "v1") => {
  sharedEvidenceKey(d, dirName);
  return Object.fromEntries(["a", "b", "c", "d"].map((id) => [id, evidencePageKey(d, id, given)]));
};

describe("an evidence page's cache key", () => {
  const plain = folder("title: R\nevidence: [x]\n");

  it("changes for a changed record, the records it relates to and those relating to it", () => {
    const before = keys(db(), plain);
    const after = keys(db({ a: "a (revised)" }), plain);
    expect(after.a).not.toBe(before.a);
    expect(after.b).not.toBe(before.b);
    expect(after.c).not.toBe(before.c);
    expect(after.d).toBe(before.d);
  });

  it("changes for every page when other content changes, or a record named by it", () => {
    const before = keys(db(), plain);
    const other = keys(db(), folder("title: R (revised)\nevidence: [x]\n"));
    for (const id of ["a", "b", "c", "d"]) expect(other[id]).not.toBe(before[id]);
    const naming = folder("title: R\nevidence: [d]\n");
    const named = keys(db(), naming);
    const namedChanged = keys(db({ d: "d (revised)" }), naming);
    for (const id of ["a", "b", "c", "d"]) expect(namedChanged[id]).not.toBe(named[id]);
  });

  it("changes for every page when a record is added, or what the page is given changes", () => {
    const before = keys(db(), plain);
    const added = db();
    const more = {
      ...added,
      evidence: [...added.evidence, { id: "e", file: "e", data: { related: [] } }],
    } as unknown as ContentDb;
    expect(keys(more, plain).d).not.toBe(before.d);
    expect(keys(db(), plain, "v2").d).not.toBe(before.d);
  });

  it("is the same for the same content", () => {
    expect(keys(db(), plain)).toEqual(keys(db(), plain));
  });
});

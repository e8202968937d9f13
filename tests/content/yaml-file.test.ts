/**
 * Reading a YAML file of content/ from disk (src/content/yaml-file.ts), the one reader of the
 * content loaders, the ruleset files and the synonyms: the data the schema gives, or one line
 * per problem naming the file, and the field when the schema refuses it. And `loadGameOrThrow`,
 * which stops with `loadGame`'s own message.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "astro/zod";
import { afterAll, describe, expect, it } from "vitest";
import { loadGame, loadGameOrThrow, RulesetFileError } from "../../src/content/ruleset-files.ts";
import { readYamlFile } from "../../src/content/yaml-file.ts";

const root = mkdtempSync(join(tmpdir(), "yaml-file-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string): string => {
  writeFileSync(join(root, file), text);
  return file;
};
const schema = z.object({ id: z.string(), count: z.number() });

describe("readYamlFile", () => {
  it("gives the data the schema reads", () => {
    const file = write("good.yaml", "id: a\ncount: 3\n");
    expect(readYamlFile(root, file, schema)).toEqual({ ok: true, value: { id: "a", count: 3 } });
  });

  it("names the file and the field the schema refuses", () => {
    const file = write("field.yaml", "id: a\ncount: three\n");
    const r = readYamlFile(root, file, schema);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toHaveLength(1);
      expect(r.error[0]).toMatch(/^field\.yaml: field `count`: /);
    }
  });

  it("names a file that is not YAML, in one line", () => {
    const file = write("broken.yaml", "id: [a\ncount: 3\n");
    const r = readYamlFile(root, file, schema);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toHaveLength(1);
      expect(r.error[0]).toMatch(/^broken\.yaml: not valid YAML: /);
      expect(r.error[0]).not.toContain("\n");
    }
  });

  it("names a file it cannot read", () => {
    const r = readYamlFile(root, "missing.yaml", schema);
    expect(r).toEqual({ ok: false, error: ["missing.yaml: cannot read: ENOENT"] });
  });
});

describe("loadGameOrThrow", () => {
  it("gives the game loadGame gives, or throws loadGame's message", () => {
    const loaded = loadGame("fanoron-dimy", "icga");
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loadGameOrThrow("fanoron-dimy", "icga").ruleset).toEqual(loaded.value.ruleset);
    const refused = loadGame("fanoron-dimy", "no-such-ruleset");
    if (refused.ok) throw new Error("a ruleset that does not exist loaded");
    expect(() => loadGameOrThrow("fanoron-dimy", "no-such-ruleset")).toThrow(RulesetFileError);
    expect(() => loadGameOrThrow("fanoron-dimy", "no-such-ruleset")).toThrow(refused.error);
  });
});

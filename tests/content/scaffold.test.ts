/**
 * `npm run new` (src/contribute/new-cli.ts): each scaffold, once every place marked FILL is
 * replaced by its example as the file's header says, is a record the content schemas accept (the
 * ruleset's compiled by the engine too); what it refuses, with the message; and no file of
 * content/ keeps a place to fill.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../src/content/collections.ts";
import { formatIssues } from "../../src/content/issue-lines.ts";
import { REPO_ROOT } from "../../src/content/ruleset-files.ts";
import { GAMES } from "../../src/engine/index.ts";
import { runNew } from "../../src/contribute/new-cli.ts";
import { FILL } from "../../src/contribute/scaffold.ts";

/** Runs the command; its output, error lines and status. */
function run(...argv: string[]) {
  const out: string[] = [];
  const errs: string[] = [];
  const status = runNew(
    argv,
    (t) => out.push(t),
    (l) => errs.push(l),
  );
  return { text: out.join(""), errs, status };
}

/** Every FILL replaced by its example, as the header says: a bare whole number is a number. */
function filled(value: unknown): unknown {
  if (typeof value === "string" && value.startsWith(FILL)) {
    const example = /\(e\.g\. (.*)\)$/s.exec(value)?.[1];
    if (example === undefined) throw new Error(`a place to fill without an example: ${value}`);
    if (/^-?\d+$/.test(example)) return Number(example);
    return /^".*"$/s.test(example) ? example.slice(1, -1) : example;
  }
  if (Array.isArray(value)) return value.map(filled);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, filled(v)]));
  return value;
}

const SCHEMA = {
  evidence: "evidence",
  source: "sources",
  ruleset: "rulesets",
  study: "studies",
} as const;
const CASES: [keyof typeof SCHEMA, string[]][] = [
  ["evidence", []],
  ["source", []],
  ["study", []],
  ...Object.keys(GAMES).map((g): [keyof typeof SCHEMA, string[]] => ["ruleset", ["--game", g]]),
];

describe("npm run new", () => {
  for (const [kind, flags] of CASES)
    it(`${kind} ${flags.join(" ")}: refused as made, accepted once its places are filled`, () => {
      const r = run(kind, "--id", "a-new-record", ...flags, "--stdout");
      expect(r.errs).toEqual([]);
      expect(r.text).toContain(FILL);
      const schema = COLLECTIONS[SCHEMA[kind]];
      expect(schema.safeParse(parse(r.text)).success).toBe(false);
      const data = filled(parse(r.text));
      const parsed = schema.safeParse(data);
      expect(parsed.success ? [] : formatIssues("scaffold", parsed.error.issues)).toEqual([]);
    });

  it("refuses an id already taken, naming the file", () => {
    const r = run("ruleset", "--game", "fanorona", "--id", "icga");
    expect(r.status).toBe(2);
    expect(r.errs[0]).toMatch(
      /^content\/rulesets\/fanorona\/icga\.yaml already exists: a published id never changes/,
    );
  });

  it("refuses a bad id with the schema's message", () => {
    const r = run("source", "--id", "Flacourt_1658");
    expect(r.errs).toEqual(['bad id "Flacourt_1658": must be lower-case words joined by hyphens']);
  });

  it("refuses an unknown kind, a ruleset without a known game and an unknown --from", () => {
    expect(run("record").errs[0]).toMatch(/^unknown kind "record": give one of evidence, source/);
    expect(run("ruleset").errs[0]).toMatch(/^a ruleset needs --game: one of /);
    expect(run("ruleset", "--game", "fanorona", "--from", "nobody").errs[0]).toMatch(
      /^unknown --from ruleset "nobody"; known: basque, dlp/,
    );
  });

  it("writes the file when the id is free, and says how many places to fill", () => {
    const root = mkdtempSync(join(tmpdir(), "new-"));
    const out: string[] = [];
    expect(
      runNew(
        ["source", "--id", "someone-1900"],
        (t) => out.push(t),
        () => {},
        root,
      ),
    ).toBe(0);
    const text = readFileSync(join(root, "content/sources/someone-1900.yaml"), "utf8");
    expect(out[0]).toBe(
      `wrote content/sources/someone-1900.yaml: replace its ${text.split(FILL).length - 1} places marked FILL (see the comment at its top), then run npm run test:fast`,
    );
    expect(
      runNew(
        ["source", "--id", "someone-1900"],
        () => {},
        () => {},
        root,
      ),
    ).toBe(2);
  });
});

describe("content/", () => {
  it("holds no place left to fill", () => {
    const dir = join(REPO_ROOT, "content");
    const left = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".yaml"))
      .filter((f) => readFileSync(join(dir, f), "utf8").includes(FILL));
    expect(left).toEqual([]);
  });
});

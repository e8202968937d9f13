/**
 * The examples of docs/notation-files.md, read out of the page: every `notation` block passes the
 * engine's check, and every `notation-refused` block is refused with exactly the message of the
 * `text` block after it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkNotationFile, compileFromFiles } from "../../src/cli/notation.ts";
import { REPO_ROOT } from "../../src/content/ruleset-files.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { errorText } from "../../src/notation/tree.ts";

const page = readFileSync(`${REPO_ROOT}docs/notation-files.md`, "utf8");
const blocks = [...page.matchAll(/```([a-z-]*)\n([\s\S]*?)```/g)].map((m) => ({
  lang: m[1]!,
  body: m[2]!,
}));
const compile = compileFromFiles();

describe("docs/notation-files.md", () => {
  const examples = blocks.filter((b) => b.lang === "notation");
  const games = new Set(examples.map((b) => /\[Game "([^"]+)"\]/.exec(b.body)?.[1]));

  it("has an example for each family", () => {
    const families = { fanorona: "fanorona", "fanorona-telo": "telo", msuwa: "mancala" } as const;
    expect([...games].map((g) => families[g as keyof typeof families]).sort()).toEqual([
      "fanorona",
      "mancala",
      "telo",
    ]);
  });

  for (const [i, b] of examples.entries())
    it(`example ${i + 1} passes the engine's check`, () => {
      const r = checkNotation(b.body, compile);
      expect(r.ok ? "ok" : errorText(r.error)).toBe("ok");
    });

  it("shows each refused example with the message the check gives", () => {
    const refused = blocks.flatMap((b, i) => (b.lang === "notation-refused" ? [i] : []));
    expect(refused.length).toBeGreaterThan(0);
    for (const i of refused) {
      const r = checkNotation(blocks[i]!.body, compile);
      expect(blocks[i + 1]!.lang).toBe("text");
      expect(r.ok ? "accepted" : errorText(r.error)).toBe(blocks[i + 1]!.body.trim());
    }
  });

  it("checks a file from the command line's entry", () => {
    expect(checkNotationFile(`${REPO_ROOT}docs/no-such-file.fnt`).line).toContain("cannot read");
  });
});

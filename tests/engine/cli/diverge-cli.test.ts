/**
 * `engine diverge` prints the library's first divergence as lines a tool can read, and refuses
 * malformed requests with a message naming the bad value. The command line runs in-process
 * through `main(argv, out, err)`; cli.test.ts runs it as a process for the exit codes.
 */
import { describe, expect, it } from "vitest";
import { main } from "../../../src/cli/main.ts";
import { loadGameOrThrow } from "../../../src/content/ruleset-files.ts";
import { firstDivergence } from "../../../src/engine/core/diverge.ts";

function engine(...args: string[]) {
  const lines: string[] = [];
  const errors: string[] = [];
  const status = main(
    ["diverge", ...args],
    (line) => lines.push(...line.split("\n").filter((l) => l !== "")),
    (line) => errors.push(`${line}\n`),
  );
  return { status, lines, stderr: errors.join("") };
}

describe("engine diverge", () => {
  it("prints line, position and the one-sided turns with their rule and source, as the library finds them", () => {
    const r = engine("--game", "fanorona", "--rulesets", "icga,walker-2011", "--max-depth", "2");
    expect(r.status).toBe(0);
    const a = loadGameOrThrow("fanorona", "icga");
    const b = loadGameOrThrow("fanorona", "walker-2011");
    const d = firstDivergence(a, b, { maxDepth: 2 });
    if (d.kind !== "diverge") throw new Error("expected a divergence");
    expect(r.lines[0]).toBe(`line: ${d.line.join(" ")}`);
    expect(r.lines[1]).toBe(`position: ${d.position}`);
    const onlyA = r.lines.find((l) => l.startsWith("only-icga: "))!;
    const onlyB = r.lines.find((l) => l.startsWith("only-walker-2011: "))!;
    const listed = (line: string) =>
      line === "" ? [] : line.split(/, (?=[a-i][1-5])/).map((t) => t.split(" ")[0]);
    expect(listed(onlyA.slice("only-icga: ".length))).toEqual(d.onlyA.map((t) => t.turn));
    expect(listed(onlyB.slice("only-walker-2011: ".length))).toEqual(d.onlyB.map((t) => t.turn));
    for (const t of d.onlyA) {
      if (t.refusal?.kind !== "rule-violation") continue;
      expect(onlyA).toContain(`${t.turn} (${t.refusal.rule}: ${t.refusal.provenance!.source}`);
    }
  });

  it("says how far it looked when two readings agree", () => {
    const r = engine("--game", "fanoron-dimy", "--rulesets", "icga,basque", "--max-depth", "1");
    expect(r.status).toBe(0);
    const a = loadGameOrThrow("fanoron-dimy", "icga");
    const b = loadGameOrThrow("fanoron-dimy", "basque");
    const d = firstDivergence(a, b, { maxDepth: 1 });
    if (d.kind === "none") expect(r.lines[0]).toMatch(/^none within 1 turns \(\d+ lines compared/);
    else expect(r.lines[0]).toMatch(/^line: /);
  });

  it.each([
    [["--rulesets", "icga"], "needs two ruleset ids"],
    [["--rulesets", "icga,icga"], "names icga twice"],
    [["--rulesets", "icga,"], "needs two ruleset ids"],
    [["--rulesets", "icga,nope"], 'unknown ruleset "nope"'],
    [["--rulesets", "icga,dlp", "--position", "junk"], 'bad position "junk"'],
    [["--rulesets", "icga,dlp", "--max-depth", "-1"], "--max-depth"],
  ])("refuses %j with a message naming the value", (extra, message) => {
    const r = engine("--game", "fanorona", ...extra);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toContain("internal error");
  });
});

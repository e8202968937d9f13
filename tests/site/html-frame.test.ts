/**
 * Every built page is one document: nothing after `</html>` (a script there is a "stray start
 * tag" the parser moves into the body; the offline registration once sat there on every page),
 * and no `<style>` in the body (styles belong to the head). With TEST_FULL=1 and Java on the
 * machine, the W3C Nu validator (vnu-jar from npm) also checks every page: 0 errors.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIST } from "../../scripts/lib/build.ts";
import { htmlFiles, readDist } from "./dist.ts";

/** What a page carries after `</html>`, trimmed (empty for a whole document). */
const afterHtml = (html: string): string => {
  const end = html.lastIndexOf("</html>");
  return end < 0 ? html : html.slice(end + "</html>".length).trim();
};

/** The `<style>` tags between `<body` and `</body>`. */
const bodyStyles = (html: string): string[] => {
  const start = html.search(/<body[\s>]/);
  return start < 0 ? [] : (html.slice(start).match(/<style\b[^>]*>/g) ?? []);
};

describe("every page is one document", () => {
  it("has nothing after </html>, and no <style> in its body", () => {
    const files = htmlFiles();
    expect(files.length).toBeGreaterThan(100);
    const trailing = files.filter((f) => afterHtml(readDist(f)) !== "");
    const styled = files.filter((f) => bodyStyles(readDist(f)).length > 0);
    expect(trailing).toEqual([]);
    expect(styled).toEqual([]);
  });

  it("the two checks fail on what they look for", () => {
    expect(afterHtml("<html><body></body></html>\n")).toBe("");
    expect(afterHtml('<html></html><script type="module">x</script>')).toContain("<script");
    expect(bodyStyles("<head><style>a{}</style></head><body><p>x</p></body>")).toEqual([]);
    expect(bodyStyles("<body><style>a{}</style></body>")).toHaveLength(1);
  });
});

const java = spawnSync("java", ["-version"]).status === 0;
const full = process.env.TEST_FULL === "1";

describe.runIf(full && java)("the Nu validator (TEST_FULL=1, with Java)", () => {
  it("reports 0 errors on every page", () => {
    const jar = join(
      createRequire(import.meta.url).resolve("vnu-jar/package.json"),
      "..",
      "build",
      "dist",
      "vnu.jar",
    );
    expect(existsSync(jar)).toBe(true);
    // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
    const run = spawnSync(
      "java",
      ["-Xss4m", "-jar", jar, "--errors-only", "--skip-non-html", "--format", "json", DIST],
      { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
    );
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { url?: string; lastLine?: number; message: string }[];
    };
    const errors = report.messages.map(
      (m) => `${(m.url ?? "").replace(/^file:.*?\/dist\//, "")}:${m.lastLine ?? 0} ${m.message}`,
    );
    expect(errors).toEqual([]);
  }, 900_000);
});

/**
 * The contribution form (/contribute/) in headless Chromium against dist/: a source typed in from
 * nothing, by keyboard, is refused with the very message the content build gives for the same
 * record (the same zod schema and the same line, without the file), the error summary links to
 * the field and the field is marked invalid; once fixed, the form gives a YAML file the content
 * schema accepts and a pull request's text. A record page's "Propose a correction" opens it
 * prefilled, and a bad id there is refused with the build's message too. On /fr/contribute/ the
 * problems, the fields' help and the pull request's text are in French.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { compiledRulesetSchema } from "../../src/content/ruleset-check.ts";
import { formatIssues } from "../../src/content/issue-lines.ts";
import { sourceSchema } from "../../src/schemas/source.ts";
import { openSite } from "../support/site.ts";
import { issueIn, lineIn, type FormWords } from "../../src/contribute/issue-words.ts";
import { TABLES, t } from "../../src/i18n/t.ts";
import { helpIn } from "../../src/contribute/help.ts";

const site = await openSite();
const { server } = site;
const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** The build's problem lines for `data` in `file`, without the file: what the form must say. */
function buildLines(schema: typeof sourceSchema | typeof compiledRulesetSchema, data: unknown) {
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return formatIssues("x.yaml", parsed.error.issues).map((l) => l.slice("x.yaml: ".length));
}

const field = (page: Page, id: string) => page.locator(`[id="${id}"]`);
/** The build's line each problem keeps (`data-line`), beside the reader's plain words. */
const linesOf = (page: Page) =>
  page
    .locator("contribute-form [data-errors] li")
    .evaluateAll((ls) => ls.map((l) => (l as HTMLElement).dataset.line));

async function open(page: Page, query: string) {
  await page.goto(`${server.origin}/contribute/${query}`, { waitUntil: "load" });
  await page.waitForSelector('contribute-form[data-state="editing"]');
}

async function check(page: Page) {
  await page.locator('contribute-form button[type="submit"]').click();
  await page.waitForSelector(
    'contribute-form[data-state="invalid"], contribute-form[data-state="valid"]',
  );
}

describe("the contribution form", () => {
  it("refuses a source with the build's message, linked to the field, then gives its file", async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await open(page, "?kind=source");
    await field(page, "f-@id").fill("someone-1900");
    await field(page, "f-type").selectOption("book");
    await field(page, "f-kind").selectOption({ index: 1 });
    await field(page, "f-title").fill("A book on games");
    await field(page, "f-language").selectOption("fr");
    await check(page);

    const typed = {
      type: "book",
      kind: await field(page, "f-kind").inputValue(),
      title: "A book on games",
      language: "fr",
    };
    const expected = buildLines(sourceSchema, typed);
    expect(expected).toEqual([
      "field `title-short`: Invalid input: expected string, received undefined",
    ]);
    const summary = page.locator("contribute-form [data-errors]");
    expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await linesOf(page)).toEqual(expected);
    // The reader reads plain words naming the field as the form shows it.
    const plain = t("en", "form.plain.missing", { field: t("en", "form.field.title-short") });
    expect(await summary.locator("li").allTextContents()).toEqual([plain]);
    expect(await summary.locator("a").getAttribute("href")).toBe("#f-title-short");
    expect(await field(page, "f-title-short").getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await field(page, "f-title-short").getAttribute("aria-describedby")) ?? "";
    const note = page.locator(`[id="${describedBy.split(" ").at(-1)}"]`);
    expect(await note.textContent()).toBe(plain);

    // The summary's link takes the keyboard to the field; the reader fixes it there.
    await summary.locator("a").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.type("Someone 1900");
    expect(await field(page, "f-title-short").inputValue()).toBe("Someone 1900");
    await check(page);
    expect(await page.locator("contribute-form").getAttribute("data-state")).toBe("valid");
    const yaml = page.locator("contribute-form [data-yaml]");
    expect(await yaml.getAttribute("data-path")).toBe("content/sources/someone-1900.yaml");
    const record: unknown = parse(await yaml.inputValue());
    expect(sourceSchema.safeParse(record).success).toBe(true);
    expect(record).toMatchObject({ ...typed, "title-short": "Someone 1900" });
    const pr = await page.locator("contribute-form [data-pr]").inputValue();
    expect(pr.split("\n")[0]).toBe("Propose source someone-1900: A book on games");
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("in French: the same typed problem in French, the field as the schema names it", async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${server.origin}/fr/contribute/?kind=source`, { waitUntil: "load" });
    await page.waitForSelector('contribute-form[data-state="editing"]');
    await field(page, "f-@id").fill("someone-1900");
    await field(page, "f-type").selectOption("book");
    await field(page, "f-kind").selectOption({ index: 1 });
    await field(page, "f-title").fill("A book on games");
    await field(page, "f-language").selectOption("fr");
    expect(await page.locator('contribute-form button[type="submit"]').textContent()).toBe(
      t("fr", "form.check"),
    );
    await check(page);
    const words: FormWords = {
      lang: "fr",
      words: Object.fromEntries(
        Object.entries(TABLES.fr)
          .filter(([k]) => k.startsWith("form."))
          .map(([k, e]) => [k.slice("form.".length), e.text]),
      ),
    };
    const typed = {
      type: "book",
      kind: await field(page, "f-kind").inputValue(),
      title: "A book on games",
      language: "fr",
    };
    const issues = sourceSchema.safeParse(typed, { error: issueIn(words) }).error!.issues;
    const expected = issues.map((i) => lineIn(words, i.path as string[], i.message));
    expect(expected).toEqual([
      `champ \`title-short\`\u202f: ${t("fr", "form.issue.type", { expected: "string", received: "undefined" })}`,
    ]);
    const summary = page.locator("contribute-form [data-errors]");
    expect(await linesOf(page)).toEqual(expected);
    expect(await summary.locator("li").allTextContents()).toEqual([
      t("fr", "form.plain.missing", { field: t("fr", "form.field.title-short") }),
    ]);
    expect(await summary.locator("h2").textContent()).toBe(t("fr", "form.problems.one", { n: 1 }));

    // The fields' help is in French (src/contribute/help-fr.ts), not marked English.
    const help = page.locator('[id="h-title"]');
    expect(await help.textContent()).toBe(
      helpIn("fr", "Title in its original language and spelling."),
    );
    expect(await help.getAttribute("lang")).toBeNull();
    expect(await page.locator('contribute-form .help[lang="en"]').count()).toBe(0);

    // Once fixed, the pull request's text is in French; the YAML keeps the schema's field names.
    await field(page, "f-title-short").fill("Someone 1900");
    await check(page);
    const record = parse(await page.locator("contribute-form [data-yaml]").inputValue()) as object;
    expect(record).toMatchObject({ ...typed, "title-short": "Someone 1900" });
    const pr = await page.locator("contribute-form [data-pr]").inputValue();
    expect(pr.split("\n")[0]).toBe(
      t("fr", "form.pr.title", {
        kind: t("fr", "form.pr.kind.source"),
        id: "someone-1900",
        title: "A book on games",
      }),
    );
    expect(pr).toContain(t("fr", "form.pr.checkQuotes"));
    await ctx.close();
  });

  it("opens prefilled from a ruleset page, refuses a bad id as the build does, gives a file it accepts", async () => {
    const ctx = await site.context();
    const page = await ctx.newPage();
    await page.goto(`${server.origin}/rulesets/fanorona/montgomery-1896/`, { waitUntil: "load" });
    await page.locator("a[data-propose-correction]").click();
    await page.waitForSelector('contribute-form[data-state="editing"]');
    expect(await field(page, "f-id").inputValue()).toBe("montgomery-1896");
    expect(await field(page, "f-options.starts.value").inputValue()).toBe("white");

    await field(page, "f-id").fill("Montgomery Variant");
    await check(page);
    const original = parse(
      readFileSync("content/rulesets/fanorona/montgomery-1896.yaml", "utf8"),
    ) as object;
    const expected = buildLines(compiledRulesetSchema, { ...original, id: "Montgomery Variant" });
    expect(expected.length).toBeGreaterThan(0);
    expect(await linesOf(page)).toEqual(expected);
    expect(await field(page, "f-id").getAttribute("aria-invalid")).toBe("true");

    await field(page, "f-id").fill("montgomery-variant");
    await check(page);
    const yaml = page.locator("contribute-form [data-yaml]");
    expect(await yaml.getAttribute("data-path")).toBe(
      "content/rulesets/fanorona/montgomery-variant.yaml",
    );
    const record = parse(await yaml.inputValue()) as Record<string, unknown>;
    const parsed = compiledRulesetSchema.safeParse(record);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(compiledRulesetSchema.parse(original)).toMatchObject({
      ...compiledRulesetSchema.parse(record),
      id: "montgomery-1896",
    });
    const pr = await page.locator("contribute-form [data-pr]").inputValue();
    expect(pr).toContain(
      "claim 0: from the set-up, d3e3Ad3A is refused by rule opening-single-capture",
    );
    await ctx.close();
  });

  it("axe finds no violation in the form with its problems shown, in both colour schemes", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      // bypassCSP only to inject axe's script, as the simulator's own axe test does.
      const page = await site.browser.newPage({ colorScheme, bypassCSP: true });
      await open(page, "?edit=rulesets/fanorona/montgomery-1896");
      await field(page, "f-title").fill("");
      await check(page);
      await page.addScriptTag({ path: AXE });
      const violations = await page.evaluate(async () => {
        type Axe = {
          run: (
            c: Document,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
        const r = await (window as unknown as { axe: Axe }).axe.run(document);
        return r.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
      });
      expect(violations, colorScheme).toEqual([]);
      await page.close();
    }
  });
});

/**
 * Every text field is rendered as text. A fixture content tree (tests/e2e/fixtures/escaping/,
 * never the real content) puts `<script>`, `"><img onerror>`, `javascript:` URLs and other
 * markup in every text field of a source, region, game and evidence record. The test builds a
 * copy of the project with it (CONTENT_DIR; scripts/lib/build.ts), then checks the HTML (no
 * element or link came from the data, the text shows verbatim, JSON-LD stays data) and loads
 * every page in Chromium: no dialog opens and no element carries an event handler.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../../scripts/lib/browser.ts";
import { astroBuild, ROOT, writeBuildableCopy } from "../../scripts/lib/build.ts";
import { textOf } from "../site/dist.ts";
import { serveStatic } from "../../scripts/lib/server.ts";

const FIXTURE = join(ROOT, "tests", "e2e", "fixtures", "escaping", "content");
let dir: string;
let dist: string;
let build: { code: number; output: string };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "site-escaping-"));
  writeBuildableCopy(dir);
  build = astroBuild(dir, { CONTENT_DIR: FIXTURE });
  dist = join(dir, "dist");
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Every string in the fixture files: what must show up verbatim as text. */
function fixtureStrings(): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === "object") Object.values(v).forEach(walk);
  };
  for (const name of readdirSync(FIXTURE, { recursive: true, encoding: "utf8" }))
    if (name.endsWith(".yaml")) walk(parse(readFileSync(join(FIXTURE, name), "utf8")));
  return out.filter((s) => /[<>"&]|javascript:/.test(s));
}

const pages = () =>
  readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));

describe("markup in content is shown as text and never runs", () => {
  it("the fixture site builds", () => {
    expect(build.code, build.output.slice(-3000)).toBe(0);
  });

  /** The `src` of every script of a page. */
  const attributeSources = (html: string): string[] =>
    [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1]!);

  /** What the site's own inline boot scripts look up: the element each one starts. */
  const OWN_INLINE = [
    "[data-suggest]",
    "[data-glossary-find]",
    "[data-stemma]",
    "getElementById(`pack-pages`)",
  ];

  it("no element, attribute or link in the built HTML comes from the data", () => {
    const problems: string[] = [];
    for (const file of pages()) {
      const html = readFileSync(join(dist, file), "utf8");
      // JSON-LD and JSON data blocks (the contribution form's schemas) are data: each must parse
      // whole (no text closed it early); then they go.
      const ld = /<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g;
      for (const m of html.matchAll(ld)) JSON.parse(m[1] ?? "");
      // Attribute values are text too (a description may read "<img ...>"): blank them out, so
      // only real tags remain to look at.
      const tags = html.replace(ld, "").replace(/="[^"]*"/g, '=""');
      if (/<(?:img|iframe)\b|<svg[^>]*onload|<style>body/i.test(tags))
        problems.push(`${file}: injected element`);
      if (/<[^>]+\son[a-z]+=/i.test(tags)) problems.push(`${file}: event-handler attribute`);
      if (/(?:href|src)="\s*javascript:/i.test(html)) problems.push(`${file}: javascript: link`);
      // The only scripts are the site's own: its modules under /_astro/ (search, the compare
      // picker, the offline and contribution pages, in each language) and the offline worker's
      // registration that every page carries. Anything else came from the data.
      // Astro also inlines small boot scripts of the site's own (the correction form, the glossary's
      // filter, the stemma's filter, the not-stored page's pack): each is known by what it starts.
      const own = tags
        .replace(/<script type="" src=""><\/script>/g, "")
        .replace(/<script type="">[^<]*serviceWorker[^<]*<\/script>/g, "")
        .replace(/<script type="">((?:(?!<\/script>)[\s\S])*)<\/script>/g, (whole, body: string) =>
          OWN_INLINE.some((marker) => body.includes(marker)) ? "" : whole,
        );
      if (/<script\b/i.test(own)) problems.push(`${file}: <script>`);
      for (const src of attributeSources(html))
        if (!src.startsWith("/_astro/")) problems.push(`${file}: script from ${src}`);
    }
    expect(problems).toEqual([]);
  });

  it("the evidence page shows every fixture string of the record verbatim", () => {
    const html = readFileSync(join(dist, "evidence", "xss-evidence", "index.html"), "utf8");
    const text = textOf(/<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "");
    const record = parse(readFileSync(join(FIXTURE, "evidence", "xss-evidence.yaml"), "utf8")) as {
      title: string;
      rules: { text: string; reasoning?: string }[];
      notes: string;
      confidenceNote: string;
      quotations: { text: string }[];
    };
    for (const s of [
      record.title,
      ...record.rules.flatMap((r) => [r.text, r.reasoning ?? ""]),
      record.notes,
      record.confidenceNote,
      record.quotations[0]!.text,
    ])
      expect(text).toContain(s.replace(/\s+/g, " "));
    expect(fixtureStrings().length).toBeGreaterThan(10);
  });

  it(
    "in Chromium no page opens a dialog or has an element with an event handler",
    { timeout: 600_000 },
    async () => {
      const server = await serveStatic(dist);
      const browser = await launchBrowser();
      const dialogs: string[] = [];
      const handlers: string[] = [];
      try {
        const page = await browser.newPage();
        await page.route("**/*", (r) =>
          r.request().url().startsWith(server.origin) ? r.continue() : r.abort(),
        );
        page.on("dialog", (d) => {
          dialogs.push(`${page.url()}: ${d.message()}`);
          void d.dismiss();
        });
        for (const file of pages()) {
          const path = `/${file.replace(/(^|\/)index\.html$/, "$1")}`;
          await page.goto(`${server.origin}${path}`, { waitUntil: "load" });
          // Follow every link a reader could click, without navigating: none may run script.
          const found = await page.evaluate(() =>
            [...document.querySelectorAll("*")].flatMap((el) =>
              [...el.attributes]
                .filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value))
                .map((a) => `${el.tagName} ${a.name}`),
            ),
          );
          handlers.push(...found.map((f) => `${path}: ${f}`));
        }
        await page.goto(`${server.origin}/evidence/xss-evidence/`);
        expect(await page.locator("main h1").innerText()).toBe(
          "<script>alert('evidence')</script>",
        );
      } finally {
        await browser.close();
        await server.close();
      }
      expect(dialogs).toEqual([]);
      expect(handlers).toEqual([]);
    },
  );
});

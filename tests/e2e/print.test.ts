/**
 * Printing, in headless Chromium against the built site (issue 23, "Printable"): ruleset pages
 * printed on A4 and on US Letter as a leaflet of one or two pages, nothing cut, the board diagram
 * whole on the first page, its QR code read back from its pixels to the page's permanent address,
 * the address and dataset version on paper; evidence pages printed with each of their quotations
 * (original, translation, translator, locator) and their citation. Print-only parts stay off the
 * screen. The page counts are printed at the end as the figures of docs/print.md.
 *
 * Which pages go to paper (tests/support/matrix.ts): in `npm test`, by template, the longest
 * ruleset page of each game (the leaflet's head holds the game's board) and the longest evidence
 * page of each record type, each on both papers; with TEST_FULL=1, every ruleset and evidence
 * page. What a page prints does not need a PDF: every evidence page, in every run, is laid out
 * in print media and its quotations and citation found in the text paper would show.
 *
 * Expectations come from the content files (db) and from the page itself (its canonical address,
 * its "Cite this record"), never typed in.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { url } from "../../src/site/routes.ts";
import { fileForPath, mainOf, readDist, textOf } from "../site/dist.ts";
import { db } from "../support/content.ts";
import { FULL } from "../support/matrix.ts";
import { openSite } from "../support/site.ts";
import { cutElements, PAPERS, printable, printPdf, readQr, squeeze, type Paper } from "./print.ts";

const site = await openSite();
const context = await site.context();
afterAll(() => context.close());

/** Page counts by page and paper, printed after the run (docs/print.md's figures). */
const figures: { kind: string; path: string; paper: string; pages: number }[] = [];
afterAll(() => {
  const lines = figures.map((f) => `${f.kind}\t${f.path}\t${f.paper}\t${f.pages}`);
  console.log(`print figures (kind, page, paper, PDF pages):\n${lines.join("\n")}`);
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(`${site.server.origin}${path}`);
  expect(response?.status(), path).toBe(200);
  return page;
}

/** The length of the text of a built page's main content. */
function textLength(path: string): number {
  const file = fileForPath(path);
  if (file === undefined) throw new Error(`${path} is not in dist/`);
  return textOf(mainOf(readDist(file))).length;
}

/**
 * The pages to print: every one with TEST_FULL=1, else the one with the longest text of each
 * kind (the kind `kindOf` names), which is the first to outgrow its paper.
 */
function toPrint<T extends { path: string }>(pages: readonly T[], kindOf: (p: T) => string): T[] {
  if (FULL) return [...pages];
  const longest = new Map<string, { page: T; length: number }>();
  for (const page of pages) {
    const length = textLength(page.path);
    const best = longest.get(kindOf(page));
    if (best === undefined || length > best.length) longest.set(kindOf(page), { page, length });
  }
  return [...longest.values()].map((l) => l.page);
}

/** The print layout at a paper's printable width. */
async function asPrinted(page: Page, paper: Paper): Promise<void> {
  const area = printable(paper);
  await page.setViewportSize({ width: Math.floor(area.width), height: Math.floor(area.height) });
  await page.emulateMedia({ media: "print" });
}

/** Whether what `selector` finds is laid out (not display: none) in the current media. */
const shown = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.getClientRects().length > 0));

/** The address a page calls permanent: its canonical URL when the build knows the site's origin. */
async function permanentAddress(page: Page, path: string): Promise<string> {
  // Read at once: a locator would wait for a link that a build without SITE_URL never has.
  const canonical = await page.evaluate(
    () => document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
  );
  return canonical ?? path;
}

describe("ruleset pages print as leaflets", () => {
  const all = db.rulesets.map((r) => ({ id: r.id, path: url.ruleset(r.id), game: r.data.game }));
  const rulesets = toPrint(all, (r) => r.game);

  it("finds the rulesets to print: every game's longest, or every one with TEST_FULL=1", () => {
    expect(new Set(rulesets.map((r) => r.game))).toEqual(new Set(all.map((r) => r.game)));
    if (FULL) expect(rulesets).toEqual(all);
  });

  it.each(rulesets)("$path", async ({ path }) => {
    const page = await open(path);
    const address = await permanentAddress(page, path);

    // On screen: the leaflet's own parts are hidden, the page's chrome is there.
    expect(await shown(page, ".print-only")).not.toContain(true);
    expect(await shown(page, ".site-header")).toEqual([true]);

    for (const paper of PAPERS) {
      const pdf = await printPdf(page, paper);
      figures.push({ kind: "ruleset", path, paper: paper.format, pages: pdf.pages });
      expect(pdf.pages, `${path} on ${paper.format}`).toBeGreaterThanOrEqual(1);
      expect(pdf.pages, `${path} on ${paper.format}`).toBeLessThanOrEqual(2);
      expect(pdf.outside, `${path} on ${paper.format}`).toEqual([]);
      // The address and version are printed on the first page, beside the diagram.
      const first = squeeze(pdf.text[0] ?? "");
      expect(first).toContain(squeeze(address));
      const version = await page.locator(".print-version").textContent();
      expect(first).toContain(squeeze(version ?? "missing"));

      await asPrinted(page, paper);
      expect(await cutElements(page), `${path} on ${paper.format}`).toEqual([]);
      for (const chrome of [".site-header", ".site-footer", ".simulator-slot", ".toc"])
        expect(await shown(page, chrome), `${chrome} printed`).not.toContain(true);
      // The diagram and the QR code lie within the first page's height: nothing before them can
      // break (title and summary), so neither is split across pages.
      const head = await page.locator(".leaflet-head").boundingBox();
      expect(head, "the leaflet's head").not.toBeNull();
      expect(head!.y + head!.height).toBeLessThanOrEqual(printable(paper).height);
      expect(await shown(page, ".leaflet-head .board-diagram svg.board")).toEqual([true]);
      // Back to the default: page.pdf prints with screen media while screen is emulated.
      await page.emulateMedia({ media: null });
    }

    // The QR code leads to the permanent address, and the page prints the same version as the
    // one it cites.
    expect(await readQr(page, ".print-qr svg")).toBe(address);
    expect(await page.locator(".print-address").textContent()).toBe(address);
    const version = (await page.locator(".print-version").textContent()) ?? "";
    // The dataset's release, with the commit as build metadata when known, and its date.
    expect(version).toMatch(/^\d+\.\d+\.\d+(?:\+[0-9a-f]{12})? \(\d{4}-\d{2}-\d{2}\)$/);
    expect(await page.locator(".cite-box").textContent()).toContain(version);
    await page.close();
  });
});

type Evidence = (typeof db.evidence)[number];

/** What an evidence page shows of its quotations and its Chicago citation, read on screen. */
async function quotedParts(page: Page): Promise<{ quotes: string[]; chicago: string }> {
  // Each part of each quotation (the separators between caption parts are CSS, not text).
  const quotes = await page
    .locator('section[aria-labelledby="quotations"] .quote :is(blockquote, figcaption > span)')
    .allInnerTexts();
  const chicago = (await page.locator(".cite-chicago").textContent()) ?? "missing";
  return { quotes, chicago };
}

/**
 * The quotations and citation of an evidence record missing from `text` (what paper shows, its
 * spaces squeezed out): every quotation, original and translation, as the content file gives it;
 * each quotation's parts as the page shows them (locator, language and translator included); the
 * Chicago citation.
 */
function missingOnPaper(
  text: string,
  e: Evidence,
  { quotes, chicago }: { quotes: string[]; chicago: string },
): string[] {
  const wanted = [
    ...e.data.quotations.flatMap((q) => [
      q.text,
      ...(q.translation === undefined ? [] : [q.translation]),
    ]),
    ...quotes,
    chicago,
  ];
  return wanted.filter((part) => !text.includes(squeeze(part)));
}

const evidence = db.evidence.map((e) => ({ id: e.id, path: url.evidence(e.id), e }));

/**
 * The paper with the narrowest printable area: what fits its width fits the other's, and what
 * is on paper does not depend on the paper (the page breaks are the PDF tests' concern).
 */
const NARROWEST = [...PAPERS].sort((a, b) => printable(a).width - printable(b).width)[0]!;

describe("every evidence page has its quotations and citation on paper (print media)", () => {
  it.each(evidence)("$path", async ({ path, e }) => {
    const page = await open(path);
    const parts = await quotedParts(page);
    expect(parts.quotes.length).toBeGreaterThanOrEqual(e.data.quotations.length);
    await asPrinted(page, NARROWEST);
    // The text as laid out in print media: what print.css hides (display: none) is not in it.
    const text = squeeze(await page.locator("body").innerText());
    expect(missingOnPaper(text, e, parts), path).toEqual([]);
    expect(await cutElements(page), `${path} on ${NARROWEST.format}`).toEqual([]);
    for (const chrome of [".site-header", ".site-footer", ".simulator-slot", ".places-map"])
      expect(await shown(page, chrome), `${chrome} printed`).not.toContain(true);
    await page.close();
  });
});

describe("evidence pages print with their quotations and citation", () => {
  const records = toPrint(evidence, (r) => r.e.data.type);

  it("finds the evidence records to print: each record type's longest, or every one with TEST_FULL=1", () => {
    expect(new Set(records.map((r) => r.e.data.type))).toEqual(
      new Set(evidence.map((r) => r.e.data.type)),
    );
    if (FULL) expect(records).toEqual(evidence);
  });

  it.each(records)("$path", async ({ path, e }) => {
    const page = await open(path);
    const parts = await quotedParts(page);
    for (const paper of PAPERS) {
      const pdf = await printPdf(page, paper);
      figures.push({
        kind: `evidence (${e.data.type})`,
        path,
        paper: paper.format,
        pages: pdf.pages,
      });
      expect(pdf.outside, `${path} on ${paper.format}`).toEqual([]);
      const text = squeeze(pdf.text.join(""));
      expect(missingOnPaper(text, e, parts), `${path} on ${paper.format}`).toEqual([]);
    }
    await page.close();
  });
});

/**
 * Printing, in headless Chromium against the built site (issue 23, "Printable"): every ruleset
 * page printed on A4 and on US Letter as a leaflet of one or two pages, nothing cut, the board
 * diagram whole on the first page, its QR code read back from its pixels to the page's permanent
 * address, the address and dataset version on paper; every evidence page printed with each of its
 * quotations (original, translation, translator, locator) and its citation. Print-only parts stay
 * off the screen. The page counts are printed at the end as the figures of docs/print.md.
 *
 * Expectations come from the content files (db) and from the page itself (its canonical address,
 * its "Cite this record"), never typed in.
 */
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { url } from "../../src/site/routes.ts";
import { db } from "../support/content.ts";
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
  const rulesets = db.rulesets.map((r) => ({ id: r.id, path: url.ruleset(r.id) }));

  it("finds the rulesets to print", () => {
    expect(rulesets.length).toBeGreaterThan(0);
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

describe("evidence pages print with their quotations and citation", () => {
  const records = db.evidence.map((e) => ({ id: e.id, path: url.evidence(e.id), e }));

  it("finds the evidence records to print", () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it.each(records)("$path", async ({ path, e }) => {
    const page = await open(path);
    // Each part of each quotation (the separators between caption parts are CSS, not text).
    const quotes = await page
      .locator('section[aria-labelledby="quotations"] .quote :is(blockquote, figcaption > span)')
      .allInnerTexts();
    const chicago = (await page.locator(".cite-chicago").textContent()) ?? "missing";
    for (const paper of PAPERS) {
      const pdf = await printPdf(page, paper);
      figures.push({
        kind: `evidence (${e.data.type})`,
        path,
        paper: paper.format,
        pages: pdf.pages,
      });
      expect(pdf.outside, `${path} on ${paper.format}`).toEqual([]);
      const all = squeeze(pdf.text.join(""));
      // Every quotation of the record, original and translation, as the content file gives it.
      for (const q of e.data.quotations) {
        expect(all, `${path}: ${q.locator}`).toContain(squeeze(q.text));
        if (q.translation !== undefined) expect(all).toContain(squeeze(q.translation));
      }
      // Each quotation as the page shows it: locator, language and translator included.
      for (const quote of quotes) expect(all).toContain(squeeze(quote));
      expect(all).toContain(squeeze(chicago));

      await asPrinted(page, paper);
      expect(await cutElements(page), `${path} on ${paper.format}`).toEqual([]);
      for (const chrome of [".site-header", ".site-footer", ".simulator-slot", ".places-map"])
        expect(await shown(page, chrome), `${chrome} printed`).not.toContain(true);
      // Back to the default: page.pdf prints with screen media while screen is emulated.
      await page.emulateMedia({ media: null });
    }
    await page.close();
  });
});

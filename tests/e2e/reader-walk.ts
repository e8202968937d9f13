/**
 * A reader's walk through the built site, counted as the UX review of 2026-12-07 counted it:
 * every click and every key that leads somewhere is a step, and the page scrolled to reach what
 * is clicked is added up apart (in pixels), since on this site scrolling cost more than clicking.
 * The walk scrolls as a person does: only when what it means to use is not on the screen, and
 * then just enough to bring it into view. Used by reader-tasks.test.ts.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 900 };

/** One reader's walk: the page, and the steps and scrolling so far. */
export class Walk {
  clicks = 0;
  keys = 0;
  /** Pixels scrolled to reach what was used, summed over the pages of the walk. */
  scrolled = 0;

  readonly page: Page;
  readonly viewport: Viewport;
  readonly origin: string;

  constructor(page: Page, viewport: Viewport, origin: string) {
    this.page = page;
    this.viewport = viewport;
    this.origin = origin;
  }

  /** Steps: clicks and keys that lead somewhere. */
  get steps(): number {
    return this.clicks + this.keys;
  }

  /** Opens the walk's first page (typed or bookmarked: not a step). */
  async start(path: string): Promise<void> {
    await this.page.goto(`${this.origin}${path}`, { waitUntil: "load" });
  }

  /** Scrolls, as a person would, until `target` is on the screen; counts the distance. */
  async reach(target: Locator): Promise<void> {
    await target.waitFor({ state: "visible" });
    const box = await target.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom };
    });
    const h = this.viewport.height;
    let by = 0;
    if (box.top < 0) by = box.top - 16;
    else if (box.bottom > h) by = Math.min(box.top - 16, box.bottom - h + 16);
    if (by === 0) return;
    const before = await this.page.evaluate(() => scrollY);
    await this.page.evaluate((y) => window.scrollBy(0, y), by);
    this.scrolled += Math.abs((await this.page.evaluate(() => scrollY)) - before);
  }

  /** A click on `target`, scrolled to first if need be. */
  async click(target: Locator): Promise<void> {
    await this.reach(target);
    await target.click();
    this.clicks++;
  }

  /** Words typed into `field` and Enter: one step, as the review counts a search. */
  async typeAndEnter(field: Locator, text: string): Promise<void> {
    await this.reach(field);
    await field.fill(text);
    await field.press("Enter");
    this.keys++;
  }

  /** A key pressed where the focus is. */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
    this.keys++;
  }

  /** Where `target` is, from the top of the document. */
  async top(target: Locator): Promise<number> {
    return target.evaluate((e) => e.getBoundingClientRect().top + scrollY);
  }

  /** The page scrolls sideways (its content wider than the screen). */
  async scrollsSideways(): Promise<boolean> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
  }
}

/** A fresh walk in a new context of `ctx`'s kind at `viewport`. */
export async function walk(
  context: (o: { viewport: Viewport }) => Promise<BrowserContext>,
  viewport: Viewport,
  origin: string,
): Promise<Walk> {
  const ctx = await context({ viewport });
  return new Walk(await ctx.newPage(), viewport, origin);
}

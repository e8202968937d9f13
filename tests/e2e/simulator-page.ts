/**
 * The simulator on a built page, as the browser tests drive it: its element, the parts of its DOM
 * contract they read (docs/simulator.md), and a step played by clicking as a player would. Shared
 * by every e2e file that plays on a simulator, so a change to the contract is made once.
 */
import type { Page } from "playwright-core";
import { readGridStep } from "../../src/play/pick.ts";
import type { Session } from "../../src/play/session.ts";
import { stepTexts, takenBy } from "./scenarios.ts";

export const sim = (page: Page) => page.locator("game-simulator");
export const message = (page: Page) => sim(page).locator("[data-message]").innerText();
export const attr = (page: Page, name: string) => sim(page).getAttribute(`data-${name}`);
export const position = (page: Page) => sim(page).locator("[data-control=position]").inputValue();

/** Plays a grid step by clicking, as a player would: the piece, then where it goes. */
export async function clickStep(page: Page, s: Session, text: string): Promise<void> {
  const st = readGridStep(text);
  const point = (p: string) => sim(page).locator(`[data-point="${p}"]`);
  if (st.kind === "place") await point(st.to).click();
  else if (st.kind === "move") {
    const moves = stepTexts(s).map(readGridStep);
    const chained = new Set(moves.flatMap((m) => (m.kind === "move" ? [m.from] : []))).size === 1;
    if (!chained) await point(st.from).click();
    await point(st.to).click();
    const same = moves.filter((m) => m.kind === "move" && m.from === st.from && m.to === st.to);
    if (same.length > 1) await point(takenBy(s, text)[0]!).click();
  } else await sim(page).locator(`[data-choices] button[data-step="${text}"]`).click();
  const r = s.play(text, "step");
  if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
}

/** Arrow keys move the focus between the board's points or holes (a roving tab stop). */

const near = (a: DOMRect, b: DOMRect, key: string): number | undefined => {
  const dx = b.x + b.width / 2 - (a.x + a.width / 2);
  const dy = b.y + b.height / 2 - (a.y + a.height / 2);
  const ahead =
    key === "ArrowRight" ? dx : key === "ArrowLeft" ? -dx : key === "ArrowDown" ? dy : -dy;
  const aside = key === "ArrowRight" || key === "ArrowLeft" ? Math.abs(dy) : Math.abs(dx);
  if (ahead <= 1) return undefined;
  // Straight on first: a point beside the line counts as much further away.
  return ahead + aside * 3;
};

/** Moves the focus from `from` to its nearest neighbour in the arrow's direction; false if none. */
export function moveFocus(board: Element, from: Element, key: string): boolean {
  if (!["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown"].includes(key)) return false;
  const here = from.getBoundingClientRect();
  let best: { el: Element; d: number } | undefined;
  for (const el of board.querySelectorAll("[data-point],[data-pit]")) {
    if (el === from) continue;
    const d = near(here, el.getBoundingClientRect(), key);
    if (d !== undefined && (best === undefined || d < best.d)) best = { el, d };
  }
  if (best === undefined) return false;
  from.setAttribute("tabindex", "-1");
  best.el.setAttribute("tabindex", "0");
  (best.el as SVGElement).focus();
  return true;
}

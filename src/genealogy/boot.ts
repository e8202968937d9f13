/**
 * The stemma's filter by game, the genealogy's only script: it shows the choice (hidden in the
 * markup, so a page without script shows no control that does nothing) and, on a choice, dims
 * the boxes, arrows and list lines that do not speak of the game (`data-games`) and hides its
 * rows of the relations table. An arrow stays when both its ends do.
 */
const speaks = (e: Element, game: string): boolean =>
  game === "" || (e.getAttribute("data-games") ?? "").split(" ").includes(game);

function apply(figure: Element, table: Element | null, game: string): void {
  const dim = new Set<string>();
  for (const n of figure.querySelectorAll("[data-node]")) {
    const off = !speaks(n, game);
    n.classList.toggle("is-dim", off);
    if (off) dim.add(n.getAttribute("data-node") ?? "");
  }
  for (const e of figure.querySelectorAll("[data-from]"))
    e.classList.toggle(
      "is-dim",
      dim.has(e.getAttribute("data-from") ?? "") || dim.has(e.getAttribute("data-to") ?? ""),
    );
  for (const li of figure.querySelectorAll(".stemma-tree li"))
    li.classList.toggle("is-dim", !speaks(li, game));
  for (const tr of table?.querySelectorAll("tr[data-games]") ?? [])
    (tr as HTMLElement).hidden = !speaks(tr, game);
}

for (const figure of document.querySelectorAll("[data-stemma]")) {
  const control = figure.querySelector<HTMLElement>("[data-stemma-filter]");
  const select = control?.querySelector("select");
  if (!control || !select) continue;
  const table = figure.nextElementSibling?.matches("table.relations")
    ? figure.nextElementSibling
    : null;
  control.hidden = false;
  select.addEventListener("change", () => apply(figure, table, select.value));
}

/**
 * The filter as you type of the glossary and the names pages, their only script: it shows the
 * field (hidden in the markup, so a page without script shows no field that does nothing) and
 * hides each entry (a `dt` and its `dd`) whose headword, spellings and glosses lack a typed word.
 */
import { matches } from "./find.ts";

const box = document.querySelector<HTMLElement>("[data-glossary-find]");
const input = box?.querySelector("input");
const count = box?.querySelector<HTMLElement>("[data-count]");
const entries = [...document.querySelectorAll<HTMLElement>("dl.glossary > dt")].map((dt) => {
  const dd = dt.nextElementSibling instanceof HTMLElement ? dt.nextElementSibling : undefined;
  return { dt, dd, text: `${dt.textContent} ${dd?.textContent ?? ""}` };
});

function filter(): void {
  const typed = input?.value ?? "";
  let shown = 0;
  for (const e of entries) {
    const on = matches(e.text, typed);
    e.dt.hidden = !on;
    if (e.dd) e.dd.hidden = !on;
    if (on) shown++;
  }
  // "{n} of {total}", the page's words; said only while a filter is typed.
  if (count)
    count.textContent =
      typed.trim() === ""
        ? ""
        : (count.dataset.words ?? "{n} / {total}")
            .replace("{n}", String(shown))
            .replace("{total}", String(entries.length));
}

if (box && input) {
  box.hidden = false;
  input.addEventListener("input", filter);
}

/**
 * The picker: a form of every ruleset (it works as a plain GET form too), a message line, and the
 * comparison drawn from /compare/data.json for the rulesets the address names. A chosen set that
 * has a prebuilt page goes there; any other gets `/compare/?r=<game>/<id>,...`, pushed to the
 * history so it can be shared. Every value shown is set as text (dom.ts).
 */
import type { CompareData } from "./data.ts";
import { toDom } from "./dom.ts";
import { h } from "./node.ts";
import { compareQuery, parseCompareQuery } from "./url.ts";
import { compareView } from "./view.ts";

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k) => b.includes(k));

export async function mount(el: HTMLElement): Promise<void> {
  const form = el.querySelector<HTMLFormElement>("form[data-compare-form]");
  const message = el.querySelector<HTMLElement>("[data-compare-message]");
  const result = el.querySelector<HTMLElement>("[data-compare-result]");
  if (form === null || message === null || result === null)
    throw new Error("the picker's form, message or result area is missing");
  const response = await fetch("/compare/data.json");
  if (!response.ok) throw new Error(`the comparison data could not be loaded (${response.status})`);
  const data = (await response.json()) as CompareData;
  const known = new Set(Object.keys(data.rulesets));
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="r"]')];

  const say = (text: string, error: boolean) => {
    message.textContent = text;
    message.classList.toggle("notice", error);
    if (error) message.setAttribute("data-error", "");
    else message.removeAttribute("data-error");
  };

  const show = () => {
    result.replaceChildren();
    const q = parseCompareQuery(location.search, known);
    if (!q.ok) {
      say(`This comparison cannot be shown: ${q.message}`, true);
      message.scrollIntoView();
      return;
    }
    for (const b of boxes) b.checked = q.keys.includes(b.value);
    if (q.keys.length === 0) {
      say("", false);
      return;
    }
    const prebuilt = data.prebuilt.find((p) => sameSet(p.rulesets, q.keys));
    const titles = q.keys.map((k) => `${data.rulesets[k]!.gameName}: ${data.rulesets[k]!.title}`);
    say(`Comparing ${titles.join("; ")}.`, false);
    result.append(
      toDom(
        document,
        h(
          "div",
          {},
          prebuilt &&
            h(
              "p",
              { class: "small" },
              "This comparison also has its own page: ",
              h("a", { href: prebuilt.url }, prebuilt.title),
              ".",
            ),
          compareView(data, q.keys),
        ),
      ),
    );
  };

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const keys = boxes.filter((b) => b.checked).map((b) => b.value);
    if (keys.length < 2) {
      say("Choose two or more rulesets to compare.", true);
      return;
    }
    const prebuilt = data.prebuilt.find((p) => sameSet(p.rulesets, keys));
    if (prebuilt !== undefined) {
      location.assign(prebuilt.url);
      return;
    }
    history.pushState(null, "", compareQuery(keys));
    show();
    message.scrollIntoView();
  });
  addEventListener("popstate", show);
  el.setAttribute("data-ready", "");
  show();
  if (location.search.length > 1) message.scrollIntoView();
}

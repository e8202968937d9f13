/**
 * The search page in the browser: reads the search from the URL into the form, runs it on
 * Pagefind (once per synonym variant, results merged), lists results with their kind, date,
 * source and confidence, and writes the form back into the URL as it changes.
 */
import {
  expandQuery,
  FILTER_KEYS,
  pagefindFilters,
  paramsFromState,
  stateFromParams,
  type FilterKey,
  type SearchState,
  type SynonymGroup,
} from "./query.ts";

interface ResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<ResultData>;
}
interface Pagefind {
  init(): Promise<void>;
  preload(q: string, options?: { filters?: object }): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    q: string | null,
    options?: { filters?: object },
  ): Promise<{ results: PagefindResult[] } | null>;
}

const PAGE = 20;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/** The form's current search. */
function readForm(form: HTMLFormElement): SearchState {
  const params = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === "string") params.append(k, v);
  return stateFromParams(params);
}

function writeForm(form: HTMLFormElement, state: SearchState): void {
  const q = form.elements.namedItem("q");
  if (q instanceof HTMLInputElement) q.value = state.q;
  for (const box of form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")) {
    const chosen = state.filters[box.name as FilterKey] ?? [];
    box.checked = chosen.includes(box.value);
  }
}

function filterGroups(
  available: Record<string, Record<string, number>>,
  labels: Record<string, string>,
  state: SearchState,
): HTMLElement[] {
  return FILTER_KEYS.filter((k) => available[k] !== undefined).map((key, i) => {
    const values = Object.keys(available[key] ?? {}).sort((a, b) =>
      a.localeCompare(b, "en", { numeric: true }),
    );
    // Values the URL names but the index does not know still show, so nothing is dropped silently.
    for (const v of state.filters[key] ?? []) if (!values.includes(v)) values.push(v);
    const fieldset = el("fieldset", { className: "filter-group" }, [
      el("legend", { textContent: labels[key] ?? key }),
    ]);
    values.forEach((value, j) => {
      const id = `f-${i}-${j}`;
      const box = el("input", { type: "checkbox", name: key, value, id });
      fieldset.append(
        el("div", { className: "filter-option" }, [box, el("label", { htmlFor: id }, [value])]),
      );
    });
    return fieldset;
  });
}

function resultItem(data: ResultData): HTMLLIElement {
  const title = data.meta.title ?? data.url;
  const facts = [data.meta.kind, data.meta.date, data.meta.source, data.meta.confidence].filter(
    (x): x is string => x !== undefined && x !== "",
  );
  const excerpt = el("p", { className: "result-excerpt" });
  // Pagefind's excerpt is the page's own text, escaped, with <mark> around the matched words.
  excerpt.innerHTML = data.excerpt;
  return el("li", { className: "search-result" }, [
    el("a", { href: data.url, className: "result-link", textContent: title }),
    el("p", { className: "result-facts", textContent: facts.join(" · ") }),
    excerpt,
  ]);
}

async function run(
  pagefind: Pagefind,
  state: SearchState,
  synonyms: readonly SynonymGroup[],
): Promise<{ results: PagefindResult[]; variants: string[] }> {
  const filters = pagefindFilters(state);
  const hasFilters = Object.keys(filters).length > 0;
  if (state.q === "" && !hasFilters) return { results: [], variants: [] };
  const variants = state.q === "" ? [""] : expandQuery(state.q, synonyms);
  const best = new Map<string, PagefindResult>();
  // The variants run at once (Pagefind searches in its worker) and merge in their fixed order.
  const searches = await Promise.all(
    variants.map((v) => pagefind.search(v === "" ? null : v, { filters })),
  );
  for (const found of searches) {
    for (const r of found?.results ?? []) {
      const seen = best.get(r.id);
      if (seen === undefined || seen.score < r.score) best.set(r.id, r);
    }
  }
  const results = [...best.values()].sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  return { results, variants: variants.slice(1) };
}

/** Puts the search in the page's address: a new history entry when `push`, else in place. */
function showInAddress(state: SearchState, push: boolean): void {
  const query = paramsFromState(state).toString();
  const target = `${window.location.pathname}${query === "" ? "" : `?${query}`}`;
  if (push) window.history.pushState(null, "", target);
  else window.history.replaceState(null, "", target);
}

/** The status line over the results: how many, for what, and what else was searched. */
function resultsSummary(
  state: SearchState,
  n: number,
  variants: readonly string[],
  chosen: number,
): string {
  const what = state.q === "" ? "with these filters" : `for “${state.q}”`;
  const also = variants.length > 0 ? ` (also searched: ${variants.join(", ")})` : "";
  const values = chosen === 1 ? "filter value" : "filter values";
  const filtered = chosen > 0 && state.q !== "" ? `, ${chosen} ${values} chosen` : "";
  return `${n} ${n === 1 ? "result" : "results"} ${what}${also}${filtered}.`;
}

/**
 * Runs the search page: loads Pagefind, restores the search the address holds, and searches again
 * whenever the form changes or the reader goes back or forward.
 */
export async function startSearch(): Promise<void> {
  const root = document.querySelector<HTMLElement>("[data-search]");
  const form = root?.querySelector("form");
  if (!root || !form) return;
  const synonyms = JSON.parse(root.dataset.synonyms ?? "[]") as SynonymGroup[];
  const labels = JSON.parse(root.dataset.filterLabels ?? "{}") as Record<string, string>;
  const status = root.querySelector<HTMLElement>("[data-status]")!;
  const list = root.querySelector<HTMLOListElement>("[data-results]")!;
  const more = root.querySelector<HTMLButtonElement>("[data-more]")!;
  const details = root.querySelector<HTMLDetailsElement>("[data-filters]")!;
  const count = root.querySelector<HTMLElement>("[data-filter-count]")!;

  const path = "/pagefind/pagefind.js";
  const pagefind = (await import(/* @vite-ignore */ path)) as Pagefind;
  await pagefind.init();
  const initial = stateFromParams(new URLSearchParams(window.location.search));
  root
    .querySelector("[data-filter-groups]")!
    .append(...filterGroups(await pagefind.filters(), labels, initial));
  writeForm(form, initial);
  // Filters open beside the results on a wide screen; on a phone they stay folded.
  if (window.matchMedia("(min-width: 60rem)").matches) details.open = true;

  let shown: PagefindResult[] = [];
  let generation = 0;
  const showMore = async () => {
    const next = shown.slice(list.children.length, list.children.length + PAGE);
    const items = await Promise.all(next.map(async (r) => resultItem(await r.data())));
    list.append(...items);
    more.hidden = list.children.length >= shown.length;
  };

  const update = async (push: boolean) => {
    const state = readForm(form);
    const chosen = Object.values(state.filters).reduce((n, v) => n + v.length, 0);
    count.textContent = chosen === 0 ? "" : `(${chosen} chosen)`;
    showInAddress(state, push);
    const mine = ++generation;
    status.textContent = "Searching…";
    const { results, variants } = await run(pagefind, state, synonyms);
    if (mine !== generation) return;
    shown = results;
    list.replaceChildren();
    if (state.q === "" && chosen === 0) {
      status.textContent = "";
      more.hidden = true;
      return;
    }
    status.textContent = resultsSummary(state, results.length, variants, chosen);
    await showMore();
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void update(true);
  });
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "checkbox")
      void update(false);
  });
  // Fetch the index chunks for the words as they are typed, so the search itself is quick.
  form.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "search")
      void pagefind.preload(event.target.value);
  });
  more.addEventListener("click", () => void showMore());
  window.addEventListener("popstate", () => {
    writeForm(form, stateFromParams(new URLSearchParams(window.location.search)));
    void update(false);
  });
  // Marks the page interactive (the scale benchmark waits for it before typing a query).
  root.dataset.ready = "";
  await update(false);
}

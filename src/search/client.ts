/**
 * The search page in the browser: reads the search from the URL into the form, runs it on
 * Pagefind (once per synonym variant, results merged), lists results with their kind, date,
 * source and confidence, and writes the form back into the URL as it changes.
 */
import { fill, type Params } from "../i18n/fill.ts";
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
import { tidyExcerpt } from "./excerpt.ts";
import { toDom } from "../site/dom/to-dom.ts";
import { h, raw, type Element } from "../site/dom/tree.ts";

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
): Element[] {
  return FILTER_KEYS.filter((k) => available[k] !== undefined).map((key, i) => {
    const values = Object.keys(available[key] ?? {}).sort((a, b) =>
      a.localeCompare(b, "en", { numeric: true }),
    );
    // Values the URL names but the index does not know still show, so nothing is dropped silently.
    for (const v of state.filters[key] ?? []) if (!values.includes(v)) values.push(v);
    return h(
      "fieldset",
      { class: "filter-group" },
      h("legend", {}, labels[key] ?? key),
      values.map((value, j) => {
        const id = `f-${i}-${j}`;
        return h(
          "div",
          { class: "filter-option" },
          h("input", { type: "checkbox", name: key, value, id }),
          h("label", { for: id }, value),
        );
      }),
    );
  });
}

function resultItem(data: ResultData): Element {
  const title = data.meta.title ?? data.url;
  const facts = [data.meta.kind, data.meta.date, data.meta.source, data.meta.confidence].filter(
    (x): x is string => x !== undefined && x !== "",
  );
  return h(
    "li",
    { class: "search-result" },
    h("a", { href: data.url, class: "result-link" }, title),
    h("p", { class: "result-facts" }, facts.join(" · ")),
    // Pagefind's excerpt is the page's own text, escaped, with <mark> around the matched words.
    h("p", { class: "result-excerpt" }, raw(tidyExcerpt(data.excerpt))),
  );
}

const drawn = (trees: readonly Element[]): globalThis.Node[] =>
  trees.map((t) => toDom(document, t));

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

/**
 * Draws `results` into `list`: their fragments load at once, and each result is drawn, in order,
 * as soon as it and those before it have theirs, so the first is on screen without waiting for
 * the slowest of twenty fetches (issue 37: first search result under 300 ms). Returns how many
 * had no fragment (offline, a page not stored), or undefined when `current` turned false (a newer
 * search replaced the list).
 */
async function drawResults(
  list: HTMLElement,
  results: readonly PagefindResult[],
  current: () => boolean,
): Promise<number | undefined> {
  const pending = results.map((r) =>
    r.data().then(
      (d) => resultItem(d),
      () => undefined,
    ),
  );
  let missing = 0;
  for (const p of pending) {
    const item = await p;
    if (!current()) return undefined;
    if (item === undefined) missing++;
    else list.append(...drawn([item]));
  }
  return missing;
}

/** The page's messages in its language, unfilled (the search page's `data-words`). */
type Words = Readonly<Record<string, string>>;

/** One message filled in the page's language; a message the page did not give throws. */
function say(words: Words, lang: string, key: string, params: Params = {}): string {
  const text = words[key];
  if (text === undefined) throw new Error(`search: the page gives no "${key}" message`);
  return fill(text, params, lang, key);
}

/** A counted message, its form chosen by the language's rules. */
function sayCount(words: Words, lang: string, key: string, n: number): string {
  const form = new Intl.PluralRules(lang).select(n) === "one" ? "one" : "other";
  return say(words, lang, `${key}.${form}`, { n });
}

/** The count of results, what was searched for and, when the words have variants, those. */
function resultsLine(
  [words, lang]: [Words, string],
  state: SearchState,
  chosen: number,
  n: number,
  variants: string[],
): string {
  const what =
    state.q === "" ? say(words, lang, "withFilters") : say(words, lang, "forQuery", { q: state.q });
  const also =
    variants.length > 0 ? say(words, lang, "also", { variants: variants.join(", ") }) : "";
  const values = sayCount(words, lang, "filterValue", chosen);
  const filtered = chosen > 0 && state.q !== "" ? say(words, lang, "filtered", { values }) : "";
  return say(words, lang, "line", {
    count: sayCount(words, lang, "result", n),
    what,
    also,
    filtered,
  });
}

/**
 * "Did you mean Fanorona?" under a search: the nearest words the site knows (./suggest.ts,
 * loaded only now, with its edit-distance library), a link to its search. Shown when the search
 * found nothing, or when the nearest words find more than the words typed (`better`): on a
 * Malagasy page "fanarona" finds pages through the index's word forms ("fanarenana"), and the
 * reader still meant Fanorona.
 */
async function showSuggestion(
  [words, lang]: [Words, string],
  box: HTMLElement,
  q: string,
  known: readonly string[],
  better?: (suggestion: string) => Promise<boolean>,
): Promise<void> {
  const { suggest, vocabularyWords } = await import("./suggest.ts");
  let [best] = suggest(q, vocabularyWords(known));
  if (best !== undefined && better !== undefined && !(await better(best))) best = undefined;
  box.replaceChildren();
  box.hidden = best === undefined;
  if (best === undefined) return;
  const [before = "", after = ""] = say(words, lang, "didYouMean", { words: "\u0000" }).split(
    "\u0000",
  );
  const link = document.createElement("a");
  link.href = `${window.location.pathname}?${new URLSearchParams({ q: best }).toString()}`;
  link.textContent = best;
  box.append(before, link, after);
}

/**
 * "Did you mean ...?" under the page's searches: the box, hidden while a search runs, and the
 * offer once it is done (`finds` results): with none, the nearest words the site knows (its
 * vocabulary and synonyms); with some, only if those words find more (searched again to know).
 */
function suggester(
  root: HTMLElement,
  pagefind: Pagefind,
  synonyms: readonly SynonymGroup[],
  said: [Words, string],
) {
  const box = root.querySelector<HTMLElement>("[data-did-you-mean]")!;
  const known = [
    ...(JSON.parse(root.dataset.vocabulary ?? "[]") as string[]),
    ...synonyms.flatMap((g) => g.terms),
  ];
  return {
    hide: () => (box.hidden = true),
    offer: async (state: SearchState, finds: number): Promise<void> => {
      if (state.q === "") return;
      const better =
        finds === 0
          ? undefined
          : async (q: string) =>
              (await run(pagefind, { ...state, q }, synonyms)).results.length > finds;
      await showSuggestion(said, box, state.q, known, better);
    },
  };
}

/** Writes the search into the address: a new history entry (`push`) or the current one. */
function writeAddress(state: SearchState, push: boolean): void {
  const query = paramsFromState(state).toString();
  const target = `${window.location.pathname}${query === "" ? "" : `?${query}`}`;
  if (push) window.history.pushState(null, "", target);
  else window.history.replaceState(null, "", target);
}

/** A search sent, a filter ticked, words typed (their index chunks fetched ahead). */
function wireForm(form: HTMLFormElement, pagefind: Pagefind, update: (push: boolean) => void) {
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update(true);
  });
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "checkbox") update(false);
  });
  // Fetch the index chunks for the words as they are typed, so the search itself is quick.
  form.addEventListener("input", (event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === "search")
      void pagefind.preload(event.target.value);
  });
}

export async function startSearch(): Promise<void> {
  const root = document.querySelector<HTMLElement>("[data-search]");
  const form = root?.querySelector("form");
  if (!root || !form) return;
  const synonyms = JSON.parse(root.dataset.synonyms ?? "[]") as SynonymGroup[];
  const labels = JSON.parse(root.dataset.filterLabels ?? "{}") as Record<string, string>;
  const words = JSON.parse(root.dataset.words ?? "{}") as Words;
  const lang = root.dataset.lang ?? document.documentElement.lang;
  const status = root.querySelector<HTMLElement>("[data-status]")!;
  const list = root.querySelector<HTMLOListElement>("[data-results]")!;
  const more = root.querySelector<HTMLButtonElement>("[data-more]")!;
  const details = root.querySelector<HTMLDetailsElement>("[data-filters]")!;
  const count = root.querySelector<HTMLElement>("[data-filter-count]")!;

  const path = "/pagefind/pagefind.js";
  const pagefind = (await import(/* @vite-ignore */ path)) as Pagefind;
  await pagefind.init();
  const suggestion = suggester(root, pagefind, synonyms, [words, lang]);
  const initial = stateFromParams(new URLSearchParams(window.location.search));
  root
    .querySelector("[data-filter-groups]")!
    .append(...drawn(filterGroups(await pagefind.filters(), labels, initial)));
  writeForm(form, initial);
  // Filters open beside the results on a wide screen; on a phone they stay folded.
  if (window.matchMedia("(min-width: 60rem)").matches) details.open = true;

  let shown: PagefindResult[] = [];
  let taken = 0;
  let generation = 0;
  // Offline, a result whose page is not stored has no fragment to show: it is left out, and the
  // status says how many were (src/offline/; the word index itself is kept whole).
  const showMore = async () => {
    const mine = generation;
    const next = shown.slice(taken, taken + PAGE);
    taken += next.length;
    // Hidden while this page draws (results arrive one by one): a second press meanwhile would
    // ask for the page after before this one is on screen, and the button would show "more"
    // where the drawing is about to say there is none.
    more.hidden = true;
    const missing = await drawResults(list, next, () => mine === generation);
    if (missing === undefined) return;
    if (missing > 0) status.textContent += ` ${missing} not stored on this device.`;
    more.hidden = taken >= shown.length;
  };

  const update = async (push: boolean) => {
    const state = readForm(form);
    const chosen = Object.values(state.filters).reduce((n, v) => n + v.length, 0);
    count.textContent = chosen === 0 ? "" : say(words, lang, "chosen", { n: chosen });
    writeAddress(state, push);
    const mine = ++generation;
    status.textContent = say(words, lang, "searching");
    const { results, variants } = await run(pagefind, state, synonyms);
    if (mine !== generation) return;
    shown = results;
    taken = 0;
    list.replaceChildren();
    suggestion.hide();
    if (state.q === "" && chosen === 0) {
      status.textContent = "";
      more.hidden = true;
      return;
    }
    status.textContent = resultsLine([words, lang], state, chosen, results.length, variants);
    await suggestion.offer(state, results.length);
    if (mine !== generation) return;
    await showMore();
  };

  wireForm(form, pagefind, (push) => void update(push));
  more.addEventListener("click", () => void showMore());
  window.addEventListener("popstate", () => {
    writeForm(form, stateFromParams(new URLSearchParams(window.location.search)));
    void update(false);
  });
  // Marks the page interactive (the scale benchmark waits for it before typing a query).
  root.dataset.ready = "";
  await update(false);
}

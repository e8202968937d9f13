/**
 * The search page's logic, shared by the page's script and the tests: which filters exist,
 * how a search lives in the URL, and how a query grows by the synonym list. Pure functions;
 * no DOM and no Pagefind here.
 */

/** Filter keys in the order the page shows them; each is a Pagefind filter on record pages. */
export const FILTER_KEYS = [
  "kind",
  "game",
  "region",
  "century",
  "source century",
  "source",
  "evidence type",
  "confidence",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** A search as the URL carries it: the words, and the chosen values of each filter. */
export interface SearchState {
  readonly q: string;
  readonly filters: Readonly<Partial<Record<FilterKey, readonly string[]>>>;
}

const isFilterKey = (k: string): k is FilterKey => (FILTER_KEYS as readonly string[]).includes(k);

/** `?q=withdrawal&century=16th+century` → the state; unknown parameters are ignored. */
export function stateFromParams(params: URLSearchParams): SearchState {
  const filters: Partial<Record<FilterKey, string[]>> = {};
  for (const [key, value] of params) {
    if (!isFilterKey(key) || value === "") continue;
    const list = (filters[key] ??= []);
    if (!list.includes(value)) list.push(value);
  }
  return { q: (params.get("q") ?? "").trim(), filters };
}

/** The state as URL parameters, in a stable order (the same search gives the same URL). */
export function paramsFromState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== "") params.set("q", state.q);
  for (const key of FILTER_KEYS)
    for (const v of [...(state.filters[key] ?? [])].sort()) params.append(key, v);
  return params;
}

/**
 * Pagefind's filter object for a state: a page matches any chosen value of one filter and
 * every filter that has a choice.
 */
export function pagefindFilters(state: SearchState): Record<string, { any: string[] }> {
  const out: Record<string, { any: string[] }> = {};
  for (const key of FILTER_KEYS) {
    const values = state.filters[key];
    if (values !== undefined && values.length > 0) out[key] = { any: [...values] };
  }
  return out;
}

/** One group of words the sources use for the same thing. */
export interface SynonymGroup {
  readonly id: string;
  readonly terms: readonly string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The queries to run for what the reader typed: the query itself first, then the query with
 * each synonym in place of a listed term it contains (whole words, any case). At most `limit`.
 */
export function expandQuery(q: string, groups: readonly SynonymGroup[], limit = 12): string[] {
  const out = [q];
  for (const group of groups)
    for (const term of group.terms) {
      const re = new RegExp(`(^|[^\\p{L}])${escape(term)}(?![\\p{L}])`, "iu");
      if (!re.test(q)) continue;
      for (const other of group.terms) {
        if (other.toLowerCase() === term.toLowerCase()) continue;
        const variant = q.replace(re, (_m, before: string) => `${before}${other}`);
        if (!out.includes(variant)) out.push(variant);
      }
    }
  return out.slice(0, limit);
}

/** Result fields shown beside each hit, as `data-pagefind-meta` pairs. */
export function searchMeta(fields: {
  kind: string;
  date?: string | undefined;
  source?: string | undefined;
  confidence?: string | undefined;
}): [string, string][] {
  return Object.entries(fields).flatMap(([k, v]) =>
    v === undefined || v === "" ? [] : [[k, v] as [string, string]],
  );
}

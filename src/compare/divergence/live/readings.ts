/**
 * The reader's own divergence search, the pure part: how a changed reading is named and keyed
 * beside the sources' readings (`<ruleset>~<option>:<value>,...`, as the compare picker writes
 * it), the bounds and budget of each search, the saved-form pair the prebuilt view draws, and
 * the words of the progress bar and of a search that finds nothing. Unit-tested; the panel
 * (panel.ts) and the worker (worker.ts) read it.
 */
import type { OptionSpecs, OptionValue } from "../../../engine/core/index.ts";
import type { SimConfig, SimRuleset } from "../../../play/config.ts";
import { formatChanges, type Changes } from "../../../reading/changes.ts";
import { valueSaid } from "../../../play/messages.ts";
import { url } from "../../../site/routes.ts";
import type { CompareCitation, CompareRuleset } from "../../data.ts";
import type { GameDivergences, StoredPair, StoredResult } from "../model.ts";
import { DIVERGE_BOUNDS } from "../store.ts";
import type { LiveBounds } from "./protocol.ts";
import { counted, say, type CompareWords } from "../../words.ts";

/**
 * Lines one search may compare in the browser: every line to depth 4 of any Fanorona reading
 * (about 19,000) and most of depth 5, a few seconds each on a slow machine
 * (docs/benchmarks.md). The prebuilt pages' own budgets are kept where smaller.
 */
export const LIVE_LINES = 200_000;

/** A family's bounds in the browser: the prebuilt pages' depth, the budget above. */
export function liveBounds(family: string): LiveBounds {
  const b = DIVERGE_BOUNDS[family];
  if (b === undefined) throw new Error(`no divergence bounds for family ${family}`);
  return { maxDepth: b.maxDepth, maxLines: Math.min(b.maxLines ?? LIVE_LINES, LIVE_LINES) };
}

/** The changed reading's key: `<ruleset>~<changes>`, as the compare picker writes it. */
export const changedId = (ruleset: string, changes: Changes, specs: OptionSpecs): string =>
  Object.keys(changes).length === 0 ? ruleset : `${ruleset}~${formatChanges(changes, specs)}`;

/** The value of option `key` in a reading: the reader's change, else the source's. */
const valueIn = (r: SimRuleset, changes: Changes, key: string): OptionValue =>
  key in changes ? changes[key]! : (r.spec.options[key]?.value as OptionValue);

/** An option's passage as the compare views cite it; a changed one as the reader's change. */
function citation(
  w: CompareWords,
  config: SimConfig,
  r: SimRuleset,
  key: string,
  changed: boolean,
): CompareCitation {
  const p = r.spec.options[key]!.provenance;
  const source = { title: config.sources[p.source] ?? p.source, url: `/sources/${p.source}/` };
  if (!changed) return { basis: p.basis, source, locator: p.locator };
  return {
    basis: "override",
    source,
    locator: p.locator,
    reasoning: say(w, "compare.live.readerChange", {
      title: r.title,
      value: valueSaid(config, r.spec.options[key]!.value as OptionValue, key),
    }),
  };
}

/**
 * A reading as the divergence view reads a compare column: its title, drawing and options with
 * their passages. `changes` empty gives the source's own reading.
 */
export function liveRuleset(
  w: CompareWords,
  config: SimConfig,
  r: SimRuleset,
  changes: Changes,
  specs: OptionSpecs,
  title: string,
): CompareRuleset {
  const id = changedId(r.id, changes, specs);
  const keys = Object.keys(r.spec.options);
  return {
    key: `${config.game}/${id}`,
    game: config.game,
    gameName: config.gameName,
    family: config.family,
    title,
    url: url.ruleset(`${config.game}/${r.id}`),
    witness: r.spec.options[keys[0] ?? ""]?.provenance.source ?? "",
    simulatorUrl: url.ruleset(`${config.game}/${r.id}`),
    facets: {},
    options: keys.map((key) => ({
      key,
      facet: "",
      value: JSON.stringify(valueIn(r, changes, key)),
      words: valueSaid(config, valueIn(r, changes, key), key),
      meaning: config.words.options?.[key] ?? specs[key]?.doc ?? "",
      citation: citation(w, config, r, key, key in changes),
    })),
    diagonals: valueIn(r, changes, "diagonals") !== false,
    play: null,
  };
}

/**
 * One search's answer as the saved pages keep it: the search has the source as reading A and the
 * changed reading as B; the pair is saved with its ids in order (a < b), as the view looks it up.
 */
export function livePair(
  game: string,
  source: string,
  changed: string,
  bounds: LiveBounds,
  found: {
    readonly result: StoredResult;
    readonly players: readonly [string, string];
    readonly sameOptions: boolean;
  },
): StoredPair {
  const r = found.result;
  const swap = changed < source;
  const fromStart =
    swap && r.kind === "diverge"
      ? { ...r, onlyA: r.onlyB, onlyB: r.onlyA, statusA: r.statusB, statusB: r.statusA }
      : r;
  return {
    game,
    a: swap ? changed : source,
    b: swap ? source : changed,
    players: found.players,
    maxDepth: bounds.maxDepth,
    maxLines: bounds.maxLines,
    sameOptions: found.sameOptions,
    fromStart,
    handBuilt: null,
  };
}

/** The pairs found so far, as the view reads a game's saved divergences. */
export const liveDivergences = (
  pairs: readonly StoredPair[],
  bounds: LiveBounds,
  family: string,
  sources: Readonly<Record<string, string>>,
): GameDivergences => ({ commit: "", bounds: { [family]: bounds }, pairs, sources });

/** What a search result is, as the page marks it (`data-result`). */
export const resultKind = (r: StoredResult): "diverge" | "none" | "cut" => r.kind;

/** The progress bar's words: `depth d of D, n lines`, in the page's words. */
export const progressWords = (
  w: CompareWords,
  depth: number,
  maxDepth: number,
  lines: number,
): string => counted(w, "compare.live.depth", lines, { depth, max: maxDepth });

/** What a search that found no divergence says, before the view's account of what it compared. */
export function nothingWords(
  w: CompareWords,
  r: StoredResult,
  bounds: LiveBounds,
): string | undefined {
  if (r.kind === "none") return counted(w, "compare.live.neverDecides", r.depth);
  if (r.kind === "cut")
    return say(w, "compare.live.cut", { depth: r.depth, lines: bounds.maxLines });
  return undefined;
}

/**
 * The reader's searches on the page: starts the worker (worker.ts), shows its progress with a
 * bar, a budget and a Cancel button that ends it, and draws what it finds with the prebuilt
 * pages' own divergence view (view.ts). A new run replaces the last one's results; each result
 * names the reading it was computed for. Loaded only when the reader presses a button (mount.ts).
 */
import type { OptionEffect } from "../../../engine/core/index.ts";
import { readingName } from "../../../simulator/reading.ts";
import { replaceChildren, toDom } from "../../../site/dom/to-dom.ts";
import { h, type Element } from "../../../site/dom/tree.ts";
import { valueWords } from "../dead-model.ts";
import type { StoredPair } from "../model.ts";
import { divergenceView } from "../view.ts";
import type { PartsHost } from "./mount.ts";
import type { LiveBounds, PartsReply, PartsRequest } from "./protocol.ts";
import {
  changedId,
  liveBounds,
  liveDivergences,
  livePair,
  liveRuleset,
  nothingWords,
  progressWords,
} from "./readings.ts";
import workerUrl from "./worker.ts?worker-chunk";
import { pageWords, type CompareWords } from "../../words.ts";

/** The run in progress, if any: one at a time per page. */
let current: { readonly worker: Worker; readonly stop: () => void } | undefined;

/** The reading in force, named and keyed, with what both searches send the worker. */
function reading(host: PartsHost) {
  const { config, ruleset, changes, specs } = host;
  const name = readingName(ruleset.title, changes, specs);
  const id = changedId(ruleset.id, changes, specs);
  return { config, ruleset, changes, specs, name, id };
}

/** The progress bar with its words and the Cancel button, ready for a run of `of` steps. */
function progressTree(label: string): Element {
  return h(
    "div",
    { class: "sim-parts-progress" },
    h("label", { for: "sim-parts-progress" }, label),
    " ",
    h("progress", {
      id: "sim-parts-progress",
      "data-progress": "parts",
      "aria-label": label,
      max: "1",
      value: "0",
    }),
    " ",
    h("span", { "data-progress-words": "", "aria-live": "polite" }, ""),
    " ",
    h("button", { type: "button", "data-control": "cancel-parts" }, "Cancel"),
  );
}

/** One source's result: the sentence for no divergence, then the prebuilt pages' view. */
function pairTree(
  w: CompareWords,
  host: PartsHost,
  pair: StoredPair,
  bounds: LiveBounds,
  name: string,
): Element {
  const r = reading(host);
  const sourceId = pair.a === r.id ? pair.b : pair.a;
  const source = host.config.rulesets.find((s) => s.id === sourceId)!;
  const rulesets = {
    [`${r.config.game}/${sourceId}`]: liveRuleset(r.config, source, {}, r.specs, source.title),
    [`${r.config.game}/${r.id}`]: liveRuleset(r.config, r.ruleset, r.changes, r.specs, name),
  };
  const saved = liveDivergences([pair], bounds, r.config.family, r.config.sources);
  const view = divergenceView(w, { rulesets }, saved, r.config.game, r.id, sourceId);
  const words = nothingWords(pair.fromStart, bounds);
  return h(
    "section",
    { "data-parts-for": sourceId, "data-result": pair.fromStart.kind },
    h("h4", {}, `Against ${source.title}`),
    words !== undefined && h("p", {}, h("strong", {}, words)),
    view.ok ? view.value : h("p", {}, `The divergence cannot be drawn: ${view.error}.`),
  );
}

/** One option's effect: whether it decides anything in the sample, with an example. */
function optionTree(e: OptionEffect, positions: number): Element {
  const compiled = e.switches.filter((s) => s.compiled);
  const result = compiled.length === 0 ? "refused" : e.dead ? "dead" : "matters";
  const to = compiled.map((s) => valueWords(s.value)).join(", ") || "no other value it accepts";
  const changed = compiled.find((s) => s.changesStart || s.positionsChanged > 0);
  const words =
    result === "refused"
      ? `no other value combines with this reading.`
      : result === "dead"
        ? `never decides anything: switched to ${to}, it changes no legal turn, what any turn does, or any result in the ${positions.toLocaleString("en")} positions.`
        : changed?.changesStart === true
          ? `matters: switched to ${valueWords(changed.value)}, it changes the start position.`
          : `matters: switched to ${valueWords(changed!.value)}, it changes ${changed!.positionsChanged.toLocaleString("en")} of the ${positions.toLocaleString("en")} positions${changed!.example === undefined ? "" : `, first ${changed!.example.position}`}.`;
  return h(
    "li",
    { "data-option-effect": e.key, "data-result": result },
    h("code", {}, e.key),
    ` = ${valueWords(e.value)}: ${words}`,
  );
}

/** Starts a search of `kind` for the reading in force, replacing any run and its results. */
export function runParts(el: HTMLElement, host: PartsHost, kind: "parts" | "dead"): void {
  current?.stop();
  const w = pageWords(el);
  const r = reading(host);
  const bounds = liveBounds(r.config.family);
  const place = el.querySelector<HTMLElement>("[data-parts-run]")!;
  const label = kind === "parts" ? "Searching where it parts" : "Checking which rules matter";
  const sources = r.config.rulesets.filter((s) => s.id !== r.id);
  const results = h("div", { "data-parts-result": "", "data-reading": r.name });
  const head =
    kind === "parts"
      ? `Where ${r.name} first parts from each source's reading: every line of up to ${bounds.maxDepth} turns from the start, within a budget of ${bounds.maxLines.toLocaleString("en")} compared lines a source.`
      : `Which rules matter for ${r.name}: each option switched alone to its other values, on the reading's sample of positions (the start, the first positions breadth first, and seeded random games, as on the ruleset pages).`;
  replaceChildren(place, progressTree(label), h("p", { class: "small" }, head), results);
  const out = place.querySelector<HTMLElement>("[data-parts-result]")!;
  const bar = place.querySelector("progress")!;
  const words = place.querySelector<HTMLElement>("[data-progress-words]")!;
  const cancel = place.querySelector<HTMLButtonElement>('[data-control="cancel-parts"]')!;
  const list = kind === "dead" ? out.appendChild(document.createElement("ul")) : out;
  const worker = new Worker(workerUrl, { type: "module" });
  const stop = (why?: string): void => {
    worker.terminate();
    if (current?.worker === worker) current = undefined;
    place.querySelector(".sim-parts-progress")?.remove();
    if (why !== undefined) {
      out.append(Object.assign(document.createElement("p"), { textContent: why }));
      host.say(why);
    }
  };
  current = { worker, stop: () => stop() };
  cancel.addEventListener("click", () =>
    stop("Search cancelled: the results above are all it found."),
  );
  worker.addEventListener("message", (e: MessageEvent<PartsReply>) => {
    const m = e.data;
    if (m.kind === "progress") {
      bar.max = m.of;
      bar.value = m.step + (kind === "parts" ? m.depth / (bounds.maxDepth + 1) : 0);
      words.textContent =
        kind === "parts"
          ? `${sources[m.step]?.title ?? ""} (${m.step + 1} of ${m.of}): ${progressWords(m.depth, bounds.maxDepth, m.lines)}`
          : `option ${m.step + 1} of ${m.of}, ${m.lines.toLocaleString("en")} positions`;
    } else if (m.kind === "pair") {
      const pair = livePair(r.config.game, m.source, r.id, bounds, m);
      out.append(toDom(document, pairTree(w, host, pair, bounds, r.name)));
    } else if (m.kind === "option") list.append(toDom(document, optionTree(m.effect, m.positions)));
    else if (m.kind === "done") {
      stop();
      host.say(`${label}: done, for ${r.name}.`);
    } else stop(`The search failed: ${m.message}.`);
  });
  // A worker that fails to load or throws outside a search says so, rather than hanging.
  worker.addEventListener("error", (e) => {
    e.preventDefault();
    stop(`The search failed: ${e.message || "its worker could not run"}.`);
  });
  const request: PartsRequest =
    kind === "parts"
      ? {
          kind,
          changed: { spec: r.ruleset.spec, overrides: r.changes },
          sources: sources.map((s) => ({ id: s.id, spec: s.spec })),
          bounds,
        }
      : { kind, reading: { spec: r.ruleset.spec, overrides: r.changes } };
  worker.postMessage(request);
}

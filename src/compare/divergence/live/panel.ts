/**
 * The reader's searches on the page: starts the worker (worker.ts), shows its progress with a
 * bar, a budget and a Cancel button that ends it, and draws what it finds with the prebuilt
 * pages' own divergence view (view.ts). A new run replaces the last one's results; each result
 * names the reading it was computed for. Loaded only when the reader presses a button (mount.ts).
 */
import type { OptionEffect } from "../../../engine/core/index.ts";
import type { SimConfig } from "../../../play/config.ts";
import { readingSaid, valueSaid } from "../../../play/messages.ts";
import { replaceChildren, toDom } from "../../../site/dom/to-dom.ts";
import { h, type Element } from "../../../site/dom/tree.ts";
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
import { localizeLinksIn, pageWords, say, type CompareWords } from "../../words.ts";
import { onAnswer, Run } from "../../worker-answers.ts";

/** The run in progress, if any: one at a time per page. */
let current: { readonly run: Run; readonly stop: () => void } | undefined;

/** The reading in force, named and keyed, with what both searches send the worker. */
function reading(host: PartsHost) {
  const { config, ruleset, changes, specs } = host;
  // Named in the page's words, as the simulator names it (values on/off/none in its language).
  const name = readingSaid(config, ruleset.title, changes, specs);
  const id = changedId(ruleset.id, changes, specs);
  return { config, ruleset, changes, specs, name, id };
}

/** The progress bar with its words and the Cancel button, ready for a run of `of` steps. */
function progressTree(w: CompareWords, label: string): Element {
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
    h("button", { type: "button", "data-control": "cancel-parts" }, say(w, "compare.live.cancel")),
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
    [`${r.config.game}/${sourceId}`]: liveRuleset(w, r.config, source, {}, r.specs, source.title),
    [`${r.config.game}/${r.id}`]: liveRuleset(w, r.config, r.ruleset, r.changes, r.specs, name),
  };
  const saved = liveDivergences([pair], bounds, r.config.family, r.config.sources);
  const view = divergenceView(w, { rulesets }, saved, r.config.game, r.id, sourceId);
  const words = nothingWords(w, pair.fromStart, bounds);
  return h(
    "section",
    { "data-parts-for": sourceId, "data-result": pair.fromStart.kind },
    h("h4", {}, say(w, "compare.live.against", { title: source.title })),
    words !== undefined && h("p", {}, h("strong", {}, words)),
    view.ok ? view.value : h("p", {}, say(w, "compare.live.cannotDraw", { error: view.error })),
  );
}

/** One option's effect: whether it decides anything in the sample, with an example. */
function optionTree(w: CompareWords, c: SimConfig, e: OptionEffect, positions: number): Element {
  // A value in the page's words (booleans and none said; enumerated values in words).
  const valueWords = (v: OptionEffect["value"]) => valueSaid(c, v, e.key);
  const compiled = e.switches.filter((s) => s.compiled);
  const result = compiled.length === 0 ? "refused" : e.dead ? "dead" : "matters";
  const values =
    compiled.map((s) => valueWords(s.value)).join(", ") || say(w, "compare.live.noOther");
  const changed = compiled.find((s) => s.changesStart || s.positionsChanged > 0);
  const words =
    result === "refused"
      ? say(w, "compare.live.refused")
      : result === "dead"
        ? say(w, "compare.live.deadOption", { values, positions })
        : changed?.changesStart === true
          ? say(w, "compare.live.mattersStart", { value: valueWords(changed.value) })
          : say(
              w,
              changed!.example === undefined ? "compare.live.matters" : "compare.live.mattersFirst",
              {
                value: valueWords(changed!.value),
                changed: changed!.positionsChanged,
                positions,
                example: changed!.example?.position ?? "",
              },
            );
  return h(
    "li",
    { "data-option-effect": e.key, "data-result": result },
    h("code", {}, e.key),
    ` = ${valueWords(e.value)}: ${words}`,
  );
}

/** How a run ended, as `[data-parts-result]` says it in `data-state` (running until then). */
type Ending = "done" | "cancelled" | "failed";

/** What a run's answers are drawn into, and how the run is ended. */
interface Drawing {
  readonly w: CompareWords;
  readonly host: PartsHost;
  readonly r: ReturnType<typeof reading>;
  readonly kind: "parts" | "dead";
  readonly bounds: LiveBounds;
  readonly label: string;
  readonly place: HTMLElement;
  readonly stop: (ending: Ending, why?: string) => void;
}

/** Acts on one answer of the worker (only ever one of the current run: worker-answers.ts). */
function draw(d: Drawing, m: PartsReply): void {
  const { w, host, r, kind, bounds } = d;
  const out = d.place.querySelector<HTMLElement>("[data-parts-result]")!;
  if (m.kind === "progress") {
    const bar = d.place.querySelector("progress")!;
    bar.max = m.of;
    bar.value = m.step + (kind === "parts" ? m.depth / (bounds.maxDepth + 1) : 0);
    d.place.querySelector<HTMLElement>("[data-progress-words]")!.textContent =
      kind === "parts"
        ? say(w, "compare.live.partsProgress", {
            title: r.config.rulesets.filter((s) => s.id !== r.id)[m.step]?.title ?? "",
            step: m.step + 1,
            of: m.of,
            progress: progressWords(w, m.depth, bounds.maxDepth, m.lines),
          })
        : say(w, "compare.live.deadProgress", { step: m.step + 1, of: m.of, positions: m.lines });
  } else if (m.kind === "pair") {
    const pair = livePair(r.config.game, m.source, r.id, bounds, m);
    const drawn = toDom(document, pairTree(w, host, pair, bounds, r.name));
    localizeLinksIn(w, drawn as ParentNode);
    out.append(drawn);
  } else if (m.kind === "option")
    out
      .querySelector("ul")!
      .append(toDom(document, optionTree(w, r.config, m.effect, m.positions)));
  else if (m.kind === "done") {
    d.stop("done");
    host.say(say(w, "compare.live.done", { what: d.label, reading: r.name }));
  } else d.stop("failed", say(w, "compare.live.failed", { error: m.message }));
}

/**
 * Starts a search of `kind` for the reading in force, replacing any run and its results. The
 * run's token (worker-answers.ts) ends with it, so no answer of it is drawn after Cancel.
 */
export function runParts(el: HTMLElement, host: PartsHost, kind: "parts" | "dead"): void {
  current?.stop();
  const w = pageWords(el);
  const r = reading(host);
  const bounds = liveBounds(r.config.family);
  const place = el.querySelector<HTMLElement>("[data-parts-run]")!;
  const label = say(w, kind === "parts" ? "compare.live.searching" : "compare.live.checking");
  const sources = r.config.rulesets.filter((s) => s.id !== r.id);
  const results = h(
    "div",
    { "data-parts-result": "", "data-reading": r.name, "data-state": "running" },
    kind === "dead" && h("ul", {}),
  );
  const head =
    kind === "parts"
      ? say(w, "compare.live.partsHead", {
          reading: r.name,
          depth: bounds.maxDepth,
          lines: bounds.maxLines,
        })
      : say(w, "compare.live.deadHead", { reading: r.name });
  replaceChildren(place, progressTree(w, label), h("p", { class: "small" }, head), results);
  const out = place.querySelector<HTMLElement>("[data-parts-result]")!;
  const run = new Run();
  const worker = new Worker(workerUrl, { type: "module" });
  const stop = (ending: Ending, why?: string): void => {
    if (!run.live) return;
    run.end();
    worker.terminate();
    if (current?.run === run) current = undefined;
    place.querySelector(".sim-parts-progress")?.remove();
    out.dataset.state = ending;
    if (why !== undefined) {
      out.append(Object.assign(document.createElement("p"), { textContent: why }));
      host.say(why);
    }
  };
  current = { run, stop: () => stop("cancelled") };
  place
    .querySelector('[data-control="cancel-parts"]')!
    .addEventListener("click", () => stop("cancelled", say(w, "compare.live.cancelled")));
  const d: Drawing = { w, host, r, kind, bounds, label, place, stop };
  // A worker that fails to load or throws outside a search says so, rather than hanging.
  onAnswer<PartsReply>(
    worker,
    run,
    (m) => draw(d, m),
    (e) => {
      e.preventDefault();
      const error = e.message || say(w, "compare.live.workerFailed");
      stop("failed", say(w, "compare.live.failed", { error }));
    },
  );
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

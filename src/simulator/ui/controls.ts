/** The simulator's controls, built once when it starts (the DOM contract's `data-control`s). */
import { capital } from "../../site/words.ts";
import type { SimConfig } from "../config.ts";

type Attrs = Readonly<Record<string, string>>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

/** Strengths of the computer: thinking time per turn, in milliseconds. */
export const STRENGTHS = [
  { value: "human", label: "Human", ms: 0 },
  { value: "weak", label: "Computer, weak", ms: 100 },
  { value: "medium", label: "Computer, medium", ms: 500 },
  { value: "strong", label: "Computer, strong", ms: 1500 },
] as const;

/** A ruleset in the picker: its title, and its sources unless the title already names them. */
export function pickerLabel(title: string, sources: readonly string[]): string {
  const missing = sources.filter((s) => !title.includes(s.split(/[ ,]/)[0] ?? s));
  return missing.length === 0 ? title : `${title} (after ${missing.join(", ")})`;
}

export interface Controls {
  readonly ruleset: HTMLSelectElement;
  readonly sides: readonly [HTMLSelectElement, HTMLSelectElement];
  readonly labels: HTMLSelectElement;
  readonly newGame: HTMLButtonElement;
  readonly undo: HTMLButtonElement;
  readonly redo: HTMLButtonElement;
  readonly board: HTMLDivElement;
  readonly choices: HTMLDivElement;
  readonly message: HTMLParagraphElement;
  readonly state: HTMLParagraphElement;
  readonly values: HTMLDivElement;
  readonly moves: HTMLOListElement;
  readonly position: HTMLInputElement;
  readonly load: HTMLButtonElement;
  readonly copy: HTMLButtonElement;
  readonly link: HTMLAnchorElement;
  readonly replay: HTMLSelectElement;
  readonly next: HTMLButtonElement;
}

/** Replaces the element's content (the build-time drawing) with the running simulator's. */
export function buildControls(
  el: HTMLElement,
  config: SimConfig,
  players: readonly [string, string],
  board: HTMLDivElement,
): Controls {
  const id = `sim-${config.game}`;
  const ruleset = h("select", { "data-control": "ruleset", id: `${id}-ruleset` });
  for (const r of config.rulesets)
    ruleset.append(h("option", { value: r.id }, pickerLabel(r.title, r.sources)));
  const side = (i: 0 | 1) => {
    const s = h("select", { "data-control": `side-${i}`, id: `${id}-side-${i}` });
    for (const o of STRENGTHS) s.append(h("option", { value: o.value }, o.label));
    return s;
  };
  const sides = [side(0), side(1)] as const;
  const labels = h("select", { "data-control": "labels", id: `${id}-labels` });
  labels.append(h("option", { value: "none" }, "none"));
  labels.append(h("option", { value: "names" }, "notation (a1, b3 ...)"));
  if (config.family === "fanorona")
    labels.append(h("option", { value: "basque" }, "Basque article (1-45)"));
  const button = (control: string, text: string) =>
    h("button", { type: "button", "data-control": control }, text);
  const newGame = button("new", "New game");
  const undo = button("undo", "Undo");
  const redo = button("redo", "Redo");
  const choices = h("div", { class: "sim-choices", "data-choices": "" });
  const message = h("p", {
    class: "sim-message",
    "data-message": "",
    role: "status",
    "aria-live": "polite",
  });
  const state = h("p", { class: "sim-state", "data-state": "" });
  const values = h("div", { class: "sim-values", "data-values": "" });
  const moves = h("ol", { class: "sim-moves", "data-moves": "", "aria-label": "Moves played" });
  const position = h("input", {
    type: "text",
    "data-control": "position",
    id: `${id}-position`,
    spellcheck: "false",
    autocomplete: "off",
  });
  const load = button("load", "Set up this position");
  const copy = button("copy", "Copy");
  const link = h("a", { "data-control": "link", href: "#" }, "Link to this game");
  const replay = h("select", { "data-control": "replay", id: `${id}-replay` });
  replay.append(h("option", { value: "" }, "choose a game to replay"));
  config.replays.forEach((r, i) => replay.append(h("option", { value: String(i) }, r.title)));
  const next = button("next", "Next move");
  const label = (text: string, control: HTMLElement) =>
    h("label", { for: control.id }, text, " ", control);
  el.replaceChildren(
    h(
      "div",
      { class: "sim-bar" },
      label("Ruleset", ruleset),
      h("span", { class: "sim-buttons" }, newGame, undo, redo),
    ),
    h(
      "div",
      { class: "sim-bar" },
      label(capital(players[0]), sides[0]),
      label(capital(players[1]), sides[1]),
      label("Point names", labels),
    ),
    state,
    board,
    choices,
    message,
    values,
    h("h3", {}, "Moves"),
    moves,
    h(
      "div",
      { class: "sim-position" },
      label("Position", position),
      h("span", { class: "sim-buttons" }, load, copy, link),
    ),
    ...(config.replays.length === 0
      ? []
      : [
          h(
            "div",
            { class: "sim-bar sim-replay" },
            label("Documented games", replay),
            h("span", { class: "sim-buttons" }, next),
          ),
        ]),
  );
  return {
    ruleset,
    sides,
    labels,
    newGame,
    undo,
    redo,
    board,
    choices,
    message,
    state,
    values,
    moves,
    position,
    load,
    copy,
    link,
    replay,
    next,
  };
}

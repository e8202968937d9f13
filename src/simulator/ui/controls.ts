/**
 * The simulator's controls, built once when it starts: the DOM contract's `data-control`s and the
 * regions the simulator writes to (README, "DOM contract"). They are drawn as one element tree
 * (src/site/dom), then found again by those attributes, so the contract is the only link between
 * the markup and the code that uses it.
 */
import { playerName, say, type Said } from "../../play/messages.ts";
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { h, type Element } from "../../site/dom/tree.ts";
import { levelsOf } from "../computer.ts";
import { localize } from "../../i18n/languages.ts";
import { url } from "../../site/routes.ts";
import type { SimConfig } from "../../play/config.ts";
import type { SimWordKey } from "../../play/words.ts";

/** A ruleset in the picker: its title, and its sources unless the title already names them. */
export function pickerLabel(title: string, sources: readonly string[], c: Said): string {
  const missing = sources.filter((s) => !title.includes(s.split(/[ ,]/)[0] ?? s));
  return missing.length === 0
    ? title
    : say(c, "simb.c.after", { title, sources: missing.join(", ") });
}

export interface Controls {
  readonly ruleset: HTMLSelectElement;
  /** Names the reading in force when the reader has changed it (hidden otherwise). */
  readonly reading: HTMLParagraphElement;
  /** The "Change the rules" disclosure, and where its panel is drawn once opened. */
  readonly rules: HTMLDetailsElement;
  readonly rulesBody: HTMLDivElement;
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
  /** "Best move here" and where its answer is said (ui/analysis.ts). */
  readonly bestMove: HTMLButtonElement;
  readonly analysis: HTMLParagraphElement;
  /** The move tree (ui/move-tree.ts) and its editing: buttons, the comment form's place. */
  readonly moves: HTMLOListElement;
  readonly promote: HTMLButtonElement;
  readonly deleteVariation: HTMLButtonElement;
  readonly comment: HTMLButtonElement;
  readonly treeEdit: HTMLDivElement;
  /** The "Notation file" disclosure, and where its panel is drawn once opened. */
  readonly notation: HTMLDetailsElement;
  readonly notationBody: HTMLDivElement;
  readonly position: HTMLInputElement;
  readonly load: HTMLButtonElement;
  readonly copy: HTMLButtonElement;
  readonly link: HTMLAnchorElement;
  /** Copies the game's address as played (the page's address with the game's hash). */
  readonly copyLink: HTMLButtonElement;
  /** The "?" button and the list of keys it opens (the "?" key does the same). */
  readonly keys: HTMLButtonElement;
  readonly keyList: HTMLDivElement;
  /** The position as an image file, and the embed snippet (src/simulator/share/, on use). */
  readonly downloadSvg: HTMLButtonElement;
  readonly downloadPng: HTMLButtonElement;
  readonly embed: HTMLButtonElement;
  readonly replay: HTMLSelectElement;
  readonly next: HTMLButtonElement;
}

const option = (value: string, text: string): Element => h("option", { value }, text);

/** A button of the contract's `control`, its words the page's `simb.c.<words>` string. */
const button = (c: Said, control: string, words: string): Element =>
  h("button", { type: "button", "data-control": control }, say(c, `simb.c.${words}` as SimWordKey));

/** A control with its label before it (the control's `id` ties them for assistive technology). */
const labelled = (text: string, control: Element): Element =>
  h("label", { for: control.attrs?.id }, text, " ", control);

const buttons = (...list: Element[]): Element => h("span", { class: "sim-buttons" }, ...list);

/** Keys the simulator answers, as the "?" list shows them (wire.ts and move-tree.ts act on them). */
const KEYS = ["board", "enter", "escape", "moves", "skip", "help"] as const;

/** The list of keys, hidden until "?" (the key or the button) opens it. */
const keyList = (id: string, c: Said): Element =>
  h(
    "div",
    { class: "sim-keys notice", id: `${id}-keys`, "data-keys": "", hidden: "" },
    h("h3", {}, say(c, "simb.keys.title")),
    h(
      "dl",
      {},
      ...KEYS.flatMap((k) => [
        h("dt", {}, say(c, `simb.keys.${k}` as SimWordKey)),
        h("dd", {}, say(c, `simb.keys.${k}Does` as SimWordKey)),
      ]),
    ),
  );

/**
 * A computer level's name in the side picker, with its rating from the round-robin's data when
 * the page's game was measured (src/simulator/levels.json, docs/levels.md).
 */
function levelLabel(c: SimConfig, value: string): string {
  const rating = c.ratings?.[value];
  if (value === "perfect")
    return rating === undefined
      ? say(c, "simb.side.perfect")
      : say(c, "simb.side.perfectRated", { rating: String(rating) });
  const n = value.replace("level-", "");
  return rating === undefined
    ? say(c, "simb.side.level", { n })
    : say(c, "simb.side.levelRated", { n, rating: String(rating) });
}

/** The pickers above the board: ruleset, who plays each side, the point names. */
function choosers(id: string, config: SimConfig, players: readonly [string, string]): Element[] {
  const side = (i: 0 | 1) =>
    labelled(
      playerName(config, players[i]),
      h(
        "select",
        { "data-control": `side-${i}`, id: `${id}-side-${i}` },
        option("human", say(config, "simb.side.human")),
        levelsOf(config.family).map((l) => option(l.value, levelLabel(config, l.value))),
      ),
    );
  return [
    h(
      "div",
      { class: "sim-bar" },
      labelled(
        say(config, "simb.c.ruleset"),
        h(
          "select",
          { "data-control": "ruleset", id: `${id}-ruleset` },
          config.rulesets.map((r) => option(r.id, pickerLabel(r.title, r.sources, config))),
        ),
      ),
      buttons(
        button(config, "new", "new"),
        button(config, "undo", "undo"),
        button(config, "redo", "redo"),
        h(
          "button",
          {
            type: "button",
            "data-control": "keys",
            "aria-expanded": "false",
            "aria-controls": `${id}-keys`,
            "aria-keyshortcuts": "?",
          },
          say(config, "simb.c.keys"),
        ),
      ),
    ),
    keyList(id, config),
    h(
      "div",
      { class: "sim-bar" },
      side(0),
      side(1),
      labelled(
        say(config, "simb.c.labels"),
        h(
          "select",
          { "data-control": "labels", id: `${id}-labels` },
          option("none", say(config, "simb.c.labelsNone")),
          option("names", say(config, "simb.c.labelsNames")),
          config.family === "fanorona" && option("basque", say(config, "simb.c.labelsBasque")),
        ),
      ),
      // Mancala: sowings shown hole by hole unless the reader asks for them at once (sowing.ts).
      config.family === "mancala" &&
        h(
          "label",
          { class: "sim-check" },
          h("input", { type: "checkbox", "data-control": "sow-at-once" }),
          " ",
          say(config, "simb.c.sowAtOnce"),
        ),
    ),
  ];
}

/** The position field and its buttons, and the documented games when the page has any. */
function record(id: string, config: SimConfig): Element[] {
  const position = h("input", {
    type: "text",
    "data-control": "position",
    id: `${id}-position`,
    spellcheck: "false",
    autocomplete: "off",
  });
  const c = config;
  const link = h("a", { "data-control": "link", href: "#" }, say(c, "simb.c.link"));
  const replay = h(
    "select",
    { "data-control": "replay", id: `${id}-replay` },
    option("", say(c, "simb.c.replayPick")),
    config.replays.map((r, i) => option(String(i), r.title)),
  );
  return [
    h("h3", {}, say(c, "simb.c.moves")),
    // The notation is explained on the method page, in the page's language.
    h(
      "p",
      { class: "sim-read-moves" },
      h(
        "a",
        { "data-control": "read-moves", href: `${localize(c.words.lang, url.method())}#notations` },
        say(c, "simb.c.readMoves"),
      ),
    ),
    h("ol", { class: "sim-moves", "data-moves": "", "aria-label": say(c, "simb.c.movesLabel") }),
    h(
      "div",
      { class: "sim-bar" },
      buttons(
        button(c, "promote", "promote"),
        button(c, "delete-variation", "deleteVariation"),
        button(c, "comment", "comment"),
      ),
    ),
    h("div", { class: "sim-tree-edit", "data-tree-edit": "" }),
    h(
      "details",
      { class: "sim-rules", "data-control": "notation" },
      h("summary", {}, say(c, "simb.c.notation")),
      h("div", { class: "sim-notation", "data-notation": "" }),
    ),
    h(
      "div",
      { class: "sim-position" },
      labelled(say(c, "simb.c.position"), position),
      buttons(
        button(c, "load", "load"),
        button(c, "copy", "copy"),
        button(c, "copy-link", "copyLink"),
        link,
      ),
    ),
    h(
      "div",
      { class: "sim-bar sim-share" },
      buttons(
        button(c, "download-svg", "svg"),
        button(c, "download-png", "png"),
        button(c, "embed", "embed"),
      ),
    ),
    ...(config.replays.length === 0
      ? []
      : [
          h(
            "div",
            { class: "sim-bar sim-replay" },
            labelled(say(c, "simb.c.replays"), replay),
            buttons(button(c, "next", "next")),
          ),
        ]),
  ];
}

/** The running simulator's content, in page order. */
function controlsTree(config: SimConfig, players: readonly [string, string]): Element[] {
  const id = `sim-${config.game}`;
  return [
    ...choosers(id, config, players),
    h("p", { class: "sim-reading notice", "data-reading": "", hidden: "" }),
    h(
      "details",
      { class: "sim-rules", "data-control": "rules" },
      h("summary", {}, say(config, "simb.c.rules")),
      h("div", { "data-rules": "" }),
    ),
    h("p", { class: "sim-state", "data-state": "" }),
    h("div", { class: "sim-board", "data-board": "" }),
    h("div", { class: "sim-choices", "data-choices": "" }),
    h("p", { class: "sim-message", "data-message": "", role: "status", "aria-live": "polite" }),
    // "Best move here" (ui/analysis.ts, loaded on the first click): the answer in words below it.
    h("div", { class: "sim-bar sim-analysis" }, buttons(button(config, "best-move", "bestMove"))),
    h("p", { class: "sim-best", "data-analysis": "", "aria-live": "polite", hidden: "" }),
    h("div", { class: "sim-values", "data-values": "" }),
    ...record(id, config),
  ];
}

/** The element `selector` finds, if it is of `type`. */
function part<T extends HTMLElement>(root: ParentNode, selector: string, type: new () => T) {
  const e = root.querySelector(selector);
  return e instanceof type ? e : undefined;
}

/** The element `selector` finds; the simulator cannot run without it. */
function must<T extends HTMLElement>(root: ParentNode, selector: string, type: new () => T): T {
  const e = part(root, selector, type);
  if (e === undefined) throw new Error(`the simulator's ${selector} is missing`);
  return e;
}

const control = (name: string) => `[data-control="${name}"]`;

/**
 * Replaces the element's content (the build-time drawing) with the running simulator's, and
 * returns its controls. A page without documented games has no replay controls; the simulator
 * then writes to detached ones, which nobody sees.
 */
export function buildControls(
  el: HTMLElement,
  config: SimConfig,
  players: readonly [string, string],
): Controls {
  replaceChildren(el, ...controlsTree(config, players));
  const selectOf = (name: string) => must(el, control(name), HTMLSelectElement);
  const buttonOf = (name: string) => must(el, control(name), HTMLButtonElement);
  return {
    ruleset: selectOf("ruleset"),
    reading: must(el, "[data-reading]", HTMLParagraphElement),
    rules: must(el, control("rules"), HTMLDetailsElement),
    rulesBody: must(el, "[data-rules]", HTMLDivElement),
    sides: [selectOf("side-0"), selectOf("side-1")],
    labels: selectOf("labels"),
    newGame: buttonOf("new"),
    undo: buttonOf("undo"),
    redo: buttonOf("redo"),
    board: must(el, "[data-board]", HTMLDivElement),
    choices: must(el, "[data-choices]", HTMLDivElement),
    message: must(el, "[data-message]", HTMLParagraphElement),
    state: must(el, "[data-state]", HTMLParagraphElement),
    values: must(el, "[data-values]", HTMLDivElement),
    bestMove: buttonOf("best-move"),
    analysis: must(el, "[data-analysis]", HTMLParagraphElement),
    moves: must(el, "[data-moves]", HTMLOListElement),
    promote: buttonOf("promote"),
    deleteVariation: buttonOf("delete-variation"),
    comment: buttonOf("comment"),
    treeEdit: must(el, "[data-tree-edit]", HTMLDivElement),
    notation: must(el, control("notation"), HTMLDetailsElement),
    notationBody: must(el, "[data-notation]", HTMLDivElement),
    position: must(el, control("position"), HTMLInputElement),
    load: buttonOf("load"),
    copy: buttonOf("copy"),
    link: must(el, control("link"), HTMLAnchorElement),
    copyLink: buttonOf("copy-link"),
    keys: buttonOf("keys"),
    keyList: must(el, "[data-keys]", HTMLDivElement),
    downloadSvg: buttonOf("download-svg"),
    downloadPng: buttonOf("download-png"),
    embed: buttonOf("embed"),
    replay: part(el, control("replay"), HTMLSelectElement) ?? document.createElement("select"),
    next: part(el, control("next"), HTMLButtonElement) ?? document.createElement("button"),
  };
}

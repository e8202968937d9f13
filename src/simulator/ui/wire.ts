/** The simulator's event listeners: the board (pointer and keys), the controls, the URL hash. */
import type { Labels } from "../../board/draw.ts";
import type { Controls } from "./controls.ts";
import { say, type Said } from "../../play/messages.ts";
import type { Input } from "./input.ts";
import { moveFocus } from "../../play/keys.ts";
import { sowingSetting, type SowingAnimation } from "./sowing.ts";

/** What the listeners act on. */
export interface WireHost {
  readonly el: HTMLElement;
  /** The page's words (and sources), for what the listeners say. */
  readonly config: Said;
  readonly controls: Controls;
  readonly input: Input;
  readonly animation: SowingAnimation;
  labels: Labels;
  say(text: string): void;
  render(): void;
  playHuman(text: string): void;
  newGame(): Promise<void>;
  undo(): void;
  redo(): void;
  nextReplayMove(): void;
  switchRuleset(id: string): Promise<void>;
  loadPosition(text: string): Promise<void>;
  startReplay(index: number): Promise<void>;
  sideChanged(): void;
  restore(hash: string): Promise<string | undefined>;
  /** Draws the "Change the rules" panel, loading its code the first time. */
  openRules(): Promise<void>;
  /** An image of the position, or the embed snippet, loading their code the first time. */
  share(action: "svg" | "png" | "embed"): Promise<void>;
  /** Shows the position after a move of the tree (a click on it, or a key, `key`). */
  goToPath(path: string, key?: string): Promise<void>;
  /** Promotes, deletes or comments, loading the editing code the first time. */
  editTree(action: "promote" | "delete-variation" | "comment"): Promise<void>;
  /** Draws the "Notation file" panel, loading its code the first time. */
  openNotation(): Promise<void>;
  /** Asks the engine for the best move here, loading the analysis code the first time. */
  bestMove(warm?: boolean): Promise<void>;
}

/** Keys that step through the move tree (ui/move-tree.ts `keyTarget`). */
const TREE_KEYS = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];

/** A click on a move shows its position; the arrows, Home and End step through the tree. */
function wireTree(s: WireHost): void {
  const c = s.controls;
  c.moves.addEventListener("click", (e) => {
    const path = (e.target as Element).closest("button[data-node]")?.getAttribute("data-node");
    if (path !== null && path !== undefined) void s.goToPath(path);
  });
  c.moves.addEventListener("keydown", (e) => {
    if (!TREE_KEYS.includes(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    void s.goToPath("", e.key);
  });
  c.promote.addEventListener("click", () => void s.editTree("promote"));
  c.deleteVariation.addEventListener("click", () => void s.editTree("delete-variation"));
  c.comment.addEventListener("click", () => void s.editTree("comment"));
  c.notation.addEventListener("toggle", () => {
    if (c.notation.open) void s.openNotation();
  });
}

const pointOrPit = (e: Event): Element | null =>
  (e.target as Element).closest("[data-point],[data-pit]");

/** A click on the board or a key finishes a sowing under way, and does nothing else. */
function wireSkip(s: WireHost): void {
  const skip = (e: Event) => {
    if (!s.animation.running) return;
    // Asked before finishing: the board drawn at the end replaces the element clicked.
    const onBoard = s.controls.board.contains(e.target as Node);
    s.animation.finish();
    if (onBoard) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  };
  s.controls.board.addEventListener("click", skip, true);
  s.el.addEventListener("keydown", skip, true);
}

function wireBoard(s: WireHost): void {
  const board = s.controls.board;
  board.addEventListener("click", (e) => {
    const target = pointOrPit(e);
    if (target !== null) s.input.activate(target);
  });
  board.addEventListener("keydown", (e) => {
    const target = pointOrPit(e);
    if (target === null) return;
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      s.input.activate(target);
    } else if (e.key === "Escape") {
      s.input.clear();
      s.render();
    } else if (moveFocus(board, target, e.key)) e.preventDefault();
  });
  s.controls.choices.addEventListener("click", (e) => {
    const b = (e.target as Element).closest<HTMLButtonElement>("button[data-step]");
    if (b?.dataset.step !== undefined) s.playHuman(b.dataset.step);
  });
}

function wireClipboard(s: WireHost): void {
  const c = s.controls;
  c.copy.addEventListener("click", () => {
    void navigator.clipboard.writeText(c.position.value).then(
      () => s.say(say(s.config, "simb.copied")),
      () => s.say(say(s.config, "simb.copyRefused")),
    );
  });
  const copyLink = (e: Event) => {
    e.preventDefault();
    // The anchor's href is the page's address with the game's hash: the game as played.
    void navigator.clipboard.writeText(c.link.href).then(
      () => s.say(say(s.config, "simb.linkCopied")),
      () => s.say(say(s.config, "simb.linkInBar")),
    );
  };
  c.link.addEventListener("click", copyLink);
  c.copyLink.addEventListener("click", copyLink);
}

/** Where a typed "?" is text, not a request for the keys. */
const typing = (t: EventTarget | null): boolean =>
  t instanceof Element && t.closest("input, textarea, select, [contenteditable]") !== null;

/** The "?" button and key open (and close) the list of keys. */
function wireKeys(s: WireHost): void {
  const c = s.controls;
  const toggle = () => {
    const open = c.keyList.hidden;
    c.keyList.hidden = !open;
    c.keys.setAttribute("aria-expanded", String(open));
  };
  c.keys.addEventListener("click", toggle);
  s.el.addEventListener("keydown", (e) => {
    if (e.key !== "?" || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    e.preventDefault();
    toggle();
    if (!c.keyList.hidden) c.keys.focus();
  });
}

export function wire(s: WireHost): void {
  const c = s.controls;
  wireSkip(s);
  wireBoard(s);
  wireClipboard(s);
  wireKeys(s);
  wireTree(s);
  c.ruleset.addEventListener("change", () => void s.switchRuleset(c.ruleset.value));
  // An earlier version of the ruleset, opened from a link, offers the ruleset as it is now.
  c.reading.addEventListener("click", (e) => {
    if ((e.target as Element).closest('[data-control="as-now"]') !== null)
      void s.switchRuleset(c.ruleset.value);
  });
  c.rules.addEventListener("toggle", () => {
    if (c.rules.open) void s.openRules();
  });
  c.newGame.addEventListener("click", () => void s.newGame());
  c.bestMove.addEventListener("click", () => void s.bestMove());
  // Most of a first answer is starting the worker: it starts as the pointer or focus nears.
  for (const e of ["pointerenter", "focus"])
    c.bestMove.addEventListener(e, () => void s.bestMove(true), { once: true });
  c.undo.addEventListener("click", () => s.undo());
  c.redo.addEventListener("click", () => s.redo());
  for (const side of c.sides) side.addEventListener("change", () => s.sideChanged());
  sowingSetting(s.el, s.animation);
  c.labels.addEventListener("change", () => {
    s.labels = c.labels.value as Labels;
    s.render();
  });
  c.load.addEventListener("click", () => void s.loadPosition(c.position.value));
  c.replay.addEventListener("change", () => void s.startReplay(Number(c.replay.value)));
  c.next.addEventListener("click", () => s.nextReplayMove());
  c.downloadSvg.addEventListener("click", () => void s.share("svg"));
  c.downloadPng.addEventListener("click", () => void s.share("png"));
  c.embed.addEventListener("click", () => void s.share("embed"));
  addEventListener("hashchange", () => {
    void s.restore(location.hash.slice(1)).then((m) => {
      if (m === undefined) return;
      s.say(m);
      s.render();
      s.el.scrollIntoView({ block: "start" });
    });
  });
}

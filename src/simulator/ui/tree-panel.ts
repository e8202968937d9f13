/**
 * The analysis board's editing and files, loaded the first time one of its controls is used (a
 * page whose reader only plays loads none of it): a variation promoted or deleted, a comment
 * written on a move; the tree copied or downloaded as a notation file, shared as a tree link
 * (`#t=`), and a file pasted or opened, checked by the engine under the page's rulesets before
 * anything of the game under way is replaced (docs/simulator.md).
 */
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { h } from "../../site/dom/tree.ts";
import type { SimConfig, SimRuleset } from "../config.ts";
import type { OptionSpecs, Result, SimGame } from "../engine.ts";
import { plyOf, variationStart, type GameNode } from "../game-tree.ts";
import {
  fileOfHash,
  readFile,
  treeHash,
  writeTree,
  type KeptTags,
  type LoadedFile,
} from "../notation-io.ts";
import { formatChanges, type Changes } from "../reading.ts";
import type { Session } from "../session.ts";
import { countMoves, deleteVariation, promote, setComment } from "../tree-edit.ts";
import type { Controls } from "./controls.ts";
import { nodeWords } from "./move-tree.ts";

/** What the panel needs from the simulator. */
export interface TreeHost {
  readonly config: SimConfig;
  readonly controls: Controls;
  readonly session: Session;
  readonly ruleset: SimRuleset;
  readonly changes: Changes;
  readonly specs: OptionSpecs;
  readonly title: string;
  /** Source, Annotator and Date of the file the tree was read from, if it was. */
  readonly kept: KeptTags | undefined;
  say(text: string): void;
  render(): void;
  /** The page's compile path: a ruleset of the page under changes given as texts. */
  compile(
    r: SimRuleset,
    changes: Readonly<Record<string, string>>,
  ): Promise<Result<{ game: SimGame; changes: Changes }, string>>;
  /** Plays the file's game from now on, saying `message`. */
  adopt(file: LoadedFile, message: string): void;
}

export type TreeAction = "promote" | "delete-variation" | "comment";

/** Gives the focus back to the move shown in the list, once it is drawn again. */
const focusMove = (host: TreeHost): void =>
  host.controls.moves.querySelector<HTMLElement>('button[tabindex="0"]')?.focus();

/** Promotes or deletes the variation of the move shown, or opens the comment form. */
export function treeAction(host: TreeHost, action: TreeAction): void {
  const s = host.session;
  const node = s.node;
  if (action === "comment") {
    commentForm(host, node);
    return;
  }
  if (action === "promote") {
    const start = promote(node);
    s.edited();
    host.say(
      start === undefined
        ? "This move is on the main line already."
        : `Promoted: ${start.turn} is now the main move at move ${plyOf(start) + 1}${variationOf(start)}.`,
    );
  } else {
    const start = variationStart(node);
    if (start === undefined) host.say("This move is on the main line, which is not deleted.");
    else {
      const n = countMoves(start);
      const parent = deleteVariation(node)!;
      s.goTo(parent);
      host.say(
        `Variation ${start.turn} deleted (${n} move${n === 1 ? "" : "s"}). ${nodeWords(s.game, parent)}`,
      );
    }
  }
  host.render();
  focusMove(host);
}

/** Said when the line promoted is still inside another variation. */
const variationOf = (start: GameNode): string =>
  variationStart(start) === undefined
    ? ""
    : ", inside a variation: promote again to lift it further";

/** The form that writes the comment after `node` (on the root: on the whole game). */
function commentForm(host: TreeHost, node: GameNode): void {
  const where = host.controls.treeEdit;
  const id = `sim-${host.config.game}-comment`;
  const about =
    node.parent === undefined
      ? "Comment on the game"
      : `Comment on ${nodeWords(host.session.game, node).split(".")[0]}`;
  replaceChildren(
    where,
    h("label", { for: id }, about),
    h("textarea", { id, "data-control": "comment-text", rows: "3" }),
    h(
      "span",
      { class: "sim-buttons" },
      h("button", { type: "button", "data-control": "save-comment" }, "Save comment"),
      h("button", { type: "button", "data-control": "cancel-comment" }, "Cancel"),
    ),
  );
  const text = where.querySelector("textarea")!;
  text.value = node.comment ?? "";
  const close = (message: string) => {
    replaceChildren(where);
    host.say(message);
    host.render();
    focusMove(host);
  };
  where.querySelector('[data-control="save-comment"]')!.addEventListener("click", () => {
    setComment(node, text.value);
    host.session.edited();
    close(node.comment === undefined ? "Comment removed." : "Comment saved.");
  });
  where
    .querySelector('[data-control="cancel-comment"]')!
    .addEventListener("click", () => close("Comment not changed."));
  text.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close("Comment not changed.");
  });
  text.focus();
}

const today = (): string => new Date().toISOString().slice(0, 10);

/** The notation file of the game as it is now. */
function fileText(host: TreeHost): string {
  return writeTree(
    host.session,
    {
      game: host.config.game,
      ruleset: host.ruleset,
      changes: formatChanges(host.changes, host.specs),
      kept: host.kept,
      page: `${location.origin}${location.pathname}`,
    },
    today(),
  );
}

function download(host: TreeHost): void {
  const text = fileText(host);
  const name = `${host.config.game}-${host.ruleset.id}-${countMoves(host.session.root) - 1}-moves.fnt`;
  const href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  host.say(`Downloaded ${name}, a notation file of every line and comment.`);
}

async function copy(host: TreeHost, text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    host.say(`${what} copied.`);
  } catch {
    host.say(`The browser refused to copy the ${what.toLowerCase()}; it is in the field below.`);
  }
}

/** The tree as a link (`#t=`), shown in `[data-tree-link]` and copied; or why it cannot be. */
async function shareTree(host: TreeHost, field: HTMLInputElement): Promise<void> {
  const hash = await treeHash(fileText(host));
  if (!hash.ok) {
    field.value = "";
    host.say(`${hash.error.charAt(0).toUpperCase()}${hash.error.slice(1)}.`);
    return;
  }
  field.value = `${location.origin}${location.pathname}#${hash.value}`;
  await copy(host, field.value, "Link with every line and comment");
}

/**
 * Reads a file for this page (`from` names it: "the pasted text", a file name); the game under
 * way is replaced only when the file is accepted.
 */
export async function loadText(host: TreeHost, text: string, from: string): Promise<boolean> {
  const read = await readFile(text, {
    game: host.config.game,
    gameName: host.config.gameName,
    rulesets: host.config.rulesets,
    compile: (r, changes) => host.compile(r, changes),
  });
  if (!read.ok) {
    host.say(`Not loaded, ${from}: ${read.error}. Your game is unchanged.`);
    return false;
  }
  const { moves, variations, ruleset } = read.value;
  const changed = Object.keys(read.value.changes).length > 0 ? ", changed by the file" : "";
  const note = read.value.versionNote === undefined ? "" : ` ${read.value.versionNote}`;
  host.adopt(
    read.value,
    `Loaded ${from}: ${moves} move${moves === 1 ? "" : "s"}, ${variations} variation${variations === 1 ? "" : "s"}, under ${ruleset.title}${changed}.${note}`,
  );
  return true;
}

/** A tree link opened: the game it carries, or why not (the game under way is kept). */
export async function restoreTree(host: TreeHost, hash: string): Promise<void> {
  const file = await fileOfHash(hash);
  if (!file.ok) {
    host.say(`This link does not hold a game that can be played here (${file.error}).`);
    host.render();
    return;
  }
  await loadText(host, file.value, "the game in the link");
}

/** The "Notation file" panel: copy, download, tree link, paste or open a file. */
export function notationPanel(host: TreeHost): void {
  const id = `sim-${host.config.game}-notation`;
  const button = (control: string, text: string) =>
    h("button", { type: "button", "data-control": control }, text);
  replaceChildren(
    host.controls.notationBody,
    h(
      "p",
      {},
      "A notation file holds every line, variation and comment, with the reading it was played under.",
    ),
    h(
      "span",
      { class: "sim-buttons" },
      button("copy-notation", "Copy as text"),
      button("export-notation", "Download the file"),
      button("share-tree", "Link with every line"),
    ),
    h("input", {
      type: "text",
      readonly: "",
      "data-tree-link": "",
      "aria-label": "Link with every line and comment",
    }),
    h("label", { for: `${id}-text` }, "Paste a notation file"),
    h("textarea", { id: `${id}-text`, "data-control": "import-notation", rows: "6" }),
    h("span", { class: "sim-buttons" }, button("load-notation", "Load this text")),
    h(
      "label",
      { for: `${id}-file` },
      "Or open a file ",
      h("input", {
        type: "file",
        id: `${id}-file`,
        accept: ".fnt,.pgn,.txt,text/plain",
        "data-control": "import-notation-file",
      }),
    ),
  );
  const body = host.controls.notationBody;
  const field = body.querySelector<HTMLInputElement>("[data-tree-link]")!;
  const area = body.querySelector<HTMLTextAreaElement>('[data-control="import-notation"]')!;
  const input = body.querySelector<HTMLInputElement>('[data-control="import-notation-file"]')!;
  body.addEventListener("click", (e) => {
    const control = (e.target as Element).closest("[data-control]")?.getAttribute("data-control");
    if (control === "copy-notation") void copy(host, fileText(host), "Notation file");
    else if (control === "export-notation") download(host);
    else if (control === "share-tree") void shareTree(host, field);
    else if (control === "load-notation") void loadText(host, area.value, "the pasted text");
  });
  input.addEventListener("change", () => {
    const f = input.files?.[0];
    if (f === undefined) return;
    void f.text().then((t) => loadText(host, t, f.name.slice(0, 60)));
  });
}

/**
 * The analysis board's editing and files, loaded the first time one of its controls is used (a
 * page whose reader only plays loads none of it): a variation promoted or deleted, a comment
 * written on a move; the tree copied or downloaded as a notation file, shared as a tree link
 * (`#t=`), and a file pasted or opened, checked by the engine under the page's rulesets before
 * anything of the game under way is replaced (docs/simulator.md).
 */
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { h } from "../../site/dom/tree.ts";
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import type { OptionSpecs, Result, SimGame } from "../../play/engine.ts";
import { plyOf, variationStart, type GameNode } from "../../play/game-tree.ts";
import {
  fileOfHash,
  readFile,
  treeHash,
  writeTree,
  type KeptTags,
  type LoadedFile,
} from "../notation-io.ts";
import { countTree, sayTree, type TreeWordKey } from "../../play/tree-words.ts";
import { linkProblemText, notationErrorText } from "../notation-words.ts";
import { formatChanges, type Changes } from "../../reading/changes.ts";
import type { Session } from "../../play/session.ts";
import { countMoves, deleteVariation, promote, setComment } from "../tree-edit.ts";
import type { Controls } from "./controls.ts";
import { moveWords, nodeWords } from "./move-tree.ts";

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
  const c = host.config;
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
        ? sayTree(c, "simb.tree.mainAlready")
        : sayTree(c, variationOf(start), { turn: start.turn, n: plyOf(start) + 1 }),
    );
  } else {
    const start = variationStart(node);
    if (start === undefined) host.say(sayTree(c, "simb.tree.mainKept"));
    else {
      const n = countMoves(start);
      const parent = deleteVariation(node)!;
      s.goTo(parent);
      const deleted = countTree(c, "simb.tree.deleted", n, { turn: start.turn });
      host.say(`${deleted} ${nodeWords(s.game, parent, c)}`);
    }
  }
  host.render();
  focusMove(host);
}

/** What is said of a promotion: more when the line is still inside another variation. */
const variationOf = (start: GameNode): TreeWordKey =>
  variationStart(start) === undefined ? "simb.tree.promoted" : "simb.tree.promotedInside";

/** The form that writes the comment after `node` (on the root: on the whole game). */
function commentForm(host: TreeHost, node: GameNode): void {
  const where = host.controls.treeEdit;
  const id = `sim-${host.config.game}-comment`;
  const c = host.config;
  const about =
    node.parent === undefined
      ? sayTree(c, "simb.tree.commentGame")
      : sayTree(c, "simb.tree.commentMove", { move: moveWords(host.session.game, node, c) });
  replaceChildren(
    where,
    h("label", { for: id }, about),
    h("textarea", { id, "data-control": "comment-text", rows: "3" }),
    h(
      "span",
      { class: "sim-buttons" },
      h(
        "button",
        { type: "button", "data-control": "save-comment" },
        sayTree(c, "simb.tree.saveComment"),
      ),
      h(
        "button",
        { type: "button", "data-control": "cancel-comment" },
        sayTree(c, "simb.tree.cancel"),
      ),
    ),
  );
  const text = where.querySelector("textarea")!;
  text.value = node.comment ?? "";
  const close = (key: TreeWordKey) => {
    replaceChildren(where);
    host.say(sayTree(c, key));
    host.render();
    focusMove(host);
  };
  where.querySelector('[data-control="save-comment"]')!.addEventListener("click", () => {
    setComment(node, text.value);
    host.session.edited();
    close(node.comment === undefined ? "simb.tree.commentRemoved" : "simb.tree.commentSaved");
  });
  where
    .querySelector('[data-control="cancel-comment"]')!
    .addEventListener("click", () => close("simb.tree.commentKept"));
  text.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close("simb.tree.commentKept");
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
  host.say(sayTree(host.config, "simb.tree.downloaded", { name }));
}

/** Copies the file or the link, saying which (or that the browser refused). */
async function copy(host: TreeHost, text: string, what: "file" | "link"): Promise<void> {
  const c = host.config;
  try {
    await navigator.clipboard.writeText(text);
    host.say(sayTree(c, what === "file" ? "simb.tree.fileCopied" : "simb.tree.linkCopied"));
  } catch {
    host.say(sayTree(c, what === "file" ? "simb.tree.fileNotCopied" : "simb.tree.linkNotCopied"));
  }
}

/** The tree as a link (`#t=`), shown in `[data-tree-link]` and copied; or why it cannot be. */
async function shareTree(host: TreeHost, field: HTMLInputElement): Promise<void> {
  const hash = await treeHash(fileText(host));
  if (!hash.ok) {
    field.value = "";
    host.say(sayTree(host.config, "simb.tree.tooLong", { ...hash.error }));
    return;
  }
  field.value = `${location.origin}${location.pathname}#${hash.value}`;
  await copy(host, field.value, "link");
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
    said: host.config,
  });
  const c = host.config;
  if (!read.ok) {
    host.say(sayTree(c, "simb.tree.notLoaded", { from, error: notationErrorText(read.error, c) }));
    return false;
  }
  const { ruleset, versionNote } = read.value;
  const changed = Object.keys(read.value.changes).length > 0;
  const said = sayTree(c, changed ? "simb.tree.loadedChanged" : "simb.tree.loaded", {
    from,
    moves: countTree(c, "simb.tree.moves", read.value.moves),
    variations: countTree(c, "simb.tree.variations", read.value.variations),
    title: ruleset.title,
  });
  const note =
    versionNote === undefined
      ? ""
      : ` ${sayTree(c, "simb.tree.versionNote", { why: versionNote })}`;
  host.adopt(read.value, `${said}${note}`);
  return true;
}

/** A tree link opened: the game it carries, or why not (the game under way is kept). */
export async function restoreTree(host: TreeHost, hash: string): Promise<void> {
  const file = await fileOfHash(hash);
  if (!file.ok) {
    host.say(linkProblemText(file.error, host.config));
    host.render();
    return;
  }
  await loadText(host, file.value, sayTree(host.config, "simb.tree.fromLink"));
}

/** The "Notation file" panel: copy, download, tree link, paste or open a file. */
export function notationPanel(host: TreeHost): void {
  const id = `sim-${host.config.game}-notation`;
  const c = host.config;
  const say = (key: TreeWordKey) => sayTree(c, key);
  const button = (control: string, key: TreeWordKey) =>
    h("button", { type: "button", "data-control": control }, say(key));
  replaceChildren(
    host.controls.notationBody,
    h("p", {}, say("simb.tree.panelNote")),
    h(
      "span",
      { class: "sim-buttons" },
      button("copy-notation", "simb.tree.copy"),
      button("export-notation", "simb.tree.download"),
      button("share-tree", "simb.tree.share"),
    ),
    h("input", {
      type: "text",
      readonly: "",
      "data-tree-link": "",
      "aria-label": say("simb.tree.linkLabel"),
    }),
    h("label", { for: `${id}-text` }, say("simb.tree.paste")),
    h("textarea", { id: `${id}-text`, "data-control": "import-notation", rows: "6" }),
    h("span", { class: "sim-buttons" }, button("load-notation", "simb.tree.load")),
    h(
      "label",
      { for: `${id}-file` },
      `${say("simb.tree.open")} `,
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
    if (control === "copy-notation") void copy(host, fileText(host), "file");
    else if (control === "export-notation") download(host);
    else if (control === "share-tree") void shareTree(host, field);
    else if (control === "load-notation")
      void loadText(host, area.value, say("simb.tree.fromPasted"));
  });
  input.addEventListener("change", () => {
    const f = input.files?.[0];
    if (f === undefined) return;
    void f.text().then((t) => loadText(host, t, f.name.slice(0, 60)));
  });
}

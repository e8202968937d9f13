/**
 * The simulator's share controls, loaded the first time one is pressed (a chunk of its own, so
 * a page that shares nothing loads none of it): the position downloaded as SVG or PNG, and the
 * `<iframe>` snippet of the embed page. The PNG is the same SVG rasterised on a canvas from a
 * `data:` URL, which the site's CSP allows for images (`img-src 'self' data:`; `blob:` is not
 * allowed); the files are handed to the reader as object URLs of a download link, which is a
 * download, not a fetch, so no CSP directive governs it.
 */
import drawingCss from "../../board/drawing.css?raw";
import type { BoardView } from "../../board/view.ts";
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import type { Session } from "../../play/session.ts";
import { toDom } from "../../site/dom/to-dom.ts";
import { h } from "../../site/dom/tree.ts";
import {
  boardSize,
  captionLines,
  imageFileName,
  PNG_SCALE,
  standaloneSvg,
  stateWords,
  type StandaloneSvg,
} from "./image.ts";
import { embedAddress, embedSnippet } from "./snippet.ts";
import { sayShare } from "./words.ts";
import { parseErrorText } from "../../play/parse-words.ts";
import {
  errorMessage,
  Failed,
  failure,
  failureOf,
  markBrowserWords,
} from "../../site/failure-words.ts";

/** What sharing reads from the running simulator (src/simulator/ui/mount.ts). */
export interface ShareHost {
  readonly el: HTMLElement;
  readonly config: SimConfig;
  readonly session: Session;
  readonly ruleset: SimRuleset;
  /** The reading in force, named by the reader's changes. */
  readonly title: string;
  readonly controls: { readonly link: HTMLAnchorElement };
  view(state: unknown): BoardView;
  say(text: string): void;
}

/** Where the site lives: the canonical address when the build knew it, else this page's. */
function siteBase(): string {
  return document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href;
}

/** The game link's hash, without `#`. */
const hashOf = (s: ShareHost): string => (s.controls.link.getAttribute("href") ?? "#").slice(1);

function image(s: ShareHost): StandaloneSvg {
  const g = s.session.game;
  const state = s.session.state;
  const address = new URL(`#${hashOf(s)}`, siteBase()).href;
  return standaloneSvg(s.view(state), {
    title: sayShare(s.config, "simb.share.imageTitle", { game: s.config.gameName, title: s.title }),
    css: drawingCss,
    caption: captionLines(
      {
        gameName: s.config.gameName,
        reading: s.title,
        moves: s.session.turnGroups().length,
        setUp: s.session.startText !== undefined,
        state: stateWords(g, state, s.config),
        address,
      },
      s.config,
    ),
  });
}

function save(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The SVG drawn on a canvas at PNG_SCALE, as a PNG. */
async function rasterise(img: StandaloneSvg): Promise<Blob> {
  const picture = new Image();
  picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(img.svg)}`;
  await picture.decode().catch((e: unknown) => {
    throw new Failed(failure("image-decode", errorMessage(e)));
  });
  const canvas = document.createElement("canvas");
  canvas.width = img.width * PNG_SCALE;
  canvas.height = img.height * PNG_SCALE;
  const ctx = canvas.getContext("2d");
  if (ctx === null)
    throw new Failed(failure("no-canvas", "this browser gives no canvas to draw on"));
  ctx.drawImage(picture, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b === null ? reject(new Failed(failure("no-png", "no PNG made"))) : resolve(b)),
      "image/png",
    ),
  );
}

/** Downloads the position as an SVG or PNG file. */
export async function downloadImage(s: ShareHost, ext: "svg" | "png"): Promise<void> {
  const img = image(s);
  const name = imageFileName(s.config.game, s.ruleset.id, s.session.turnGroups().length, ext);
  try {
    const blob =
      ext === "svg" ? new Blob([img.svg], { type: "image/svg+xml" }) : await rasterise(img);
    save(blob, name);
    s.say(sayShare(s.config, "simb.share.downloaded", { name }));
  } catch (e) {
    // Why, in the page's words; the browser's English kept, marked, only when we cannot name it.
    const f = failureOf(e);
    s.say(
      sayShare(s.config, "simb.share.imageFailed", { why: parseErrorText(s.config, f, "fail") }),
    );
    markBrowserWords(s.el.querySelector("[data-message]"), f);
  }
}

/** Shows the embed snippet in a read-only field below the position, and copies it. */
export async function showEmbed(s: ShareHost): Promise<void> {
  const size = boardSize(s.view(s.session.state));
  const c = s.config;
  const src = embedAddress(c.game, hashOf(s), siteBase(), c.words.lang);
  const snippet = embedSnippet(
    src,
    sayShare(c, "simb.share.iframeTitle", { game: c.gameName, title: s.title }),
    size.width / size.height,
  );
  let field = s.el.querySelector<HTMLTextAreaElement>("[data-embed-snippet]");
  if (field === null) {
    const id = `sim-${s.config.game}-embed`;
    const p = h(
      "p",
      { class: "sim-embed" },
      h("label", { for: id }, sayShare(c, "simb.share.embedLabel")),
      h("textarea", { id, readonly: "", rows: "3", "data-embed-snippet": "" }),
    );
    s.el.querySelector(".sim-position")?.after(toDom(document, p));
    field = s.el.querySelector<HTMLTextAreaElement>("[data-embed-snippet]");
    if (field === null) throw new Error("the embed field was not drawn");
  }
  field.value = snippet;
  field.select();
  try {
    await navigator.clipboard.writeText(snippet);
    s.say(sayShare(c, "simb.share.embedCopied"));
  } catch {
    s.say(sayShare(c, "simb.share.embedInField"));
  }
}

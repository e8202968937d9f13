/**
 * A position as an image to send where the site cannot go: the board drawn by the site's own
 * code (src/board/draw.ts) with the notation's coordinates, and a caption naming the game, the
 * reading, the move and the position's address on the site. The SVG stands alone: the board's
 * stylesheet (src/board/drawing.css, passed in as text: the browser imports it with Vite's `?raw`)
 * is inlined, it refers to nothing outside itself, and its
 * text falls back to any sans-serif font. Pure (no DOM), so the caption and the file are
 * unit-tested; the browser rasterises the same SVG to PNG (./share.ts).
 */
import { drawBoard } from "../../board/draw.ts";
import type { BoardView } from "../../board/view.ts";
import type { SimGame } from "../../play/engine.ts";
import { statusText, type Said } from "../../play/messages.ts";
import { playerName } from "../../play/tree-words.ts";
import { sayShare } from "./words.ts";

/** The PNG is drawn at twice the SVG's size, so that it stays sharp on a high-density screen. */
export const PNG_SCALE = 2;

/** What the caption says about the position. */
export interface CaptionFacts {
  /** The game's name (`Fanorona`). */
  readonly gameName: string;
  /** The reading in force: the ruleset's title, or the changed reading's name (readingName). */
  readonly reading: string;
  /** Turns played from the start or the set-up position. */
  readonly moves: number;
  /** Whether the game began from a set-up position rather than the ruleset's start. */
  readonly setUp: boolean;
  /** Whose move it is, or how the game ended (`White to move.`). */
  readonly state: string;
  /** The position's permanent address on the site (the simulator's game link). */
  readonly address: string;
}

/** Whose move it is, or how the game ended, in the simulator's words. */
export function stateWords(g: SimGame, state: unknown, sources: Said): string {
  const status = g.status(state);
  if (status.kind !== "ongoing") return statusText(status, g.players, sources);
  return sayShare(sources, "simb.share.toMove", {
    player: playerName(sources, g.players[g.toMove(state)]),
  });
}

/** The caption's lines, before wrapping, in the page's words: game and reading, move, address. */
export function captionLines(f: CaptionFacts, c: Said): string[] {
  const move =
    f.moves === 0
      ? sayShare(c, f.setUp ? "simb.share.setUpPosition" : "simb.share.startPosition")
      : sayShare(c, f.setUp ? "simb.share.afterSetUp" : "simb.share.afterStart", { n: f.moves });
  const heading = sayShare(c, "simb.share.gameTitle", { game: f.gameName, title: f.reading });
  return [heading, `${move} ${f.state}`, f.address];
}

/**
 * A line cut to at most `max` characters a line: at spaces where it has them, else (an address)
 * after any character, so that nothing is lost off the image's edge.
 */
export function wrapLine(text: string, max: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const joined = line === "" ? word : `${line} ${word}`;
    if (joined.length <= max) {
      line = joined;
      continue;
    }
    if (line !== "") out.push(line);
    line = word;
    while (line.length > max) {
      out.push(line.slice(0, max));
      line = line.slice(max);
    }
  }
  if (line !== "") out.push(line);
  return out;
}

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const CAPTION_FONT = 18;
const LINE = 26;
const PAD = 16;
/** An average sans-serif character is about 0.6 em wide: lines are cut to fit the width. */
const CHAR = 0.6 * CAPTION_FONT;

/**
 * Rules for what the image adds around the board: its paper, the board's wood (on the site the
 * page's CSS gives it) and the caption. Colours are fixed, like the board's light palette.
 */
const FRAME_CSS = `.paper{fill:#fff}.board>.wood{fill:var(--b-wood)}
.caption text{fill:#1a1a1a;font:400 ${CAPTION_FONT}px system-ui,sans-serif}
.caption .address{font-family:ui-monospace,monospace}`;

/** A standalone SVG file of a board and its caption, with its size in CSS pixels. */
export interface StandaloneSvg {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

/** The board drawn with its coordinates, and its size in CSS pixels (drawBoard's viewBox). */
function drawn(view: BoardView, title: string): { board: string; width: number; height: number } {
  const board = drawBoard(view, { title, labels: "names", data: false });
  const size = /viewBox="0 0 (\d+) (\d+)"/.exec(board);
  if (size === null) throw new Error("drawBoard drew no viewBox");
  return { board, width: Number(size[1]), height: Number(size[2]) };
}

/** The board's drawn size in CSS pixels. */
export function boardSize(view: BoardView): { width: number; height: number } {
  const { width, height } = drawn(view, "");
  return { width, height };
}

/** The board drawn with its coordinates, above its caption, as one file that needs nothing else. */
export function standaloneSvg(
  view: BoardView,
  o: {
    readonly title: string;
    readonly caption: readonly string[];
    /** The text of src/board/drawing.css. */
    readonly css: string;
  },
): StandaloneSvg {
  const { board, width, height: boardHeight } = drawn(view, o.title);
  const max = Math.max(20, Math.floor((width - 2 * PAD) / CHAR));
  const last = o.caption.length - 1;
  const lines = o.caption.flatMap((text, i) =>
    wrapLine(text, max).map((t) => ({ text: t, address: i === last })),
  );
  const height = boardHeight + PAD + lines.length * LINE + PAD;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${PAD}" y="${boardHeight + PAD + (i + 1) * LINE - 6}"${l.address ? ' class="address"' : ""}>${esc(l.text)}</text>`,
    )
    .join("");
  // The board's own <svg> is nested as drawn, with the wood under its lines and points.
  const wood = board.replace(/^(<svg[^>]*>)/, `$1<rect class="wood" width="100%" height="100%"/>`);
  const svg =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(o.title)}">` +
    `<title>${esc(o.title)}</title>` +
    `<style>${o.css}\n${FRAME_CSS}</style>` +
    `<rect class="paper" width="100%" height="100%"/>` +
    wood +
    `<g class="caption">${text}</g></svg>\n`;
  return { svg, width, height };
}

/** A file name for the image: the game, the ruleset, the move (`fanorona-icga-move-12.svg`). */
export function imageFileName(
  game: string,
  ruleset: string,
  moves: number,
  ext: "svg" | "png",
): string {
  const safe = (s: string) => s.replace(/[^a-z0-9-]+/gi, "-");
  return `${safe(game)}-${safe(ruleset)}-${moves === 0 ? "start" : `move-${moves}`}.${ext}`;
}

/**
 * Board drawings as SVG markup: no DOM API, so the build (Astro components) and the browser (the
 * simulator element) run the same code. The markup is the simulator's DOM contract (docs/simulator.md,
 * "DOM contract"): `data-point` / `data-piece` on points, `data-pit` / `data-count` on holes,
 * `data-store` and `data-reserve`, accessible names. Colours come from classes styled in
 * board.css, light and dark.
 */
import {
  basqueNumber,
  fanoronaLines,
  moverPitName,
  pitOwnerName,
  pointName,
  pointXY,
  teloLines,
  type Segment,
} from "./names.ts";
import type { BoardView, GridView, PitsView, Side } from "./view.ts";

export const LABELS = ["none", "names", "basque"] as const;
/** Point labels: none, the notation's names (a1..i5, hole names), or the Basque 1-45 numbers. */
export type Labels = (typeof LABELS)[number];

export interface DrawOptions {
  /** The accessible name of the whole drawing. */
  readonly title: string;
  readonly labels?: Labels;
  /** Points and holes become focusable buttons (the simulator); otherwise one image. */
  readonly interactive?: boolean;
  /** The point or hole (`e3`, `south:a3`) that takes the tab stop when interactive. */
  readonly focus?: string | undefined;
  /**
   * Whether points and holes carry the DOM contract's `data-*` attributes (default true); a
   * diagram beside the simulator leaves them out so that the page has one board by contract.
   */
  readonly data?: boolean;
  /** Extra classes by point or hole id: `selected`, `target`, `capture`, `barred`, `changed`. */
  readonly marks?: Readonly<Record<string, readonly string[]>>;
  /** Extra `data-*` attributes by point or hole id (the last turn's `data-last`, ...). */
  readonly attrs?: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;
  /**
   * Arrows between points, drawn under the pieces: the last turns' steps, `age` 1 the latest;
   * with a `kind`, the engine's best move (`best`) and the line it expects after it (`line`).
   */
  readonly arrows?:
    | readonly {
        readonly from: string;
        readonly to: string;
        readonly age: number;
        readonly kind?: "best" | "line";
      }[]
    | undefined;
  /**
   * Short texts drawn over holes (the order a sowing reached them), hidden from assistive
   * technology: `said` gives each hole's accessible name the same in words.
   */
  readonly notes?: Readonly<Record<string, string>> | undefined;
  /** Words added to a point's or hole's accessible name. */
  readonly said?: Readonly<Record<string, string>> | undefined;
}

const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const U = 100;
const M = 60;

function cls(base: string, id: string, o: DrawOptions): string {
  const extra = o.marks?.[id] ?? [];
  return [base, ...extra.map((m) => `is-${m}`)].join(" ");
}

/** The extra `data-*` attributes of one point or hole. */
function dataOf(id: string, o: DrawOptions): string {
  const a = o.attrs?.[id];
  if (a === undefined) return "";
  return Object.entries(a)
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join("");
}

/** Role, tab stop and accessible name of one point or hole. */
function access(id: string, name: string, o: DrawOptions, first: boolean): string {
  if (o.interactive !== true) return "";
  const tab = o.focus === undefined ? first : o.focus === id;
  return ` role="button" tabindex="${tab ? 0 : -1}" aria-label="${esc(name)}"`;
}

/**
 * The arrows of the last turns, each stopping short of the points it joins, its head a triangle
 * of its own (no `<marker>`: its id would repeat when a page has two boards).
 */
function arrowsOf(o: DrawOptions, px: (x: number) => number, py: (y: number) => number): string {
  const out: string[] = [];
  const r = (n: number) => Math.round(n * 10) / 10;
  for (const a of o.arrows ?? []) {
    const f = pointXY(a.from);
    const t = pointXY(a.to);
    if (f === undefined || t === undefined) continue;
    const [x1, y1, x2, y2] = [px(f.x), py(f.y), px(t.x), py(t.y)];
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
    const [sx, sy, ex, ey] = [x1 + ux * 30, y1 + uy * 30, x2 - ux * 24, y2 - uy * 24];
    const [bx, by] = [ex - ux * 22, ey - uy * 22];
    out.push(
      `<g class="arrow arrow--${a.kind ?? a.age}"><line x1="${r(sx)}" y1="${r(sy)}" x2="${r(bx)}" y2="${r(by)}"/>` +
        `<path d="M${r(ex)},${r(ey)}L${r(bx - uy * 14)},${r(by + ux * 14)}L${r(bx + uy * 14)},${r(by - ux * 14)}z"/></g>`,
    );
  }
  return out.length === 0 ? "" : `<g class="arrows" aria-hidden="true">${out.join("")}</g>`;
}

function drawGrid(v: GridView, o: DrawOptions): string {
  const w = M * 2 + (v.width - 1) * U;
  const h = M * 2 + (v.height - 1) * U;
  const px = (x: number) => M + x * U;
  const py = (y: number) => M + (v.height - 1 - y) * U;
  const segs: Segment[] =
    v.layout === "fanorona" ? fanoronaLines(v.width, v.height) : teloLines(v.diagonals);
  const lines = segs
    .map((s) => `<line x1="${px(s.x1)}" y1="${py(s.y1)}" x2="${px(s.x2)}" y2="${py(s.y2)}"/>`)
    .join("");
  const labels = o.labels ?? "none";
  const axis: string[] = [];
  if (labels === "names") {
    for (let x = 0; x < v.width; x++)
      axis.push(`<text x="${px(x)}" y="${h - 8}">${pointName(x, 0)[0]!}</text>`);
    for (let y = 0; y < v.height; y++) axis.push(`<text x="16" y="${py(y) + 8}">${y + 1}</text>`);
  }
  const points: string[] = [];
  for (let y = 0; y < v.height; y++)
    for (let x = 0; x < v.width; x++) {
      const id = pointName(x, y);
      const piece = v.cells[y * v.width + x] ?? null;
      const name = `${id}, ${piece === null ? "empty" : `${piece} piece`}`;
      const cx = px(x);
      const cy = py(y);
      const num =
        labels === "basque"
          ? `<text class="num" x="${cx + 30}" y="${cy - 26}">${basqueNumber(x, y, v.width, v.height)}</text>`
          : "";
      points.push(
        `<g class="${cls("pt", id, o)}" data-point="${id}"${piece === null ? "" : ` data-piece="${piece}"`}${dataOf(id, o)}${access(id, name, o, x === 0 && y === 0)}>` +
          `<circle class="hit" cx="${cx}" cy="${cy}" r="46"/><circle class="dot" cx="${cx}" cy="${cy}" r="9"/>` +
          (piece === null
            ? ""
            : `<circle class="piece piece--${piece}" cx="${cx}" cy="${cy}" r="32"/>`) +
          num +
          `</g>`,
      );
    }
  return svg(
    w,
    h,
    o,
    `board board--${v.layout}`,
    `<g class="lines">${lines}</g><g class="axis">${axis.join("")}</g>${arrowsOf(o, px, py)}${points.join("")}`,
  );
}

const C = 64;
const BAR = 44;

function storeBar(v: PitsView, side: Side, y: number, width: number): string {
  const i = side === "south" ? 0 : 1;
  const parts: string[] = [];
  if (v.stores !== null) {
    const n = v.stores[i];
    parts.push(
      `<g class="store" data-store="${side}" data-count="${n}" role="img" aria-label="${side}'s store, ${n} counters"><text x="${side === "south" ? width - 12 : 12}" y="${y + 29}" class="${side === "south" ? "end" : "start"}">${side === "south" ? "South" : "North"} store: ${n}</text></g>`,
    );
  }
  if (Array.isArray(v.reserve) || (typeof v.reserve === "number" && side === "south")) {
    const shared = typeof v.reserve === "number";
    const n = shared ? v.reserve : (v.reserve as readonly number[])[i]!;
    const who = shared ? "shared" : side;
    const label = shared ? "Reserve" : `${side === "south" ? "South" : "North"} reserve`;
    parts.push(
      `<g class="reserve" data-reserve="${who}" data-count="${n}" role="img" aria-label="${shared ? "the shared" : `${side}'s`} reserve, ${n} counters"><text x="${side === "south" ? 12 : width - 12}" y="${y + 29}" class="${side === "south" ? "start" : "end"}">${label}: ${n}</text></g>`,
    );
  }
  if (v.hand > 0 && v.toMove === side)
    parts.push(
      `<g class="hand" data-hand="${side}" data-count="${v.hand}" role="img" aria-label="${side} holds ${v.hand} counter${v.hand === 1 ? "" : "s"} in hand"><text x="${width / 2}" y="${y + 29}">In hand: ${v.hand}</text></g>`,
    );
  return parts.join("");
}

function drawPits(v: PitsView, o: DrawOptions): string {
  const n = v.holes;
  const hasBars = v.stores !== null || v.reserve !== null || v.hand > 0;
  const top = hasBars ? BAR : 8;
  const width = n * C + 16;
  const height = top + 4 * C + (hasBars ? BAR : 8);
  const labels = o.labels ?? "none";
  const holes: string[] = [];
  const notes: string[] = [];
  let first = true;
  v.rows.forEach((row, r) => {
    if (row === null) return;
    // Each side's two rows on a panel of its own.
    row.forEach((count, c) => {
      const { owner, name: own } = pitOwnerName(r, c, n);
      const id = `${owner}:${own}`;
      // Named as the player to move writes it, so the label reads as the record and the status
      // (`xc12` is the hole labelled c12): docs/notation-mancala.md names holes from the mover's view.
      const name = moverPitName(v.toMove, r, c, n);
      const cx = 8 + c * C + C / 2;
      const cy = top + r * C + C / 2;
      const holder = v.owners?.[r]?.[c] ?? null;
      const of = holder !== null && holder !== owner ? ` (${holder}'s)` : "";
      const extra = o.said?.[id];
      const label = `${owner} ${name}, ${count} counter${count === 1 ? "" : "s"}${of}${extra === undefined ? "" : `, ${extra}`}`;
      const note = o.notes?.[id];
      if (note !== undefined) notes.push(`<text x="${cx}" y="${cy + 24}">${esc(note)}</text>`);
      holes.push(
        `<g class="${cls(`pit pit--${owner}${holder === null ? "" : ` holder--${holder}`}`, id, o)}" data-pit="${id}" data-count="${count}"${dataOf(id, o)}${access(id, label, o, first)}>` +
          `<circle cx="${cx}" cy="${cy}" r="27"/>` +
          // The name, a space, the count: in the order the hole's accessible name says them
          // ("north a3, 4 counters"), so that its visible text ("a3 4") is part of that name
          // (axe: label-content-name-mismatch; without the space the texts ran into "a34").
          (labels === "none" ? "" : `<text class="name" x="${cx}" y="${cy - 16}">${name}</text> `) +
          `<text class="count" x="${cx}" y="${cy + 9}">${count}</text>` +
          `</g>`,
      );
      first = false;
    });
  });
  const panels =
    `<rect class="side side--north" x="4" y="${top}" width="${width - 8}" height="${2 * C}" rx="10"/>` +
    `<rect class="side side--south" x="4" y="${top + 2 * C}" width="${width - 8}" height="${2 * C}" rx="10"/>`;
  const bars = hasBars
    ? storeBar(v, "north", 0, width) + storeBar(v, "south", top + 4 * C, width)
    : "";
  return svg(
    width,
    height,
    o,
    `board board--pits${n > 8 ? " board--wide" : ""}`,
    panels +
      holes.join("") +
      (notes.length === 0 ? "" : `<g class="notes" aria-hidden="true">${notes.join("")}</g>`) +
      bars,
  );
}

function svg(w: number, h: number, o: DrawOptions, klass: string, body: string): string {
  const role = o.interactive === true ? "group" : "img";
  if (o.data === false)
    body = body.replace(/ data-(point|piece|pit|count|store|reserve|hand)="[^"]*"/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" class="${klass}" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="${role}" aria-label="${esc(o.title)}">${body}</svg>`;
}

/** The SVG markup of a board. */
export function drawBoard(view: BoardView, options: DrawOptions): string {
  return view.kind === "grid" ? drawGrid(view, options) : drawPits(view, options);
}

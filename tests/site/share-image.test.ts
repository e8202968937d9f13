/**
 * The simulator's share parts that need no browser (src/simulator/share/): the caption, the
 * standalone SVG of a position of every game after a seeded random line, and the embed snippet.
 * Expected values come from the engine, the content files and the board drawing itself.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { knownGames, knownRulesets, loadGameOrThrow } from "../../src/content/ruleset-files.ts";
import { GAMES, createRng } from "../../src/engine/index.ts";
import { pitOwnerName, pointName } from "../../src/board/names.ts";
import { boardView, type BoardView } from "../../src/board/view.ts";
import type { SimGame } from "../../src/play/engine.ts";
import { readingName } from "../../src/reading/changes.ts";
import { Session } from "../../src/play/session.ts";
import { formatLink, parseLink } from "../../src/play/link.ts";
import {
  boardSize,
  captionLines,
  imageFileName,
  standaloneSvg,
  wrapLine,
} from "../../src/simulator/share/image.ts";
import { embedAddress, embedSnippet, EMBED_WIDTH } from "../../src/simulator/share/snippet.ts";
import { simWords } from "../../src/play/words-build.ts";
import { url } from "../../src/site/routes.ts";
import { ROOT } from "../../scripts/lib/build.ts";

const css = readFileSync(`${ROOT}/src/board/drawing.css`, "utf8");

/** A game after up to `n` random turns, seeded, with the view of where it stands. */
function played(game: string, ruleset: string, n: number) {
  const g = loadGameOrThrow(game, ruleset) as SimGame;
  const s = new Session(g);
  const rng = createRng(7);
  for (let i = 0; i < n && g.status(s.state).kind === "ongoing"; i++) {
    const turns = g.turns(s.state);
    const t = turns[Math.floor(rng.next() * turns.length)]!;
    const r = s.play(g.formatTurn(s.state, t), "turn");
    if (!r.ok) throw new Error(r.error.message);
  }
  const view = boardView(GAMES[game]!.family, g.formatPosition(s.state));
  if (!view.ok) throw new Error(view.error);
  return { g, s, view: view.value };
}

/** Every coordinate the board shows: file letters and rank numbers, or hole names. */
function coordinates(v: BoardView): string[] {
  if (v.kind === "grid")
    return [
      ...Array.from({ length: v.width }, (_, x) => pointName(x, 0)[0]!),
      ...Array.from({ length: v.height }, (_, y) => String(y + 1)),
    ];
  return v.rows.flatMap((row, r) =>
    row === null ? [] : row.map((_, c) => pitOwnerName(r, c, v.holes).name),
  );
}

const texts = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!.replaceAll("&amp;", "&").replaceAll("&lt;", "<").replaceAll("&gt;", ">"),
  );

/** An English page's words (the simulator's config carries them). */
const EN = { sources: {}, words: simWords("en") };

describe("the caption", () => {
  it("names the game, the changed reading, the move, whose turn and the address", () => {
    const spec = GAMES.fanorona!.options;
    const reading = readingName("ICGA rules", { "compulsory-capture": false }, spec);
    const address = `https://example.org${url.game("fanorona")}#${formatLink({ ruleset: "icga", moves: ["d3e3A"] })}`;
    const lines = captionLines(
      {
        gameName: "Fanorona",
        reading,
        moves: 12,
        setUp: false,
        state: "White to move.",
        address,
      },
      EN,
    );
    expect(lines[0]).toBe(`Fanorona: ${reading}`);
    expect(lines[0]).not.toBe("Fanorona: ICGA rules");
    expect(lines[1]).toContain("after move 12 from the start");
    expect(lines[1]).toContain("White to move.");
    expect(lines.at(-1)).toBe(address);
    expect(
      captionLines(
        { gameName: "G", reading: "R", moves: 0, setUp: true, state: "", address },
        EN,
      )[1],
    ).toMatch(/^Set-up position\./);
  });

  it("wraps words at spaces and cuts an address anywhere, losing nothing", () => {
    const words = "one two three four five six seven eight nine ten";
    for (const max of [5, 9, 14]) {
      const lines = wrapLine(words, max);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(max);
      expect(lines.join(" ")).toBe(words);
    }
    const address = `https://example.org/games/fanorona/#r=icga&m=${"d3e3A,".repeat(40)}`;
    const lines = wrapLine(address, 30);
    expect(lines.length).toBeGreaterThan(address.length / 30);
    expect(lines.join("")).toBe(address);
  });
});

describe("the standalone SVG", () => {
  const cases = knownGames().map((g) => ({ game: g, ruleset: knownRulesets(g)[0]! }));
  it.each(cases)(
    "$game: the board with coordinates and pieces, the caption, no outside reference",
    ({ game, ruleset }) => {
      const { s, view } = played(game, ruleset, 6);
      const caption = [
        `${game}: ${ruleset}`,
        `Position after move ${s.turnGroups().length}.`,
        `https://example.org/x/#r=${ruleset}&m=a<b>&c`,
      ];
      const out = standaloneSvg(view, { title: `${game} board`, caption, css });
      const svg = out.svg;
      // Standalone: the board's stylesheet inlined, no link, import, url() or font file.
      expect(svg).toContain(css);
      expect(svg).not.toMatch(/\bhref=|\bsrc=|url\(|@import|@font-face/);
      const urls = [...svg.matchAll(/https?:\/\/[^\s"<]*/g)].map((m) => m[0]);
      expect(
        urls.filter(
          (u) => u !== "http://www.w3.org/2000/svg" && !u.startsWith("https://example.org"),
        ),
      ).toEqual([]);
      // Coordinates: every file letter and rank, or every hole name, is drawn.
      const shown = new Set(texts(svg));
      for (const c of coordinates(view)) expect(shown, c).toContain(c);
      // Every caption line, wrapped but whole.
      expect(texts(svg).join("")).toContain(caption.join(""));
      // The pieces or counts of the position drawn.
      if (view.kind === "grid")
        for (const p of ["white", "black"] as const)
          expect(svg.split(`piece--${p}"`).length - 1).toBe(
            view.cells.filter((c) => c === p).length,
          );
      else
        expect(texts(svg)).toEqual(
          expect.arrayContaining(view.rows.flatMap((r) => r ?? []).map(String)),
        );
      // Its size: the board's, and more for the caption.
      const board = boardSize(view);
      expect(out.width).toBe(board.width);
      expect(out.height).toBeGreaterThan(board.height);
      expect(svg).toContain(`width="${out.width}" height="${out.height}"`);
      // Well-formed enough to nest: one outer and one board <svg>, each closed.
      expect(svg.match(/<svg\b/g)).toHaveLength(2);
      expect(svg.match(/<\/svg>/g)).toHaveLength(2);
    },
  );

  it("names its file by game, ruleset and move", () => {
    expect(imageFileName("fanorona", "icga", 12, "png")).toBe("fanorona-icga-move-12.png");
    expect(imageFileName("fanorona", "icga", 0, "svg")).toBe("fanorona-icga-start.svg");
  });
});

describe("the embed snippet", () => {
  it("points at the embed page with the game link, which the simulator reads back", () => {
    const link = { ruleset: "icga", options: "compulsory-capture:false", moves: ["d3e3A", "e5d4"] };
    const src = embedAddress("fanorona", formatLink(link), "https://example.org/games/fanorona/");
    const u = new URL(src);
    expect(u.origin + u.pathname).toBe(`https://example.org${url.embed("fanorona")}`);
    const back = parseLink(u.hash.slice(1));
    expect(back.ok && back.value).toMatchObject(link);
    const snippet = embedSnippet(src, 'Fanorona "board"', 2);
    expect(snippet).toContain(`src="${src.replaceAll("&", "&amp;")}"`);
    expect(snippet).toContain('title="Fanorona &quot;board&quot;"');
    expect(snippet).toContain(`width="${EMBED_WIDTH}"`);
    const height = Number(/height="(\d+)"/.exec(snippet)?.[1]);
    expect(height).toBeGreaterThan(EMBED_WIDTH / 2);
  });

  it("made on a French page, points at the French embed page", () => {
    const src = embedAddress("fanorona", "r=icga", "https://example.org/fr/games/fanorona/", "fr");
    expect(new URL(src).pathname).toBe(`/fr${url.embed("fanorona")}`);
  });
});

/**
 * The compare view and a basis (review 2026-11-24, H1, H2, L12): a cell that rests on another
 * source than its reading's own says so and is not counted as agreeing; a row where every source
 * is silent is not a difference of the sources, however our defaults differ; the prebuilt
 * Montgomery–Flacourt blurb claims no more than the sources; the self-play note says how a
 * reading's turn limit (our default) counts. No build needed.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { compareData, PREBUILT } from "../../src/compare/build.ts";
import type { CompareData, CompareRuleset } from "../../src/compare/data.ts";
import { compareView } from "../../src/compare/view.ts";
import { playMetricsView } from "../../src/compare/selfplay/view.ts";
import { endWords } from "../../src/compare/selfplay/figures.ts";
import { metricsOf } from "../../src/compare/selfplay/saved.ts";
import { issuedYear } from "../../src/downloads/bibliography.ts";
import { borrowedNote } from "../../src/site/basis-words.ts";
import { toHtml } from "../../src/site/dom/to-html.ts";
import { textOf } from "./dist.ts";
import { compareWords } from "../../src/compare/words-build.ts";

const W = compareWords("en");

const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);
const data = compareData(db);

/** Each facet row of a comparison: its class and each cell's text, in column order. */
function rows(d: CompareData, keys: readonly string[]) {
  const html = toHtml(compareView(W, d, keys));
  const facetTable = html.slice(0, html.indexOf('id="compare-options"'));
  return new Map(
    [...facetTable.matchAll(/<tr(?: class="([a-z-]+)")? data-facet="([^"]+)">(.*?)<\/tr>/gs)].map(
      (m) => [
        m[2]!,
        {
          kind: m[1] ?? "same",
          head: textOf(/<th scope="row">(.*?)<\/th>/s.exec(m[3]!)![1]!),
          cells: [...m[3]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((c) => textOf(c[1]!)),
        },
      ],
    ),
  );
}

const titleOf = (id: string): string =>
  db.sources.find((s) => s.id === id)?.data["title-short"] ?? id;

describe("a cell resting on another source (H1)", () => {
  const keys = ["msuwa/sanderson-1913", "msuwa/dlp"];
  const sanderson = data.rulesets[keys[0]!]!;
  const borrowed = Object.entries(sanderson.facets)
    .filter(([, c]) => c.kind === "stated" && c.citation.basis === "stated-elsewhere")
    .map(([f]) => f);

  it("Sanderson's Msuwa marks the DLP's fill-in as the DLP's: board, movement, relay, singles, end", () => {
    expect(borrowed).toEqual(
      expect.arrayContaining(["board", "movement", "continuation", "restrictions", "end"]),
    );
  });

  it("says so in the cell, from the sources' titles, and does not count it as agreeing", () => {
    const table = rows(data, keys);
    const note = borrowedNote(titleOf("dlp-database"), titleOf("sanderson-1913"));
    for (const f of borrowed) {
      const row = table.get(f)!;
      expect(row.cells[0], f).toContain(note);
      expect(row.cells[0], f).toContain("Not counted as this source's agreement");
      expect(row.kind, f).not.toBe("same");
      // The DLP's cell never names Sanderson's among those it agrees with, nor does the row.
      expect(row.cells[1], f).not.toMatch(/same as Sanderson/);
      expect(row.head, f).not.toMatch(/Agree/);
    }
    expect(borrowed.length).toBeGreaterThanOrEqual(5);
  });

  it("the options table says it too, and does not count the option as agreeing", () => {
    const html = toHtml(
      compareView(W, data, ["fanorona/montgomery-1896", "fifangha/flacourt-1658"]),
    );
    const options = html.slice(html.indexOf('id="compare-options"'));
    const [, kind, row] =
      /<tr(?: class="([a-z]+)")? data-option="compulsory-capture">(.*?)<\/tr>/s.exec(options)!;
    expect(kind).toBe("borrowed");
    const cells = [...row!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((c) => textOf(c[1]!));
    expect(cells[0]).toContain(borrowedNote(titleOf("dlp-database"), titleOf("montgomery-1896")));
    expect(cells[0]).toContain("Not counted as this source's agreement");
    expect(cells[1]).not.toContain("Not counted");
  });
});

describe("Montgomery's Fanorona beside Flacourt's Fifangha (H2)", () => {
  const keys = ["fanorona/montgomery-1896", "fifangha/flacourt-1658"];
  const table = rows(data, keys);

  it("who starts and draws: both sources silent, not marked as differing", () => {
    for (const f of ["who-starts", "draws"]) {
      const row = table.get(f)!;
      expect(row.kind, f).not.toBe("differs");
      expect(row.head, f).toMatch(/both silent/);
      expect(row.head, f).not.toMatch(/Agree/);
      for (const c of row.cells) expect(c, f).not.toMatch(/Differs/);
    }
  });

  it("the obligation rests on the DLP's summary for Montgomery, so it is no agreement of the sources", () => {
    const row = table.get("obligation")!;
    expect(row.kind).toBe("borrowed");
    expect(row.cells[0]).toContain("Not counted as this source's agreement");
    expect(row.cells[1]).not.toContain("Not counted");
  });

  it("Montgomery's handicap points to his véla, not to silence", () => {
    const cell = data.rulesets[keys[0]!]!.facets.handicap!;
    expect(cell.kind).toBe("stated");
    expect(table.get("handicap")!.cells[0]).toMatch(/vela\/montgomery-1896/);
  });

  it("marks no row Differs where the two families' rules cannot be set side by side (issue 33)", () => {
    const html = toHtml(compareView(W, data, keys));
    const summary = /<section class="compare-summary"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    for (const [facet, row] of table) {
      if (row.kind !== "apart" && row.kind !== "only-one") continue;
      for (const c of row.cells) expect(c, facet).not.toMatch(/Differs/);
      // The summary names each such row under its heading.
      const label = data.facets.find((f) => f.id === facet)!.label;
      const line = row.kind === "apart" ? "apart" : "onlyOne";
      const dd = new RegExp(`data-summary="${line}">([^<]*)<`).exec(summary)?.[1] ?? "";
      expect(dd, facet).toContain(label);
    }
    expect([...table.values()].some((r) => r.kind === "apart" || r.kind === "only-one")).toBe(true);
    // The obligation, comparable across the families, is still compared.
    expect(textOf(summary)).toContain(data.facets.find((f) => f.id === "obligation")!.label);
  });

  it("the blurb gives the years apart from the sources' dates and does not make Montgomery compel capture", () => {
    const p = data.prebuilt.find((x) => x.rulesets.join() === keys.join())!;
    const years = ["montgomery-1896", "flacourt-1658"].map((id) =>
      issuedYear(db.sources.find((s) => s.id === id)!.data)!,
    );
    const apart = Number(/about (\d+) years apart/.exec(p.why)?.[1]);
    expect(Math.abs(apart - (years[0]! - years[1]!))).toBeLessThanOrEqual(5);
    expect(p.why).not.toMatch(/both make capture compulsory/);
    expect(p.why).toMatch(/Flacourt makes capture compulsory; the DLP's summary of Montgomery/);
  });
});

describe("a row where every source is silent", () => {
  it("is marked as our defaults differing, not as the readings differing, when the settings differ", () => {
    const keys = ["msuwa/sanderson-1913", "msuwa/dlp"];
    const dlp = data.rulesets[keys[1]!]!;
    const changed: CompareRuleset = {
      ...dlp,
      options: dlp.options.map((o) =>
        o.key === "turn-limit" ? { ...o, value: `${o.value}0`, words: `${o.words}0` } : o,
      ),
    };
    const before = rows(data, keys).get("draws")!;
    const after = rows({ ...data, rulesets: { ...data.rulesets, [keys[1]!]: changed } }, keys).get(
      "draws",
    )!;
    expect(before.kind).toBe("same");
    expect(before.head).toMatch(/both silent; our defaults agree/);
    expect(after.kind).toBe("silent");
    expect(after.head).toMatch(/both silent; our defaults differ/);
    for (const c of after.cells) expect(c).toMatch(/Both silent; our defaults differ/);
  });
});

describe("agreement grouped by witness counts only what the sources say", () => {
  it("a row where at most one reading's source says something lists no agreement", () => {
    const keys = PREBUILT.find((p) => p.rulesets.length === 5)!.rulesets;
    const table = rows(data, keys);
    let checked = 0;
    for (const f of data.facets) {
      const speaking = keys.filter((k) => {
        const c = data.rulesets[k]!.facets[f.id];
        return c?.kind === "stated" && c.citation.basis !== "default" && !c.citation.borrowed;
      });
      if (speaking.length > 1) continue;
      checked++;
      expect(table.get(f.id)!.head, f.id).not.toMatch(/Agree/);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("self-play and a reading's turn limit (L12)", () => {
  it("counts turn-limit games as draws, and says they are our default, with their number", () => {
    const row = (game: string, id: string) => {
      const m = metricsOf(game, id)!;
      const r = data.rulesets[`${game}/${id}`]!;
      return { game, gameName: r.gameName, title: r.title, random: m.random, search: m.search };
    };
    const rs = [row("fanorona", "montgomery-1896"), row("fifangha", "flacourt-1658")];
    const text = textOf(toHtml(playMetricsView(W, rs, data.selfPlay)));
    expect(text).toMatch(
      /is our default, not a rule of its source: a game it ends is counted as a draw/,
    );
    const fif = rs[1]!;
    const limited = fif.search?.ends["turn-limit"] ?? fif.random.ends["turn-limit"];
    expect(limited).toBeGreaterThan(0);
    expect(text).toContain(`${limited} of `);
    expect(endWords(W, "turn-limit")).toMatch(/our default/);
  });
});

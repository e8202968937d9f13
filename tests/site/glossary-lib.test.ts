/**
 * The glossary's filter as you type and its A-Z jump (src/glossary/find.ts), and the cards of
 * "Change the rules" (src/play/rules-table.ts), as pure functions and element trees.
 */
import { describe, expect, it } from "vitest";
import { folded, initial, matches } from "../../src/glossary/find.ts";
import { glossaryEntries, nameEntries } from "../../src/glossary/build.ts";
import { rulesTable } from "../../src/play/rules-table.ts";
import { GAMES } from "../../src/engine/index.ts";
import { h, type Element, type Node } from "../../src/site/dom/tree.ts";
import { toHtml } from "../../src/site/dom/to-html.ts";
import { db } from "../support/content.ts";

describe("the glossary's filter and jump", () => {
  it("folds accents and case, so that a word typed plainly finds its accented spelling", () => {
    expect(folded("Véla")).toBe("vela");
    expect(matches("Fanoron-telo: the three-line game", "TELO")).toBe(true);
    expect(matches("véla be", "vela be")).toBe(true);
    expect(matches("véla be", "vela kely")).toBe(false);
    expect(matches("anything", "   ")).toBe(true);
  });

  it("files every entry of both lists under a letter A-Z, in the lists' order", () => {
    for (const entries of [glossaryEntries(db), nameEntries(db)]) {
      expect(entries.length).toBeGreaterThan(5);
      const letters = entries.map((e) => initial(e.headword));
      for (const l of letters) expect(l).toMatch(/^[A-Z]$/);
      expect([...letters].sort()).toEqual(letters);
    }
  });
});

const children = (e: Node): Element[] =>
  typeof e === "string"
    ? []
    : ((e as Element).children ?? []).filter((c): c is Element => typeof c !== "string");

describe("the rules cards", () => {
  const specs = GAMES.fanorona!.options;
  const table = rulesTable({
    idPrefix: "t",
    specs,
    columns: [
      {
        id: "a",
        title: "Source A",
        cell: () => h("td", { "data-ruleset": "a" }, h("a", { href: "#" }, "yes")),
      },
    ],
    controlTitle: "This game",
    label: "Rules",
    words: { rule: "Rule", none: "none", doc: (_k, s) => s.doc, label: (k) => `Name of ${k}` },
  });
  const rows = children(children(children(table)[0]!)[1]!);

  it("draws a row per option: its plain name, then the control, then each source's line", () => {
    expect(rows.map((r) => r.attrs?.["data-option-row"])).toEqual(Object.keys(specs));
    for (const r of rows) {
      const [th, control, source] = children(r);
      const key = r.attrs!["data-option-row"]!;
      expect(th!.tag).toBe("th");
      expect(toHtml(th!)).toContain(`Name of ${key}`);
      expect(toHtml(control!)).toContain(`data-option="${key}"`);
      expect(toHtml(source!)).toMatch(
        /^<td data-ruleset="a"><span class="sim-rule-source">Source A<\/span> <a/,
      );
    }
  });

  it("heads a card by the key itself when the page has no name for it", () => {
    const bare = rulesTable({
      idPrefix: "u",
      specs,
      columns: [],
      controlTitle: "This game",
      label: "Rules",
    });
    expect(toHtml(bare)).toContain(`<code>${Object.keys(specs)[0]}</code>`);
  });
});

import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { paragraphs } from "../../src/site/words.ts";
import {
  linkify,
  linkMentions,
  mentionLinks,
  quotedSpans,
  recordLinks,
  type Segment,
} from "../../src/site/prose.ts";
import { url } from "../../src/site/routes.ts";

/**
 * The prose links a glossary term or a name where it first occurs in a passage, to its entry,
 * and never inside quotation marks; the words themselves never change.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);
const mentions = mentionLinks(db);
const links = (segs: readonly Segment[]) => segs.filter((s) => s.kind === "link");
const joined = (segs: readonly Segment[]) => segs.map((s) => s.text).join("");
const run = (text: string) => linkMentions([{ kind: "text", text }], mentions);

describe("terms and names in prose", () => {
  it("links the first mention of each entry to its anchor, in any case, and only the first", () => {
    const segs = run("Riatra comes first; the riatra is lost, then the vela.");
    expect(links(segs)).toEqual([
      { kind: "link", text: "Riatra", href: url.term("riatra") },
      { kind: "link", text: "vela", href: url.term("vela") },
    ]);
  });

  it("links every spelling to the one entry, and counts them as one", () => {
    const segs = run("Andrianamponimerina, that is Andrianampoinimerina, and Anbodirano.");
    expect(links(segs).map((l) => [l.text, l.href])).toEqual([
      ["Andrianamponimerina", url.name("andrianampoinimerina")],
      ["Anbodirano", url.name("ambodirano")],
    ]);
  });

  it("never links inside quotation marks, straight or curly", () => {
    const text = 'Flacourt writes "the bassi" and “the chibou”, and then chibou again.';
    const segs = run(text);
    expect(links(segs).map((l) => l.text)).toEqual(["chibou"]);
    const at = text.lastIndexOf("chibou");
    expect(
      joined(
        segs.slice(
          0,
          segs.findIndex((s) => s.kind === "link"),
        ),
      ),
    ).toBe(text.slice(0, at));
  });

  it("never links inside French quotation marks either", () => {
    const segs = run("Flacourt écrit « les bassi », puis les bassi encore.");
    const text = joined(segs);
    expect(links(segs).map((l) => l.text)).toEqual(["bassi"]);
    expect(
      joined(
        segs.slice(
          0,
          segs.findIndex((s) => s.kind === "link"),
        ),
      ),
    ).toBe(text.slice(0, text.lastIndexOf("bassi")));
  });

  it("takes a longer spelling before a shorter one inside it, and no word inside a longer word", () => {
    expect(links(run("a loha-laka point")).map((l) => l.href)).toEqual([url.term("loha-laka")]);
    expect(links(run("the lakabe")).map((l) => l.href)).toEqual([url.term("lakabe")]);
    expect(links(run("revelation"))).toEqual([]);
  });

  it("leaves out entries marked not to be linked (fanorona, the authors)", () => {
    expect(links(run("fanorona, as Montgomery and Flacourt wrote"))).toEqual([]);
  });

  it("carries what it linked across the paragraphs of one passage", () => {
    const seen = new Set<string>();
    const first = linkMentions([{ kind: "text", text: "The vela." }], mentions, seen);
    const second = linkMentions([{ kind: "text", text: "Another vela." }], mentions, seen);
    expect(links(first)).toHaveLength(1);
    expect(links(second)).toHaveLength(0);
  });

  it("a quotation that runs across a record link keeps its inside unlinked", () => {
    const ids = recordLinks(db);
    const text = '"the vela of DLP.Evidence.1777 and the riatra" and then riatra.';
    const segs = linkMentions(linkify(text, ids), mentions);
    expect(links(segs).map((l) => l.text)).toEqual(["DLP.Evidence.1777", "riatra"]);
    expect(segs.at(-2)).toMatchObject({ kind: "link", text: "riatra" });
  });

  it("never changes a word of any prose field in the content", () => {
    const ids = recordLinks(db);
    const prose = [
      ...db.games.flatMap((g) => [
        g.data.summary,
        g.data.whatWeHave ?? "",
        g.data.whatWeLack ?? "",
      ]),
      ...db.regions.map((r) => r.data.notes ?? ""),
      ...db.evidence.flatMap((e) => [
        e.data.notes ?? "",
        e.data.confidenceNote,
        e.data.dateNote ?? "",
      ]),
    ];
    let linked = 0;
    for (const text of prose) {
      const seen = new Set<string>();
      for (const p of paragraphs(text)) {
        const segs = linkMentions(linkify(p, ids), mentions, seen);
        expect(joined(segs)).toBe(p);
        const spans = quotedSpans(p);
        let at = 0;
        for (const s of segs) {
          if (s.kind === "link" && s.href.includes("#"))
            expect(
              spans.some(([a, b]) => at >= a && at < b),
              `${s.text} in "${p}"`,
            ).toBe(false);
          if (s.kind === "link" && s.href.includes("#")) linked++;
          at += s.text.length;
        }
      }
    }
    expect(linked).toBeGreaterThan(10);
  });
});

/**
 * The built glossary and names pages: one entry per content file under its permanent anchor,
 * every spelling and who prints it on the page, ours marked as ours, and the prose of other
 * pages linking into them.
 */
import { describe, expect, it } from "vitest";
import { attributeValues, htmlFiles, mainOf, readDist, textOf } from "./dist.ts";
import { db } from "../support/content.ts";
import { url } from "../../src/site/routes.ts";
import { initial } from "../../src/glossary/find.ts";

const glossary = mainOf(readDist("glossary/index.html"));
const names = mainOf(readDist("names/index.html"));

/** The HTML of one entry: from its <dt> to the next. */
function entry(html: string, id: string): string {
  const start = html.indexOf(`<dt id="${id}"`);
  expect(start, `entry ${id}`).toBeGreaterThanOrEqual(0);
  const next = html.indexOf("<dt ", start + 1);
  return html.slice(start, next < 0 ? undefined : next);
}

describe("/glossary/", () => {
  it("has one entry per term, under its file name, and no other", () => {
    const ids = attributeValues(glossary, "id").filter((i) => db.terms.some((t) => t.id === i));
    expect(ids.sort()).toEqual(db.terms.map((t) => t.id).sort());
  });

  it("shows every spelling with the sources that print it, and every gloss with who gives it", () => {
    for (const t of db.terms) {
      const html = entry(glossary, t.id);
      const text = textOf(html);
      for (const f of t.data.forms) expect(text, `${t.id}: ${f.form}`).toContain(f.form);
      for (const a of t.data.forms.flatMap((f) => f.usedBy))
        expect(html).toContain(`href="${url.source(a.source)}"`);
      for (const g of t.data.glosses) {
        expect(text).toContain(g.text.replace(/\s+/g, " ").trim());
        if (g.by === "ours") expect(text).toContain("ours");
      }
      if (t.data.modern?.by === "ours" && t.data.modern.review === "awaiting-native-speaker")
        expect(text).toContain("awaiting review by a native speaker");
    }
  });
});

describe("/names/", () => {
  it("has one entry per name, under its file name", () => {
    const ids = attributeValues(names, "id").filter((i) => db.names.some((n) => n.id === i));
    expect(ids.sort()).toEqual(db.names.map((n) => n.id).sort());
  });

  it("shows every variant, a misprint marked [sic], and the names not to be confused", () => {
    for (const n of db.names) {
      const html = entry(names, n.id);
      const text = textOf(html);
      for (const v of n.data.variants)
        expect(text, `${n.id}: ${v.form}`).toContain(v.sic ? `${v.form} [sic]` : v.form);
      for (const other of n.data.distinctFrom) expect(html).toContain(`href="${url.name(other)}"`);
      if (n.data.region !== undefined)
        expect(html).toContain(`href="${url.region(n.data.region)}"`);
    }
  });
});

describe("the prose links into the glossary and the names", () => {
  it("record pages link terms and names to their anchors, and every such link has its entry", () => {
    const targets = htmlFiles()
      .filter((f) => !f.startsWith("glossary/") && !f.startsWith("names/"))
      .flatMap((f) => attributeValues(mainOf(readDist(f)), "href"))
      .filter((h) => h.startsWith("/glossary/#") || h.startsWith("/names/#"));
    expect(targets.length).toBeGreaterThan(20);
    const anchors = new Set([
      ...db.terms.map((t) => url.term(t.id)),
      ...db.names.map((n) => url.name(n.id)),
    ]);
    for (const h of targets) expect(anchors.has(h), h).toBe(true);
    expect(new Set(targets)).toContain(url.name("ambodirano"));
  });
});

describe("the A-Z jump and the filter", () => {
  it.each([
    ["/glossary/", glossary],
    ["/names/", names],
  ])(
    "%s: each letter links to its first entry, and the filter field waits for its script",
    (_, html) => {
      const jump = html.slice(html.indexOf('class="glossary-jump"'), html.indexOf("</nav>"));
      const targets = [...jump.matchAll(/<a href="#([^"]+)">([A-Z])<\/a>/g)];
      expect(targets.length).toBeGreaterThan(3);
      const dts = [...html.matchAll(/<dt id="([^"]+)"[^>]*>\s*<dfn[^>]*>([^<]+)</g)].map((m) => ({
        id: m[1]!,
        letter: initial(m[2]!),
      }));
      for (const [, id, letter] of targets)
        expect(dts.find((d) => d.letter === letter)?.id, letter).toBe(id);
      expect(new Set(targets.map((t) => t[2]))).toEqual(new Set(dts.map((d) => d.letter)));
      expect(html).toMatch(/<p class="glossary-find" data-glossary-find hidden>/);
    },
  );
});

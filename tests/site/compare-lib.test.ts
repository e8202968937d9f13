import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { compareData, PREBUILT } from "../../src/compare/build.ts";
import type { CompareData } from "../../src/compare/data.ts";
import { escapeHtml, toHtml } from "../../src/site/dom/to-html.ts";
import { compareQuery, comparePath, parseCompareQuery } from "../../src/compare/url.ts";
import { compareView } from "../../src/compare/view.ts";
import { textOf } from "./dist.ts";
import { compareWords } from "../../src/compare/words-build.ts";
import { creditIn } from "../../src/i18n/credit.ts";
import { ourFrench } from "../../src/i18n/content.ts";

const W = compareWords("en");

/** The compare pages' library, without a build: URLs, the data, the table as HTML. */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);
const data = compareData(db);
const known = new Set(Object.keys(data.rulesets));

describe("compare URLs", () => {
  it("a prebuilt comparison's path names its rulesets as <game>.<id> joined by +", () => {
    expect(comparePath(["fanorona/montgomery-1896", "fifangha/flacourt-1658"])).toBe(
      "/compare/fanorona.montgomery-1896+fifangha.flacourt-1658/",
    );
  });

  it("reads back the picker's own address, and the form's repeated r=", () => {
    const keys = ["fanorona/icga", "vela/basque"];
    const q = compareQuery(keys);
    expect(q).toBe("/compare/?r=fanorona/icga,vela/basque");
    const readings = keys.map((ruleset) => ({ ruleset, changes: {} }));
    expect(parseCompareQuery(q.slice("/compare/".length), known, W)).toEqual({
      ok: true,
      value: { readings, problems: [] },
    });
    expect(parseCompareQuery("?r=fanorona%2Ficga&r=vela%2Fbasque", known, W)).toEqual({
      ok: true,
      value: { readings, problems: [] },
    });
    expect(parseCompareQuery("", known, W)).toEqual({
      ok: true,
      value: { readings: [], problems: [] },
    });
  });

  const refused: [string, RegExp][] = [
    ["?r=fanorona/icga,fanorona/nope", /no ruleset "fanorona\/nope"/],
    ["?r=fanorona/icga", /Only one ruleset, "fanorona\/icga"/],
    ["?r=fanorona/icga,fanorona/icga", /"fanorona\/icga" is given twice/],
    ["?r=%3Cscript%3E,fanorona/icga", /"<script>" is not a ruleset/],
    ["?r=fanorona/icga,vela/basque&x=1", /Unknown parameter "x"/],
    [`?r=${"a".repeat(3000)}`, /too long/],
  ];
  for (const [search, message] of refused)
    it(`refuses ${search.slice(0, 40)} with a message naming the bad value`, () => {
      const q = parseCompareQuery(search, known, W);
      expect(q.ok).toBe(false);
      if (!q.ok) expect(q.error).toMatch(message);
    });
});

describe("compare data", () => {
  it("has every ruleset, and every prebuilt comparison with its page", () => {
    expect(Object.keys(data.rulesets).sort()).toEqual(db.rulesets.map((r) => r.id).sort());
    expect(data.prebuilt.map((p) => p.rulesets)).toEqual(PREBUILT.map((p) => p.rulesets));
  });

  it("prebuilds the comparisons the issue asks for", () => {
    const sets = data.prebuilt.map((p) => [...p.rulesets].sort().join(" "));
    const wanted = [
      ["fanorona/montgomery-1896", "fifangha/flacourt-1658"],
      ["basque", "dlp", "icga", "montgomery-1896", "walker-2011"].map((r) => `fanorona/${r}`),
      ["basque", "montgomery-1896", "walker-2011"].map((r) => `vela/${r}`),
      ["msuwa/sanderson-1913", "msuwa-wa-kunja/sanderson-1913"],
      ["chiana-wa-kunja/sanderson-1913", "chiana-wa-bwalo/sanderson-1913"],
      ...db.rulesets
        .filter((r) => r.data.family === "mancala" && r.data.id === "dlp")
        .map((r) => [`${r.data.game}/sanderson-1913`, r.id]),
    ];
    for (const w of wanted) expect(sets, w.join(" ")).toContain([...w].sort().join(" "));
  });
});

describe("the comparison table as HTML", () => {
  it("escapes every text and attribute value", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
    const evil = `<img src=x onerror="alert(1)">`;
    const source = data.rulesets["fanorona/icga"]!;
    const tainted: CompareData = {
      ...data,
      rulesets: {
        ...data.rulesets,
        "fanorona/icga": {
          ...source,
          title: evil,
          url: "javascript:alert(1)",
          facets: Object.fromEntries(
            Object.keys(source.facets).map((f) => [f, { kind: "not-stated", reason: evil }]),
          ),
        },
      },
    };
    const html = toHtml(compareView(W, tainted, ["fanorona/icga", "vela/basque"]));
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
    expect(textOf(html)).toContain(evil);
  });

  it("marks a row as differing exactly when the engine settings deciding it differ, for one game", () => {
    const keys = ["fanorona/montgomery-1896", "fanorona/walker-2011"];
    const html = toHtml(compareView(W, data, keys));
    for (const f of data.facets) {
      // "silent": the settings differ but every source is silent (our defaults); "borrowed": they
      // agree, with a cell resting on another source.
      const row = new RegExp(
        `<tr(?: class="(differs|silent|borrowed)")? data-facet="${f.id}"`,
      ).exec(html);
      expect(row, f.id).not.toBeNull();
      const values = keys.map((k) =>
        JSON.stringify(
          data.rulesets[k]!.options.filter((o) => o.facet === f.id).map((o) => [o.key, o.value]),
        ),
      );
      const anyOptions = keys.some((k) => data.rulesets[k]!.options.some((o) => o.facet === f.id));
      const differs = row![1] === "differs" || row![1] === "silent";
      if (anyOptions) expect(differs, f.id).toBe(values[0] !== values[1]);
    }
  });

  it("across games, compares the settings both readings have: Fanorona's and Fifangha's obligation", () => {
    const keys = ["fanorona/montgomery-1896", "fifangha/flacourt-1658"];
    const html = toHtml(compareView(W, data, keys));
    const values = keys.map(
      (k) => data.rulesets[k]!.options.find((o) => o.key === "compulsory-capture")?.value,
    );
    expect(values[0]).toBeDefined();
    const differs = /<tr class="differs" data-facet="obligation"/.test(html);
    expect(differs).toBe(values[0] !== values[1]);
  });
});

describe("the compare data in French", () => {
  const FR = compareWords("fr");
  const fr = compareData(db, "fr");
  const stated = db.rulesets.flatMap((r) =>
    r.data.facets.map((f) => ({ key: r.id, f, other: db.rulesets.find((o) => o.id !== r.id)! })),
  );
  /** The French table of a reading beside another, as the prebuilt page and the picker draw it. */
  const tableOf = (key: string, other: string) => toHtml(compareView(FR, fr, [key, other]));

  it("shows our French facet summary with its credit, and the English marked where none", () => {
    const translated = stated.find((s) => s.f.summary !== undefined && s.f.translations?.fr);
    const untranslated = stated.find((s) => s.f.summary !== undefined && !s.f.translations?.fr);
    expect(translated).toBeDefined();
    const tr = translated!.f.translations!.fr!;
    const html = tableOf(translated!.key, translated!.other.id);
    // Shown with French typography, as every French text of ours (src/i18n/content.ts).
    expect(html).toContain(escapeHtml(ourFrench(tr.text)));
    expect(html).toContain(escapeHtml(creditIn("fr", tr)));
    if (untranslated !== undefined)
      expect(tableOf(untranslated.key, untranslated.other.id)).toContain(
        `<span lang="en">${escapeHtml(untranslated.f.summary!)}</span>`,
      );
  });

  it("puts a quotation's French beside it, and a translated reasoning in French", () => {
    const cites = db.rulesets.flatMap((r) =>
      r.data.facets.flatMap((f) => (f.citation ? [{ key: r.id, c: f.citation }] : [])),
    );
    const quoted = cites.find((x) => x.c.translations?.fr && x.c.lang !== "fr");
    const reasoned = cites.find((x) => x.c.reasoningTranslations?.fr);
    for (const x of [quoted, reasoned].filter((x) => x !== undefined)) {
      const other = db.rulesets.find((o) => o.id !== x.key)!.id;
      const html = tableOf(x.key, other);
      if (x === quoted)
        expect(html).toContain(
          `<blockquote lang="fr"><p>${escapeHtml(ourFrench(x.c.translations!.fr!.text))}</p></blockquote>`,
        );
      else expect(html).toContain(escapeHtml(ourFrench(x.c.reasoningTranslations!.fr!.text)));
    }
    expect(quoted ?? reasoned).toBeDefined();
  });

  it("keeps the English data as it was: no translated field in it, the same agreements", () => {
    const json = JSON.stringify(data);
    for (const field of ['"local"', '"ours"', '"reasoningLocal"'])
      expect(json).not.toContain(field);
    // Agreement is decided on the English summaries, so a language never changes a mark.
    for (const [k, r] of Object.entries(fr.rulesets))
      for (const [f, cell] of Object.entries(r.facets))
        if (cell.kind === "stated")
          expect(cell.summary).toBe((data.rulesets[k]!.facets[f] as typeof cell).summary);
  });
});

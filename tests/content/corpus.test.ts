import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { GAMES } from "../../src/engine/registry.ts";
import { evidenceId } from "../../src/schemas/evidence.ts";

/** The real content tree, loaded with the same schemas and reference check as the build. */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db, problems } = loadContent(root);

const byId = <T extends { id: string }>(list: readonly T[], id: string): T | undefined =>
  list.find((e) => e.id === id);

describe("the content corpus", () => {
  it("has no schema or reference problems at all", () => {
    expect(problems).toEqual([]);
  });

  it("loads a record from every file in every collection", () => {
    for (const name of ["sources", "evidence", "games", "regions"] as const) {
      const files = readdirSync(`${root}/content/${name}`).filter((f) => f.endsWith(".yaml"));
      expect(db[name].map((e) => e.file).sort()).toEqual(
        files.map((f) => `content/${name}/${f}`).sort(),
      );
    }
  });

  it("names every evidence file with a valid evidence id (DLP.Evidence.N or a slug)", () => {
    for (const e of db.evidence) expect(evidenceId.safeParse(e.id).success, e.file).toBe(true);
  });
});

describe("ids the rest of the project relies on", () => {
  // The source, evidence and game ids that rulesets, the engine and the site cite by name.
  const SOURCES = [
    "montgomery-1896",
    "walker-2011",
    "walker-2014",
    "basque-fanorona",
    "schadd-2008",
    "dlp-database",
    "ludii-portal",
    "murray-1951",
    "sanderson-1913",
    "flacourt-1658",
    "devoogt-rougetet-translation",
  ];
  const EVIDENCE = [
    "walker-2011-fanorona",
    "walker-2011-vela",
    "basque-fanoron-telo",
    "basque-fanoron-dimy",
    "basque-riatra",
    "basque-openings",
    "basque-vela-be",
    "basque-vela-kely",
    "basque-scoring",
    "devoogt-rougetet-fifangha",
  ];
  const GAME_IDS = [
    "fanorona",
    "fanoron-dimy",
    "vela",
    "fanorona-telo",
    "chiana-wa-kunja",
    "chiana-wa-bwalo",
    "msuwa",
    "msuwa-wa-kunja",
    "fifangha",
  ];
  it("every cited source id exists", () => {
    for (const id of SOURCES) expect(byId(db.sources, id), id).toBeDefined();
  });
  it("every named evidence id exists", () => {
    for (const id of EVIDENCE) expect(byId(db.evidence, id), id).toBeDefined();
  });
  it("every game id exists and is documented", () => {
    for (const id of GAME_IDS) expect(byId(db.games, id)?.data.coverage, id).toBe("documented");
  });
  it("every game the engine plays has a game page", () => {
    for (const id of Object.keys(GAMES)) expect(byId(db.games, id), id).toBeDefined();
  });
});

describe("quotations", () => {
  const quotations = db.evidence.flatMap((e) => e.data.quotations.map((q) => ({ e, q })));

  it("every non-English quotation has an English translation", () => {
    const foreign = quotations.filter(({ q }) => q.lang !== "en");
    expect(foreign.length).toBeGreaterThan(0);
    for (const { e, q } of foreign)
      expect(q.translation, `${e.file}: ${q.text.slice(0, 40)}`).toBeTruthy();
  });

  it("every quotation is in the language of its source", () => {
    for (const { e, q } of quotations) {
      const source = byId(db.sources, e.data.source.id);
      expect(q.lang, e.file).toBe(source?.data.language);
    }
  });

  it("quotations of the Basque article keep the Basque with our translation", () => {
    const basque = quotations.filter(({ e }) => e.data.source.id === "basque-fanorona");
    expect(basque.length).toBeGreaterThan(0);
    for (const { e, q } of basque) {
      expect(q.lang, e.file).toBe("eu");
      expect(q.translationSource, e.file).toBeUndefined();
    }
  });

  it("a borrowed translation names a translation of the quoted source", () => {
    for (const { e, q } of quotations.filter(({ q }) => q.translationSource !== undefined)) {
      const translation = byId(db.sources, q.translationSource ?? "");
      expect(translation?.data.kind, e.file).toBe("translation");
      expect(translation?.data.translationOf, e.file).toBe(e.data.source.id);
    }
  });

  // The content rule (README, "Content rules"): pre-1927 sources may be quoted freely; later or undated
  // ones at most a sentence or two per quotation. 400 characters stands in for "a sentence or
  // two" (the longest single sentences we quote are about 330), for the quotation and for any
  // translation borrowed from a later source.
  it("quotations of later or undated sources stay short", () => {
    const year = (id: string) => byId(db.sources, id)?.data.issued?.["date-parts"]?.[0]?.[0];
    const isLater = (id: string) => (year(id) ?? Infinity) > 1927;
    for (const { e, q } of quotations) {
      if (isLater(e.data.source.id))
        expect(q.text.length, `${e.file}: ${q.text.slice(0, 40)}`).toBeLessThanOrEqual(400);
      if (q.translationSource !== undefined && isLater(q.translationSource))
        expect(q.translation?.length ?? 0, `${e.file}: ${q.text.slice(0, 40)}`).toBeLessThanOrEqual(
          400,
        );
    }
  });
});

describe("games, regions and sources", () => {
  it("every documented game has evidence; every mentioned game says what we have and lack", () => {
    for (const g of db.games) {
      if (g.data.coverage === "documented")
        expect(
          db.evidence.some((e) => e.data.game === g.id),
          g.file,
        ).toBe(true);
      else {
        expect(g.data.whatWeHave, g.file).toBeTruthy();
        expect(g.data.whatWeLack, g.file).toBeTruthy();
      }
    }
  });

  it("every region's parent chain ends in a country", () => {
    for (const r of db.regions) {
      let current = r;
      for (let i = 0; current.data.parent !== undefined && i < db.regions.length; i++)
        current = byId(db.regions, current.data.parent) ?? current;
      expect(current.data.kind, r.file).toBe("country");
      expect(current.data.country, r.file).toBe(r.data.country);
    }
  });

  it("a source is a translation exactly when it names what it translates", () => {
    for (const s of db.sources)
      expect(s.data.kind === "translation", s.file).toBe(s.data.translationOf !== undefined);
  });

  // Ids never change once published: a region no record describes any more keeps its page.
  const KEPT_FOR_PUBLISHED_ID = new Set(["fort-dauphin"]);

  it("every region is used by evidence, a game or a child region", () => {
    const regions = new Set([
      ...db.evidence.flatMap((e) => e.data.regions),
      ...db.games.flatMap((g) => g.data.regions),
      ...db.regions.flatMap((r) => (r.data.parent === undefined ? [] : [r.data.parent])),
    ]);
    for (const r of db.regions)
      expect(regions.has(r.id), r.file).toBe(!KEPT_FOR_PUBLISHED_ID.has(r.id));
  });
});

/**
 * The downloads in dist/data/ (built as scripts/lib/build.ts describes): JSON against the JSON
 * Schemas generated from the zod schemas (checked by ajv, an independent validator), CSV that
 * parses back to the same cells and records, BibTeX that Citation.js parses back to the same
 * entries, single-record YAML and JSON, version and licence in every file, and "cite this
 * record" on every evidence, source and ruleset page. Expectations come from content/.
 */
import { localize } from "../../src/i18n/languages.ts";
import { DATASET } from "../../src/downloads/dataset.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { Cite } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import { parse as parseYaml } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { flatten, parseCsv, toCsv } from "../../src/downloads/csv.ts";
import {
  CSV_COLLECTIONS,
  EXPORT_COLLECTIONS,
  NO_CSV,
  isNoCsv,
  RECORD_COLLECTIONS,
  type ExportCollection,
} from "../../src/downloads/schemas.ts";
import { existsSync } from "node:fs";
import { url } from "../../src/site/routes.ts";
import { attributeValues, fileForPath, mainOf, readDist, textOf } from "./dist.ts";
import { DIST, ROOT } from "../../scripts/lib/build.ts";
import { db } from "../support/content.ts";

const file = (p: string) => readFileSync(join(DIST, p), "utf8");
const json = (p: string): unknown => JSON.parse(file(p));

interface Header {
  version: { date: string; commit: string; label: string };
  licence: { id: string; url: string };
}
let header: Header;

beforeAll(() => {
  header = (json("data/database.json") as { dataset: Header }).dataset;
});

function validator(schemaFile: string) {
  const ajv = new Ajv2020({
    allErrors: true,
    allowUnionTypes: true,
    formats: { uri: (s: string) => URL.canParse(s) },
  });
  return ajv.compile(json(`data/schema/${schemaFile}.json`) as object);
}

const ids = (name: ExportCollection) => db[name].map((e) => e.id).sort();
/** A record's address on the site: its page, or its anchor on the page that lists it. */
const pathOf = (name: ExportCollection, id: string): string => {
  switch (name) {
    case "rulesets":
      return url.ruleset(id);
    case "relations":
      return url.relation(id);
    case "terms":
      return url.term(id);
    case "names":
      return url.name(id);
    default:
      return `/${name}/${id}/`;
  }
};

describe("dataset version and licence", () => {
  it("database.json names a commit, its date and the licence", () => {
    expect(header.version.commit).toMatch(/^(?:[0-9a-f]{40}|unknown)$/);
    expect(header.version.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(header.version.label).toContain(header.version.date);
    expect(header.licence.url).toMatch(/^https:\/\//);
  });

  it("every download states the same version and the licence", () => {
    const label = header.version.label;
    const files = [
      "data/sources.bib",
      ...EXPORT_COLLECTIONS.map((c) => `data/${c}.json`),
      ...CSV_COLLECTIONS.map((c) => `data/${c}.csv`),
      "data/evidence/" + (db.evidence[0]?.id ?? "") + ".yaml",
      "data/evidence/" + (db.evidence[0]?.id ?? "") + ".json",
    ];
    for (const f of files) {
      expect(file(f), f).toContain(label);
      expect(file(f), f).toContain(header.licence.id);
    }
    const csl = json("data/sources.csl.json") as { version?: string; license?: string }[];
    expect(csl.at(-1)?.version).toBe(label);
    expect(csl.at(-1)?.license).toContain(header.licence.id);
    expect(textOf(mainOf(readDist("data/index.html")))).toContain(label);
  });
});

describe("JSON downloads against their JSON Schemas", () => {
  it("database.json is valid and holds every record of every collection", () => {
    const validate = validator("database");
    const data = json("data/database.json") as Record<ExportCollection, { url: string }[]>;
    expect(validate(data), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    for (const c of EXPORT_COLLECTIONS)
      expect(data[c].map((r) => r.url).sort(), c).toEqual(
        ids(c)
          .map((id) => pathOf(c, id))
          .sort(),
      );
  });

  it("each <collection>.json is valid and equals its part of database.json", () => {
    const whole = json("data/database.json") as Record<string, unknown>;
    for (const c of EXPORT_COLLECTIONS) {
      const validate = validator(c);
      const data = json(`data/${c}.json`) as Record<string, unknown>;
      expect(validate(data), `${c}: ${JSON.stringify(validate.errors?.slice(0, 5))}`).toBe(true);
      expect(data[c], c).toEqual(whole[c]);
    }
  });

  it("the schema refuses a record that breaks the content schema", () => {
    const validate = validator("evidence");
    const data = json("data/evidence.json") as { evidence: Record<string, unknown>[] };
    const broken = { ...data, evidence: [{ ...data.evidence[0], confidence: 150 }] };
    expect(validate(broken)).toBe(false);
  });

  it("carries the French translations with their translator, and refuses one without", () => {
    const validate = validator("games");
    const data = json("data/games.json") as {
      games: { translations?: { fr?: { text: string; by: string } } }[];
    };
    expect(data.games.length).toBeGreaterThan(0);
    for (const g of data.games) expect(g.translations?.fr?.by).toBe("project");
    const first = data.games[0]!;
    const anonymous = { ...first, translations: { fr: { text: first.translations?.fr?.text } } };
    expect(validate({ ...data, games: [anonymous] })).toBe(false);
    const german = { ...first, translations: { de: first.translations?.fr } };
    expect(validate({ ...data, games: [german] })).toBe(false);
  });

  it("every record has its own JSON (valid, equal to its database entry) and its YAML file", () => {
    const whole = json("data/database.json") as Record<ExportCollection, { url: string }[]>;
    for (const c of RECORD_COLLECTIONS) {
      const validate = validator(`${c}-record`);
      for (const entry of db[c]) {
        const one = json(`data/${c}/${entry.id}.json`) as { record: unknown };
        expect(validate(one), `${c}/${entry.id}`).toBe(true);
        expect(one.record).toEqual(whole[c].find((r) => r.url === pathOf(c, entry.id)));
        const yaml = file(`data/${c}/${entry.id}.yaml`);
        expect(parseYaml(yaml), `${c}/${entry.id}.yaml`).toEqual(
          parseYaml(readFileSync(join(ROOT, entry.file), "utf8")),
        );
      }
    }
  });
});

describe("CSV downloads", () => {
  it("start with a byte-order mark and parse back to exactly the same file", () => {
    for (const c of CSV_COLLECTIONS) {
      const text = file(`data/${c}.csv`);
      expect(text.startsWith("\ufeff"), c).toBe(true);
      const [head, ...rows] = parseCsv(text);
      expect(toCsv(head ?? [], rows), c).toBe(text);
    }
  });

  it("have one row per record, each cell equal to the record's field, quotations intact", () => {
    for (const c of CSV_COLLECTIONS) {
      const [head = [], ...rows] = parseCsv(file(`data/${c}.csv`));
      const records = (json("data/database.json") as Record<string, unknown[]>)[c] ?? [];
      expect(rows.length, c).toBe(db[c].length);
      records.forEach((record, i) => {
        const row = rows[i] ?? [];
        expect(row.length, `${c} row ${i}`).toBe(head.length);
        for (const [key, value] of flatten(record))
          expect(row[head.indexOf(key)], `${c} row ${i} ${key}`).toBe(value);
      });
    }
    const [head = [], ...rows] = parseCsv(file("data/evidence.csv"));
    for (const e of db.evidence) {
      const row = rows.find((r) => r[head.indexOf("id")] === e.id) ?? [];
      e.data.quotations.forEach((q, i) =>
        expect(row[head.indexOf(`quotations.${i + 1}.text`)], `${e.id} quotation ${i + 1}`).toBe(
          q.text,
        ),
      );
    }
  });
});

describe("the collections added by issue 36: studies, relations, terms, names", () => {
  it("every collection has a JSON Schema, and the collections without a CSV have none", () => {
    for (const c of EXPORT_COLLECTIONS)
      expect(existsSync(join(DIST, "data", "schema", `${c}.json`)), c).toBe(true);
    expect(CSV_COLLECTIONS).toEqual(EXPORT_COLLECTIONS.filter((c) => !isNoCsv(c)));
    for (const c of NO_CSV) expect(existsSync(join(DIST, "data", `${c}.csv`)), c).toBe(false);
  });

  it("a relation, term or name's address is an anchor its page has", () => {
    for (const c of ["relations", "terms", "names"] as const)
      for (const e of db[c]) {
        const [page = "", anchor = ""] = pathOf(c, e.id).split("#");
        expect(readDist(fileForPath(page)!), `${c}/${e.id}`).toContain(`id="${anchor}"`);
      }
  });

  it("the schema refuses a relation whose confidence is out of range", () => {
    const validate = validator("relations");
    const data = json("data/relations.json") as { relations: Record<string, unknown>[] };
    expect(validate(data)).toBe(true);
    expect(validate({ ...data, relations: [{ ...data.relations[0], confidence: 101 }] })).toBe(
      false,
    );
  });

  it("the downloads page lists every collection's files and count, in every language", () => {
    for (const lang of ["en", "fr", "mg"] as const) {
      const html = mainOf(readDist(fileForPath(localize(lang, url.data()))!));
      const hrefs = new Set(attributeValues(html, "href"));
      for (const c of EXPORT_COLLECTIONS) {
        expect(hrefs.has(`/data/${c}.json`), `${lang} ${c}.json`).toBe(true);
        expect(hrefs.has(`/data/${c}.csv`), `${lang} ${c}.csv`).toBe(!isNoCsv(c));
        const item = new RegExp(`<li data-collection="${c}"[^>]*>([\\s\\S]*?)</li>`).exec(
          html,
        )?.[1];
        expect(textOf(item ?? ""), `${lang} ${c}`).toContain(`(${db[c].length} `);
      }
    }
  });
});

describe("bibliography downloads", () => {
  it("sources.csl.json has one CSL item per source, then the dataset, without our own fields", () => {
    const items = json("data/sources.csl.json") as Record<string, unknown>[];
    expect(
      items
        .slice(0, -1)
        .map((i) => i.id)
        .sort(),
    ).toEqual(ids("sources"));
    expect(items.at(-1)?.type).toBe("dataset");
    for (const item of items.slice(0, -1)) {
      const source = db.sources.find((s) => s.id === item.id)!.data;
      expect(item.type).toBe(source.type);
      expect(item.title).toBe(source.title);
      expect(item).not.toHaveProperty("kind");
      expect(item).not.toHaveProperty("translationOf");
    }
  });

  it("sources.bib parses back with Citation.js to the same entries: keys, titles, authors, years", () => {
    const items = json("data/sources.csl.json") as Record<string, unknown>[];
    const parsed = new Cite(file("data/sources.bib")).data;
    expect(parsed.map((p) => p.id)).toEqual(items.map((i) => i.id));
    // BibTeX splits "de Voogt" into a particle and a family name; the full name must be the same.
    const names = (list: unknown) =>
      ((list ?? []) as Record<string, string | undefined>[]).map((n) =>
        [n["non-dropping-particle"], n.family ?? n.literal, n.given].filter(Boolean).join(" "),
      );
    const year = (d: unknown) =>
      (d as { "date-parts"?: number[][] } | undefined)?.["date-parts"]?.[0]?.[0];
    for (const [i, p] of parsed.entries()) {
      const item = items[i]!;
      expect(p.title, String(item.id)).toBe(item.title);
      expect(names(p.author), String(item.id)).toEqual(names(item.author));
      expect(year(p.issued), String(item.id)).toBe(year(item.issued));
      if (item.URL !== undefined) expect(p.URL, String(item.id)).toBe(item.URL);
    }
  });
});

describe("cite this record", () => {
  const pages = () => [
    ...db.evidence.map((e) => ({ path: url.evidence(e.id), key: e.id })),
    ...db.sources.map((s) => ({ path: url.source(s.id), key: s.id })),
    ...db.rulesets.map((r) => ({ path: url.ruleset(r.id), key: r.id.replaceAll("/", "-") })),
  ];

  it("every evidence, source and ruleset page cites itself in Chicago, APA and BibTeX with its permanent URL and access date", () => {
    for (const { path, key } of pages()) {
      const html = readDist(fileForPath(path)!);
      const box = /<section class="cite-box"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
      const permanent = new URL(path, "https://fanorona-mancala.example.org").pathname;
      expect(box, path).toContain(`href="${permanent}"`);
      const chicago = textOf(/<dd class="cite-chicago">([\s\S]*?)<\/dd>/.exec(box)?.[1] ?? "");
      const apa = textOf(/<dd class="cite-apa">([\s\S]*?)<\/dd>/.exec(box)?.[1] ?? "");
      const bibtex = textOf(
        /<pre class="cite-bibtex"><code>([\s\S]*?)<\/code>/.exec(box)?.[1] ?? "",
      );
      for (const style of [chicago, apa]) expect(style, path).toContain(permanent);
      expect(chicago, path).toMatch(/Accessed [A-Z][a-z]+ \d{1,2}, \d{4}\./);
      const [entry] = new Cite(bibtex).data;
      expect(entry?.id, path).toBe(key);
      expect(String(entry?.URL), path).toMatch(new RegExp(`${permanent.replaceAll(".", "\\.")}$`));
      expect(String(entry?.note), path).toMatch(/accessed \d{4}-\d{2}-\d{2}/);
      expect(box, path).toContain(`/data/`);
    }
  });

  it("cites in French on French pages, in English marked so on Malagasy ones, BibTeX English", () => {
    for (const { path } of pages()) {
      const fr = readDist(fileForPath(localize("fr", path))!);
      const frBox = /<section class="cite-box"[\s\S]*?<\/section>/.exec(fr)?.[0] ?? "";
      const chicago = /<dd class="cite-chicago"( lang="en")?>([\s\S]*?)<\/dd>/.exec(frBox);
      expect(chicago?.[1], path).toBeUndefined();
      expect(textOf(chicago?.[2] ?? ""), path).toMatch(/Consulté le \d{1,2} [a-zéû]+ \d{4}\./);
      // The dataset's name is a title: English, marked so inside the French.
      expect(chicago?.[2], path).toContain(
        `<span lang="en">${DATASET.name.replaceAll("&", "&amp;")}</span>`,
      );
      expect(frBox, path).toMatch(/<dd class="no-print" lang="en">\s*<pre class="cite-bibtex">/);
      const mg = readDist(fileForPath(localize("mg", path))!);
      expect(mg, path).toMatch(/<dd class="cite-chicago" lang="en">[^<]*Accessed /);
    }
  });
});

describe("schema.org JSON-LD", () => {
  const ld = (path: string): Record<string, unknown>[] => {
    const html = readDist(fileForPath(path)!);
    return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? "") as Record<string, unknown>,
    );
  };

  it("describes the database as a Dataset, sources as works, games as Games, records as works", () => {
    expect(ld("/data/").map((x) => x["@type"])).toEqual(["Dataset"]);
    for (const s of db.sources) {
      const [x] = ld(url.source(s.id));
      expect(x?.["@context"]).toBe("https://schema.org");
      expect(x?.name, s.id).toBe(s.data.title);
    }
    for (const g of db.games) expect(ld(url.game(g.id))[0]?.["@type"], g.id).toBe("Game");
    for (const e of db.evidence) expect(ld(url.evidence(e.id))[0]?.name, e.id).toBe(e.data.title);
  });
});

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { describeWithSeeds, seedTexts } from "../support/seeds.ts";
import { loadContent } from "../../src/content/load-files.ts";

/**
 * The eight DLP evidence records of the seed documents, as the catalogue fields of
 * tests/content/fixtures/dlp-seed-records.txt give them, against our evidence records: same id,
 * game, type, date range, confidence, ages, social status, genders, source and locator.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const fixture = fileURLToPath(new URL("./fixtures/dlp-seed-records.txt", import.meta.url));
const { db } = loadContent(root);

type SeedRecord = Readonly<Record<string, string>>;
function readSeedRecords(): SeedRecord[] {
  const blocks = readFileSync(fixture, "utf8")
    .split("\n")
    .filter((l) => !l.startsWith("#"))
    .join("\n")
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter((b) => b !== "");
  const labels = [
    "Social status",
    "Id",
    "Type",
    "Game",
    "Date",
    "Cited",
    "Confidence",
    "Ages",
    "Genders",
    "Source",
  ];
  return blocks.map((block) => {
    const rec: Record<string, string> = {};
    for (const line of block.split("\n")) {
      const label = labels.find((l) => line.startsWith(`${l} `));
      if (label === undefined) throw new Error(`unknown line in the fixture: ${line}`);
      rec[label] = line.slice(label.length + 1);
    }
    return rec;
  });
}
const seeds = readSeedRecords();
const field = (r: SeedRecord, k: string): string => {
  const v = r[k];
  if (v === undefined) throw new Error(`${r["Id"] ?? "?"} has no ${k}`);
  return v;
};
/** "Child" -> ["child"]; absent -> undefined, as our records leave the field out. */
const controlled = (r: SeedRecord, k: string) => {
  const v = r[k];
  return v === undefined ? undefined : [v.toLowerCase()];
};

describe("the DLP records of the seeds are in the evidence collection", () => {
  it("the fixture holds the eight seed records", () => {
    expect(seeds.map((s) => field(s, "Id"))).toHaveLength(8);
  });

  for (const seed of seeds) {
    const id = field(seed, "Id");
    describe(id, () => {
      const entry = db.evidence.find((e) => e.id === id);

      it("exists under its DLP id", () => {
        expect(entry?.file).toBe(`content/evidence/${id}.yaml`);
      });

      it("links to the Ludii portal under the DLP's own name for the game", () => {
        const game = db.games.find((g) => g.id === entry?.data.game);
        expect(game?.data.dlpName ?? game?.data.name).toBe(field(seed, "Game"));
      });

      it("is about the same game, by name or other name", () => {
        const game = db.games.find((g) => g.id === entry?.data.game);
        const names = [game?.data.name, ...(game?.data.otherNames.map((n) => n.name) ?? [])];
        expect(names).toContain(field(seed, "Game"));
      });

      it("keeps the DLP's type, confidence, ages, social status and genders", () => {
        expect(entry?.data.type).toBe(field(seed, "Type").toLowerCase());
        expect(entry?.data.confidence).toBe(Number(field(seed, "Confidence")));
        expect(entry?.data.ages).toEqual(controlled(seed, "Ages"));
        expect(entry?.data.socialStatus).toEqual(controlled(seed, "Social status"));
        expect(entry?.data.genders).toEqual(controlled(seed, "Genders"));
      });

      const source = db.sources.find((s) => s.id === entry?.data.source.id);
      /** The DLP's year for the source, where our source record says the DLP has it wrong. */
      const corrected = source?.data.citedOtherwise?.find(
        (d) => d.citedBy === "dlp-database" && d.field === "issued",
      );

      it("keeps the DLP's date range, or ends it at the year of writing with an open start, or says why not", () => {
        const m = /^(-?\d{4})-\d\d-\d\d - (-?\d{4})-\d\d-\d\d$/.exec(field(seed, "Date"));
        expect(m).not.toBeNull();
        const [from, to] = [Number(m?.[1]), Number(m?.[2])];
        // A source year the DLP gives wrongly moves the end to the corrected year of issue.
        const end =
          corrected !== undefined && Number(corrected.cited) === to
            ? source?.data.issued?.["date-parts"]?.[0]?.[0]
            : to;
        // A record may end later than the DLP only where its dateNote gives the DLP's range and
        // says why (Flacourt: the chapter is known only from the posthumous edition of 1661).
        const latest = entry?.data.date.latest;
        if (latest !== end) {
          expect(entry?.data.dateNote, "dateNote").toContain(field(seed, "Date"));
          expect(entry?.data.dateNote, "dateNote").toContain(String(latest));
        } else expect(latest).toBe(end);
        // The DLP's one-year ranges are years of publication: written by then, so `../year`.
        if (from === to) expect(entry?.data.date.earliest).toBeNull();
        else expect(entry?.data.date.earliest).toBe(from);
      });

      it("cites the DLP's source at the DLP's pages, its year as the DLP gives it or corrected with the reason", () => {
        const dlpSource = field(seed, "Source");
        expect(source).toBeDefined();
        expect(dlpSource).toContain(source?.data.title);
        const year = String(source?.data.issued?.["date-parts"]?.[0]?.[0]);
        if (corrected === undefined) expect(dlpSource).toContain(year);
        else {
          expect(dlpSource).toContain(corrected.cited);
          expect(dlpSource).not.toContain(year);
          expect(corrected.reason).toContain(year);
        }
        const cited = /^(\S+) (\d{4}): (\S+)$/.exec(field(seed, "Cited"));
        expect(entry?.data.source.locator).toBe(cited?.[3]);
        expect(entry?.data.quotations.map((q) => q.locator)).toContain(cited?.[3]);
      });
    });
  }
});

/** Where the seed documents are present, the fixture must match them word for word. */
describeWithSeeds("the fixture is faithful to the seed documents", () => {
  const text = seedTexts(["000_", "002_"]).join(" ").replace(/\s+/g, " ");
  const chunks = new Map(
    text
      .split(/(?=Id DLP\.Evidence\.\d+ )/)
      .slice(1)
      .map((c) => [/^Id (\S+)/.exec(c)?.[1] ?? "", c] as const),
  );

  it("lists every DLP record of the seeds, and no other", () => {
    expect([...chunks.keys()].sort()).toEqual(seeds.map((s) => field(s, "Id")).sort());
  });

  for (const seed of seeds)
    it(`${field(seed, "Id")}: every field is verbatim in its seed record`, () => {
      const chunk = chunks.get(field(seed, "Id")) ?? "";
      for (const [k, v] of Object.entries(seed))
        expect(chunk).toContain(k === "Cited" ? v : `${k} ${v}`);
    });
});

/**
 * Synthetic content for the scale benchmark: the real content plus generated sources, regions,
 * games, evidence records and rulesets, written as YAML into `<out>/content/` (never into the
 * project's content/) and checked with the real schemas and reference check before it is used.
 * Deterministic for a seed. Text lengths follow the real records: titles of a few words, rules of
 * 600-1,500 characters, one to three quotations of 150-700 characters, some non-English with a
 * translation.
 *
 * At N evidence records: N/20 games, N/10 sources, N/50 regions (at least 20) and 3% of N rulesets
 * (clones of real rulesets under the engine's own games, since a ruleset must run on the engine).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { loadContent } from "../../src/content/load-files.ts";
import {
  EVIDENCE_TYPES,
  GAME_FAMILIES,
  SOURCE_KINDS,
  UNCERTAINTY_FACTORS,
} from "../../src/schemas/vocabulary.ts";

export interface ScaleCounts {
  readonly evidence: number;
  readonly games: number;
  readonly sources: number;
  readonly regions: number;
  readonly rulesets: number;
}

export function countsFor(records: number): ScaleCounts {
  return {
    evidence: records,
    games: Math.max(10, Math.round(records / 20)),
    sources: Math.max(10, Math.round(records / 10)),
    regions: Math.max(20, Math.round(records / 50)),
    rulesets: Math.max(5, Math.round(records * 0.03)),
  };
}

/** mulberry32: a small seeded generator, so a given N always yields the same content. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** Seeded choices and text made of the real records' words, so the search index looks real. */
interface Fake {
  readonly random: () => number;
  readonly int: (lo: number, hi: number) => number;
  readonly pick: <T>(xs: readonly T[]) => T;
  readonly sentence: (words: number) => string;
  readonly text: (chars: number) => string;
  /** A made-up surname of two to four syllables. */
  readonly surname: () => string;
}

const SYLLABLES = ["ra", "ko", "to", "an", "dri", "ma", "la", "ve", "zo", "ni", "be", "ha"];

function fakeFrom(random: () => number, corpus: readonly string[]): Fake {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const capitalised = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
  const sentence = (words: number) =>
    `${capitalised(Array.from({ length: words }, () => pick(corpus).replace(/[,.]$/, "")).join(" "))}.`;
  const text = (chars: number) => {
    let t = "";
    while (t.length < chars) t += `${t === "" ? "" : " "}${sentence(int(8, 20))}`;
    return t;
  };
  const surname = () =>
    capitalised(Array.from({ length: int(2, 4) }, () => pick(SYLLABLES)).join(""));
  return { random, int, pick, sentence, text, surname };
}

/** The words of the real evidence records' rules. */
function corpusOf(real: string): string[] {
  return readdirSync(join(real, "evidence"))
    .map(
      (f) =>
        parse(readFileSync(join(real, "evidence", f), "utf8")) as { rules: { text: string }[] },
    )
    .flatMap((e) => e.rules.map((r) => r.text))
    .join(" ")
    .split(/\s+/)
    .filter((w) => /^[A-Za-z][a-z'-]*[,.]?$/.test(w));
}

/** Writes one entry of a collection as YAML under the content folder. */
type Write = (collection: string, id: string, data: unknown) => void;

export function generate(root: string, out: string, records: number, seed = 1): ScaleCounts {
  const counts = countsFor(records);
  const real = join(root, "content");
  const fake = fakeFrom(rng(seed), corpusOf(real));
  const dir = join(out, "content");
  rmSync(dir, { recursive: true, force: true });
  cpSync(real, dir, { recursive: true });
  const write: Write = (collection, id, data) => {
    mkdirSync(join(dir, collection, ...id.split("/").slice(0, -1)), { recursive: true });
    writeFileSync(join(dir, collection, `${id}.yaml`), stringify(data, { lineWidth: 100 }));
  };
  // In this order: each collection draws from the one seeded generator.
  const regions = writeRegions(fake, write, counts.regions);
  const { sources, families } = writeSources(fake, write, counts.sources);
  const games = writeGames(fake, write, counts.games, regions);
  writeEvidence(fake, write, counts.evidence, { regions, sources, families, games });
  // Their divergences, dead-option checks and self-play figures are the build's to derive
  // (src/compare/derived/): a clone plays as its original, so it shares the original's keys.
  cloneRulesets(real, dir, write, counts.rulesets);

  const { problems } = loadContent(out);
  if (problems.length > 0)
    throw new Error(`generated content is invalid:\n${problems.slice(0, 20).join("\n")}`);
  return counts;
}

/** Regions: ten top-level ones, the rest within them. Returns their ids. */
function writeRegions({ random, int, pick, sentence, text }: Fake, write: Write, n: number) {
  const regions = Array.from({ length: n }, (_, i) => `syn-region-${pad(i + 1, 4)}`);
  regions.forEach((id, i) =>
    write("regions", id, {
      name: `${sentence(2).slice(0, -1)} ${i + 1}`,
      ...(i >= 10 ? { parent: regions[i % 10] } : {}),
      country: pick(["MG", "MW", "TZ", "MZ", "ZM"]),
      coordinates: { lat: -5 - random() * 20, lon: 30 + random() * 20 },
      kind: i < 10 ? "region" : pick(["town", "people-area", "region"]),
      notes: text(int(100, 400)),
    }),
  );
  return regions;
}

/** Sources: books by made-up authors. Returns their ids and the authors' surnames. */
function writeSources({ int, pick, sentence, text, surname }: Fake, write: Write, n: number) {
  const sources = Array.from({ length: n }, (_, i) => `syn-source-${pad(i + 1, 5)}`);
  const families: string[] = [];
  sources.forEach((id) => {
    const year = int(1650, 2020);
    // A made-up surname, not a word of the corpus: a source named "the" would be "named" by
    // every record's prose (site/trace.ts), which no real bibliography does.
    const family = surname();
    families.push(family);
    write("sources", id, {
      type: "book",
      kind: pick(SOURCE_KINDS),
      author: [{ family, given: "A." }],
      issued: { "date-parts": [[year]] },
      title: sentence(int(4, 12)).slice(0, -1),
      "title-short": `${family} ${year} (${id.slice(-5)})`,
      publisher: "Synthetic Press",
      "publisher-place": "Nowhere",
      language: "en",
      note: text(int(80, 300)),
    });
  });
  return { sources, families };
}

/** Games, all "mentioned" (no ruleset of their own), in one or two regions. Returns their ids. */
function writeGames(
  { int, pick, sentence, text }: Fake,
  write: Write,
  n: number,
  regions: readonly string[],
) {
  const games = Array.from({ length: n }, (_, i) => `syn-game-${pad(i + 1, 4)}`);
  games.forEach((id, i) =>
    write("games", id, {
      name: `${sentence(1).slice(0, -1)} ${i + 1}`,
      otherNames: [{ name: sentence(2).slice(0, -1), lang: "mg" }],
      family: pick(GAME_FAMILIES),
      coverage: "mentioned",
      summary: text(int(300, 800)),
      board: sentence(10),
      pieces: sentence(8),
      regions: [pick(regions), pick(regions)].filter((r, j, a) => a.indexOf(r) === j),
      whatWeHave: text(int(100, 300)),
      whatWeLack: text(int(80, 200)),
    }),
  );
  return games;
}

/** Evidence records citing the generated games, sources and regions. */
function writeEvidence(
  { random, int, pick, sentence, text }: Fake,
  write: Write,
  n: number,
  refs: {
    readonly regions: readonly string[];
    readonly sources: readonly string[];
    /** The sources' authors, named at second hand in some records' rules. */
    readonly families: readonly string[];
    readonly games: readonly string[];
  },
): void {
  for (let i = 0; i < n; i++) {
    const earliest = int(1650, 2010);
    const edtf = pick([
      `${earliest}`,
      `${earliest}~`,
      `${earliest}/${earliest + int(1, 30)}`,
      `${String(earliest).slice(0, 3)}X`,
    ]);
    const quotes = Array.from({ length: int(1, 3) }, () => {
      const french = random() < 0.3;
      return {
        text: text(int(150, 700)),
        lang: french ? "fr" : "en",
        locator: `p. ${int(1, 400)}`,
        ...(french ? { translation: text(int(150, 700)) } : {}),
      };
    });
    write("evidence", `syn-evidence-${pad(i + 1, 6)}`, {
      title: sentence(int(3, 8)).slice(0, -1),
      type: pick(EVIDENCE_TYPES),
      game: pick(refs.games),
      source: { id: pick(refs.sources), locator: `${int(1, 300)}-${int(301, 500)}` },
      date: edtf,
      regions: [pick(refs.regions)],
      // One record in twenty reports another source at second hand, as real records do.
      rules: [
        {
          text: `${text(int(600, 1500))}${random() < 0.05 ? ` After ${pick(refs.families)}.` : ""}`,
          basis: "stated",
        },
      ],
      quotations: quotes,
      confidence: int(10, 95),
      confidenceNote: text(int(100, 250)),
      uncertainty: [pick(UNCERTAINTY_FACTORS)],
      ...(random() < 0.3 ? { notes: text(int(100, 400)) } : {}),
    });
  }
}

/**
 * Rulesets: clones of real ones under the engine's games (a ruleset must run on the engine),
 * listed in their game files. Returns each clone with the real ruleset it copies.
 */
function cloneRulesets(real: string, dir: string, write: Write, n: number) {
  const realRulesets = readdirSync(join(real, "rulesets"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".yaml"))
    .sort();
  const added = new Map<string, string[]>();
  const clones: { game: string; id: string; of: string }[] = [];
  for (let i = 0; i < n; i++) {
    const file = realRulesets[i % realRulesets.length]!;
    const data = parse(readFileSync(join(real, "rulesets", file), "utf8")) as Record<
      string,
      unknown
    >;
    const game = String(data.game);
    const id = `syn-${pad(i + 1, 4)}`;
    write("rulesets", `${game}/${id}`, {
      ...data,
      id,
      title: `${String(data.title)} (synthetic ${i + 1})`,
    });
    added.set(game, [...(added.get(game) ?? []), id]);
    clones.push({ game, id, of: String(data.id) });
  }
  for (const [game, ids] of added) {
    const path = join(dir, "games", `${game}.yaml`);
    const data = parse(readFileSync(path, "utf8")) as { rulesets?: string[] };
    writeFileSync(
      path,
      stringify({ ...data, rulesets: [...(data.rulesets ?? []), ...ids] }, { lineWidth: 100 }),
    );
  }
  return clones;
}

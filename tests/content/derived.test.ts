/**
 * Derived data computed, never hand-saved (src/compare/derived/, decision 0026): a new ruleset,
 * written to a temporary copy of the content, gets its divergences, dead-option check and
 * self-play figures without any script run; a second derivation takes them from the cache; a
 * changed reading is computed again; a corrupt cache file is refused with a message naming it
 * and computed again; the code hash follows the family's engine files and no other family's.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { checkRuleset } from "../../src/compare/divergence/dead.ts";
import {
  deadKey,
  deriveDeadOptions,
  deriveDivergences,
  pairsOf,
  PAIRS_PER_READING,
} from "../../src/compare/divergence/saved.ts";
import { deriveMetrics } from "../../src/compare/selfplay/saved.ts";
import { entryPath } from "../../src/compare/derived/cache.ts";
import {
  loaderOf,
  readingsOf,
  type DeriveOptions,
  type Reading,
} from "../../src/compare/derived/derive.ts";
import { codeHash } from "../../src/compare/derived/key.ts";

const ROOT = join(import.meta.dirname, "..", "..");
const GAME = "fanorona-telo";
const NEW = "zz-derived-test";
let work: string;
let cache: string;

/** Writes the new ruleset: Murray's reading under another id, with `repetition` set to `n`. */
function writeNewRuleset(n: number): void {
  const data = parse(
    readFileSync(join(ROOT, "content", "rulesets", GAME, "murray-1951.yaml"), "utf8"),
  ) as { id: string; options: { repetition: { value: number } } };
  data.id = NEW;
  data.options.repetition.value = n;
  writeFileSync(join(work, "content", "rulesets", GAME, `${NEW}.yaml`), stringify(data));
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "derived-"));
  cache = join(work, "cache");
  cpSync(join(ROOT, "content"), join(work, "content"), { recursive: true });
  const game = join(work, "content", "games", `${GAME}.yaml`);
  const g = parse(readFileSync(game, "utf8")) as { rulesets: string[] };
  writeFileSync(game, stringify({ ...g, rulesets: [...g.rulesets, NEW] }));
  writeNewRuleset(4);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every kind derived for the game, with what was computed and what was refused. */
function deriveAll() {
  const { db, problems } = loadContent(work);
  expect(problems).toEqual([]);
  const computed: string[] = [];
  const refused: string[] = [];
  const options: DeriveOptions = {
    dir: cache,
    games: [GAME],
    log: (l) => computed.push(l),
    warn: (l) => refused.push(l),
  };
  return {
    db,
    computed,
    refused,
    divergences: deriveDivergences(db, options).data,
    dead: deriveDeadOptions(db, options).data,
    metrics: deriveMetrics(db, options).data,
  };
}

describe("derived data", () => {
  let first: ReturnType<typeof deriveAll>;

  it("a new ruleset gets its divergences, dead-option check and self-play figures computed", () => {
    first = deriveAll();
    const names = (xs: readonly { game: string; ruleset?: string; a?: string; b?: string }[]) =>
      xs.map((x) => (x.ruleset === undefined ? `${x.a},${x.b}` : x.ruleset));
    expect(names(first.dead.rulesets)).toContain(NEW);
    expect(names(first.metrics.rulesets)).toContain(NEW);
    expect(names(first.divergences.pairs)).toEqual(
      expect.arrayContaining([`murray-1951,${NEW}`, `basque,${NEW}`]),
    );
    for (const kind of ["dead-options", "selfplay"])
      expect(first.computed.join("\n")).toContain(`computed ${kind} of ${GAME}/${NEW} in`);
    expect(first.computed.join("\n")).toContain(
      `computed divergence of ${GAME}/murray-1951,${NEW}`,
    );
    // What was computed is the engine's answer.
    const load = loaderOf(readingsOf(first.db, [GAME]));
    const mine = first.dead.rulesets.find((r) => r.ruleset === NEW);
    expect(mine).toEqual(JSON.parse(JSON.stringify(checkRuleset(GAME, NEW, {}, load))));
    expect(first.refused).toEqual([]);
  }, 120_000);

  it("derived again, every value comes from the cache", () => {
    const again = deriveAll();
    expect(again.computed).toEqual([]);
    expect(again.refused).toEqual([]);
    expect(again.dead.rulesets).toEqual(first.dead.rulesets);
    expect(again.metrics.rulesets).toEqual(first.metrics.rulesets);
    expect(again.divergences.pairs).toEqual(first.divergences.pairs);
  });

  it("a corrupt cache file is refused, named, and computed again", () => {
    const r = readingsOf(loadContent(work).db, [GAME]).find((x) => x.id === NEW)!;
    const path = entryPath(cache, "dead-options", deadKey(r));
    writeFileSync(path, '{"kind": "dead-options", "key": ');
    const again = deriveAll();
    expect(again.refused.join("\n")).toMatch(/refused .*: not JSON/);
    expect(again.refused.join("\n")).toContain(path);
    expect(again.computed.join("\n")).toContain(`computed dead-options of ${GAME}/${NEW}`);
    expect(again.dead.rulesets).toEqual(first.dead.rulesets);
    // A well-formed file under the wrong key, or without the fields of its kind, is refused too.
    const entry = JSON.parse(readFileSync(path, "utf8")) as { value: object };
    writeFileSync(path, JSON.stringify({ ...entry, kind: "dead-options", key: "other" }));
    expect(deriveAll().refused.join("\n")).toMatch(/its key is "other"/);
    writeFileSync(
      path,
      JSON.stringify({ kind: "dead-options", key: deadKey(r), value: { positions: "many" } }),
    );
    expect(deriveAll().refused.join("\n")).toMatch(/field `positions` is string, not number/);
  }, 60_000);

  it("a changed reading is stale: its values are computed again, its siblings' are not", () => {
    writeNewRuleset(5);
    const again = deriveAll();
    const text = again.computed.join("\n");
    expect(text).toContain(`computed dead-options of ${GAME}/${NEW}`);
    expect(text).toContain(`computed selfplay of ${GAME}/${NEW}`);
    expect(text).toContain(`computed divergence of ${GAME}/basque,${NEW}`);
    expect(text).not.toMatch(/of fanorona-telo\/murray-1951 in|basque,murray-1951/);
  }, 120_000);
});

describe("the code hash", () => {
  it("changes with the family's engine files and the core's, not with another family's", () => {
    const root = mkdtempSync(join(tmpdir(), "derived-code-"));
    try {
      cpSync(join(ROOT, "src", "engine"), join(root, "src", "engine"), { recursive: true });
      for (const dir of ["divergence", "selfplay"])
        mkdirSync(join(root, "src", "compare", dir), { recursive: true });
      for (const f of [
        "divergence/compute.ts",
        "divergence/dead.ts",
        "divergence/dead-model.ts",
        "divergence/dead-sample.ts",
        "divergence/positions.ts",
        "divergence/store.ts",
        "selfplay/measure.ts",
      ])
        cpSync(join(ROOT, "src", "compare", f), join(root, "src", "compare", f));
      const before = codeHash("telo", root);
      expect(before).toBe(codeHash("telo", ROOT));
      const touch = (file: string) =>
        writeFileSync(join(root, file), `${readFileSync(join(root, file), "utf8")}\n// touched\n`);
      touch("src/engine/mancala/index.ts");
      // Memoised per root: a new root reads the files again.
      const copy = `${root}-b`;
      cpSync(root, copy, { recursive: true });
      expect(codeHash("telo", copy)).toBe(before);
      touch("src/engine/telo/index.ts");
      cpSync(root, `${root}-c`, { recursive: true });
      expect(codeHash("telo", `${root}-c`)).not.toBe(before);
      rmSync(copy, { recursive: true, force: true });
      rmSync(`${root}-c`, { recursive: true, force: true });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the pairs searched, bounded per reading", () => {
  /** `n` readings of one game, reading i setting `repetition` to 2 + i. */
  function readings(n: number): Reading[] {
    const base = readingsOf(loadContent(ROOT).db, [GAME]).find((r) => r.id === "murray-1951")!;
    return Array.from({ length: n }, (_, i) => {
      const options = { ...base.data.options };
      options.repetition = { ...options.repetition!, value: 2 + i };
      const id = `r${String(i).padStart(2, "0")}`;
      return { ...base, id, data: { ...base.data, id, options }, hash: id };
    });
  }

  it("every pair while a game has at most PAIRS_PER_READING + 1 readings", () => {
    const n = PAIRS_PER_READING + 1;
    expect(pairsOf(readings(n))).toHaveLength((n * (n - 1)) / 2);
  });

  it("two rulesets that read exactly alike are never searched", () => {
    const [a, b, c] = readings(3);
    const twin = { ...b!, id: "r99", hash: b!.hash };
    const names = pairsOf([a!, b!, c!, twin]).map(([x, y]) => `${x.id},${y.id}`);
    expect(names).toContain("r00,r99");
    expect(names).not.toContain("r01,r99");
  });

  it("beyond, each reading with its nearest PAIRS_PER_READING readings, no pair twice", () => {
    const rs = readings(30);
    const pairs = pairsOf(rs);
    const names = pairs.map(([a, b]) => `${a.id},${b.id}`);
    expect(new Set(names).size).toBe(names.length);
    expect(pairs.length).toBeLessThanOrEqual(30 * PAIRS_PER_READING);
    expect(pairs.length).toBeLessThan((30 * 29) / 2);
    for (const r of rs) {
      const partners = pairs.filter(([a, b]) => a === r || b === r);
      expect(partners.length, r.id).toBeGreaterThanOrEqual(PAIRS_PER_READING);
    }
    // All differ in one value alike, so nearness falls to the ids: each meets the first eleven
    // others (r29 meets r00..r10), and r12 and r29 are not compared.
    expect(names).toContain("r00,r11");
    expect(names).toContain("r10,r29");
    expect(names).not.toContain("r11,r29");
    expect(names).not.toContain("r12,r29");
  });
});

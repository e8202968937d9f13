/**
 * The keys of derived data (decision 0028): what a divergence, a dead-option check or a ruleset's
 * self-play figures are a function of, hashed. A key covers the readings as they play (each
 * ruleset's options with the citations they rest on, never its id, title or prose: a copy of a
 * reading under another id reuses its figures), the settings of the computation, and the code
 * that computes it: the engine's files but those of the other families, and the compare modules
 * that draw the samples and store the results. Node only: build time and scripts.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { playableSpec } from "../../content/rulesets.ts";
import type { RulesetData } from "../../schemas/ruleset.ts";

/** The compare modules whose code the derived data depend on, beside the engine. */
const COMPUTATION_FILES = [
  "src/compare/divergence/compute.ts",
  "src/compare/divergence/dead.ts",
  "src/compare/divergence/dead-model.ts",
  "src/compare/divergence/dead-sample.ts",
  "src/compare/divergence/positions.ts",
  "src/compare/divergence/store.ts",
  "src/compare/selfplay/measure.ts",
] as const;

const sha = (text: string): string => createHash("sha256").update(text).digest("hex");

/** JSON with object keys sorted, so that two equal values always hash alike. */
export function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(",")}]`;
  if (v !== null && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}

const codeHashes = new Map<string, string>();

/**
 * A hash of the code that computes `family`'s derived data, read from `root` (the project: the
 * build, the scripts and the tests run there): every file under src/engine/ but the other
 * families' folders, and COMPUTATION_FILES. Read once per process.
 */
export function codeHash(family: string, root: string = process.cwd()): string {
  const memo = `${root}\0${family}`;
  const known = codeHashes.get(memo);
  if (known !== undefined) return known;
  const engine = join(root, "src", "engine");
  const top = readdirSync(engine, { withFileTypes: true });
  const others = new Set(
    top.filter((d) => d.isDirectory() && d.name !== "core" && d.name !== family).map((d) => d.name),
  );
  const files = readdirSync(engine, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !others.has(f.split(/[\\/]/)[0]!))
    .map((f) => `src/engine/${f.replace(/\\/g, "/")}`)
    .concat(COMPUTATION_FILES)
    .sort();
  const h = createHash("sha256");
  for (const f of files)
    h.update(`${f}\0`)
      .update(readFileSync(join(root, f)))
      .update("\0");
  const hash = h.digest("hex");
  codeHashes.set(memo, hash);
  return hash;
}

/** A reading as it plays and cites, without its id: the part of a ruleset file its figures depend on. */
export function readingHash(d: RulesetData): string {
  return sha(stableJson({ ...playableSpec(d), id: undefined }));
}

/** The key of one piece of derived data: its kind, the code, the readings and the settings. */
export const derivedKey = (kind: string, family: string, parts: unknown, root?: string): string =>
  sha(stableJson({ kind, code: codeHash(family, root), parts }));

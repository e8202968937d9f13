/**
 * The kept versions of every ruleset, read from content/archive/rulesets/<game>/<id>/<version>.json
 * at build time (scripts/release.ts writes them). A kept file that cannot be read, names another
 * ruleset or is not a semantic version fails the build, naming the file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { RulesetSpec } from "../engine/index.ts";
import { ROOT } from "./version.ts";
import { isVersion } from "./releases.ts";
import type { KeptSpec } from "./archive.ts";

/** Where the kept rulesets are, from the repository root. */
export const ARCHIVE = "content/archive/rulesets";

/** The file of one kept version. */
export const keptFile = (game: string, id: string, version: string): string =>
  join(ARCHIVE, game, id, `${version}.json`);

/** Every kept version of a ruleset, in no particular order (none when it was never kept). */
export function keptSpecs(game: string, id: string, root = ROOT): KeptSpec[] {
  const dir = join(root, ARCHIVE, game, id);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => {
      const version = f.slice(0, -".json".length);
      const file = keptFile(game, id, version);
      if (!isVersion(version)) throw new Error(`${file}: "${version}" is not a release version`);
      let spec: RulesetSpec;
      try {
        spec = JSON.parse(readFileSync(join(root, file), "utf8")) as RulesetSpec;
      } catch (e) {
        throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
      }
      if (spec.game !== game || spec.id !== id)
        throw new Error(`${file}: holds ${spec.game}/${spec.id}, not ${game}/${id}`);
      return { version, spec: withLaterOptions(spec) };
    });
}

/**
 * Options added to the engine after a version was kept, with the value under which the engine
 * plays exactly as it did before they existed (tests/engine/mancala/unchanged.test.ts holds it):
 * a kept version, written before them, is read with that value, so that it still compiles and
 * plays as it was published. Issue 36: Msuwa's extra holes declinable, one end hole a board.
 */
const LATER_OPTIONS: Readonly<Record<string, Readonly<Record<string, boolean | string>>>> = {
  msuwa: { "extra-captures-declinable": false, "end-hole": "each-player" },
  "msuwa-wa-kunja": { "extra-captures-declinable": false, "end-hole": "each-player" },
};

function withLaterOptions(spec: RulesetSpec): RulesetSpec {
  const later = Object.entries(LATER_OPTIONS[spec.game] ?? {}).filter(
    ([key]) => spec.options[key] === undefined,
  );
  const cited = Object.values(spec.options)[0];
  if (later.length === 0 || cited === undefined) return spec;
  const provenance = {
    ...cited.provenance,
    basis: "default" as const,
    reasoning: "added to the engine after this version was kept: the value it played with",
  };
  return {
    ...spec,
    options: {
      ...spec.options,
      ...Object.fromEntries(later.map(([key, value]) => [key, { value, provenance }])),
    },
  };
}

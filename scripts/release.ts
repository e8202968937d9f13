/**
 * Makes a release of the dataset: keeps every ruleset whose playable form (values and citations)
 * differs from its last kept version, under the release's version, in
 * content/archive/rulesets/<game>/<id>/<version>.json. Write the release's heading and entries in
 * content/CHANGELOG.md first ("## [0.2.0] - 2026-12-01", newest first): the script refuses a
 * version that is not the newest release there, so that a kept ruleset always names a release a
 * reader can look up. Running it again for the same release changes nothing; a ruleset changed
 * since it was kept under that release is refused (a kept version is never rewritten).
 *
 *   npm run release -- 0.2.0
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { readRulesetFile, REPO_ROOT, rulesetFiles } from "../src/content/ruleset-files.ts";
import { playableSpec } from "../src/content/rulesets.ts";
import { mustKeep } from "../src/versions/archive.ts";
import { keptFile, keptSpecs } from "../src/versions/build.ts";
import { CHANGELOG, releases } from "../src/versions/version.ts";
import { withReleaseCff, withReleaseZenodo } from "../src/versions/citation-files.ts";

const version = process.argv[2];
const newest = releases()[0]!;
if (version === undefined || version !== newest.version) {
  console.error(
    `release: give the newest release in ${CHANGELOG}, ${newest.version}` +
      (version === undefined ? "" : ` (not "${version}"); write its heading there first`),
  );
  process.exit(2);
}
let kept = 0;
for (const { game, id } of rulesetFiles()) {
  const data = readRulesetFile(game, id);
  if (!data.ok) {
    console.error(`release: ${data.error}`);
    process.exit(1);
  }
  const spec = playableSpec(data.value);
  const before = keptSpecs(game, id);
  if (!mustKeep(spec, before)) continue;
  if (before.some((k) => k.version === version)) {
    // A kept version is what links made under it play: it is never rewritten.
    console.error(
      `release: ${game}/${id} has changed since it was kept as ${version}; ` +
        `write a new release heading in ${CHANGELOG} and release that`,
    );
    process.exit(1);
  }
  const file = join(REPO_ROOT, keptFile(game, id, version));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(spec, null, 2)}\n`);
  console.log(`kept ${game}/${id} as ${version}`);
  kept++;
}
for (const [file, set] of [
  ["CITATION.cff", withReleaseCff],
  [".zenodo.json", withReleaseZenodo],
] as const) {
  const path = join(REPO_ROOT, file);
  writeFileSync(path, set(readFileSync(path, "utf8"), newest));
}
console.log(
  `release ${version}: ${kept} ruleset(s) kept, the rest as in an earlier release; ` +
    "CITATION.cff and .zenodo.json name it",
);

/**
 * The scale benchmark: generates N synthetic evidence records (scripts/scale/generate.ts) beside
 * the real content, builds and indexes a copy of the site with them (CONTENT_DIR), and prints
 * build time, index time, peak memory, output size, pages per second, the rebuild time after one
 * record changes, and the time to a first search result in Chromium. The copy lives in the system
 * temp directory with its own node_modules caches, so the project's dist/ and caches are untouched.
 *
 *   npm run scale -- --records 10000 [--keep] [--no-rebuild] [--json figures.json]
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { writeBuildableCopy } from "../lib/build.ts";
import { generate } from "./generate.ts";
import { firstSearchResult } from "./search.ts";

const { values } = parseArgs({
  options: {
    records: { type: "string", default: "1000" },
    keep: { type: "boolean", default: false },
    // The small run of the full test matrix (tests/site/scale.test.ts): no rebuild.
    "no-rebuild": { type: "boolean", default: false },
    // The figures as JSON, for a test to read.
    json: { type: "string" },
  },
});
const records = Number(values.records);
if (!Number.isInteger(records) || records < 1) {
  console.error(`--records must be a positive whole number, not ${JSON.stringify(values.records)}`);
  process.exit(2);
}

const root = join(import.meta.dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), `fmr-scale-${records}-`));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

/**
 * Runs a command under GNU time; returns wall seconds, CPU seconds (user + system, which a shared
 * machine's load changes far less than the wall time) and peak resident memory (MB) of the tree's
 * largest process.
 */
function timed(
  label: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { seconds: number; cpu: number; peakMb: number; load: string } {
  const report = join(work, `${label}.time`);
  const loadAtStart = load();
  const r = spawnSync("/usr/bin/time", ["-f", "%e %U %S %M", "-o", report, ...args], {
    cwd: work,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1" },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) {
    console.error(
      `${label} failed:\n${String(r.stdout).slice(-3000)}\n${String(r.stderr).slice(-3000)}`,
    );
    process.exit(1);
  }
  writeFileSync(join(work, `${label}.log`), `${String(r.stdout)}\n${String(r.stderr)}`);
  const [seconds = "0", user = "0", system = "0", kb = "0"] = readFileSync(report, "utf8")
    .trim()
    .split(/\s+/)
    .slice(-4);
  return {
    seconds: Number(seconds),
    cpu: Number(user) + Number(system),
    peakMb: Number(kb) / 1024,
    load: loadAtStart,
  };
}

/**
 * How many pages an Astro build copied from its last build (incremental build, issue 37) and
 * how many it rendered, from its log: "(cached)" or "(restored)" after a copied page's path,
 * "(+12ms)" after a rendered one's.
 */
function copiedInBuild(label: string): { copied: number; rendered: number } {
  const log = readFileSync(join(work, `${label}.log`), "utf8");
  return {
    copied: [...log.matchAll(/\((?:cached|restored)\)/g)].length,
    rendered: [...log.matchAll(/ \(\+[\d.]+m?s\)/g)].length,
  };
}

/**
 * Where an astro build spends its time: the page-generation time Astro logs for each file
 * ("/evidence/x/index.html (+12ms)"), summed by kind of page, and the build's own phases.
 */
function profile(label: string): string[] {
  const log = readFileSync(join(work, `${label}.log`), "utf8");
  const byKind = new Map<string, { n: number; ms: number }>();
  for (const m of log.matchAll(/(\/[^\s]*) \(\+(\d+)ms\)/g)) {
    const parts = (m[1] ?? "").split("/").filter(Boolean);
    const kind =
      parts[0] === "data" && parts.length > 2
        ? `/data/${parts[1] ?? ""}/<id>${(m[1] ?? "").slice((m[1] ?? "").lastIndexOf("."))}`
        : `/${parts[0] ?? ""}/${parts.length > 2 ? "<id>/" : ""}`;
    const k = byKind.get(kind) ?? { n: 0, ms: 0 };
    byKind.set(kind, { n: k.n + 1, ms: k.ms + Number(m[2]) });
  }
  const phases = [
    ...log.matchAll(
      /^.*(?:Completed in|built in|Synced content|Generated|generating static routes).*$/gm,
    ),
  ].map((m) => `  ${m[0].trim()}`);
  const kinds = [...byKind]
    .sort((a, b) => b[1].ms - a[1].ms)
    .slice(0, 12)
    .map(
      ([k, v]) =>
        `  ${k.padEnd(40)} ${String(v.n).padStart(6)} files ${(v.ms / 1000).toFixed(1).padStart(8)} s`,
    );
  return [...phases, ...kinds];
}

/**
 * What the build computed of the derived data (src/compare/derived/): the "derived data:
 * computed <kind> of <name> in <s> s" lines of its log, counted and summed, by kind.
 */
function derivedInBuild(label: string): { values: number; seconds: number; kinds: string } {
  const log = readFileSync(join(work, `${label}.log`), "utf8");
  const byKind = new Map<string, number>();
  let seconds = 0;
  let values = 0;
  for (const m of log.matchAll(/derived data: computed (\S+) of \S+ in ([\d.]+) s/g)) {
    values++;
    seconds += Number(m[2]);
    byKind.set(m[1]!, (byKind.get(m[1]!) ?? 0) + 1);
  }
  const kinds = [...byKind].map(([k, n]) => `${k} ${n}`).join(", ") || "none";
  return { values, seconds, kinds };
}

function sizeOf(dir: string): { bytes: number; html: number; files: number } {
  let bytes = 0;
  let html = 0;
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const s = statSync(join(dir, name));
    if (!s.isFile()) continue;
    bytes += s.size;
    files++;
    if (name.endsWith(".html")) html++;
  }
  return { bytes, html, files };
}

console.log(
  `Scale run: ${records} evidence records; ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GB; load ${load()}`,
);
writeBuildableCopy(work);

const t = performance.now();
const counts = generate(root, work, records);
console.log(
  `generated: ${JSON.stringify(counts)} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

// The derived data (src/compare/derived/) are keyed by what they depend on, so the copy shares
// the project's cache: a value computed once is not computed again by the next run.
const env = {
  CONTENT_DIR: join(work, "content"),
  // The rebuild copies the pages whose key is unchanged (decision 29).
  INCREMENTAL_BUILD: "1",
  DERIVED_CACHE_DIR:
    process.env.DERIVED_CACHE_DIR ?? join(root, "node_modules", ".cache", "derived"),
};
const node = process.execPath;
const astro = [node, join(root, "node_modules", "astro", "bin", "astro.mjs"), "build"];
const build = timed("build", astro, env);
const built = sizeOf(join(work, "dist"));
const index = timed("index", [
  node,
  join(root, "node_modules", "pagefind", "lib", "runner", "bin.cjs"),
  "--site",
  "dist",
]);
const indexed = sizeOf(join(work, "dist"));

// One record changes: its title, as an editor would.
const changed = join(work, "content", "evidence", "syn-evidence-000001.yaml");
writeFileSync(
  changed,
  readFileSync(changed, "utf8").replace(/^title: (.*)$/m, "title: $1 (revised)"),
);
const rebuild = values["no-rebuild"] ? null : timed("rebuild", astro, env);
const reindex = values["no-rebuild"]
  ? null
  : timed("reindex", [
      node,
      join(root, "node_modules", "pagefind", "lib", "runner", "bin.cjs"),
      "--site",
      "dist",
    ]);

const search = await firstSearchResult(join(work, "dist"), "capture");
const derived = derivedInBuild("build");
const html = (dir: string) =>
  readdirSync(join(work, "dist", dir), { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".html"),
  ).length;
const pagesByLanguage = { fr: html("fr"), mg: html("mg") };

const mb = (b: number) => `${(b / 2 ** 20).toFixed(1)} MB`;
const rows: [string, string][] = [
  ["evidence records", String(counts.evidence)],
  ["HTML pages", String(built.html)],
  ["build (astro build)", `${build.seconds.toFixed(1)} s (CPU ${build.cpu.toFixed(1)} s)`],
  ["pages per second", (built.html / build.seconds).toFixed(1)],
  ["index (pagefind)", `${index.seconds.toFixed(1)} s (CPU ${index.cpu.toFixed(1)} s)`],
  ["build + index", `${(build.seconds + index.seconds).toFixed(1)} s`],
  [
    "peak memory (largest process)",
    `${Math.max(build.peakMb, index.peakMb).toFixed(0)} MB (build ${build.peakMb.toFixed(0)}, index ${index.peakMb.toFixed(0)})`,
  ],
  [
    "output size",
    `${mb(indexed.bytes)} in ${indexed.files} files (before index ${mb(built.bytes)})`,
  ],
  ["HTML pages in French, in Malagasy", `${pagesByLanguage.fr}, ${pagesByLanguage.mg}`],
  [
    "derived data computed in the build",
    `${derived.values} values in ${derived.seconds.toFixed(1)} s (${derived.kinds})`,
  ],
  [
    "rebuild after one record changed",
    rebuild === null || reindex === null
      ? "not measured (--no-rebuild)"
      : `${rebuild.seconds.toFixed(1)} s build + ${reindex.seconds.toFixed(1)} s index (CPU ${rebuild.cpu.toFixed(1)} + ${reindex.cpu.toFixed(1)} s)`,
  ],
  [
    "pages the rebuild copied, rendered (incremental)",
    rebuild === null
      ? "not measured (--no-rebuild)"
      : `${copiedInBuild("rebuild").copied}, ${copiedInBuild("rebuild").rendered}`,
  ],
  [
    "load average at build, index, rebuild, reindex",
    [build, index, rebuild, reindex].map((x) => x?.load.split(" ")[0] ?? "-").join(", "),
  ],
  ["search page ready (Pagefind started), fresh browser", `${search.readyMs.toFixed(0)} ms`],
  ["first search result, cold (index not yet loaded)", `${search.coldMs.toFixed(0)} ms`],
  ["first search result, on a second page load", `${search.warmMs.toFixed(0)} ms`],
  ["search status line", search.status],
  [
    "Pagefind's own time, fresh context (API)",
    `init ${search.pagefind.initMs.toFixed(0)} ms, search ${search.pagefind.searchMs.toFixed(0)} ms (its own split: chunks ${search.pagefind.timings.preload} ms, search ${search.pagefind.timings.search} ms; again ${search.pagefind.againMs.toFixed(0)} ms), first fragment ${search.pagefind.fragmentMs.toFixed(0)} ms; ${search.pagefind.matches} pages matched`,
  ],
  ...Object.entries(search.languages).map(([path, r]): [string, string] => [
    `first search result on ${path}, fresh page`,
    `${r.ms.toFixed(0)} ms, ${r.results} results shown`,
  ]),
  ["load average after", load()],
];
for (const [k, v] of rows) console.log(`${k.padEnd(52)} ${v}`);
if (values.json !== undefined)
  writeFileSync(
    values.json,
    JSON.stringify(
      {
        counts,
        html: built.html,
        pagesByLanguage,
        build,
        index,
        rebuild,
        reindex,
        rebuildPages: rebuild === null ? null : copiedInBuild("rebuild"),
        built,
        indexed,
        search,
        derived,
        cores: cpus().length,
        cpu: cpus()[0]?.model ?? "unknown",
        memoryGb: totalmem() / 2 ** 30,
        node: process.version,
        loadAfter: load(),
      },
      null,
      2,
    ),
  );
console.log("\nwhere the build's time goes (page generation as Astro logs it, by kind of page):");
for (const line of profile("build")) console.log(line);
if (!values.keep) rmSync(work, { recursive: true, force: true });
else console.log(`kept: ${work}`);

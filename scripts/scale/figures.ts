/**
 * The figures of docs/scale.md in one command, for an idle machine: `npm run scale` at each size
 * (1,000 and 10,000 records by default), one after the other, then one Markdown table of them
 * with the machine and the load average at each step, ready to paste.
 *
 *   npm run scale:figures [-- --sizes 1000,10000] [--out figures.md]
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000" },
    out: { type: "string" },
  },
});
const sizes = values.sizes.split(",").map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`--sizes must be whole numbers separated by commas, not ${values.sizes}`);
  process.exit(2);
}

interface Timed {
  readonly seconds: number;
  readonly cpu: number;
  readonly peakMb: number;
  readonly load: string;
}
interface Figures {
  readonly counts: Record<string, number>;
  readonly html: number;
  readonly pagesByLanguage: { readonly fr: number; readonly mg: number };
  readonly build: Timed;
  readonly index: Timed;
  readonly rebuild: Timed | null;
  readonly reindex: Timed | null;
  readonly rebuildPages: { readonly copied: number; readonly rendered: number } | null;
  readonly indexed: { readonly bytes: number; readonly files: number };
  readonly derived: { readonly values: number; readonly seconds: number };
  readonly search: {
    readonly readyMs: number;
    readonly coldMs: number;
    readonly warmMs: number;
    readonly status: string;
    readonly languages: Record<string, { readonly ms: number }>;
    readonly pagefind: {
      readonly initMs: number;
      readonly searchMs: number;
      readonly againMs: number;
      readonly timings: { readonly preload: number; readonly search: number };
      readonly fragmentMs: number;
      readonly matches: number;
    };
  };
  readonly cores: number;
  readonly cpu: string;
  readonly memoryGb: number;
  readonly node: string;
  readonly loadAfter: string;
}

const dir = mkdtempSync(join(tmpdir(), "scale-figures-"));
const runs: { size: number; f: Figures; started: string }[] = [];
for (const size of sizes) {
  const json = join(dir, `${size}.json`);
  const started = new Date().toISOString().slice(0, 16).replace("T", " ");
  console.log(`\n=== npm run scale -- --records ${size} (${started} UTC)`);
  const r = spawnSync(
    process.execPath,
    [join(import.meta.dirname, "run.ts"), "--records", String(size), "--json", json],
    { stdio: "inherit" },
  );
  if (r.status !== 0) {
    console.error(`the run at ${size} records failed (exit ${r.status})`);
    process.exit(1);
  }
  runs.push({ size, f: JSON.parse(readFileSync(json, "utf8")) as Figures, started });
}

const s = (x: number) => `${x.toFixed(1)} s`;
const ms = (x: number) => `${x.toFixed(0)} ms`;
const timed = (t: Timed | null) =>
  t === null ? "-" : `${s(t.seconds)} (CPU ${s(t.cpu)}; load ${t.load.split(" ")[0]})`;
const rows: [string, (f: Figures) => string][] = [
  [
    "content (evidence, games, sources, regions, rulesets)",
    (f) => Object.values(f.counts).join(", "),
  ],
  [
    "HTML pages (of which French, Malagasy)",
    (f) => `${f.html} (${f.pagesByLanguage.fr}, ${f.pagesByLanguage.mg})`,
  ],
  ["build (`astro build`)", (f) => timed(f.build)],
  ["derived data computed", (f) => `${f.derived.values} values, ${s(f.derived.seconds)}`],
  ["index (Pagefind)", (f) => timed(f.index)],
  ["build + index", (f) => s(f.build.seconds + f.index.seconds)],
  [
    "peak memory, largest process",
    (f) => `${Math.max(f.build.peakMb, f.index.peakMb).toFixed(0)} MB`,
  ],
  [
    "output size",
    (f) => `${(f.indexed.bytes / 2 ** 20).toFixed(1)} MB in ${f.indexed.files} files`,
  ],
  ["rebuild after one record changed (astro)", (f) => timed(f.rebuild)],
  [
    "of which pages copied, rendered",
    (f) => (f.rebuildPages === null ? "-" : `${f.rebuildPages.copied}, ${f.rebuildPages.rendered}`),
  ],
  ["re-index after it (Pagefind, whole)", (f) => timed(f.reindex)],
  [
    "rebuild + re-index",
    (f) =>
      f.rebuild === null || f.reindex === null ? "-" : s(f.rebuild.seconds + f.reindex.seconds),
  ],
  ["search page ready", (f) => ms(f.search.readyMs)],
  [
    "first result, fresh browser; second load",
    (f) => `${ms(f.search.coldMs)}; ${ms(f.search.warmMs)}`,
  ],
  [
    "first result on /search/, /fr/, /mg/",
    (f) =>
      Object.values(f.search.languages)
        .map((l) => ms(l.ms))
        .join(", "),
  ],
  [
    "Pagefind API: search; again; first fragment",
    (f) =>
      `${ms(f.search.pagefind.searchMs)} (chunks ${f.search.pagefind.timings.preload}, search ${f.search.pagefind.timings.search}); ${ms(f.search.pagefind.againMs)}; ${ms(f.search.pagefind.fragmentMs)}`,
  ],
  ['pages "capture" matches (English)', (f) => String(f.search.pagefind.matches)],
  ["load average after", (f) => f.loadAfter.split(" ")[0] ?? "-"],
];

const first = runs[0]?.f;
const head = `| figure | ${runs.map((r) => `${r.size.toLocaleString("en")} records`).join(" | ")} |`;
const rule = `| --- | ${runs.map(() => "---:").join(" | ")} |`;
const table = rows.map(
  ([label, cell]) => `| ${label} | ${runs.map((r) => cell(r.f)).join(" | ")} |`,
);
const text = [
  `Measured ${runs.map((r) => `${r.started} UTC (${r.size})`).join(", ")} on ${first?.cpu ?? "?"}, ${first?.cores ?? "?"} cores, ${first?.memoryGb.toFixed(1) ?? "?"} GB, Node ${first?.node ?? "?"}; load average (1 min) beside each step.`,
  "",
  head,
  rule,
  ...table,
].join("\n");
console.log(`\n${text}`);
if (values.out !== undefined) writeFileSync(values.out, `${text}\n`);

// The bytes of a first view of each page kind of the built site (HTML + CSS + fonts, gzip -9;
// src/offline/first-view.ts says what counts), the heaviest page of each kind, against the
// 60 KB budget of issue 23. Reads dist/ (run `npm run build` first); prints a table and the
// machine, and exits 1 when a kind is over budget. docs/benchmarks.md records its figures.
//
//   npm run bench:first-view [-- dist]   (node bench/first-view.ts [dist])
import { loadavg } from "node:os";
import { join } from "node:path";
import { machineInfo } from "../src/cli/bench.ts";
import { FIRST_VIEW_BUDGET, firstViews, heaviestByKind } from "../src/offline/first-view.ts";

const dist = process.argv[2] ?? join(import.meta.dirname, "..", "dist");
const kb = (n: number): string => (n / 1024).toFixed(1);
const rows = heaviestByKind(firstViews(dist));
console.log("| kind | pages | heaviest page | HTML | CSS | fonts | total (KB gzip) |");
console.log("| --- | --: | --- | --: | --: | --: | --: |");
for (const { kind, pages, view: v } of rows)
  console.log(
    `| ${kind} | ${pages} | ${v.url} | ${kb(v.html)} | ${kb(v.css)} | ${kb(v.fonts)} | ${kb(v.total)} |`,
  );
const m = machineInfo();
console.log(
  `\n${m.cpu}, ${m.cores} cores, ${m.os}, Node ${m.node}, load ${loadavg()[0]!.toFixed(1)}; budget ${kb(FIRST_VIEW_BUDGET)} KB`,
);
const over = rows.filter((r) => r.view.total > FIRST_VIEW_BUDGET);
if (over.length > 0) {
  console.error(`over budget: ${over.map((r) => r.view.url).join(", ")}`);
  process.exitCode = 1;
}

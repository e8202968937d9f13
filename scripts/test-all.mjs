// The whole test run, in the order the layers depend on each other: the gates on the source,
// the fast suite (engine, content, site code), one build, then the suites that read it (site)
// and drive it in Chromium (e2e). It ends with the time of each stage and then one line
// `N passed, N failed`. Vitest suites count their tests; every other stage counts as one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

const out = mkdtempSync(join(tmpdir(), "test-all-"));
let passed = 0;
let failed = 0;
const failures = [];
/** Each stage that ran: its label, seconds and outcome. */
const stages = [];

function run(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(" ")}`);
  const start = performance.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", shell: false });
  const ok = r.status === 0;
  stages.push({ label, seconds: (performance.now() - start) / 1000, ok });
  return ok;
}

function step(label, cmd, args) {
  const ok = run(label, cmd, args);
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
  }
  return ok;
}

function vitest(project) {
  const json = join(out, `${project}.json`);
  const ok = run(project, "npx", [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${json}`,
  ]);
  if (!existsSync(json)) {
    failed++;
    failures.push(`${project} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(json, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0 || !ok) failures.push(project);
  if (!ok && report.numFailedTests === 0) failed++; // a suite that failed to load
}

/** The stages' times as a small table, with the machine's load (times on a busy machine grow). */
function timeTable() {
  const width = Math.max(...stages.map((s) => s.label.length), "total".length);
  const row = (label, seconds, note = "") =>
    `  ${label.padEnd(width)} ${seconds.toFixed(0).padStart(5)} s${note}`;
  const total = stages.reduce((sum, s) => sum + s.seconds, 0);
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  return [
    `\nTime by stage (load average now: ${load}):`,
    ...stages.map((s) => row(s.label, s.seconds, s.ok ? "" : "  (failed)")),
    row("total", total),
  ].join("\n");
}

// Type checking first: `astro check` also generates .astro/types.d.ts, which linting needs.
step("types", "npx", ["astro", "check"]);
step("format", "npx", ["prettier", "--check", "."]);
step("lint", "npx", ["eslint", "."]);
vitest("fast");
// The one build of the site: the site and e2e suites find dist/ current and do not build again.
if (step("build", "npm", ["run", "build"])) {
  vitest("site");
  vitest("e2e");
}
console.log(timeTable());
if (failures.length > 0) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

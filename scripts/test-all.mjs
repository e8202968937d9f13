// The whole test run, in the order the layers depend on each other, ending with one line
// `N passed, N failed`. Vitest suites count their tests; every other step counts as one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const out = mkdtempSync(join(tmpdir(), "test-all-"));
let passed = 0;
let failed = 0;
const failures = [];

function run(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", shell: false });
  return r.status === 0;
}

function step(label, cmd, args) {
  if (run(label, cmd, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

function vitest(label, args) {
  const json = join(out, `${label}.json`);
  const ok = run(label, "npx", [
    "vitest",
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${json}`,
  ]);
  if (!existsSync(json)) {
    failed++;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(readFileSync(json, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests > 0 || !ok) failures.push(label);
  if (!ok && report.numFailedTests === 0) failed++; // a suite that failed to load
}

// Type checking first: `astro check` also generates .astro/types.d.ts, which linting needs.
step("types", "npx", ["astro", "check"]);
step("format", "npx", ["prettier", "--check", "."]);
step("lint", "npx", ["eslint", "."]);
vitest("fast", ["--project", "fast"]);
const built = run("build", "npm", ["run", "build"]);
if (built) passed++;
else {
  failed++;
  failures.push("build");
}
if (built) {
  vitest("site", ["--project", "site"]);
  vitest("e2e", ["--project", "e2e"]);
}
if (failures.length > 0) console.log(`\nFailed: ${failures.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

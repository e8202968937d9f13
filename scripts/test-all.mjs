// The whole test run (`npm test`; `npm run test:full` adds the full browser matrix): type
// checking first, then two lanes side by side on the two cores (the gates on the source and the
// fast suite; the build and the suite that reads it), then the browser suite on the build. Vitest
// suites count their tests; every other stage counts as one. It ends with the time of each stage
// and then one line `N passed, N failed`. Decision 26 says what `npm test` checks and what only
// the full matrix does (docs/decisions/0026-template-gate-full-matrix-in-ci.md).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

// `--full` turns the full matrix on for every suite this run starts (tests/support/matrix.ts).
if (process.argv.includes("--full")) process.env.TEST_FULL = "1";

const out = mkdtempSync(join(tmpdir(), "test-all-"));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const tally = { passed: 0, failed: 0, failures: [] };
/** Each stage that ran: its label, its lane, seconds and outcome. */
const stages = [];

/**
 * Runs a command. Alone (`lane` undefined), its output goes straight to ours; in a lane, it is
 * kept and printed whole when the command ends, so that two lanes' outputs never interleave.
 */
function run(label, cmd, args, lane) {
  const header = `\n=== ${label}: ${cmd} ${args.join(" ")}`;
  if (lane === undefined) console.log(header);
  const start = performance.now();
  const child = spawn(cmd, args, { stdio: lane === undefined ? "inherit" : "pipe" });
  const chunks = [];
  child.stdout?.on("data", (c) => chunks.push(c));
  child.stderr?.on("data", (c) => chunks.push(c));
  return new Promise((resolve) => {
    const done = (ok) => {
      const seconds = (performance.now() - start) / 1000;
      stages.push({ label, lane, seconds, ok });
      if (lane !== undefined) {
        console.log(`${header}  (lane ${lane}, ${seconds.toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(ok);
    };
    child.on("error", (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      done(false);
    });
    child.on("close", (code) => done(code === 0));
  });
}

function fail(label) {
  tally.failed++;
  tally.failures.push(label);
}

/** A command that passes or fails as one. */
async function step(label, cmd, args, lane) {
  const ok = await run(label, cmd, args, lane);
  if (ok) tally.passed++;
  else fail(label);
  return ok;
}

/** A Vitest project, counted test by test from its JSON report. */
async function vitest(project, lane) {
  const json = join(out, `${project}.json`);
  const ok = await run(
    project,
    "npx",
    [
      "vitest",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${json}`,
    ],
    lane,
  );
  if (!existsSync(json)) return fail(`${project} (no report)`);
  const report = JSON.parse(readFileSync(json, "utf8"));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  if (report.numFailedTests > 0 || !ok) tally.failures.push(project);
  if (!ok && report.numFailedTests === 0) tally.failed++; // a suite that failed to load
}

/** The stages' times as a small table, with the machine's load (times on a busy machine grow). */
function timeTable(wall, loadAtStart) {
  const width = Math.max(...stages.map((s) => s.label.length), "wall clock".length);
  const row = (label, seconds, note = "") =>
    `  ${label.padEnd(width)} ${seconds.toFixed(0).padStart(5)} s${note}`;
  return [
    `\nTime by stage (load average at the start: ${loadAtStart}; now: ${load()}):`,
    ...stages.map((s) =>
      row(
        s.label,
        s.seconds,
        `${s.lane === undefined ? "" : `  lane ${s.lane}`}${s.ok ? "" : "  (failed)"}`,
      ),
    ),
    row("wall clock", wall, "  (the two lanes run side by side)"),
  ].join("\n");
}

const loadAtStart = load();
const started = performance.now();
console.log(
  `${process.env.TEST_FULL === "1" ? "Full matrix (TEST_FULL=1)" : "npm test (by template; the full matrix is npm run test:full)"}; load average ${loadAtStart}`,
);
// Type checking first, alone: `astro check` also writes .astro/types.d.ts, which linting needs.
await step("types", "npx", ["astro", "check"]);
// Lane 1 reads the source; lane 2 builds and reads dist/. Format goes first in lane 1: the build
// rewrites .astro/ as it starts, and ESLint's type information reads .astro/types.d.ts.
let built = false;
await Promise.all([
  (async () => {
    await step("format", "npx", ["prettier", "--check", "--cache", "."], 1);
    await step("lint", "npx", ["eslint", "."], 1);
    await vitest("fast", 1);
  })(),
  (async () => {
    // The one build of the site: the site and e2e suites find dist/ current and do not build again.
    built = await step("build", "npm", ["run", "build"], 2);
    if (built) await vitest("site", 2);
  })(),
]);
if (built) await vitest("e2e");
console.log(timeTable((performance.now() - started) / 1000, loadAtStart));
if (tally.failures.length > 0) console.log(`\nFailed: ${tally.failures.join(", ")}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);

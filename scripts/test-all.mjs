// The whole test run (`npm test`; `npm run test:full` adds the full browser matrix): type
// checking first, then two lanes side by side on the two cores (the gates on the source and the
// fast suite; the build and the suite that reads it), then the browser suite on the build. Vitest
// suites count their tests; every other stage counts as one. It ends with the time of each stage
// and then one line `N passed, N failed`. Decision 26 says what `npm test` checks and what only
// the full matrix does (docs/decisions/0026-template-gate-full-matrix-in-ci.md).
import { execFileSync, spawn } from "node:child_process";
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
/** Each stage that ran: its label, its lane, seconds (wall clock and CPU) and outcome. */
const stages = [];

/**
 * The CPU seconds of every child process this one has waited for, its whole tree included (Linux:
 * /proc/self/stat's cutime and cstime), or undefined elsewhere. A stage's CPU time is the growth
 * of this figure when the stage ends: unlike its wall-clock time, it barely depends on what else
 * the machine runs, so runs on a busy machine can be compared.
 */
const ticks = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100;
  } catch {
    return 100;
  }
})();
function childCpu() {
  try {
    // The fields after the command name, which is in parentheses and may hold spaces.
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / ticks;
  } catch {
    return undefined;
  }
}
let cpuSeen = childCpu();

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
      const cpuNow = childCpu();
      const cpu = cpuNow === undefined || cpuSeen === undefined ? undefined : cpuNow - cpuSeen;
      cpuSeen = cpuNow;
      stages.push({ label, lane, seconds, cpu, ok });
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
  const secs = (n) => (n === undefined ? "    ?" : n.toFixed(0).padStart(5));
  const row = (label, seconds, cpu, note = "") =>
    `  ${label.padEnd(width)} ${secs(seconds)} s ${secs(cpu)} s${note}`;
  const cpus = stages.map((s) => s.cpu);
  const cpuTotal = cpus.includes(undefined) ? undefined : cpus.reduce((a, b) => a + b, 0);
  return [
    `\nTime by stage, wall clock and CPU (load average at the start: ${loadAtStart}; now: ${load()}):`,
    ...stages.map((s) =>
      row(
        s.label,
        s.seconds,
        s.cpu,
        `${s.lane === undefined ? "" : `  lane ${s.lane}`}${s.ok ? "" : "  (failed)"}`,
      ),
    ),
    row("total", wall, cpuTotal, "  (wall clock: the two lanes run side by side)"),
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

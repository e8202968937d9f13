// The whole test run (`npm test`; `npm run test:full` adds the full browser matrix), in two lanes
// side by side on the two cores: the build and then the browser suite on it; the gates on the
// source (Prettier, type checking, ESLint), the fast suite and the site suite. Vitest
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
 * `watch`, when given, hears each piece of a lane's output as it comes.
 */
function run(label, cmd, args, lane, watch) {
  const header = `\n=== ${label}: ${cmd} ${args.join(" ")}`;
  if (lane === undefined) console.log(header);
  const start = performance.now();
  const child = spawn(cmd, args, { stdio: lane === undefined ? "inherit" : "pipe" });
  const chunks = [];
  const heard = (c) => {
    chunks.push(c);
    watch?.(String(c));
  };
  child.stdout?.on("data", heard);
  child.stderr?.on("data", heard);
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
async function step(label, cmd, args, lane, watch) {
  const ok = await run(label, cmd, args, lane, watch);
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
// Two lanes on the two cores. Lane 1 builds the site and then runs the browser suite on it: the
// browser suite is the longest stage, so it starts as soon as there is a build. Lane 2 runs the
// gates on the source, the fast suite and the site suite beside it, in the time the browser
// suite spends waiting on Chromium. The build writes .astro/ (the generated types) as it starts:
// type checking (`astro check --noSync`, which would otherwise write .astro/ itself) and ESLint
// (whose type information reads .astro/types.d.ts) wait until it has, so nothing reads .astro/
// while it is written. The site suite waits for the whole build.
let announceSynced;
const synced = new Promise((resolve) => (announceSynced = resolve));
let announceBuilt;
const builtOrFailed = new Promise((resolve) => (announceBuilt = resolve));
const SYNCED = /\[types\] Generated/;
await Promise.all([
  (async () => {
    // The one build of the site: the site and e2e suites find dist/ current and do not build again.
    // The output's last few characters, so that the line is seen when it spans two pieces.
    let tail = "";
    const built = await step("build", "npm", ["run", "build"], 1, (text) => {
      tail = (tail + text).slice(-200);
      if (SYNCED.test(tail)) announceSynced();
    });
    announceSynced();
    announceBuilt(built);
    if (built) await vitest("e2e", 1);
  })(),
  (async () => {
    await step("format", "npx", ["prettier", "--check", "--cache", "."], 2);
    await synced;
    await step("types", "npx", ["astro", "check", "--noSync"], 2);
    await step("lint", "npx", ["eslint", "."], 2);
    await vitest("fast", 2);
    if (await builtOrFailed) await vitest("site", 2);
  })(),
]);
console.log(timeTable((performance.now() - started) / 1000, loadAtStart));
if (tally.failures.length > 0) console.log(`\nFailed: ${tally.failures.join(", ")}`);
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);

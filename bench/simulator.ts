/**
 * The simulator's figures over the built site (issue 10, "Performance"), one JSON line each:
 * per page type, the JavaScript (gzip) a page loads before the simulator nears the viewport,
 * once it runs, and once the computer has moved (the search worker); then the computer's reply
 * time at its default strength, in the page (with each reply split between the worker and the
 * page) and, for each game, in Node; and "Best move here": its answer time and the longest
 * main-thread task while it runs. Needs `npm run build`.
 *
 *   node bench/simulator.ts            (through npm: npm exec -- node bench/simulator.ts)
 *   node bench/simulator.ts --best-move   ("Best move here" alone)
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { launchBrowser } from "../scripts/lib/browser.ts";
import { serveStatic } from "../scripts/lib/server.ts";
import { DIST } from "../scripts/lib/build.ts";
import { knownGames, knownRulesets, loadGame } from "../src/content/ruleset-files.ts";
import { searchTurn } from "../src/play/engine.ts";
import { DEFAULT_LEVEL, LEVELS } from "../src/simulator/computer.ts";

const DEFAULT_BUDGET = LEVELS.find((l) => l.value === DEFAULT_LEVEL)!.budget;
const machine = { cpu: cpus()[0]?.model ?? "?", cores: cpus().length, node: process.version };

const PAGES: readonly { type: string; path: string; computer: boolean }[] = [
  { type: "game (fanorona)", path: "/games/fanorona/", computer: true },
  { type: "game (msuwa)", path: "/games/msuwa/", computer: true },
  { type: "game (fanorona-telo)", path: "/games/fanorona-telo/", computer: true },
  { type: "ruleset", path: "/rulesets/fanorona/icga/", computer: false },
  { type: "evidence", path: "/evidence/DLP.Evidence.661/", computer: false },
  { type: "no simulator", path: "/sources/", computer: false },
];

const gz = (path: string) => gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length;

/**
 * Where each reply's time goes, recorded in the page: `worker` from posting the request to the
 * worker's answer being sent (the search and the replay of the moves), `page` from then to the
 * next request (the page playing the reply, drawing it and asking again).
 */
function recordWorkerTimes(): void {
  const log: [string, number][] = [];
  (globalThis as unknown as { workerTimes: typeof log }).workerTimes = log;
  const proto = Worker.prototype;
  const post = Reflect.get(proto, "postMessage") as (this: Worker, ...args: unknown[]) => void;
  const hooked = new WeakSet<Worker>();
  proto.postMessage = function (this: Worker, ...args: unknown[]) {
    if ((args[0] as { kind?: string }).kind === "search") log.push(["ask", performance.now()]);
    if (!hooked.has(this)) {
      hooked.add(this);
      this.addEventListener("message", (e) => log.push(["answer", e.timeStamp]));
    }
    post.call(this, ...args);
  };
}

/** Worker and page milliseconds of each answered request, from the log `recordWorkerTimes` keeps. */
function splitReplies(log: readonly [string, number][]): { worker: number; page: number }[] {
  const out: { worker: number; page: number }[] = [];
  const asks = log.filter(([k]) => k === "ask").map(([, t]) => t);
  const answers = log.filter(([k]) => k === "answer").map(([, t]) => t);
  for (let i = 0; i < answers.length && i + 1 < asks.length; i++)
    out.push({
      worker: Math.round(answers[i]! - asks[i]!),
      page: Math.round(asks[i + 1]! - answers[i]!),
    });
  return out;
}

async function measure(page: Page, origin: string, path: string, computer: boolean) {
  await page.addInitScript(recordWorkerTimes);
  const loaded = new Set<string>();
  page.on("response", (r) => {
    const u = new URL(r.url());
    if (u.origin === origin && u.pathname.endsWith(".js")) loaded.add(u.pathname);
  });
  const sum = () => [...loaded].reduce((n, p) => n + gz(p), 0);
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(300);
  const before = sum();
  if ((await page.locator("game-simulator").count()) === 0) return { before };
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=ruleset]");
  await page.waitForTimeout(300);
  const running = sum();
  if (!computer) return { before, running };
  // The computer plays both sides: the first reply starts the worker, the next ones are warm.
  const replies: number[] = [];
  let t0 = Date.now();
  await page.locator("game-simulator [data-control=side-1]").selectOption(DEFAULT_LEVEL);
  await page.locator("game-simulator [data-control=side-0]").selectOption(DEFAULT_LEVEL);
  for (let i = 0; i < 4; i++) {
    const moves = await page.locator("game-simulator [data-moves] li").count();
    const over = await page.locator("game-simulator").getAttribute("data-status");
    if (over !== "ongoing") break;
    await page.waitForFunction(
      (n) => document.querySelectorAll("game-simulator [data-moves] li").length > n,
      moves,
      { timeout: 30_000 },
    );
    replies.push(Date.now() - t0);
    t0 = Date.now();
  }
  await page.locator("game-simulator [data-control=side-0]").selectOption("human");
  await page.locator("game-simulator [data-control=side-1]").selectOption("human");
  const log = await page.evaluate(
    () => (globalThis as unknown as { workerTimes: [string, number][] }).workerTimes,
  );
  return { before, running, withWorker: sum(), replyMs: replies, split: splitReplies(log) };
}

/** Records the page's long tasks (main thread busy over 50 ms), for "Best move here". */
function recordLongTasks(): void {
  const tasks: number[] = [];
  (globalThis as unknown as { longTasks: number[] }).longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration);
  }).observe({ type: "longtask", buffered: true });
}

/**
 * "Best move here" on a game page: the time from the click to the answer drawn (the worker
 * starting and compiling its game included, then warm), and the longest main-thread task while
 * it ran (the bound: 100 ms). The search runs at the fixed `ANALYSIS` budget.
 */
async function measureBestMove(page: Page, origin: string, path: string) {
  await page.addInitScript(recordLongTasks);
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  await page.locator("game-simulator").scrollIntoViewIfNeeded();
  await page.waitForSelector("game-simulator [data-control=best-move]");
  const answers: number[] = [];
  let longest = 0;
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => {
      (globalThis as unknown as { longTasks: number[] }).longTasks.length = 0;
    });
    const t0 = Date.now();
    await page.locator("game-simulator [data-control=best-move]").click();
    await page.waitForSelector('game-simulator[data-best="shown"]', { timeout: 60_000 });
    answers.push(Date.now() - t0);
    const tasks = await page.evaluate(
      () => (globalThis as unknown as { longTasks: number[] }).longTasks,
    );
    longest = Math.max(longest, ...tasks.map(Math.round));
  }
  return { answerMs: answers, longestMainThreadTaskMs: longest };
}

const bestMoveOnly = process.argv.includes("--best-move");
const server = await serveStatic(DIST);
const browser = await launchBrowser();
try {
  for (const p of bestMoveOnly ? [] : PAGES) {
    const page = await browser.newPage();
    const r = await measure(page, server.origin, p.path, p.computer);
    console.log(
      JSON.stringify({ figure: "js-gzip-bytes", page: p.type, path: p.path, ...r, machine }),
    );
    await page.close();
  }
  for (const path of ["/games/fanorona/", "/games/msuwa/", "/games/fanorona-telo/"]) {
    const page = await browser.newPage();
    const r = await measureBestMove(page, server.origin, path);
    console.log(JSON.stringify({ figure: "best-move", path, ...r, loadavg: loadavg(), machine }));
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

// The search itself, in Node: the reply time at the default level from each start position.
for (const g of bestMoveOnly ? [] : knownGames()) {
  const r = knownRulesets(g)[0];
  if (r === undefined) continue;
  const c = loadGame(g, r);
  if (!c.ok) throw new Error(c.error);
  const t0 = performance.now();
  await searchTurn(c.value, c.value.setup(), DEFAULT_BUDGET, 1);
  const ms = Math.round(performance.now() - t0);
  console.log(
    JSON.stringify({ figure: "reply-ms", game: g, ruleset: r, level: DEFAULT_LEVEL, ms, machine }),
  );
}

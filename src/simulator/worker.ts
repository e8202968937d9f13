/**
 * The search worker: compiles its own game from the ruleset (compiled games are not shared
 * between threads), replays the moves and answers with the computer's turn. It is built as a
 * chunk of the page's bundle (src/simulator/vite/worker-chunk.ts), so the engine family it imports
 * is the chunk the page has already loaded. A `warm` message compiles the game ahead of the first
 * request and runs a short search, so that the first reply does not pay for starting up. An
 * `analyse` request answers "Best move here" (the best turn, its line and its score) instead.
 */
import {
  analyse,
  compileRuleset,
  searchTurn,
  type OptionValue,
  type RulesetSpec,
  type SimGame,
} from "../play/engine.ts";
import { Session } from "../play/session.ts";
import type { SearchReply, WorkerRequest } from "./computer.ts";

const reply = (r: SearchReply) => {
  postMessage(r);
};

/** Games compiled so far, by ruleset: one search runs at a time, so one copy each is enough. */
const compiled = new Map<string, SimGame>();

async function gameOf(
  spec: RulesetSpec,
  overrides: Readonly<Record<string, OptionValue>>,
): Promise<SimGame | string> {
  const key = JSON.stringify([spec, overrides]);
  const known = compiled.get(key);
  if (known !== undefined) return known;
  const c = await compileRuleset(spec, overrides);
  if (!c.ok) return c.error;
  compiled.set(key, c.value);
  return c.value;
}

addEventListener("message", (e: MessageEvent<WorkerRequest>) => {
  const req = e.data;
  if (req.kind === "warm") void warm(req.spec, req.overrides);
  else void answer(req);
});

/** Compiles the game and searches its start position briefly, so the code is hot. */
async function warm(
  spec: RulesetSpec,
  overrides: Readonly<Record<string, OptionValue>>,
): Promise<void> {
  const game = await gameOf(spec, overrides);
  if (typeof game !== "string") await searchTurn(game, game.setup(), { iterations: 30 }, 1);
}

async function answer(req: Exclude<WorkerRequest, { kind: "warm" }>): Promise<void> {
  const game = await gameOf(req.spec, req.overrides);
  if (typeof game === "string") {
    reply({ id: req.id, error: game });
    return;
  }
  let session: Session;
  try {
    session = new Session(game, req.start);
  } catch (e) {
    reply({ id: req.id, error: String(e) });
    return;
  }
  for (const m of req.moves) {
    const r = session.play(m.text, m.kind);
    if (!r.ok) {
      reply({ id: req.id, error: `cannot replay ${m.text}: ${r.error.message}` });
      return;
    }
  }
  if (req.kind === "analyse") {
    // "Best move here": the analysis runs with the iterations the page sends (ANALYSIS).
    const budget = "iterations" in req.budget ? req.budget.iterations : 0;
    reply({ id: req.id, analysis: await analyse(game, session.state, budget, req.seed) });
    return;
  }
  const turn = await searchTurn(game, session.state, req.budget, req.seed);
  reply({ id: req.id, turn });
}

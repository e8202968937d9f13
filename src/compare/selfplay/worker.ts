/**
 * The self-play worker: compiles its own game from the reading (compiled games are not shared
 * between threads) and plays the slices of game indices it is sent, random against random with
 * the saved run's seed and cap (runs.ts). Built as a chunk of the page's bundle
 * (src/simulator/vite/worker-chunk.ts), so the engine family it imports is the page's.
 */
import { compileRuleset, type SimGame } from "../../play/engine.ts";
import { playSlice } from "./runs.ts";
import type { PlaysReply, PlaysRequest } from "./pool.ts";

/** The game of the last reading asked for: one pool plays one reading. */
let compiled: { key: string; game: SimGame } | undefined;

async function gameOf(req: PlaysRequest): Promise<SimGame | string> {
  const key = JSON.stringify([req.spec, req.overrides]);
  if (compiled?.key === key) return compiled.game;
  const c = await compileRuleset(req.spec, req.overrides);
  if (!c.ok) return c.error;
  compiled = { key, game: c.value };
  return c.value;
}

const reply = (r: PlaysReply) => {
  postMessage(r);
};

addEventListener("message", (e: MessageEvent<PlaysRequest>) => {
  void (async () => {
    const req = e.data;
    const game = await gameOf(req);
    if (typeof game === "string") {
      reply({ kind: "error", error: game });
      return;
    }
    try {
      reply({ kind: "slice", played: playSlice(game, req.run, req.slice) });
    } catch (x) {
      reply({ kind: "error", error: x instanceof Error ? x.message : String(x) });
    }
  })();
});

import { cpus, platform, arch } from "node:os";
import { createRng, fastPlayout, type AnyGame } from "../engine/index.ts";

export interface BenchResult {
  readonly game: string;
  readonly ruleset: string;
  /** Measured seconds (after the warm-up). */
  readonly seconds: number;
  readonly playouts: number;
  readonly plies: number;
  readonly playoutsPerSecond: number;
  readonly pliesPerSecond: number;
  readonly meanPlies: number;
  /** Playouts stopped by `maxPlies` before the game ended. */
  readonly unfinished: number;
  readonly maxPlies: number;
}

/**
 * Uniformly random playouts from the start position through the family's fast path, for
 * `seconds` after a warm-up of a tenth of that (at most one second).
 */
export function benchGame(
  game: AnyGame,
  seconds: number,
  seed = 1,
  maxPlies = 10_000,
): BenchResult {
  const start: unknown = game.setup();
  const rng = createRng(seed);
  const warm = performance.now() + Math.min(1000, seconds * 100);
  while (performance.now() < warm) fastPlayout(game, start, rng, maxPlies);
  let playouts = 0;
  let plies = 0;
  let unfinished = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  let now = t0;
  while (now < end) {
    const r = fastPlayout(game, start, rng, maxPlies);
    playouts++;
    plies += r.plies;
    if (r.status.kind === "ongoing") unfinished++;
    now = performance.now();
  }
  const elapsed = (now - t0) / 1000;
  return {
    game: game.id,
    ruleset: game.ruleset.id,
    seconds: Number(elapsed.toFixed(3)),
    playouts,
    plies,
    playoutsPerSecond: Math.round(playouts / elapsed),
    pliesPerSecond: Math.round(plies / elapsed),
    meanPlies: Number((plies / playouts).toFixed(2)),
    unfinished,
    maxPlies,
  };
}

/** What a benchmark figure was measured on. */
export const machineInfo = () => ({
  cpu: cpus()[0]?.model ?? "unknown",
  cores: cpus().length,
  node: process.version,
  os: `${platform()}-${arch()}`,
});

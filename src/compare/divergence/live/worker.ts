/**
 * The reader's divergence worker: where a changed reading first parts from each source's
 * reading (the engine's `searchDivergence`, as the build's compute.ts runs it, loaded for one
 * family by `loadDivergenceSearch`), and which options decide anything for a reading (the
 * dead-option check of dead.ts on the same sample). It compiles the readings itself and tells
 * the page how far it has gone; the page ends it by terminating the worker. Built as a chunk of
 * the page's bundle (src/simulator/vite/worker-chunk.ts), so the engine family is the page's.
 */
import type { AnyGame, OptionEffect } from "../../../engine/core/index.ts";
import { familyVariants, loadDivergenceSearch, optionEffects } from "../../../engine/research.ts";
import { FAMILY_LOADERS } from "../../../engine/families.ts";
import { compileRuleset } from "../../../play/engine.ts";
import { deadSample } from "../dead-sample.ts";
import { storeResult } from "../store.ts";
import type { PartsReply, PartsRequest, ReadingSpec } from "./protocol.ts";

const reply = (r: PartsReply): void => {
  postMessage(r);
};

async function compile(r: ReadingSpec): Promise<AnyGame> {
  const c = await compileRuleset(r.spec, r.overrides);
  if (!c.ok) throw new Error(`${r.spec.id}: ${c.error}`);
  return c.value as AnyGame;
}

/** The changed reading against each source reading, in order; each result as saved. */
async function parts(req: Extract<PartsRequest, { kind: "parts" }>): Promise<void> {
  const search = await loadDivergenceSearch(req.changed.spec.family);
  const changed = await compile(req.changed);
  const of = req.sources.length;
  for (const [step, s] of req.sources.entries()) {
    const source = await compile({ spec: s.spec, overrides: {} });
    // The source is reading A, as in the saved pairs (a source's id sorts before a changed one's).
    const result = search(source, changed, {
      ...req.bounds,
      onProgress: (depth, lines) => {
        reply({ kind: "progress", step, of, depth, lines });
      },
    });
    reply({
      kind: "pair",
      source: s.id,
      result: storeResult(result),
      players: changed.players,
      sameOptions: Object.keys({ ...source.options, ...changed.options }).every(
        (k) =>
          JSON.stringify(source.options[k]?.value) === JSON.stringify(changed.options[k]?.value),
      ),
    });
  }
}

/** Each option of the reading switched alone on the reading's own sample, one option a step. */
async function dead(reading: ReadingSpec): Promise<void> {
  const game = await compile(reading);
  const variants = familyVariants(await FAMILY_LOADERS[reading.spec.family]());
  const sample = deadSample(game);
  const specs = Object.entries(variants.specs(game));
  for (const [step, [key, spec]] of specs.entries()) {
    reply({ kind: "progress", step, of: specs.length, depth: 0, lines: sample.length });
    // One option at a time (the check goes through the declarations it is given), for progress.
    const one = { specs: () => ({ [key]: spec }), compile: variants.compile.bind(variants) };
    const [effect] = optionEffects(game, sample, one) as [OptionEffect];
    reply({ kind: "option", effect, positions: sample.length });
  }
}

addEventListener("message", (e: MessageEvent<PartsRequest>) => {
  const req = e.data;
  const run = req.kind === "parts" ? parts(req) : dead(req.reading);
  run.then(
    () => {
      reply({ kind: "done" });
    },
    (x: unknown) => {
      reply({ kind: "error", message: x instanceof Error ? x.message : String(x) });
    },
  );
});

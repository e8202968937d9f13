/**
 * The saved first divergences (src/compare/divergence/divergences.json, written by
 * `npm run divergences`) and the saved dead-option check (dead-options.json, written by the same
 * script), read at build time. The only module that imports the files: the compare
 * picker runs model.ts and view.ts but loads one game's pairs when it needs them
 * (/compare/divergences/<game>.json), so it must not bundle the whole file. Pages pass
 * `DIVERGENCES` to model.ts's functions.
 */
import saved from "./divergences.json" with { type: "json" };
import dead from "./dead-options.json" with { type: "json" };
import type { DeadOptionData } from "./dead-model.ts";
import type { ContentDb } from "../../content/integrity.ts";
import type { DivergenceData, GameDivergences } from "./model.ts";

/** The saved file: its commit, each family's search bounds and every pair. */
export const DIVERGENCES = saved as unknown as DivergenceData;

/** The saved dead-option check (dead-options.json): its commit, sample and every ruleset's. */
export const DEAD_OPTIONS = dead as unknown as DeadOptionData;

/** Games with saved pairs, in order: each has its own file for the picker. */
export const divergenceGames = (data: DivergenceData = DIVERGENCES): string[] =>
  [...new Set(data.pairs.map((p) => p.game))].sort();

/**
 * One game's saved pairs with the short titles of the sources their refusals cite: what the
 * compare picker loads for that game (/compare/divergences/<game>.json) and what the prebuilt
 * pages draw from, so both show the same.
 */
export function gameDivergences(
  db: ContentDb,
  game: string,
  data: DivergenceData = DIVERGENCES,
): GameDivergences {
  const pairs = data.pairs.filter((p) => p.game === game);
  const ids = new Set<string>();
  for (const p of pairs)
    for (const r of [p.fromStart, ...(p.handBuilt === null ? [] : [p.handBuilt.result])])
      if (r.kind === "diverge")
        for (const t of [...r.onlyA, ...r.onlyB])
          for (const r of t.refusals) if (r.source !== undefined) ids.add(r.source);
  const sources: Record<string, string> = {};
  for (const id of [...ids].sort())
    sources[id] = db.sources.find((s) => s.id === id)?.data["title-short"] ?? id;
  return { commit: data.commit, bounds: data.bounds, pairs, sources };
}

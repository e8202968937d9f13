import { loadGame } from "/work/main/src/content/ruleset-files.ts";
import { firstDivergence } from "/work/main/src/engine/core/diverge.ts";
const [game, ra, rb, d] = process.argv.slice(2);
const a = loadGame(game!, ra!); const b = loadGame(game!, rb!);
if (!a.ok || !b.ok) throw new Error(JSON.stringify([a, b]));
const t = performance.now();
const r = firstDivergence(a.value, b.value, { maxDepth: Number(d ?? 4) });
console.log(JSON.stringify(r, null, 1).slice(0, 1500), ((performance.now() - t) / 1000).toFixed(2) + "s");

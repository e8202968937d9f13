/** Build time: the drawing of a ruleset's start position. */
import { compileRulesetOrThrow } from "../content/rulesets.ts";
import type { RulesetSpec } from "../engine/index.ts";
import { drawBoard, type DrawOptions } from "./draw.ts";
import { boardView } from "./view.ts";

export function startDrawing(spec: RulesetSpec, options: DrawOptions): string {
  const game = compileRulesetOrThrow(spec);
  const text = game.formatPosition(game.setup());
  const diagonals = spec.options.diagonals?.value !== false;
  const v = boardView(spec.family, text, diagonals);
  if (!v.ok) throw new Error(`ruleset ${spec.game}/${spec.id}: ${v.error}`);
  return drawBoard(v.value, options);
}

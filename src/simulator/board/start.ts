/** Build time: the drawing of a ruleset's start position, through the engine adapter. */
import { compileRuleset, type RulesetSpec } from "../engine.ts";
import { drawBoard, type DrawOptions } from "./draw.ts";
import { boardView } from "./view.ts";

export async function startDrawing(spec: RulesetSpec, options: DrawOptions): Promise<string> {
  const c = await compileRuleset(spec);
  if (!c.ok) throw new Error(`ruleset ${spec.game}/${spec.id}: ${c.error}`);
  const text = c.value.formatPosition(c.value.setup());
  const diagonals = spec.options.diagonals?.value !== false;
  const v = boardView(spec.family, text, diagonals);
  if (!v.ok) throw new Error(`ruleset ${spec.game}/${spec.id}: ${v.error}`);
  return drawBoard(v.value, options);
}

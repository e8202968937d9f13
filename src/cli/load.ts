import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { AnyGame } from "../engine/core/game.ts";
import { err, ok, type Result } from "../engine/core/result.ts";
import { GAMES } from "../engine/registry.ts";
import { rulesetSchema, type RulesetData } from "../schemas/ruleset.ts";

/** The repository root (this file is src/cli/load.ts). */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Game ids the engine plays, sorted. */
export const knownGames = (): string[] => Object.keys(GAMES).sort();

/** Ruleset ids with a file under content/rulesets/<game>/, sorted. */
export function knownRulesets(game: string, root = REPO_ROOT): string[] {
  try {
    return readdirSync(join(root, "content", "rulesets", game))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => f.slice(0, -".yaml".length))
      .sort();
  } catch {
    return [];
  }
}

/** Reads and validates content/rulesets/<game>/<id>.yaml. Errors are one line each. */
export function readRuleset(
  game: string,
  id: string,
  root = REPO_ROOT,
): Result<RulesetData, string> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) return err(`not a ruleset id: "${id}"`);
  const known = knownRulesets(game, root);
  if (!known.includes(id))
    return err(
      known.length === 0
        ? `no rulesets for game "${game}" (content/rulesets/${game}/ is empty or missing)`
        : `unknown ruleset "${id}" for game "${game}"; known: ${known.join(", ")}`,
    );
  const file = join("content", "rulesets", game, `${id}.yaml`);
  let raw: unknown;
  try {
    raw = parse(readFileSync(join(root, file), "utf8"));
  } catch (e) {
    return err(`${file}: not valid YAML: ${(e as Error).message.split("\n")[0] ?? ""}`);
  }
  const parsed = rulesetSchema.safeParse(raw);
  if (!parsed.success)
    return err(
      `${file}: ${parsed.error.issues
        .map(
          (i) =>
            `field \`${i.path.length === 0 ? "(record)" : i.path.map(String).join(".")}\`: ${i.message}`,
        )
        .join("; ")}`,
    );
  const data = parsed.data;
  if (data.id !== id)
    return err(`${file}: field \`id\` is "${data.id}" but the file is named ${id}.yaml`);
  if (data.game !== game) return err(`${file}: field \`game\` is "${data.game}", not "${game}"`);
  return ok(data);
}

/**
 * Loads a game: the ruleset file, validated by the content schema, compiled by the registry's
 * family with `overrides` for option values.
 */
export function loadGame(
  game: string,
  rulesetId: string,
  overrides: Readonly<Record<string, unknown>> = {},
  root = REPO_ROOT,
): Result<AnyGame, string> {
  const entry = GAMES[game];
  if (entry === undefined)
    return err(`unknown game "${game}"; known: ${knownGames().join(", ") || "(none)"}`);
  const data = readRuleset(game, rulesetId, root);
  if (!data.ok) return data;
  if (data.value.family !== entry.family)
    return err(
      `ruleset ${rulesetId}: family "${data.value.family}" but game "${game}" belongs to "${entry.family}"`,
    );
  const compiled = entry.compile(
    {
      id: data.value.id,
      game: data.value.game,
      family: data.value.family,
      options: data.value.options,
    },
    overrides,
  );
  if (!compiled.ok)
    return err(
      `ruleset ${rulesetId} of ${game}: ${compiled.error.map((e) => `option "${e.option}": ${e.message}`).join("; ")}`,
    );
  return ok(compiled.value);
}

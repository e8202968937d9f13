import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { GAMES, compileRuleset, err, ok, type AnyGame, type Result } from "../engine/index.ts";
import type { RulesetData } from "../schemas/ruleset.ts";
import { compiledRulesetSchema } from "./ruleset-check.ts";
import { compileFailure, toSpec } from "./rulesets.ts";
import { readYamlFile } from "./yaml-file.ts";

/*
 * Ruleset files read from disk outside Astro (CLI, benchmarks, tests): read, validate with the
 * content schema (which compiles the ruleset), compile with overrides. Errors are one line each,
 * naming the file and the field.
 */

/** The repository root (this file is src/content/ruleset-files.ts). */
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

/** Every ruleset file of the games the engine plays (of `games`, when given): [game, id]. */
export function rulesetFiles(
  games: readonly string[] = knownGames(),
  root = REPO_ROOT,
): { readonly game: string; readonly id: string }[] {
  return games.flatMap((game) => knownRulesets(game, root).map((id) => ({ game, id })));
}

/** Reads and validates content/rulesets/<game>/<id>.yaml. */
export function readRulesetFile(
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
  const read = readYamlFile(root, file, compiledRulesetSchema);
  if (!read.ok) return err(read.error.join("; "));
  const data = read.value;
  if (data.id !== id)
    return err(`${file}: field \`id\` is "${data.id}" but the file is named ${id}.yaml`);
  if (data.game !== game) return err(`${file}: field \`game\` is "${data.game}", not "${game}"`);
  return ok(data);
}

/** A game from its ruleset file, with `overrides` for option values. */
export function loadGame(
  game: string,
  rulesetId: string,
  overrides: Readonly<Record<string, unknown>> = {},
  root = REPO_ROOT,
): Result<AnyGame, string> {
  if (GAMES[game] === undefined)
    return err(`unknown game "${game}"; known: ${knownGames().join(", ") || "(none)"}`);
  const data = readRulesetFile(game, rulesetId, root);
  if (!data.ok) return data;
  const spec = toSpec(data.value);
  const compiled = compileRuleset(spec, overrides);
  return compiled.ok ? compiled : err(compileFailure(spec, compiled.error));
}

/** A ruleset file that would not load, with `loadGame`'s one-line message. */
export class RulesetFileError extends Error {}

/**
 * `loadGame` for callers that stop when a ruleset does not load (tests, tools, benchmarks, the
 * CLI): the game, or a thrown `RulesetFileError` with the same message.
 */
export function loadGameOrThrow(
  game: string,
  rulesetId: string,
  overrides: Readonly<Record<string, unknown>> = {},
  root = REPO_ROOT,
): AnyGame {
  const loaded = loadGame(game, rulesetId, overrides, root);
  if (!loaded.ok) throw new RulesetFileError(loaded.error);
  return loaded.value;
}

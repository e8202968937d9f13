import { readdirSync } from "node:fs";
import { join } from "node:path";
import { compileRuleset, err, ok, type AnyGame, type Result } from "../engine/index.ts";
import type { Claim } from "../schemas/claim.ts";
import { studySchema } from "../schemas/study.ts";
import { compiledRulesetSchema } from "../content/ruleset-check.ts";
import { loadGame, REPO_ROOT } from "../content/ruleset-files.ts";
import { compileFailure, toSpec } from "../content/rulesets.ts";
import { readYamlFile } from "../content/yaml-file.ts";
import { checkClaims, type ClaimOutcome } from "./claims.ts";

/*
 * The claims of ruleset and study files read from disk and played by the engine: every file of
 * content/ (the CI test, `npm run check-claims`), or the files a contributor names.
 */

/** A file with claims: the game they are played under, and the claims. */
interface ClaimsOf {
  readonly game: AnyGame;
  readonly claims: readonly Claim[];
}

/** A ruleset file's game (compiled from the file itself) and its claims. */
function rulesetClaims(root: string, file: string): Result<ClaimsOf, string[]> {
  const read = readYamlFile(root, file, compiledRulesetSchema);
  if (!read.ok) return read;
  const spec = toSpec(read.value);
  const game = compileRuleset(spec);
  if (!game.ok) return err([`${file}: ${compileFailure(spec, game.error)}`]);
  return ok({ game: game.value, claims: read.value.claims });
}

/** A study file's claims, under the ruleset of content/ it names. */
function studyClaims(root: string, file: string): Result<ClaimsOf, string[]> {
  const read = readYamlFile(root, file, studySchema);
  if (!read.ok) return read;
  const game = loadGame(read.value.game, read.value.ruleset, {}, root);
  if (!game.ok) return err([`${file}: field \`ruleset\`: ${game.error}`]);
  return ok({ game: game.value, claims: read.value.claims });
}

/**
 * The claims of one file (a path from `root`): a study when it lies in a `studies` folder, else a
 * ruleset. Problems reading it are lines naming the file and the field.
 */
export function checkFile(file: string, root = REPO_ROOT): Result<ClaimOutcome[], string[]> {
  const isStudy = file.split(/[\\/]/).includes("studies");
  const of = isStudy ? studyClaims(root, file) : rulesetClaims(root, file);
  return of.ok ? ok(checkClaims(file, of.value.game, of.value.claims)) : of;
}

/** Every ruleset and study file of content/, as paths from `root`, sorted. */
export function claimFiles(root = REPO_ROOT): string[] {
  const under = (dir: string): string[] => {
    try {
      return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((n) => n.endsWith(".yaml"))
        .map((n) => join(dir, n));
    } catch {
      return [];
    }
  };
  return [...under("content/rulesets"), ...under("content/studies")].sort();
}

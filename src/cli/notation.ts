/**
 * `engine check-notation <file>`: a notation file checked move by move against the ruleset files
 * (docs/notation-files.md). The compile step for Node lives here, so the CLI and the tests
 * compile a file's reading the same way the browser does, through the engine's one path.
 */
import { readFileSync } from "node:fs";
import { GAMES, err } from "../engine/index.ts";
import { loadGame, knownGames } from "../content/ruleset-files.ts";
import { checkNotation, type Compile } from "../notation/check.ts";
import { errorText } from "../notation/tree.ts";

/** A file's reading from the ruleset files under content/rulesets/ (`root`: the repository). */
export const compileFromFiles =
  (root?: string): Compile =>
  ({ game, ruleset, changes }) => {
    if (GAMES[game] === undefined)
      return err({
        tag: "Game",
        message: `unknown game "${game}"; known: ${knownGames().join(", ")}`,
      });
    const plain = loadGame(game, ruleset, {}, root);
    if (!plain.ok) return err({ tag: "Ruleset", message: plain.error });
    if (Object.keys(changes).length === 0) return plain;
    const changed = loadGame(game, ruleset, changes, root);
    return changed.ok ? changed : err({ tag: "Changes", message: changed.error });
  };

/** Checks `file`; one line: "ok: N moves, M variations" or the located error. */
export function checkNotationFile(file: string): { ok: boolean; line: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    return {
      ok: false,
      line: `cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? "error"}`,
    };
  }
  const r = checkNotation(text, compileFromFiles());
  if (!r.ok) return { ok: false, line: `${file}: ${errorText(r.error)}` };
  return { ok: true, line: `ok: ${r.value.moves} moves, ${r.value.variations} variations` };
}

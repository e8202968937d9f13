// `npm run new -- evidence|source|ruleset|study [--id ID] [--game G] [--source S] [--from R]
// [--stdout]`: a new content file with its places to fill marked (src/contribute/scaffold.ts).
// It refuses a bad id, an id already taken and an unknown game, with one line naming them.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs, UsageError } from "../cli/args.ts";
import { knownRulesets, readRulesetFile, REPO_ROOT } from "../content/ruleset-files.ts";
import { err, ok, type Result } from "../engine/index.ts";
import {
  FILL,
  SCAFFOLD_KINDS,
  scaffold,
  scaffoldPath,
  scaffoldText,
  type ScaffoldInput,
  type ScaffoldKind,
} from "./scaffold.ts";
import { SCAFFOLD_WORDS } from "./words.ts";

const FLAGS = { id: {}, game: {}, source: {}, from: {} } as const;

/** The flags read into a scaffold's input (the `--from` ruleset read from disk). */
function inputOf(argv: readonly string[], root: string): Result<ScaffoldInput, string> {
  const kind = argv[0];
  if (!(SCAFFOLD_KINDS as readonly string[]).includes(kind ?? ""))
    return err(SCAFFOLD_WORDS.unknownKind(kind));
  let flags: ReadonlyMap<string, readonly string[]>;
  try {
    flags = parseArgs(argv, { [kind!]: FLAGS }).flags;
  } catch (e) {
    if (e instanceof UsageError) return err(`${e.message}\n${SCAFFOLD_WORDS.usage}`);
    throw e;
  }
  const one = (name: string) => flags.get(name)?.[0];
  const game = one("game");
  const input = {
    kind: kind as ScaffoldKind,
    id: one("id") ?? `new-${kind}`,
    game,
    source: one("source"),
  };
  if (kind !== "ruleset" || game === undefined) return ok(input);
  const known = knownRulesets(game, root);
  const from = one("from") ?? known[0];
  if (from === undefined) return ok(input);
  const read = readRulesetFile(game, from, root);
  return read.ok
    ? ok({ ...input, from: read.value })
    : err(SCAFFOLD_WORDS.unknownFrom(from, known));
}

/** Runs `npm run new`; returns the exit status. */
export function runNew(
  argv: readonly string[],
  out: (text: string) => void,
  errOut: (line: string) => void,
  root = REPO_ROOT,
): number {
  const stdout = argv.includes("--stdout");
  const input = inputOf(
    argv.filter((a) => a !== "--stdout"),
    root,
  );
  if (!input.ok) return (errOut(input.error), 2);
  const data = scaffold(input.value);
  if (!data.ok) return (errOut(data.error), 2);
  const file = scaffoldPath(input.value.kind, input.value.id, input.value.game);
  const text = scaffoldText(input.value.kind, data.value);
  if (existsSync(join(root, file))) return (errOut(SCAFFOLD_WORDS.exists(file)), 2);
  if (stdout) return (out(text), 0);
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
  out(SCAFFOLD_WORDS.written(file, text.split(FILL).length - 1));
  return 0;
}

if (import.meta.main)
  process.exitCode = runNew(
    process.argv.slice(2),
    (t) => process.stdout.write(t.endsWith("\n") ? t : `${t}\n`),
    (l) => console.error(l),
  );

/**
 * Where the seed documents are, for the tests that hold our quotations and spellings to them.
 *
 * They are not in the repository (they are the project's research material, not ours to
 * publish): CI and the project's machine keep them in `shared/seeds` beside the checkout, so the
 * default is `<repository root>/../shared/seeds`. A git worktree's root is not the repository's:
 * for one, the main checkout's sibling folder is tried next (read from the worktree's `.git`
 * file, so no git command runs). `SEED_DIR` overrides both; when it is set and names no folder,
 * the tests fail rather than skip, since someone asked for the check.
 *
 * Where no folder is found, each seed suite shows one skipped test whose name gives the reason,
 * so a run's output says the quotations were not checked instead of passing in silence.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, it } from "vitest";
import { ROOT } from "../../scripts/lib/build.ts";

/** The main checkout's root when ROOT is a git worktree (`.git` is a file naming its gitdir). */
function mainCheckoutRoot(root: string): string | undefined {
  const dotGit = join(root, ".git");
  if (!existsSync(dotGit) || statSync(dotGit).isDirectory()) return undefined;
  const gitdir = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, "utf8"))?.[1]?.trim();
  // <main>/.git/worktrees/<name>: three levels up is the main checkout.
  if (gitdir === undefined || !/[/\\]worktrees[/\\][^/\\]+$/.test(gitdir)) return undefined;
  return dirname(dirname(dirname(resolve(root, gitdir))));
}

function findSeedDir(): { dir: string; found: boolean } {
  const asked = process.env["SEED_DIR"];
  if (asked !== undefined && asked !== "") {
    const dir = resolve(asked);
    if (!existsSync(dir))
      throw new Error(`SEED_DIR=${asked}: no such folder (unset it to use ../shared/seeds)`);
    return { dir, found: true };
  }
  const main = mainCheckoutRoot(ROOT);
  const candidates = [ROOT, ...(main === undefined ? [] : [main])].map((r) =>
    join(r, "..", "shared", "seeds"),
  );
  const dir = candidates.find((d) => existsSync(d));
  return dir === undefined ? { dir: candidates[0] ?? "", found: false } : { dir, found: true };
}

const located = findSeedDir();

/** The folder of the seed documents (where it was looked for, when absent). */
export const SEED_DIR = located.dir;
/** Whether the seed documents are here to check against. */
export const SEEDS_PRESENT = located.found;
/** Why the seed suites are skipped, shown as the skipped test's name. */
export const SEEDS_ABSENT = `skipped: no seed documents at ${SEED_DIR} (set SEED_DIR to their folder)`;

/** Every seed document's text (the `.txt` files), or those whose names start with `prefixes`. */
export function seedTexts(prefixes?: readonly string[]): string[] {
  return readdirSync(SEED_DIR)
    .filter((f) => f.endsWith(".txt"))
    .filter((f) => prefixes === undefined || prefixes.some((p) => f.startsWith(p)))
    .sort()
    .map((f) => readFileSync(join(SEED_DIR, f), "utf8"));
}

/** The default reporter counts skips without naming them: say why on stderr too. */
function sayAbsent(name: string): void {
  console.warn(`${name}: ${SEEDS_ABSENT}`);
}

/** A suite that needs the seed documents: run where they are, one visible skip where not. */
export function describeWithSeeds(name: string, body: () => void): void {
  if (SEEDS_PRESENT) describe(name, body);
  else
    describe(name, () => {
      sayAbsent(name);
      it.skip(SEEDS_ABSENT, () => undefined);
    });
}

/** One test that needs the seed documents, likewise. */
export function itWithSeeds(name: string, body: () => void): void {
  if (SEEDS_PRESENT) it(name, body);
  else {
    sayAbsent(name);
    it.skip(`${name}: ${SEEDS_ABSENT}`, () => undefined);
  }
}

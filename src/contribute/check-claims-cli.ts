// `npm run check-claims [-- <file>...]`: every claim of content/'s rulesets and studies, or of the
// files named (paths from the repository root), played by the engine; one line per claim, and a
// non-zero exit when one is false or a file cannot be read (docs/contributing-form.md).
import { REPO_ROOT } from "../content/ruleset-files.ts";
import { outcomeLine } from "./claims.ts";
import { checkFile, claimFiles } from "./check-claims.ts";

/** Runs the check over `files` (all of content/ when empty); returns the exit status. */
export function runCheckClaims(
  files: readonly string[],
  out: (line: string) => void,
  errOut: (line: string) => void,
): number {
  let failed = 0;
  let count = 0;
  for (const file of files.length > 0 ? files : claimFiles(REPO_ROOT)) {
    const r = checkFile(file);
    if (!r.ok) {
      r.error.forEach((line) => errOut(line));
      failed++;
      continue;
    }
    for (const o of r.value) {
      count++;
      if (o.holds) out(outcomeLine(o));
      else {
        errOut(outcomeLine(o));
        failed++;
      }
    }
  }
  out(`${count} claims checked, ${failed} false or unreadable`);
  return failed === 0 ? 0 : 1;
}

if (import.meta.main)
  process.exitCode = runCheckClaims(
    process.argv.slice(2),
    (l) => console.log(l),
    (l) => console.error(l),
  );

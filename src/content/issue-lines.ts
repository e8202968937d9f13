import type { z } from "astro/zod";

/**
 * One schema problem without its file: ``field `a.b`: message``. The contribution form shows
 * exactly this in the browser (src/contribute/), where there is no file yet.
 */
export function issueLine(issue: z.core.$ZodIssue): string {
  // A field the schema does not know (a misspelt `notesTranslation`) is named as the field
  // itself, not as the object holding it, so the reader finds the line to mend.
  const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
  const path = keys.length === 1 ? [...issue.path, keys[0]!] : issue.path;
  const field = path.length === 0 ? "(record)" : path.map(String).join(".");
  return `field \`${field}\`: ${issue.message}`;
}

/** One readable line per schema problem: `file: field `a.b`: message`. */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${file}: ${issueLine(issue)}`);
}

/** Where an engine option error belongs in a ruleset file: `game`, `family` or `options.<key>`. */
export const optionIssuePath = (option: string): string[] =>
  option === "game" || option === "family" ? [option] : ["options", option];

import type { z } from "astro/zod";

/**
 * One schema problem without its file: ``field `a.b`: message``. The contribution form shows
 * exactly this in the browser (src/contribute/), where there is no file yet.
 */
export function issueLine(issue: z.core.$ZodIssue): string {
  const field = issue.path.length === 0 ? "(record)" : issue.path.map(String).join(".");
  return `field \`${field}\`: ${issue.message}`;
}

/** One readable line per schema problem: `file: field `a.b`: message`. */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${file}: ${issueLine(issue)}`);
}

/** Where an engine option error belongs in a ruleset file: `game`, `family` or `options.<key>`. */
export const optionIssuePath = (option: string): string[] =>
  option === "game" || option === "family" ? [option] : ["options", option];

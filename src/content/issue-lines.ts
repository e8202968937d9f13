import type { z } from "astro/zod";

/** One readable line per schema problem: `file: field `a.b`: message`. */
export function formatIssues(file: string, issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const field = issue.path.length === 0 ? "(record)" : issue.path.map(String).join(".");
    return `${file}: field \`${field}\`: ${issue.message}`;
  });
}

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import type { z } from "astro/zod";
import { err, ok, type Result } from "../engine/index.ts";
import { formatIssues } from "./issue-lines.ts";

/**
 * A YAML file of content/ read from disk and validated, outside Astro (the loaders of tests,
 * tools and the CLI; the build reads the same files through its collections): the data, or the
 * problems as lines naming the file and the field.
 *
 * @param file the file's path from `root`, as the problem lines name it.
 */
export function readYamlFile<T>(
  root: string,
  file: string,
  schema: z.ZodType<T>,
): Result<T, string[]> {
  let text: string;
  try {
    text = readFileSync(join(root, file), "utf8");
  } catch (e) {
    return err([`${file}: cannot read: ${(e as NodeJS.ErrnoException).code ?? String(e)}`]);
  }
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (e) {
    return err([`${file}: not valid YAML: ${(e as Error).message.split("\n")[0] ?? ""}`]);
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(formatIssues(file, parsed.error.issues));
}

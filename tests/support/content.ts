/**
 * The real content, for tests whose expectations come from it (never typed in): read from
 * content/ once per test file that imports this, with the same schemas and reference check as
 * the build (loadContent). `problems` lists what is wrong with it, file and field named.
 */
import { ROOT } from "../../scripts/lib/build.ts";
import { loadContent } from "../../src/content/load-files.ts";

export const { db, problems } = loadContent(ROOT);

/**
 * Every HTML page in dist/ passes html-validate with the rule set in ./html-validate.config.ts
 * (the recommended rules; the few changes are explained there). dist/ is built first when
 * stale (tests/support/build-site.ts). One test per language, each within the suite's time limit
 * (all 471 pages in one took 95 s alone, 140 s beside the other site files, over the limit).
 */
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { HTML_VALIDATE_CONFIG } from "./html-validate.config.ts";
import { htmlFiles, pathForFile, readDist } from "./dist.ts";
import { LANGS, langOfPath } from "../../src/i18n/languages.ts";

describe("html-validate", () => {
  it.each(LANGS)("reports no error on any page in %s", async (lang) => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    const errors: string[] = [];
    const files = htmlFiles().filter((f) => langOfPath(pathForFile(f)) === lang);
    for (const file of files) {
      const report = await validator.validateString(readDist(file), file);
      for (const result of report.results)
        for (const m of result.messages)
          errors.push(
            `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ""})`,
          );
    }
    expect(files.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

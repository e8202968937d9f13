/**
 * Every HTML page in dist/ passes html-validate with the rule set in ./html-validate.config.ts
 * (the recommended rules; the few changes are explained there). dist/ is built first when
 * stale (tests/support/build-site.ts).
 */
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { HTML_VALIDATE_CONFIG } from "./html-validate.config.ts";
import { htmlFiles, readDist } from "./dist.ts";

describe("html-validate", () => {
  it("reports no error on any page", async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    const errors: string[] = [];
    const files = htmlFiles();
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

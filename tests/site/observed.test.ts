/**
 * Observed rulesets on the built site (issue 38, "On the site"). The method page's section on
 * how an observed ruleset is weighed against a historical one, in every language, read from
 * dist/. Then, in the full matrix only (TEST_FULL=1: one more build of the whole content, about
 * as long as `npm run build`), the interview's exported contribution (the fixture,
 * tests/fixtures/observed/fanorona.ts) built into a copy of the content through CONTENT_DIR, as a
 * contributor would add it: the build accepts it unchanged, its ruleset page has its simulator,
 * its interview and its open option, the game page and /rulesets/ list it, the comparison data
 * hold it, and the informant's name is nowhere in the site.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { astroBuild, ROOT, writeBuildableCopy } from "../../scripts/lib/build.ts";
import { loadContent } from "../../src/content/load-files.ts";
import { interviewConfig } from "../../src/record/build.ts";
import { t } from "../../src/i18n/t.ts";
import { LANGS, localize } from "../../src/i18n/languages.ts";
import { mainOf, readDist, textOf } from "./dist.ts";
import {
  CHANGED,
  INFORMANT,
  OPEN,
  writeObservedFixture,
  type WrittenFixture,
} from "../fixtures/observed/fanorona.ts";

describe("the method page says how an observed ruleset is weighed", () => {
  for (const lang of LANGS)
    it(`in ${lang}`, () => {
      const html = mainOf(readDist(`${localize(lang, "/method/").slice(1)}index.html`));
      const at = html.indexOf('data-method="observed"');
      expect(at, "the section").toBeGreaterThan(-1);
      const section = textOf(html.slice(at, html.indexOf("</section>", at)));
      for (const k of [
        "method.h.observed",
        "method.observed.cited",
        "method.observed.open",
      ] as const)
        expect(section).toContain(textOf(t(lang, k)));
      expect(html).toContain(`href="${localize(lang, "/record/")}"`);
    });
});

describe.runIf(process.env.TEST_FULL === "1")("an observed ruleset contributed and built", () => {
  const dir = mkdtempSync(join(tmpdir(), "observed-site-"));
  const dist = join(dir, "dist");
  let fixture: WrittenFixture;
  const page = (path: string) => readFileSync(join(dist, path, "index.html"), "utf8");

  beforeAll(() => {
    writeBuildableCopy(dir);
    cpSync(join(ROOT, "content"), join(dir, "content"), { recursive: true });
    const config = interviewConfig(loadContent(ROOT).db, "fanorona", "en");
    fixture = writeObservedFixture(join(dir, "content"), config);
    const r = astroBuild(dir, { CONTENT_DIR: join(dir, "content") });
    expect(r.code, r.output.slice(-4000)).toBe(0);
  }, 1_800_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives it a ruleset page with its simulator, its interview and the option left open", () => {
    for (const lang of LANGS) {
      const html = page(localize(lang, `/rulesets/fanorona/${fixture.ruleset}/`).slice(1));
      expect(html).toContain(`data-ruleset="${fixture.ruleset}"`);
      expect(html).toContain("data-simulator");
      expect(html).toContain("data-observation");
      expect(html).toContain(`data-open="${OPEN}" data-why="disagree"`);
      expect(html).toContain(`data-open-option="${OPEN}"`);
      expect(textOf(html)).toContain(t(lang, "observed.why.disagree"));
    }
  });

  it("lists it on the game page and on /rulesets/", () => {
    for (const path of ["games/fanorona", "rulesets"])
      expect(page(path), path).toContain(`href="/rulesets/fanorona/${fixture.ruleset}/"`);
  });

  it("puts it in the comparison data, with the changed option and the open one", () => {
    const data = JSON.parse(readFileSync(join(dist, "compare", "data.json"), "utf8")) as {
      rulesets: Record<string, { options: { key: string; value: string; open?: string }[] }>;
    };
    const col = data.rulesets[`fanorona/${fixture.ruleset}`]!;
    expect(col.options.find((o) => o.key === CHANGED)!.value).toBe(fixture.changedTo);
    expect(col.options.find((o) => o.key === OPEN)!.open).toBe("players disagree");
  });

  it("names the informant nowhere in the site", () => {
    const hits = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter(
      (n) =>
        /\.(html|json|yaml|csv|bib)$/.test(n) &&
        readFileSync(join(dist, n), "utf8").includes(INFORMANT),
    );
    expect(hits).toEqual([]);
  });
});

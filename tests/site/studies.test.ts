import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { url } from "../../src/site/routes.ts";
import { attributeValues, mainOf, readDist, textOf } from "./dist.ts";

/**
 * The built study pages: one per study, listed on the index, linked from each of its evidence
 * and ruleset pages and its game page, readable without JavaScript (the passage and the main
 * line as text), and in the search index.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);
const DIST = join(root, "dist");

describe("study pages", () => {
  it("every study has a page with its chapters, passage, moves and lesson element", () => {
    const index = attributeValues(mainOf(readDist(`${url.studies()}index.html`)), "href");
    for (const s of db.studies) {
      expect(index, s.id).toContain(url.study(s.id));
      const html = mainOf(readDist(`${url.study(s.id)}index.html`));
      const text = textOf(html);
      expect(text, s.id).toContain(s.data.title);
      expect(attributeValues(html, "href")).toContain(
        url.ruleset(`${s.data.game}/${s.data.ruleset}`),
      );
      s.data.chapters.forEach((c, i) => {
        expect(text, s.id).toContain(c.title);
        expect(html).toContain(`<study-lesson id="lesson-${i + 1}"`);
        const steps = attributeValues(html, "data-lesson-step").length;
        expect(steps).toBeGreaterThanOrEqual(c.steps.length);
        for (const st of c.steps)
          if (st.paraphrase !== undefined) expect(text, s.id).toContain(textOf(st.paraphrase.text));
      });
    }
  });

  it("every study is linked from its evidence records, its ruleset and its game", () => {
    for (const s of db.studies) {
      const pages = [
        ...s.data.evidence.map((e) => url.evidence(e)),
        url.ruleset(`${s.data.game}/${s.data.ruleset}`),
        url.game(s.data.game),
      ];
      for (const p of pages)
        expect(
          attributeValues(mainOf(readDist(`${p}index.html`)), "href"),
          `${p} links ${s.id}`,
        ).toContain(url.study(s.id));
    }
  });

  it("Telo's page shows the solver's value beside every move", () => {
    const text = textOf(mainOf(readDist(`${url.study("telo-perfect-play")}index.html`)));
    const values = text.match(/solver: this move (wins|loses) in \d+ pl(y|ies)/g) ?? [];
    expect(values.length).toBe(9);
  });

  it("every study page is in the search index with the kind Study", () => {
    const dir = join(DIST, "pagefind", "fragment");
    const fragments = readdirSync(dir).map((f) =>
      gunzipSync(readFileSync(join(dir, f))).toString("utf8"),
    );
    for (const s of db.studies) {
      const mine = fragments.find((f) => f.includes(`"url":"${url.study(s.id)}"`));
      expect(mine, s.id).toBeDefined();
      expect(mine).toContain('"kind":["Study"]');
    }
  });
});

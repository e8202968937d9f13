/**
 * What leads a reader on (issue 35): every page's footer and the home page lead to /offline/;
 * each game page offers to keep its family with the pack's size as the manifest counts it; the
 * "not stored" page lists each family's pages for its script; the footer names where the site
 * lives and where corrections go; record, ruleset and study pages open with a correction form
 * whose links reach the configured repository and address with the page's address.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIST } from "../../scripts/lib/build.ts";
import { LANGS, langOfPath, localize } from "../../src/i18n/languages.ts";
import { megabytes } from "../../src/offline/pack-pages.ts";
import type { PackManifest } from "../../src/offline/packs.ts";
import { PROJECT } from "../../src/site/project.ts";
import { url } from "../../src/site/routes.ts";
import { db } from "../support/content.ts";
import { attributeValues, fileForPath, htmlFiles, pathForFile, readDist } from "./dist.ts";

const manifest = JSON.parse(
  readFileSync(join(DIST, "offline", "packs.json"), "utf8"),
) as PackManifest;
const page = (path: string) => readDist(fileForPath(path)!);

describe("offline, within reach", () => {
  it("every framed page's footer and the home page link to /offline/ in their language", () => {
    const framed = htmlFiles().filter((f) => readDist(f).includes('class="site-footer"'));
    expect(framed.length).toBeGreaterThan(100);
    for (const f of framed) {
      const lang = langOfPath(pathForFile(f));
      const footer = /<footer class="site-footer">[\s\S]*<\/footer>/.exec(readDist(f))![0];
      expect(attributeValues(footer, "href"), f).toContain(localize(lang, url.offline()));
    }
    for (const lang of LANGS) {
      const main = /<main[\s\S]*<\/main>/.exec(page(localize(lang, "/")))![0];
      expect(attributeValues(main, "href")).toContain(localize(lang, url.offline()));
    }
  });

  it("each game page with readings offers its family's pack, with the pack's size", () => {
    let seen = 0;
    for (const g of db.games.filter((x) => db.rulesets.some((r) => r.data.game === x.id)))
      for (const lang of LANGS) {
        const html = page(localize(lang, url.game(g.id)));
        const m = /data-pack-size="([^"]+)"[^>]*>([^<]*)</.exec(html);
        expect(m, `${lang} ${g.id}`).not.toBeNull();
        const pack = manifest.packs.find((p) => p.id === m![1])!;
        expect(pack.lang).toBe(lang);
        expect(pack.games).toContain(g.id);
        expect(m![2]).toBe(megabytes(lang, pack.bytes));
        seen++;
      }
    expect(seen).toBeGreaterThan(3);
  });

  it("the not-stored page lists each family's pages, as the manifest does", () => {
    for (const lang of LANGS) {
      const html = page(localize(lang, "/offline/not-stored/"));
      const json = /id="pack-pages"[^>]*>([^<]*)</.exec(html)![1]!;
      const pages = JSON.parse(json) as Record<string, string[]>;
      for (const p of manifest.packs.filter((x) => x.lang === "en"))
        expect(pages[p.family]).toEqual(p.files.map((f) => f.url).filter((u) => u.endsWith("/")));
    }
  });
});

describe("corrections that reach someone", () => {
  it("the footer names the site's address, the issue tracker and the e-mail address", () => {
    for (const lang of LANGS) {
      const footer = /<footer class="site-footer">[\s\S]*<\/footer>/.exec(
        page(localize(lang, "/")),
      )![0];
      const hrefs = attributeValues(footer, "href");
      expect(hrefs).toContain(PROJECT.site);
      expect(hrefs).toContain(`${PROJECT.repository}/issues`);
      expect(hrefs).toContain(`mailto:${PROJECT.email}`);
    }
  });

  it("record, ruleset and study pages and /contribute/ open with the suggestion form", () => {
    const paths = [
      ...db.evidence.map((e) => url.evidence(e.id)),
      ...db.sources.map((s) => url.source(s.id)),
      ...db.rulesets.map((r) => url.ruleset(r.id)),
      ...db.studies.map((s) => url.study(s.id)),
      url.contribute(),
    ];
    for (const lang of LANGS)
      for (const path of paths) {
        const where = localize(lang, path);
        const html = page(where);
        const form = /<details class="suggest[\s\S]*?<\/details>/.exec(html)?.[0];
        expect(form, where).toBeDefined();
        const address = new URL(where, PROJECT.site).href;
        const issue = attributeValues(form!, "href").find((h) => h.startsWith(PROJECT.repository));
        expect(issue, where).toBeDefined();
        const q = new URL(issue!).searchParams;
        expect(new URL(issue!).pathname.endsWith("/issues/new"), where).toBe(true);
        expect(q.get("body"), where).toContain(address);
        expect(q.get("title"), where).not.toBe("");
        const mail = attributeValues(form!, "href").find((h) => h.startsWith("mailto:"))!;
        expect(mail, where).toContain(PROJECT.email);
        expect(decodeURIComponent(mail.split("body=")[1] ?? ""), where).toContain(address);
        // Before the record's own text: the form comes right after the heading.
        expect(html.indexOf('class="suggest'), where).toBeLessThan(
          html.indexOf("cite-this-record") >= 0 ? html.indexOf("cite-this-record") : Infinity,
        );
      }
  });
});

/**
 * Versions in the built site (issue 23 item 4): every record page carries its citation as the
 * meta tags reference managers read (Highwire `citation_*`, Dublin Core, the version), parsed
 * here as a reader would; every ruleset page says which release it plays, and every kept version
 * is served as the JSON a pinned game link loads. Expectations come from content/ and the
 * dataset header the downloads carry.
 */
import { describe, expect, it } from "vitest";
import { readRulesetFile } from "../../src/content/ruleset-files.ts";
import { playableSpec } from "../../src/content/rulesets.ts";
import { url } from "../../src/site/routes.ts";
import { keptSpecs } from "../../src/versions/build.ts";
import { rulesetVersion } from "../../src/versions/archive.ts";
import { releases } from "../../src/versions/version.ts";
import { decodeEntities, fileForPath, readDist } from "./dist.ts";
import { db } from "../support/content.ts";

/** The `<meta name content>` pairs of a page's head, as a reference manager reads them. */
function metaTags(html: string): Map<string, string[]> {
  const head = html.slice(0, html.indexOf("</head>"));
  const out = new Map<string, string[]>();
  for (const m of head.matchAll(/<meta\s+([^>]*)>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[1]!)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(m[1]!)?.[1];
    if (name === undefined || content === undefined) continue;
    out.set(name, [...(out.get(name) ?? []), decodeEntities(content)]);
  }
  return out;
}

const header = (
  JSON.parse(readDist("data/database.json")) as {
    dataset: { version: { id: string; release: string; date: string } };
  }
).dataset.version;

const pages = [
  ...db.evidence.map((e) => ({ path: url.evidence(e.id), title: e.data.title })),
  ...db.sources.map((s) => ({ path: url.source(s.id), title: s.data["title-short"] })),
  ...db.rulesets.map((r) => ({
    path: url.ruleset(r.id),
    title: `${db.games.find((g) => g.id === r.data.game)!.data.name}: ${r.data.title}`,
  })),
];

describe("citation meta tags on record pages", () => {
  it("the dataset header names the newest release of content/CHANGELOG.md", () => {
    expect(header.release).toBe(releases()[0]!.version);
    expect(header.id.startsWith(header.release)).toBe(true);
  });

  it.each(pages)("$path", ({ path, title }) => {
    const file = fileForPath(path);
    expect(file, path).toBeDefined();
    const tags = metaTags(readDist(file!));
    const one = (n: string) => {
      expect(tags.get(n), `${path}: ${n}`).toHaveLength(1);
      return tags.get(n)![0]!;
    };
    expect(one("citation_title")).toBe(title);
    expect(one("DC.title")).toBe(title);
    expect(one("citation_public_url").endsWith(path)).toBe(true);
    expect(one("DC.identifier")).toBe(one("citation_public_url"));
    expect(one("citation_date")).toBe(header.date.replaceAll("-", "/"));
    expect(one("DC.date")).toBe(header.date);
    expect(one("DC.type")).toBe("Dataset");
    expect(one("prism.versionIdentifier")).toBe(header.id);
    expect(one("citation_author")).toBe(one("citation_publisher"));
  });
});

describe("ruleset versions", () => {
  it.each(db.rulesets.map((r) => r.data))("$game/$id", (r) => {
    const html = readDist(fileForPath(url.ruleset(`${r.game}/${r.id}`))!);
    const data = readRulesetFile(r.game, r.id);
    if (!data.ok) throw new Error(data.error);
    const kept = keptSpecs(r.game, r.id);
    const v = rulesetVersion(playableSpec(data.value), kept);
    // Astro writes an empty attribute bare: `data-ruleset-version` for a change in no release yet.
    expect(html).toContain(
      v.version === null ? "data-ruleset-version>" : `data-ruleset-version="${v.version}"`,
    );
    for (const k of kept) {
      const served = fileForPath(url.keptRuleset(`${r.game}/${r.id}`, k.version));
      expect(served, k.version).toBeDefined();
      expect(JSON.parse(readDist(served!))).toEqual(k.spec);
      expect(html).toContain(`href="${url.keptRuleset(`${r.game}/${r.id}`, k.version)}"`);
    }
  });
});

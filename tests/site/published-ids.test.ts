/**
 * Permanent URLs: docs/published-ids.txt lists every record URL ever published. Each must still
 * resolve in dist/ (to its page, or to a redirect page when an id was renamed), and every record
 * must be listed (`npm run ids:update` adds new ones).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { recordPaths } from "../../scripts/lib/published-ids.ts";
import { fileForPath, readDist } from "./dist.ts";
import { ROOT } from "../../scripts/lib/build.ts";
import { db } from "../support/content.ts";

const listed = readFileSync(join(ROOT, "docs", "published-ids.txt"), "utf8")
  .split("\n")
  .filter((l) => l.startsWith("/"));
const redirects = JSON.parse(readFileSync(join(ROOT, "docs", "redirects.json"), "utf8")) as Record<
  string,
  string
>;

describe("published ids", () => {
  it("every published URL still has a page or a redirect page to one", () => {
    expect(listed.length).toBeGreaterThan(0);
    const gone = listed.filter((address) => {
      // An entry of the glossary or the names: its page, holding the anchor.
      const [path = "", anchor] = address.split("#");
      const file = fileForPath(path);
      if (file === undefined) return true;
      if (anchor !== undefined) return !readDist(file).includes(`id="${anchor}"`);
      const target = redirects[path];
      if (target === undefined) return false;
      return !readDist(file).includes(target) || fileForPath(target) === undefined;
    });
    expect(gone, "restore these ids or add redirects in docs/redirects.json").toEqual([]);
  });

  it("every record's URL is in the list (npm run ids:update)", () => {
    const missing = recordPaths(db).filter((p) => !listed.includes(p));
    expect(missing, "run npm run ids:update and commit docs/published-ids.txt").toEqual([]);
  });
});

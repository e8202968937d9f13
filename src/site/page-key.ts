/**
 * The cache key of an evidence page for Astro's incremental build (`experimental.incrementalBuild`,
 * issue 37): a page whose key and code are those of the last build is copied from it instead of
 * rendered. The key must change whenever anything the page shows changes, or the page is silently
 * stale, so it is drawn wide and checked by building fully and incrementally and comparing every
 * file (tests/site/incremental.test.ts). An evidence page's key covers:
 *
 * - every content file but the evidence records, byte for byte (games, sources, regions,
 *   rulesets, the glossary, names, relations, studies, the changelog and anything added later):
 *   a page shows its game, source, regions and rulesets, and the links its prose makes to terms,
 *   so a change to any of them renders every evidence page again;
 * - the ids of every evidence record (prose links an id only when a record has it);
 * - the evidence records the other content names (a ruleset's or a study's evidence: the
 *   compare links and the simulator's preset show their titles);
 * - the record itself, the records it relates to and the records relating to it (the page
 *   lists them with their titles and dates);
 * - what the page is given besides the content (the dataset version and the build's date, which
 *   the citation prints).
 *
 * A change to one record thus renders its own page and its neighbours' again, and copies the
 * rest. The code the page runs is Astro's to track (the route's module graph), as are the
 * configuration and the lockfile. Node only: build time.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { ContentDb } from "../content/integrity.ts";
import { byId, evidenceRelatingTo } from "../content/queries.ts";

/** Raised when what the key covers changes shape, so that no older key can match. */
const KEY_VERSION = 1;

const sha = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The content folder the build reads: CONTENT_DIR (a fixture, the scale run) or content/. */
const contentDir = (): string => process.env.CONTENT_DIR ?? join(process.cwd(), "content");

/** Every file under `dir` but the evidence records, as path and text, in path order. */
function otherContent(dir: string): { path: string; text: string }[] {
  const names = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((n) => relative(dir, join(dir, n)).split(sep).join("/"))
    .filter((n) => !n.startsWith("evidence/") && statSync(join(dir, n)).isFile())
    .sort();
  return names.map((path) => ({ path, text: readFileSync(join(dir, path), "utf8") }));
}

/** The words of `text` that could be ids (letters, digits, dots, hyphens, underscores). */
function idLike(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}._-]*/gu)) {
    out.add(m[0]);
    // An id at the end of a sentence ("… DLP.Evidence.1667.") keeps its own last character.
    out.add(m[0].replace(/[._-]+$/u, ""));
  }
  return out;
}

const sharedByDb = new WeakMap<ContentDb, string>();

/** The part of every evidence page's key that is not the page's own records; once per build. */
export function sharedEvidenceKey(db: ContentDb, dir: string = contentDir()): string {
  const known = sharedByDb.get(db);
  if (known !== undefined) return known;
  const files = otherContent(dir);
  const ids = db.evidence.map((e) => e.id).sort();
  const evidenceIds = new Set(ids);
  const words = idLike(files.map((f) => f.text).join("\n"));
  const named = [...words].filter((w) => evidenceIds.has(w)).sort();
  const key = sha(
    JSON.stringify({
      files: files.map((f) => [f.path, sha(f.text)]),
      ids,
      named: named.map((id) => byId(db.evidence, id, "evidence record")),
    }),
  );
  sharedByDb.set(db, key);
  return key;
}

/**
 * The key of evidence record `id`'s page (in each language: the language is part of the path
 * Astro keys by). `given` is what the page shows besides the content (the dataset version, the
 * build's date).
 */
export function evidencePageKey(db: ContentDb, id: string, given: unknown): string {
  const own = byId(db.evidence, id, "evidence record");
  const near = new Set([...own.data.related, ...evidenceRelatingTo(db, id).map((e) => e.id)]);
  return sha(
    JSON.stringify({
      version: KEY_VERSION,
      shared: sharedEvidenceKey(db),
      given,
      own,
      near: [...near].sort().map((n) => byId(db.evidence, n, "evidence record")),
    }),
  );
}

/**
 * Single-record downloads: /data/<collection>/<id>.json (the exported record with the dataset
 * header) and /data/<collection>/<id>.yaml (the content file as written, after comment lines
 * with the version and licence). Ruleset ids are `<game>/<id>`, so a ruleset's files are
 * /data/rulesets/<game>/<id>.json and .yaml.
 */
import { readFileSync } from "node:fs";
import type { ContentDb } from "../content/integrity.ts";
import { headerLines } from "./dataset.ts";
import type { DatasetVersion } from "../versions/label.ts";
import { collectionJson } from "./exports.ts";
import { RECORD_COLLECTIONS, type RecordCollection } from "./schemas.ts";

/** Where a record's downloads are, without the extension. */
export function recordFileBase(collection: RecordCollection, id: string): string {
  return `/data/${collection}/${id}`;
}

export interface RecordParams {
  readonly collection: RecordCollection;
  readonly id: string;
}

/** Every record of every collection, as route parameters. */
export function allRecordParams(db: ContentDb): { params: RecordParams }[] {
  return RECORD_COLLECTIONS.flatMap((collection) =>
    db[collection].map((e) => ({ params: { collection, id: e.id } })),
  );
}

const byPath = new WeakMap<ContentDb, Map<RecordCollection, Map<string, unknown>>>();

/** A record's exported JSON (the same object as in <collection>.json), indexed once per build. */
export function recordJson(db: ContentDb, collection: RecordCollection, id: string): unknown {
  let perDb = byPath.get(db);
  if (perDb === undefined) {
    perDb = new Map();
    byPath.set(db, perDb);
  }
  let index = perDb.get(collection);
  if (index === undefined) {
    index = new Map((collectionJson(db, collection) as { url: string }[]).map((r) => [r.url, r]));
    perDb.set(collection, index);
  }
  const path = collection === "rulesets" ? `/rulesets/${id}/` : `/${collection}/${id}/`;
  const found = index.get(path);
  if (found === undefined) throw new Error(`no ${collection} record "${id}"`);
  return found;
}

/** The record's YAML file as written, after comment lines naming its dataset version and licence. */
export function recordYaml(
  db: ContentDb,
  collection: RecordCollection,
  id: string,
  version: DatasetVersion,
  site: string | undefined,
): string {
  const entry = db[collection].find((e) => e.id === id);
  if (entry === undefined) throw new Error(`no ${collection} record "${id}"`);
  const comments = [...headerLines(version, site), `Source file: ${entry.file}`]
    .map((l) => `# ${l}`)
    .join("\n");
  return `${comments}\n${readFileSync(entry.file, "utf8")}`;
}

/**
 * What the /data/ endpoints share at build time: the site's address, the dataset header (from
 * git, src/versions/version.ts) and the list of collections with their labels.
 */
import { datasetHeader, type DatasetHeader } from "./dataset.ts";
import { datasetVersion } from "../versions/version.ts";
import {
  CSV_COLLECTIONS,
  EXPORT_COLLECTIONS,
  RECORD_COLLECTIONS,
  type ExportCollection,
  type RecordCollection,
} from "./schemas.ts";

/** The site's canonical origin, from astro.config's `site` (SITE_URL); undefined when unset. */
export const SITE: string | undefined = import.meta.env.SITE;

export function header(): DatasetHeader {
  return datasetHeader(datasetVersion(), SITE);
}

/** getStaticPaths for one file per collection. */
export function collectionPaths(): { params: { collection: ExportCollection } }[] {
  return EXPORT_COLLECTIONS.map((collection) => ({ params: { collection } }));
}

/** getStaticPaths for one CSV per collection that has one (src/downloads/schemas.ts). */
export function csvPaths(): { params: { collection: ExportCollection } }[] {
  return CSV_COLLECTIONS.map((collection) => ({ params: { collection } }));
}

/** A collection with one file per record, from a route parameter. */
export function asRecordCollection(value: string | undefined): RecordCollection {
  const found = RECORD_COLLECTIONS.find((c) => c === value);
  if (found === undefined)
    throw new Error(`no collection of single-record files "${String(value)}"`);
  return found;
}

/** A collection name from a route parameter; anything else is a bug in getStaticPaths. */
export function asCollection(value: string | undefined): ExportCollection {
  const found = EXPORT_COLLECTIONS.find((c) => c === value);
  if (found === undefined) throw new Error(`no collection "${String(value)}"`);
  return found;
}

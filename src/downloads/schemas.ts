/**
 * The shapes of the JSON downloads, built from the content schemas, and their JSON Schemas
 * (zod 4's toJSONSchema). A record in a download is the validated record plus its id and
 * permanent URL; an evidence date is given with the years and centuries derived from it.
 */
import { z } from "astro/zod";
import { slugId } from "../schemas/common.ts";
import { evidenceId, evidenceSchema } from "../schemas/evidence.ts";
import { gameSchema } from "../schemas/game.ts";
import { regionSchema } from "../schemas/region.ts";
import { rulesetSchema } from "../schemas/ruleset.ts";
import { sourceSchema } from "../schemas/source.ts";
import { studySchema } from "../schemas/study.ts";
import { relationSchema } from "../schemas/relation.ts";
import { termSchema } from "../schemas/term.ts";
import { nameSchema } from "../schemas/name.ts";

const permanentUrl = z.string().regex(/^\/[^\s]*\/$/, "a site path such as /games/fanorona/");
/** An entry that has no page of its own: its permanent anchor on the page that lists it. */
const anchorUrl = z
  .string()
  .regex(/^\/[^\s#]*\/#[^\s#]+$/, "a site path with an anchor such as /glossary/#fohy");
/** A download of this dataset: a path under /data/. */
const dataPath = z.string().regex(/^\/data\/[^\s]+$/, "a path under /data/");

/** The header every JSON download starts with: which data, which version, which licence. */
export const datasetHeaderSchema = z.object({
  /** The dataset's name. */
  name: z.string(),
  /**
   * Where the downloads are published: absolute when the build was given the site's address
   * (SITE_URL), else the path on the site.
   */
  url: z.string().regex(/^(?:https?:\/\/[^\s]+|\/[^\s]*)$/),
  /** Which version of the data this is (src/versions/, decision 21). */
  version: z.object({
    /** The newest release of the dataset (content/CHANGELOG.md), a semantic version. */
    release: z.string().regex(/^\d+\.\d+\.\d+$/),
    /** The date of the commit the data was built from. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** The commit the data was built from, or "unknown" outside a git checkout. */
    commit: z.string().min(1),
    /** The release with the commit as build metadata, as citations give it: `0.1.0+3ff7d95a1b2c`. */
    id: z.string().min(1),
    /** The version as pages show it: the id and the date. */
    label: z.string().min(1),
  }),
  /** The licence of the data. */
  licence: z.object({ id: z.string(), name: z.string(), url: z.url() }),
});

/** Each collection's exported record. */
export const EXPORT_RECORDS = {
  sources: sourceSchema.extend({
    id: slugId,
    url: permanentUrl,
    /** When the source was written, for a source with no date of issue, as read. */
    written: z
      .object({
        /** The EDTF date as recorded. */
        edtf: z.string(),
        /** Earliest year it allows; null for an open start. */
        earliest: z.number().int().nullable(),
        /** Latest year it allows; null for an open end. */
        latest: z.number().int().nullable(),
        /** Whether any part is uncertain or approximate. */
        qualified: z.boolean(),
      })
      .optional(),
  }),
  evidence: evidenceSchema.extend({
    id: evidenceId,
    url: permanentUrl,
    date: z.object({
      /** The EDTF date as recorded. */
      edtf: z.string(),
      /** Earliest year it allows; null for an open start. */
      earliest: z.number().int().nullable(),
      /** Latest year it allows; null for an open end. */
      latest: z.number().int().nullable(),
      /** Whether any part is uncertain or approximate. */
      qualified: z.boolean(),
      /** The centuries it touches (17 = the 1600s). */
      centuries: z.array(z.number().int()),
    }),
  }),
  games: gameSchema.extend({ id: slugId, url: permanentUrl }),
  regions: regionSchema.extend({ id: slugId, url: permanentUrl }),
  rulesets: rulesetSchema.extend({ url: permanentUrl }),
  studies: studySchema.extend({
    id: slugId,
    url: permanentUrl,
    /** Each chapter's notation as a file (docs/notation-files.md), in chapter order. */
    files: z.array(dataPath).min(1),
  }),
  relations: relationSchema.extend({ id: slugId, url: anchorUrl }),
  terms: termSchema.extend({ id: slugId, url: anchorUrl }),
  names: nameSchema.extend({ id: slugId, url: anchorUrl }),
} as const;

export type ExportCollection = keyof typeof EXPORT_RECORDS;
export const EXPORT_COLLECTIONS = Object.keys(EXPORT_RECORDS) as ExportCollection[];

/**
 * The collections with a CSV: every one but the studies, whose chapters are move trees with a
 * passage step by step (their flat form is each chapter's notation file, /data/studies/<id>.fnt).
 * Relations, terms and names nest lists (passages, spellings, glosses) as evidence does: their
 * CSV numbers them, one row per record.
 */
export const NO_CSV = ["studies"] as const satisfies readonly ExportCollection[];
export type NoCsvCollection = (typeof NO_CSV)[number];
export const isNoCsv = (c: string): c is NoCsvCollection =>
  (NO_CSV as readonly string[]).includes(c);
export const CSV_COLLECTIONS = EXPORT_COLLECTIONS.filter((c) => !isNoCsv(c));

/** The collections with one JSON and one YAML file per record (/data/<collection>/<id>.json). */
export const RECORD_COLLECTIONS = ["sources", "evidence", "games", "regions", "rulesets"] as const;
export type RecordCollection = (typeof RECORD_COLLECTIONS)[number];

/** /data/database.json: the header and every collection. */
export const databaseSchema = z.object({
  dataset: datasetHeaderSchema,
  sources: z.array(EXPORT_RECORDS.sources),
  evidence: z.array(EXPORT_RECORDS.evidence),
  games: z.array(EXPORT_RECORDS.games),
  regions: z.array(EXPORT_RECORDS.regions),
  rulesets: z.array(EXPORT_RECORDS.rulesets),
  studies: z.array(EXPORT_RECORDS.studies),
  relations: z.array(EXPORT_RECORDS.relations),
  terms: z.array(EXPORT_RECORDS.terms),
  names: z.array(EXPORT_RECORDS.names),
});

/** /data/<collection>.json: the header and one collection. */
export function collectionFileSchema(name: ExportCollection) {
  return z.object({ dataset: datasetHeaderSchema, [name]: z.array(EXPORT_RECORDS[name]) });
}

/** /data/<collection>/<id>.json: the header and one record. */
export function recordFileSchema(name: RecordCollection) {
  return z.object({ dataset: datasetHeaderSchema, record: EXPORT_RECORDS[name] });
}

/** A JSON Schema (draft 2020-12) for a download, with its own $id. */
export function jsonSchemaOf(
  schema: z.ZodType,
  id: string,
  title: string,
): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output" });
  return { ...generated, $id: id, title };
}

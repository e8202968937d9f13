/** /data/<collection>/<id>.yaml: one record's content file as written. */
import type { APIRoute } from "astro";
import { getDb } from "../../../lib/content.ts";
import { text } from "../../../lib/exports.ts";
import { allRecordParams, recordYaml } from "../../../lib/export/records.ts";
import { asCollection, SITE } from "../../../lib/export/site.ts";
import { datasetVersion } from "../../../lib/version.ts";

export const getStaticPaths = async () => allRecordParams(await getDb());

export const GET: APIRoute = async ({ params }) =>
  text(
    recordYaml(
      await getDb(),
      asCollection(params.collection),
      params.id ?? "",
      datasetVersion(),
      SITE,
    ),
    "application/yaml",
  );

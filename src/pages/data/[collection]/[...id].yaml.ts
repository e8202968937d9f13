/** /data/<collection>/<id>.yaml: one record's content file as written. */
import type { APIRoute } from "astro";
import { getDb } from "../../../content/db.ts";
import { text } from "../../../downloads/exports.ts";
import { allRecordParams, recordYaml } from "../../../downloads/records.ts";
import { asRecordCollection, SITE } from "../../../downloads/endpoints.ts";
import { datasetVersion } from "../../../versions/version.ts";

export const getStaticPaths = async () => allRecordParams(await getDb());

export const GET: APIRoute = async ({ params }) =>
  text(
    recordYaml(
      await getDb(),
      asRecordCollection(params.collection),
      params.id ?? "",
      datasetVersion(),
      SITE,
    ),
    "application/yaml",
  );

/** /data/studies/<id>.fnt: a study chapter's notation file (src/downloads/study-files.ts). */
import type { APIRoute } from "astro";
import { getDb } from "../../../content/db.ts";
import { text } from "../../../downloads/exports.ts";
import { allStudyFiles } from "../../../downloads/study-files.ts";

export const getStaticPaths = async () =>
  [...allStudyFiles(await getDb()).keys()].map((name) => ({ params: { name } }));

export const GET: APIRoute = async ({ params }) => {
  const file = allStudyFiles(await getDb()).get(params.name ?? "");
  if (file === undefined) throw new Error(`no study file "${String(params.name)}"`);
  return text(file.text, "text/plain");
};

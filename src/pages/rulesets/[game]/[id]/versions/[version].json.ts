/** /rulesets/<game>/<id>/versions/<version>.json: a ruleset as kept under a release. */
import type { APIRoute } from "astro";
import { getDb } from "../../../../../content/db.ts";
import { json } from "../../../../../downloads/exports.ts";
import { keptSpecs } from "../../../../../versions/build.ts";

export const getStaticPaths = async () =>
  (await getDb()).rulesets.flatMap((r) =>
    keptSpecs(r.data.game, r.data.id).map((k) => ({
      params: { game: r.data.game, id: r.data.id, version: k.version },
      props: { spec: k.spec },
    })),
  );

export const GET: APIRoute = ({ props }) => json((props as { spec: unknown }).spec);

import { stringify } from "yaml";
import type { ClaimInput } from "../schemas/claim.ts";
import { claimText } from "./claim-text.ts";
import { contentPath, type FormKind } from "./schemas.ts";
import { FORM_WORDS as W } from "./words.ts";

/*
 * What the form gives once the record passes: its YAML file, with its path under content/, and a
 * pull request's text (title, what the record is, its sources, the basis of its citations, the
 * claims the engine will check). Pure: the browser's form and the tests share it.
 */

type Data = Readonly<Record<string, unknown>>;

/** The record as its YAML file: the fields in the schema's order, as the reader typed them. */
export const recordYaml = (data: Data): string => stringify(data, { lineWidth: 100 });

/** Every value of `key` anywhere in the record. */
function valuesOf(value: unknown, key: string, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((v) => valuesOf(v, key, out));
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      if (k === key) out.push(v);
      valuesOf(v, key, out);
    }
  return out;
}

/** The sources the record names: its `sources`, its source's id and every citation's source. */
function sourcesOf(data: Data): string[] {
  const listed: unknown[] = Array.isArray(data.sources) ? data.sources : [];
  const cited = valuesOf(data, "source").map((s) =>
    s !== null && typeof s === "object" ? (s as Data).id : s,
  );
  return [...new Set([...listed, ...cited].filter((s): s is string => typeof s === "string"))];
}

/** How many citations rest on each basis. */
function basisCounts(data: Data): string[] {
  const counts = new Map<string, number>();
  for (const b of valuesOf(data, "basis"))
    if (typeof b === "string") counts.set(b, (counts.get(b) ?? 0) + 1);
  return [...counts].map(([b, n]) => `- ${b}: ${n}`);
}

/** The pull request's title and text. */
export function pullRequestText(
  kind: FormKind,
  id: string,
  data: Data,
  correction: boolean,
): string {
  const title = typeof data.title === "string" ? data.title : id;
  const claims = Array.isArray(data.claims) ? (data.claims as ClaimInput[]) : [];
  const list = (lines: string[]) => (lines.length === 0 ? [W.none] : lines);
  return [
    W.prTitle(kind, id, title),
    "",
    W.prWhat,
    `${correction ? W.correctionOf(id) : W.newRecord(kind)}: ${title}.`,
    ...(typeof data.summary === "string" ? ["", data.summary] : []),
    "",
    W.prFile,
    `\`${contentPath(kind, id, data)}\``,
    "",
    W.prSources,
    ...list(sourcesOf(data).map((s) => `- ${s}`)),
    "",
    W.prBasis,
    ...list(basisCounts(data)),
    "",
    W.prClaims,
    ...list(claims.map((c, i) => `- claim ${i}: ${claimText(c)}`)),
    "",
    ...W.prChecks,
    "",
  ].join("\n");
}

import { stringify } from "yaml";
import type { ClaimInput } from "../schemas/claim.ts";
import { say, type FormWords } from "./issue-words.ts";
import { contentPath, type FormKind } from "./schemas.ts";

/*
 * What the form gives once the record passes: its YAML file, with its path under content/, and a
 * pull request's text (title, what the record is, its sources, the basis of its citations, the
 * claims the engine will check) in the page's language (the tables' `form.pr.*` words, handed to
 * the script through the page). Ids, paths, turns and rules stay as the record has them. Pure:
 * the browser's form and the tests share it.
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

/** A claim in one line, in the page's words (as claim-text.ts words it in English). */
function claimIn(w: FormWords, c: ClaimInput): string {
  const after = c.after ?? [];
  const then = after.length === 0 ? "" : say(w, "pr.after", { turns: after.join(" ") });
  const from =
    c.position === undefined
      ? say(w, "pr.fromSetup", { after: then })
      : say(w, "pr.fromPosition", { position: c.position, after: then });
  switch (c.kind) {
    case "refused":
      return say(w, "pr.refused", { from, turn: c.turn, rule: c.rule });
    case "legal":
      return say(w, "pr.legal", { from, turn: c.turn });
    case "perft":
      // Figures as the record has them, not in the language's grouping.
      return say(w, "pr.perft", { from, depth: String(c.depth), count: String(c.count) });
    case "replay":
      return say(w, "pr.replay", { from, turns: c.turns.join(" "), result: c.result });
  }
}

/** The pull request's title and text, in the words `w` of the page. */
export function pullRequestText(
  w: FormWords,
  kind: FormKind,
  id: string,
  data: Data,
  correction: boolean,
): string {
  const title = typeof data.title === "string" ? data.title : id;
  const claims = Array.isArray(data.claims) ? (data.claims as ClaimInput[]) : [];
  const list = (lines: string[]) => (lines.length === 0 ? [say(w, "pr.none")] : lines);
  const kindWord = say(w, `pr.kind.${kind}`);
  return [
    say(w, "pr.title", { kind: kindWord, id, title }),
    "",
    say(w, "pr.what"),
    correction
      ? say(w, "pr.correctionOf", { id, title })
      : say(w, "pr.newRecord", { kind: kindWord, title }),
    ...(typeof data.summary === "string" ? ["", data.summary] : []),
    "",
    say(w, "pr.file"),
    `\`${contentPath(kind, id, data)}\``,
    "",
    say(w, "pr.sources"),
    ...list(sourcesOf(data).map((s) => `- ${s}`)),
    "",
    say(w, "pr.basis"),
    ...list(basisCounts(data)),
    "",
    say(w, "pr.claims"),
    ...list(claims.map((c, i) => `- ${say(w, "pr.claim", { n: String(i), text: claimIn(w, c) })}`)),
    "",
    say(w, "pr.checked"),
    ...["checkFast", "checkClaims", "checkQuotes"].map((k) => `- [ ] ${say(w, `pr.${k}`)}`),
    "",
  ].join("\n");
}

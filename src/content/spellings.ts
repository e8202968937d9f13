/**
 * Every spelling of a glossary term or a name, gathered once from the `terms` and `names`
 * collections: what the search treats as one word, and what the prose links to its entry.
 * Pure; no page or browser code.
 */
import type { ContentDb } from "./integrity.ts";

/** One entry's spellings: the sources' forms, the headword and the standard or modern form. */
export interface Spellings {
  /** `term` (glossary) or `name` (names authority). */
  readonly kind: "term" | "name";
  /** The entry's id: its file name and its anchor. */
  readonly id: string;
  /** The form the site lists it under. */
  readonly headword: string;
  /** Every distinct spelling (case ignored), the headword first. */
  readonly spellings: readonly string[];
  /** Whether the prose links it where it first occurs. */
  readonly linkFromProse: boolean;
}

/**
 * Spellings in order, each once: case, spaces and stops do not make a new spelling ("Radama I."
 * is the Basque article's "Radama I"; "H.J.R." the DLP's "H. J. R.").
 */
function distinct(forms: readonly string[]): string[] {
  const seen = new Set<string>();
  return forms.filter((f) => {
    const key = f.toLocaleLowerCase("und").replace(/[^\p{L}\p{N}]/gu, "");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const bySpellings = new WeakMap<ContentDb, readonly Spellings[]>();

/** Every term's and name's spellings, terms first; once per build. */
export function entrySpellings(db: ContentDb): readonly Spellings[] {
  let out = bySpellings.get(db);
  if (out !== undefined) return out;
  out = [
    ...db.terms.map(({ id, data }) => ({
      kind: "term" as const,
      id,
      headword: data.term,
      spellings: distinct([
        data.term,
        ...data.forms.map((f) => f.form),
        ...(data.modern ? [data.modern.form] : []),
      ]),
      linkFromProse: data.linkFromProse,
    })),
    ...db.names.map(({ id, data }) => ({
      kind: "name" as const,
      id,
      headword: data.standard.form,
      spellings: distinct([data.standard.form, ...data.variants.map((v) => v.form)]),
      linkFromProse: data.linkFromProse,
    })),
  ];
  bySpellings.set(db, out);
  return out;
}

/**
 * The search's groups for the spellings: each entry with two spellings or more becomes one group,
 * in the shape of the synonym list (`content/synonyms.yaml`), so the search widens a query by them
 * the same way.
 */
export function spellingGroups(db: ContentDb): { id: string; terms: string[] }[] {
  return entrySpellings(db)
    .filter((e) => e.spellings.length > 1)
    .map((e) => ({ id: `${e.kind}:${e.id}`, terms: [...e.spellings] }));
}

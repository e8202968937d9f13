/**
 * The genealogy of the sources as a plain graph, shared by the build (the stemma) and the browser
 * (the compare picker groups agreeing readings with it): no Node, no content loading, JSON only.
 */

/** One relation as an edge: `from` (the dependent source) `kind` `to`. */
export interface DependenceEdge {
  readonly from: string;
  /** A source id, or `person:<name>` for an informant with no record. */
  readonly to: string;
  readonly kind: string;
  /** stated, stated-elsewhere or inferred (content/relations/). */
  readonly basis: string;
  readonly confidence: number;
  /** What passes along it: rules, history, citation, unknown. */
  readonly concerns: readonly string[];
  /** For depends-via: the intermediary source. */
  readonly via?: string;
}

/** The edges and a short label for every node they name. */
export interface DependenceGraph {
  readonly labels: Readonly<Record<string, string>>;
  readonly edges: readonly DependenceEdge[];
}

/**
 * The kinds by which one source takes from another. `contradicts` is a relation but not a
 * dependence, and `source-not-stated` has no target.
 */
export const DEPENDENCE_KINDS: ReadonlySet<string> = new Set([
  "copies",
  "paraphrases",
  "translates",
  "cites",
  "depends-via",
  "same-author",
]);

/** Each kind as a verb phrase, "<from> copies <to>", for lists and the compare view's groups. */
export const KIND_VERB: Readonly<Record<string, string>> = {
  copies: "copies",
  paraphrases: "paraphrases",
  translates: "translates",
  cites: "cites",
  "depends-via": "draws, through an intermediary, on",
  "same-author": "is by the author of",
  contradicts: "disputes",
  "source-not-stated": "names no source",
};

/** The node id of an informant known only by name. */
export const personNode = (name: string): string => `person:${name}`;

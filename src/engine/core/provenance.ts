/**
 * Where a rule comes from. Every option value of every ruleset carries one, so pages,
 * the CLI and error messages can say which source sentence a rule follows.
 */
export const BASES = ["stated", "stated-elsewhere", "inferred", "default"] as const;
/**
 * How a value rests on its passage. A basis is never implied: every citation names one.
 * - `stated`: the reading's own source says it (for a ruleset, its witness, `sources[0]`, or a
 *   translation of that witness); the quoted words are that source's.
 * - `stated-elsewhere`: another source says it, and the citation's `source` names which (never the
 *   reading's own): the DLP's summary filling in what Sanderson does not say, for instance.
 * - `inferred`: our reading of the passage, with the reasoning.
 * - `default`: our choice where the source is silent and the engine needs a value, with why.
 */
export type Basis = (typeof BASES)[number];

export interface Provenance {
  /** Id of an entry in the `sources` collection. */
  readonly source: string;
  /** Id of the evidence record the words come from, when there is one. */
  readonly evidence?: string | undefined;
  /** Page, rule number or paragraph in the source. */
  readonly locator: string;
  /** The source's own words, in their language. */
  readonly quote?: string | undefined;
  /** Language code of `quote` (en, fr, eu ...). */
  readonly lang?: string | undefined;
  /** English translation of `quote` when it is not English. */
  readonly translation?: string | undefined;
  /** How the value rests on the passage (see `Basis`). */
  readonly basis: Basis;
  /** Why we read it this way (required for inferred and default). */
  readonly reasoning?: string | undefined;
  /** True when a caller's override set the value: the citation is that of the value it replaced. */
  readonly override?: boolean | undefined;
}

/** An option value together with the passage it rests on. */
export interface Cited<T> {
  readonly value: T;
  readonly provenance: Provenance;
}

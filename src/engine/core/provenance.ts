/**
 * Where a rule comes from. Every option value of every ruleset carries one, so pages,
 * the CLI and error messages can say which source sentence a rule follows.
 */
export const BASES = ["stated", "inferred", "default"] as const;
/** stated: the source says it; inferred: read from the source with reasoning; default: our choice where the source is silent. */
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

/**
 * Rulesets kept by version. At each release of the dataset every ruleset whose playable form
 * (content/rulesets.ts `playableSpec`: values and citations) differs from its last kept version is
 * kept again under the release (content/archive/rulesets/<game>/<id>/<version>.json), so that a
 * game link or notation file made under an old version can still be played as it was. Pure: the
 * comparisons here; the files are read by build.ts and written by scripts/release.ts.
 */
import type { RulesetSpec } from "../engine/index.ts";
import { compareVersions } from "./releases.ts";

/** One kept version of a ruleset. */
export interface KeptSpec {
  /** The release it was kept under. */
  readonly version: string;
  readonly spec: RulesetSpec;
}

/** Where a ruleset stands against its kept versions. */
export interface RulesetVersion {
  /**
   * The release whose kept form it plays exactly, or null when it has changed since its newest
   * kept version (the change is not in a release yet) or has never been kept.
   */
  readonly version: string | null;
  /** Its newest kept version, or null when it has none. */
  readonly latest: string | null;
  /** Every kept version, newest first. */
  readonly kept: readonly string[];
}

/** JSON with object keys sorted, so that two specs compare by content and not by key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export const sameSpec = (a: RulesetSpec, b: RulesetSpec): boolean => canonical(a) === canonical(b);

/** The kept versions newest first. */
const newestFirst = (kept: readonly KeptSpec[]): KeptSpec[] =>
  [...kept].sort((a, b) => compareVersions(b.version, a.version));

/** The ruleset's version: the newest kept version it still plays exactly, if it is the newest. */
export function rulesetVersion(current: RulesetSpec, kept: readonly KeptSpec[]): RulesetVersion {
  const sorted = newestFirst(kept);
  const latest = sorted[0];
  return {
    version: latest !== undefined && sameSpec(latest.spec, current) ? latest.version : null,
    latest: latest?.version ?? null,
    kept: sorted.map((k) => k.version),
  };
}

/** Whether a release must keep the ruleset again: never kept, or changed since it last was. */
export function mustKeep(current: RulesetSpec, kept: readonly KeptSpec[]): boolean {
  return rulesetVersion(current, kept).version === null;
}

const shown = (v: unknown): string => (v === null ? "none" : JSON.stringify(v));

/**
 * One change from a kept form of a ruleset to another: its kind, the option (or the family) and
 * the values shown as identifiers. Words are the caller's: a page says them in its language
 * (`version.change.<kind>` in the string tables), the browser and the tests with `specChangeText`.
 */
export interface SpecChange {
  kind: "family" | "added" | "removed" | "value" | "cited";
  option: string;
  before: string;
  after: string;
}

/**
 * What changed from one form of a ruleset to another, option by option: a value, a citation
 * (source, locator or basis), an option added or removed, the family.
 */
export function specChangeList(before: RulesetSpec, after: RulesetSpec): SpecChange[] {
  const out: SpecChange[] = [];
  const one = (kind: SpecChange["kind"], option: string, b = "", a = "") =>
    out.push({ kind, option, before: b, after: a });
  if (before.family !== after.family) one("family", "family", before.family, after.family);
  const keys = [...new Set([...Object.keys(before.options), ...Object.keys(after.options)])].sort();
  for (const k of keys) {
    const a = before.options[k];
    const b = after.options[k];
    if (a === undefined) one("added", k, "", shown(b!.value));
    else if (b === undefined) one("removed", k, shown(a.value));
    else if (canonical(a.value) !== canonical(b.value))
      one("value", k, shown(a.value), shown(b.value));
    else if (canonical(a.provenance) !== canonical(b.provenance)) one("cited", k);
  }
  return out;
}

/** A change in English words: the browser's note on a pinned link, and the tests. */
export function specChangeText(c: SpecChange): string {
  switch (c.kind) {
    case "family":
      return `family: ${c.before} → ${c.after}`;
    case "added":
      return `${c.option}: added (${c.after})`;
    case "removed":
      return `${c.option}: removed (was ${c.before})`;
    case "value":
      return `${c.option}: ${c.before} → ${c.after}`;
    case "cited":
      return `${c.option}: same value, cited differently`;
  }
}

/** What changed, in English words, one string a change (see `specChangeList`). */
export function specChanges(before: RulesetSpec, after: RulesetSpec): string[] {
  return specChangeList(before, after).map(specChangeText);
}

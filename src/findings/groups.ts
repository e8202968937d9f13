/** Findings of one kind grouped where they say the same of several rulesets. */
import type { Entry } from "../content/db.ts";
import type { RulesetData } from "../schemas/ruleset.ts";

/** One finding and the rulesets (in page order) it holds for. */
export interface FindingGroup<T> {
  readonly finding: T;
  readonly rulesets: Entry<RulesetData>[];
}

/**
 * `items` grouped where they are identical apart from the ruleset they belong to, in the order
 * each first appears; an item of a ruleset not among `rulesets` is left out.
 */
export function groupIdentical<T extends { readonly ruleset: string }>(
  items: readonly T[],
  rulesets: readonly Entry<RulesetData>[],
): FindingGroup<T>[] {
  const groups: { finding: T; rulesets: Entry<RulesetData>[] }[] = [];
  const keyOf = (x: T) => JSON.stringify({ ...x, ruleset: "" });
  const keys: string[] = [];
  for (const item of items) {
    const entry = rulesets.find((r) => r.data.id === item.ruleset);
    if (entry === undefined) continue;
    const i = keys.indexOf(keyOf(item));
    if (i >= 0) groups[i]?.rulesets.push(entry);
    else {
      keys.push(keyOf(item));
      groups.push({ finding: item, rulesets: [entry] });
    }
  }
  return groups;
}

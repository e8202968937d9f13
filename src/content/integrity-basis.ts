/**
 * The basis of every ruleset citation against the reading's own source: a citation marked
 * `stated` cites the reading's witness (`sources[0]`) or a translation of it, and one marked
 * `stated-elsewhere` cites another source. The schema cannot see the sources collection (the
 * translations), so the check is here, one line per citation at fault, naming file and field.
 */
import type { Citation } from "../schemas/common.ts";
import type { RulesetData } from "../schemas/ruleset.ts";
import type { ContentDb } from "./integrity.ts";

/** The sources that count as a reading's own: its witness, its translations, and what it translates. */
export function ownSources(db: ContentDb, r: RulesetData): ReadonlySet<string> {
  const witness = r.sources[0]!;
  const own = new Set([witness]);
  for (const s of db.sources) {
    if (s.data.translationOf === witness) own.add(s.id);
    if (s.id === witness && s.data.translationOf !== undefined) own.add(s.data.translationOf);
  }
  return own;
}

/** Every citation of a ruleset with the field it sits in. */
export function rulesetCitations(r: RulesetData): { field: string; citation: Citation }[] {
  return [
    ...Object.entries(r.options).map(([k, o]) => ({
      field: `options.${k}.provenance`,
      citation: o.provenance,
    })),
    ...r.facets.flatMap((f, i) =>
      f.citation === undefined ? [] : [{ field: `facets.${i}.citation`, citation: f.citation }],
    ),
    ...r.claims.map((c, i) => ({ field: `claims.${i}.citation`, citation: c.citation })),
  ];
}

export function checkBases(db: ContentDb, problems: string[]): void {
  for (const { file, data } of db.rulesets) {
    const own = ownSources(db, data);
    const witness = data.sources[0]!;
    for (const { field, citation: c } of rulesetCitations(data)) {
      if (c.basis === "stated" && !own.has(c.source))
        problems.push(
          `${file}: field \`${field}.basis\`: "stated" but the source "${c.source}" is not this reading's own ("${witness}"): mark it "stated-elsewhere", or cite "${witness}"`,
        );
      if (c.basis === "stated-elsewhere" && own.has(c.source))
        problems.push(
          `${file}: field \`${field}.basis\`: "stated-elsewhere" must name another source than this reading's own ("${witness}"), not "${c.source}"`,
        );
    }
  }
}

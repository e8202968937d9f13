/**
 * English strings of the genealogy of the sources: its page (src/pages/[...lang]/sources/
 * genealogy.astro) and the stemma, relation table and travelled errors (src/genealogy/), which
 * source pages show too. One area of ../en.ts.
 */
export const genealogy = {
  "genealogy.title": "The genealogy of the sources",
  "genealogy.description":
    "Who copied, translated, paraphrased or cited whom among the sources on Fanorona and the four-row mancala games, with the evidence for each relation.",
  "genealogy.filter": "Genealogy",
  "genealogy.kind": "Genealogy of the sources",
  "genealogy.crumb": "Genealogy",
  "genealogy.lead":
    "Which source copies, translates, paraphrases or cites which, each relation with the passage that shows it, who says so (the dependent source itself, another source, or we, by inference) and how sure we are, on a scale of 0 to 100. Sources that agree are witnesses, not votes: where one follows another, their agreement counts once, and the comparison pages group agreeing readings that way. What is not known is recorded too: a source that names no source for its rules.",
  "genealogy.stemma": "The stemma",
  "genealogy.stemmaLabel": "Stemma of the sources",
  "genealogy.stemmaCaption":
    "Every relation between the sources, with its basis, confidence and evidence.",
  "genealogy.errors": "Errors that travelled",
  "genealogy.errorsIntro":
    "A wrong or doubtful detail that one source took over from, or gave for, another, with every place it appears. Our own records give the value we hold, with the reason, under “{citedOtherwise}”.",
  "genealogy.unknown": "What is not known",
  "genealogy.namesNone": "{source} names no source for its {concerns}",
  "genealogy.candidates": " (candidates, none established: {list})",
  "genealogy.theReasoning": "The reasoning",
  "genealogy.unrelated": "No relation to another source is recorded for: {list}.",
  "genealogy.and": "{a} and {b}",
  "genealogy.concern.rules": "rules",
  "genealogy.concern.history": "history",
  "genealogy.concern.citation": "citation",
  "genealogy.concern.unknown": "unknown",
  // The stemma and its key.
  "genealogy.filterBy": "Show the sources of",
  "genealogy.allGames": "every game",
  "genealogy.timeDown":
    "Time runs down the page: each source in the row of its year of publication, the years on the left; an arrow runs from a source to one that draws on it.",
  "genealogy.treeLabel": "{label}, as a list",
  "genealogy.scrolls": "{label} (scrolls sideways)",
  "genealogy.describe":
    "{sources} sources and informants and {relations} relations, sources drawn on to the left and arrows running to the sources that take from them; the table below lists the same relations with their evidence.",
  "genealogy.noSourceNamed": "No source named ({concerns})",
  "genealogy.candidateEdge": "{source}: a candidate, not established",
  "genealogy.edge": "{target}: {verb} {source}",
  "genealogy.verb.copies": "copies",
  "genealogy.verb.paraphrases": "paraphrases",
  "genealogy.verb.translates": "translates",
  "genealogy.verb.cites": "cites",
  "genealogy.verb.depends-via": "draws, through an intermediary, on",
  "genealogy.verb.same-author": "is by the author of",
  "genealogy.verb.contradicts": "disputes",
  "genealogy.verb.source-not-stated": "names no source",
  "genealogy.key.copies": "copies or translates",
  "genealogy.key.paraphrases": "paraphrases",
  "genealogy.key.cites": "cites (what was taken not known)",
  "genealogy.key.inferred": "dashed: our inference",
  "genealogy.key.contradicts": "disputes",
  "genealogy.key.carries": "carries an error or a doubtful detail",
  "genealogy.key.unknown": "no source named; dotted lines: candidates",
  // The relations table.
  "genealogy.col.relation": "Relation",
  "genealogy.col.concerns": "Concerns",
  "genealogy.col.basis": "Basis",
  "genealogy.col.confidence": "Confidence",
  "genealogy.col.evidence": "Evidence",
  "genealogy.basis.stated": "stated by the dependent source",
  "genealogy.basis.stated-elsewhere": "stated by another source",
  "genealogy.basis.inferred": "inferred by us",
  "genealogy.confidence": "{n}/100",
  "genealogy.forIts": " for its {concerns}",
  "genealogy.through": " through {via}",
  "genealogy.passage": "The passage",
  "genealogy.passages": "{n} passages",
  "genealogy.evidence": "evidence:",
  "genealogy.translation": "Translation ({by}):",
  "genealogy.reasoning": "Reasoning:",
  "genealogy.note": "Note:",
  // An error that travelled.
  "genealogy.error": "Error:",
  "genealogy.doubtful": "Doubtful:",
  "genealogy.gives": "{from} gives {field} “{value}” for {to}.",
  "genealogy.cameFrom": "Where it came from:",
  "genealogy.appears": "Where it appears ({n}):",
  "genealogy.keptInIds": "Carried into this site's permanent ids:",
  "genealogy.keptWhy":
    "They keep the value because published ids never change; the records themselves give our value.",
} as const;

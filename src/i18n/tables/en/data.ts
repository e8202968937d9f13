/** The data downloads page (/data/): what each file holds and how it is written. */
export const data = {
  "data.title": "Data",
  "data.description": "Download the database as JSON, CSV, CSL-JSON and BibTeX.",
  "data.heading": "Data downloads",
  "data.lead":
    "The same records the pages are built from, generated at build time. The {method} explains the dates, confidence scale and labels they use. Dataset version {version} (the date and commit of the content). Licence: {licence} ({id}). Every file below states both.",
  "data.methodLink": "method page",
  "data.whole": "The whole database",
  "data.records": "({n} records)",
  "data.wholeNote":
    "Every collection in one file. Its structure is described by the JSON Schema {schema}, generated from the same schemas that check the content.",
  "data.bibliography": "Bibliography",
  "data.sourcesAndDataset": "({n} sources and the dataset)",
  "data.bibtex": "BibTeX, written by Citation.js; each key is the source's id on this site.",
  "data.csl": "CSL-JSON, which Zotero and citation processors import.",
  "data.collections": "Each collection",
  "data.collectionsNote":
    "JSON keeps the structure (schemas: {schemas}). CSV has one row per record for spreadsheets: UTF-8 with a byte-order mark, lists joined with “; ”, nested fields as numbered columns ({example}); a cell that a spreadsheet would run as a formula starts with an apostrophe.",
  "data.unit.sources": "sources",
  "data.unit.evidence": "evidence records",
  "data.unit.games": "games",
  "data.unit.regions": "regions",
  "data.unit.rulesets": "rulesets",
  "data.what.sources": "The bibliography with our notes on each source.",
  "data.what.evidence":
    "Every evidence record, with the earliest and latest year and the centuries derived from its EDTF date.",
  "data.what.games": "Every game: names, family, coverage, board, regions, rulesets.",
  "data.what.regions": "Every region with coordinates, gazetteer ids, peoples and languages.",
  "data.what.rulesets": "Every ruleset: engine options with their provenance, and the rule facets.",
  "data.unit.studies": "studies",
  "data.unit.relations": "relations",
  "data.unit.terms": "terms",
  "data.unit.names": "names",
  "data.what.studies":
    "Every source study: its passage step by step with the move each step describes, each chapter’s notation, and the claims the engine checks.",
  "data.what.relations":
    "The genealogy of the sources: which source copies, cites, translates or paraphrases which, with the passages that show it, its basis and our confidence.",
  "data.what.terms":
    "The glossary: each word of the games with every spelling the sources print, and each meaning with who gives it.",
  "data.what.names":
    "The names authority: people, places and peoples under the form this site uses, with every spelling the sources print.",
  "data.noCsv.studies":
    "No CSV: a study is a list of chapters, each a game with its passage step by step, which one row per study cannot hold. Each chapter is below as a notation file instead.",
  "data.studyFiles": "Studies as notation files",
  "data.studyFilesNote":
    "Each chapter of a study as a .fnt file in the project’s own game notation (version 1, on the model of chess’s PGN): the text the study page shows, checked move by move by the rules engine when the site is built. The project’s command line checks it again with {command}.",
  "data.licence": "Licence",
  "data.licenceData":
    "The data is licensed under {licence}: {covers}. Reuse it for any purpose, crediting “{name}” and linking to the record.",
  "data.licenceCode": "The code is under the {licence}: {covers}.",
  "data.oneRecord": "One record at a time",
  "data.oneRecordNote":
    "Every evidence, source, game, region and ruleset record can be downloaded on its own, as the YAML file it is written in and as JSON: {yaml} and {json} (rulesets: {rulesets}). Record pages link them under “Cite this record”.",
} as const;

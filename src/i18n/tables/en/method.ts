/**
 * The method page (src/pages/[...lang]/method.astro), paragraph by paragraph: one key per
 * heading and paragraph, so that a section in one language and not the others is a type error
 * (the French and Malagasy areas are typed by this one) and a failure of
 * tests/repo/i18n-tables.test.ts. Text in `backticks` is notation, drawn as code
 * (src/i18n/NotationPhrase.astro); `{name}` placeholders hold the page's links.
 */
export const method = {
  "method.title": "Method",
  "method.description":
    "How the site reads its sources: confidence, dates, the bases of values (stated, stated elsewhere, inferred, default, not stated), ruleset types, uncertainty factors, notations.",
  "method.lead":
    "How we turn what a source says into records and rulesets, and what the labels on the pages mean.",
  "method.h.confidence": "The confidence scale",
  "method.h.dates": "Dates",
  "method.h.basis": "Stated, stated elsewhere, inferred, default",
  "method.h.rulesetTypes": "Types of ruleset",
  "method.h.witnesses": "Witnesses, not votes",
  "method.h.observed": "Observed rulesets beside historical ones",
  "method.h.uncertainty": "Uncertainty factors",
  "method.h.regions": "Regions and counts",
  "method.h.notations": "Notations",
  "method.h.search": "Search and synonyms",
  "method.h.licence": "Licence",
  "method.confidence.scale":
    "Every evidence record has a confidence from 0 to 100: how far we trust it as evidence for the game it names, at the date and place it gives. It follows the Digital Ludeme Project’s practice: the DLP’s own records keep the DLP’s figure; for our records the figure is ours, and each record gives its reasons. The figure is a judgement, not a measurement; the bands group it for searching.",
  "method.band.80-100": "high: little weighs against the record",
  "method.band.50-79": "middle: the record is usable, with the doubts it lists",
  "method.band.0-49": "low: use with care; the record says why",
  "method.confidence.colours":
    "The colours of the bands only tell them apart; a low band is not an error, only weaker evidence.",
  "method.dates.written":
    "A record is dated by when its text was written or its object made, not when it was published: Flacourt wrote between 1648 and his death in 1660, though his book appeared in 1658 and 1661 (the chapter on games is known only from the 1661 edition). Dates are written in words with the exact value beside them in the Extended Date/Time Format (EDTF, ISO 8601-2), which can say “about”, “uncertain”, “some year in the 1890s” or “at the latest”.",
  "method.dates.inWords": "In words",
  "method.dates.open":
    "An open end (“by 1937”, “from 2018”) means the source fixes only one side. “2018 or later” is a single year known only not to be earlier: the date of a text that gives none, fixed only by the latest work it cites. On the {timeline} such dates are drawn open, not as bars from the start of the scale.",
  "method.dates.timelineLink": "timeline",
  "method.basis.intro":
    "A ruleset is one reading of one source, its witness (the first of its sources). It gives every rule the engine needs a value and says where the value comes from; a basis is never implied, and every citation names one:",
  "method.basis.stated":
    "the reading's own source says so (or a translation of it, or an evidence record quoting its words); the quoted sentence is beside the value.",
  "method.basis.stated-elsewhere":
    "another source says so, and the citation names which: the DLP's summary filling in what Sanderson does not say, for instance. Such a value is not that reading's source's word, and the comparisons do not count it as that source's agreement.",
  "method.basis.inferred":
    "our reading of what the source implies, with the reasoning given; another reader may differ.",
  "method.basis.default":
    "the source is silent and the engine needs a value, so we chose one, usually the commonest practice in the other sources. A default is a gap in the source, not a mistake.",
  "method.basis.not-stated":
    "the source says nothing on this facet or point, and we say why (what it covers and where it is silent); an engine value there is our default.",
  "method.basis.sentences":
    "An evidence record gives its rules in our words, sentence by sentence, and each sentence has one of the same bases, its own source being the record's: a sentence stated elsewhere names the other source beside it (the Digital Ludeme Project’s summary of the rules beside Montgomery’s or Sanderson’s words, which never passes for theirs), and a sentence not stated says what the source leaves unsaid and why it matters (a passage that tells of an event gives no rules).",
  "method.types.intro":
    "The types are the Digital Ludeme Project’s (Stephenson, Crist and Browne 2020). A ruleset of this site is always one reading of named sources; the type says what kind of reading it is.",
  "method.witnesses.text":
    "Sources that agree do not count as separate votes when one follows another. {genealogy} records which source copies, translates, paraphrases or cites which, each relation with its passage, who says so (the source itself, another source, or we, by inference) and a confidence from 0 to 100, and records as well where a source names no source for what it says. The comparison pages use it: where readings agree, they are listed in groups of dependent witnesses, so that Walker and the Basque article (which lists a book by Walker) are shown as one group of witnesses, not as two independent ones.",
  "method.witnesses.genealogyLink": "The genealogy of the sources",
  "method.observed.evidence":
    "An observed ruleset recorded at a field interview (made with {record}) is evidence of how the game was played at one place on one date, as the players asked there told it: named where they consented, anonymous otherwise. It says nothing of how the game was played before, nor elsewhere.",
  "method.observed.recordLink": "the interview form",
  "method.observed.cited":
    "It is cited from its own source, the interview: a manuscript of primary ethnography with its date, place and language. Each rule the player answered rests on that interview, with the question as its locator and the player's words where they were noted down; a player's name appears only with their consent.",
  "method.observed.open":
    "Where the player did not know, or the players disagreed, the rule stays open: the ruleset's page and the comparisons say so, and why, and never give it as the players' answer. So that the simulator can play it, the rule takes the value of the reading closest to the other answers, marked as our default.",
  "method.observed.beside":
    "An observed ruleset never corrects or replaces a historical source's reading: a rule played otherwise today is a difference between two witnesses of two times, not an error of the older one. So it has its own page and its own column in the comparisons, beside the historical readings, agreeing with some and differing from others, and its first divergences from each are searched as for any reading.",
  "method.uncertainty.text":
    "Each record lists what weakens it, in the terms of the DLP’s evidence database. They explain a confidence figure; none of them makes a record wrong.",
  "method.regions.text":
    "Regions are the places the evidence describes, not where the authors lived or published. A region can hold others (Imerina lies in Madagascar). Every count of records for a region, on every page, includes the records of the places within it; a region’s page lists the two apart.",
  "method.notations.fanorona": "Fanorona, fanoron-dimy and vela",
  "method.notations.points":
    "Points are named `a1` to `i5`: files a to i from left to right as White sees the board, ranks 1 to 5 from White’s side (on the 5 × 5 board, `a1` to `e5`). A move without capture is the start and end point, `d3e3`; a capture adds `A` for approach or `W` for withdrawal, `f2e3A`; a chain of captures goes on with each next point, `c1d1Ad2A`.",
  "method.notations.basque":
    "The Basque article numbers the points 1 to 45 row by row from Black’s side, left to right as White sees the board: 1 to 9 is the fifth rank, 23 is the centre (e3) and 45 is i1. Its moves are written 22-23, and captures x24.",
  "method.notations.telo": "Fanorona-telo",
  "method.notations.teloPoints":
    "The nine points are named `a1` to `c3` in the same way; a placement is written `@b2` and a move `a1b2`.",
  "method.notations.mancala": "The four-row mancala games",
  "method.notations.holes":
    "Holes are named from the view of the player to move: `a` its back row, `b` its front row, `c` and `d` the opponent’s front and back rows, numbered from the player’s own left. `b3` sows hole b3; Msuwa’s extra captures are written `xc5`; Fifangha’s direction is `L` or `R`, and `>b1` carries a capture to the first Chibou. Everything a turn does without a decision (relays, forced re-spreads) is not written.",
  "method.search.synonyms":
    "The {search} also looks for the other words the sources use for the same thing, so that a search for one finds the others:",
  "method.search.searchLink": "search",
  "method.search.synonym": "{concept}: {terms}",
  "method.search.spellings":
    "It also treats every spelling of a game term as the others (riatra, véla and vela; bassy, bassi and baßy), and every spelling of a name (Andrianamponimerina and Andrianampoinimerina): the spellings, and who prints each, are in the {glossary} and the {names}.",
  "method.search.glossaryLink": "glossary",
  "method.search.namesLink": "names authority",
  // The concepts of content/synonyms.yaml, by id: a concept added there needs its words here
  // (the build stops naming the language and the key until it has them).
  "method.synonym.capture-by-withdrawal":
    "Fanorona's capture by moving away from the captured line",
  "method.synonym.capture-by-approach": "Fanorona's capture by moving up to the captured line",
  "method.synonym.sowing": "Moving a hole's counters one by one into the following holes",
  "method.synonym.relay-sowing": "Sowing that continues from the hole where the last counter fell",
  "method.synonym.hole": "A hole of a mancala board",
  "method.synonym.counter": "The playing pieces of a mancala game",
  "method.licence.text": "Data: {data}. Code: {code}. {excluded} See {downloads}.",
  "method.licence.excluded":
    "Quotations remain their authors' and publishers' work: the pre-1927 sources are in the public domain; later ones are quoted briefly, with their source, for study and criticism. Translations credited to a published translator belong to that translator.",
  "method.licence.downloadsLink": "data downloads",
} as const;

/**
 * The contribution form's help texts: the schemas' doc comments (src/schemas/), one key per text
 * named after the first field that shows it (`help.<kind>.<field path>`). The English is the
 * comment word for word: src/contribute/help.ts finds a text's key by its English, so a comment
 * reworded in src/schemas/ no longer matches and shows in English, marked so, until its entry is
 * written again in every language (tests/content/form-help.test.ts lists what is missing or
 * stale). Field names, values, ids and examples in `code` stay as the files have them. One
 * area of ../en.ts.
 */
export const help = {
  "help.source.written":
    "When the source was written (EDTF), for a source with no date of issue: an undated web page bounded by its bibliography is `[2018..]`. Lists show it as the date of the source, beside the date of the events a record reports.",
  "help.ruleset.id":
    "Stable id within its game, equal to the file name (`icga`, `montgomery-1896`).",
  "help.ruleset.game": "Id of the game in `games`; also the engine's game id.",
  "help.ruleset.family": "Engine family that runs it.",
  "help.ruleset.title": 'Human title, e.g. "Montgomery (1886)".',
  "help.ruleset.titleTranslations":
    "Our translations of `title` into French and Malagasy, with who made them and their review. Pages in those languages show the title in translation; citations keep the English title, and the id and address never change.",
  "help.ruleset.type": "DLP ruleset type.",
  "help.ruleset.sources":
    "Sources this reading follows, ids in `sources`. The first is the reading's own source, its witness: a citation marked `stated` must cite it (or a translation of it), and one marked `stated-elsewhere` must cite another (checked in src/content/integrity-basis.ts).",
  "help.ruleset.evidence": "Evidence records this reading rests on, ids in `evidence`.",
  "help.ruleset.summary":
    "What this reading is and how it differs from the others, in our own words.",
  "help.ruleset.titleTranslations.fr.text": "The translated text.",
  "help.ruleset.titleTranslations.fr.by":
    "Who made the translation: `project` for this project's editors, or the name of the person who made it. Shown beside the text, so that no reader takes it for the source's.",
  "help.ruleset.titleTranslations.fr.reviewed.by": "The reviewer's name.",
  "help.ruleset.titleTranslations.fr.reviewed.date": "When the review was done (YYYY-MM-DD).",
  "help.ruleset.titleTranslations.fr.reviewed":
    "Who checked the translation and when (for Malagasy, a native speaker). Absent means the translation is awaiting review, and pages say so.",
  "help.ruleset.titleTranslations.fr": "The French translation.",
  "help.ruleset.titleTranslations.mg": "The Malagasy translation.",
  "help.ruleset.translations":
    "Our translations of `summary` into French and Malagasy, with who made them and their review.",
  "help.ruleset.options.value": "The value the engine uses.",
  "help.ruleset.options.provenance.source": "Id of the cited entry in `sources`.",
  "help.ruleset.options.provenance.evidence":
    "Id of the evidence record the words come from, when there is one.",
  "help.ruleset.options.provenance.locator":
    'Where in the source: page, rule number, paragraph ("p. 153", "rule 9", "Vela be, para. 3").',
  "help.ruleset.options.provenance.quote":
    "The source's own words, verbatim, in their original language.",
  "help.ruleset.options.provenance.lang": "Language of `quote`. Required when there is a quote.",
  "help.ruleset.options.provenance.translation":
    "English translation of `quote`; required when `lang` is not `en`.",
  "help.ruleset.options.provenance.translationSource":
    "Source of `translation` (id in `sources`); absent means the translation is ours. When the quote comes from an evidence record, the record's translation of that passage, unchanged.",
  "help.ruleset.options.provenance.omission":
    "Why the words left out at `[...]` in `quote` do not change its sense; required with `[...]`.",
  "help.ruleset.options.provenance.translations.fr.via":
    "For `depends-via`: the intermediary source (id in `sources`) through which it reaches `to`.",
  "help.ruleset.options.provenance.translations":
    "Our translations of `quote` into French and Malagasy, beside the English; none into the quote's own language. The same words as the evidence record's quotation they come from.",
  "help.ruleset.options.provenance.basis":
    "How the value or summary rests on this passage; required, never implied. - `stated`: the reading's own source says it. For a ruleset that is its witness, `sources[0]`, or a translation of it (`translationOf`); the DLP evidence record quoting the witness's words is cited with the witness as `source` and the record as `evidence`. - `stated-elsewhere`: another source says it and `source` names which; it must not be the reading's own (the DLP's summary filling in what Sanderson does not say). No reasoning is required: the citation itself says who says it. - `inferred`: our reading of the passage; `reasoning` says why. - `default`: our choice where the source is silent; `reasoning` says why.",
  "help.ruleset.options.provenance.reasoning":
    "Why we read the passage this way. Required for inferred and default.",
  "help.ruleset.options.provenance.reasoningTranslations":
    "Our translations of `reasoning` into French and Malagasy, with who made them and their review. Only with a reasoning.",
  "help.ruleset.options.provenance.override":
    "True when the value is a reader's change, not the source's (a reading changed in the simulator and downloaded, or the CLI's `--option`): the citation is that of the value it replaced, whose words say otherwise, so it carries no quote; `basis` is `default` and `reasoning` gives the reader's reason. Pages show it as the reader's change, never as the source's rule.",
  "help.ruleset.options.provenance": "Where the value comes from.",
  "help.ruleset.options.deadNote.note":
    "The comment, in our own words: why the option decides nothing, and what follows.",
  "help.ruleset.options.deadNote.basis":
    "Always `inferred`: the comment is our reading of the engine's result.",
  "help.ruleset.options.deadNote":
    "What it means for this reading that the option decides nothing in the positions the dead-option check searched (`npm run divergences`, src/compare/divergence/dead-options.json): shown on the ruleset page under the saved figures, which are never typed here. Our comment, never the source's: `basis` says so. Allowed only on an option the saved check finds dead (tests/content/dead-options.test.ts).",
  "help.ruleset.options":
    "Engine options: each a value with the passage it rests on. Keys are the family's option names.",
  "help.ruleset.facets.facet": "Which facet.",
  "help.ruleset.facets.summary":
    "What this reading says on it, in our own words. Absent with `notStated`.",
  "help.ruleset.facets.translations":
    "Our translations of `summary` into French and Malagasy, with who made them and their review. Only with a summary (a `notStated` reason has `notStatedTranslations`).",
  "help.ruleset.facets.citation": "The passage the summary rests on. Absent with `notStated`.",
  "help.ruleset.facets.notStated":
    "The source says nothing on this facet: why we record it so (what the source covers and where it is silent). An engine option that decides the facet is then our default.",
  "help.ruleset.facets.notStatedTranslations":
    "Our translations of `notStated` into French and Malagasy, with who made them and their review. Only with `notStated`.",
  "help.ruleset.facets":
    "The rule facets, for comparison tables: for each, our summary of what this reading says with its citation, or `notStated` with why the source says nothing on it.",
  "help.ruleset.claims.kind": "A turn the rules refuse.",
  "help.ruleset.claims.position":
    "The position the claim starts from, in the family's position notation (docs/cli.md); absent means the ruleset's set-up.",
  "help.ruleset.claims.after":
    "Turns played first from that position, in the game's notation, in order.",
  "help.ruleset.claims.turn": "The refused turn, in the game's notation (`d3e3Ad3A`).",
  "help.ruleset.claims.rule":
    "The rule that refuses it: an option key of the family (`opening-single-capture`) or a base rule of the engine (`not-adjacent`). True when it is among every rule that refuses the turn (src/engine/core/refusals.ts), not only the first the engine tests.",
  "help.ruleset.claims.kind.2": "A turn the rules allow.",
  "help.ruleset.claims.turn.2": "The allowed turn, in the game's notation.",
  "help.ruleset.claims.kind.3": "A count of move sequences (perft, in whole turns).",
  "help.ruleset.claims.depth":
    "How many turns deep; kept small, since the check runs in CI on every change.",
  "help.ruleset.claims.count":
    "The number of lines of `depth` turns the rules allow, as the source publishes it.",
  "help.ruleset.claims.kind.4": "A game, turn by turn, and how it ends.",
  "help.ruleset.claims.turns":
    "The game's turns, in the game's notation, in order; every one must be legal.",
  "help.ruleset.claims.result":
    "Its result after the last turn, as the CLI prints it: `ongoing`, `draw` or `<player>-wins` with the game's player name (`white-wins`, `south-wins`).",
  "help.ruleset.claims":
    "Behaviour this reading's sources say the rules have (a turn refused by a rule, a turn allowed, a perft figure, a game's result), each with its passage: the engine plays every claim in CI (`npm run check-claims`) and a false one fails with the file and the claim.",
  "help.evidence.title": 'Short heading for lists, in our words ("Montgomery on Fanorona").',
  "help.evidence.type": "What kind of evidence this is.",
  "help.evidence.game": "The game the record is about (id in `games`).",
  "help.evidence.source.id": "Id in `sources`.",
  "help.evidence.source.locator": 'Page range, rule numbers or section ("151-155").',
  "help.evidence.source": "The source and the place in it.",
  "help.evidence.dlpUrl": "The record's page in the DLP database, for records that come from it.",
  "help.evidence.date":
    "When the text was written or the object made (EDTF), not when it was published: Flacourt wrote between his appointment in 1648 and his death in 1660 (the edition known to hold the Fifangha chapter is of 1661), so `1648/1660`.",
  "help.evidence.dateNote": "Why the record has this date, when it is not obvious.",
  "help.evidence.dateNoteTranslations":
    "Our translations of `dateNote` into French and Malagasy, with who made them and their review.",
  "help.ruleset.options.deadNote.noteTranslations":
    "Our translations of `note` into French and Malagasy, with who made them and their review.",
  "help.source.citedOtherwise.reasonTranslations":
    "Our translations of `reason` into French and Malagasy, with who made them and their review.",
  "help.evidence.quotations.originalNotHeldTranslations":
    "Our translations of `originalNotHeld` into French and Malagasy, with who made them and their review. Only with `originalNotHeld`.",
  "help.evidence.place.nameTranslations":
    'Our translations of `name` into French and Malagasy, with who made them and their review: only where the name is in our words ("Mahamasina square, Antananarivo"); a place\'s own name stays as written in every language.',
  "help.evidence.regions":
    "Regions the evidence describes (ids in `regions`), not where the author lived.",
  "help.evidence.place.name":
    "Place name as we write it, with the source's spelling in `notes` if different.",
  "help.evidence.place.coordinates.lat": "Latitude, south negative.",
  "help.evidence.place.coordinates.lon": "Longitude, west negative.",
  "help.evidence.place.coordinates": "Coordinates of the place.",
  "help.evidence.place": "The place described, when the source names one.",
  "help.evidence.rules.text": "What the record's own source says, in our words.",
  "help.evidence.rules.translations":
    "Our translations of `text` into French and Malagasy, with who made them.",
  "help.evidence.rules.basis": "The record's own source (`source.id`) says it.",
  "help.evidence.rules.reasoning": "How the source's words bear it out, when that is not plain.",
  "help.evidence.rules.reasoningTranslations":
    "Our translations of `reasoning` into French and Malagasy, with who made them.",
  "help.evidence.rules.text.2": "What another source says on this game, in our words.",
  "help.evidence.rules.basis.2":
    "Not the record's own source but another one says it: the DLP's summary beside the author's words.",
  "help.evidence.rules.by":
    "The source that says it (id in `sources`); never the record's own source.",
  "help.evidence.rules.reasoning.2":
    "Where that source says it, or where it may have it from, when worth saying.",
  "help.evidence.rules":
    "The rules as this record gives them, in our own words, one sentence at a time, each with its basis: what the source states, what another source states (the DLP's summary beside the author's words), what we infer or choose, and what the source leaves unsaid. A record without rules says so in a `not-stated` sentence, with what the passage is about instead.",
  "help.evidence.quotations.text":
    "The words exactly as printed, typos kept; editorial changes in [brackets] or marked [sic].",
  "help.evidence.quotations.lang": "Language of `text`.",
  "help.evidence.quotations.locator": 'Page or section of the passage ("151-155", "rule 9").',
  "help.evidence.quotations.translation":
    "English translation, required when `lang` is not English.",
  "help.evidence.quotations.translationSource":
    "Source of the translation (id in `sources`); absent means the translation is ours.",
  "help.evidence.quotations.omission":
    "Why the words left out at `[...]` in `text` do not change its sense; required with `[...]`.",
  "help.evidence.quotations.originalNotHeld":
    "The passage reports another text whose own words we do not hold: what that original is and why we have only this (\"Montgomery's English, which we hold only in the Basque article's translation\"). Shown with the quotation, so that no one takes these words for the original.",
  "help.evidence.quotations.translations":
    "Our translations of `text` into French and Malagasy, beside the English one; none into the passage's own language (a French passage has no French translation).",
  "help.evidence.quotations": "The source's own words: one or more verbatim passages.",
  "help.evidence.confidence":
    "How sure the attribution of these rules to this game, place and date is (0-100).",
  "help.evidence.confidenceNote": "Why the record has the confidence it has.",
  "help.evidence.confidenceNoteTranslations":
    "Our translations of `confidenceNote` into French and Malagasy, with who made them and their review.",
  "help.evidence.uncertainty": "DLP uncertainty factors that apply.",
  "help.evidence.ages": "Ages of players, only when the source says.",
  "help.evidence.genders": "Genders of players, only when the source says.",
  "help.evidence.socialStatus": "Social status of players, only when the source says.",
  "help.evidence.spaces": "Kind of space where the game was played, only when the source says.",
  "help.evidence.related": "Other evidence this record should be read with (ids in `evidence`).",
  "help.evidence.notes":
    "Anything else a researcher should know: disagreements, editorial corrections, gaps.",
  "help.evidence.notesTranslations":
    "Our translations of `notes` into French and Malagasy, with who made them and whether anyone has checked them: our words about the record, never the source's; quoted words inside stay in their original language.",
  "help.source.type": "CSL item type.",
  "help.source.kind":
    "What the source is to a researcher: a primary ethnography, a translation, a database record...",
  "help.source.author.family": 'Family name as printed ("de Voogt", "Montgomery").',
  "help.source.author.given": "Given names or initials, as printed.",
  "help.source.author.literal":
    "A name that is not split into parts: an institution, or an author known by one name.",
  "help.source.author":
    "Authors in printed order; empty when the author is not known to us (say so in `note`).",
  "help.source.translator": "Translators, for translations.",
  "help.source.editor": "Editors of the volume or series.",
  "help.source.issued.date-parts":
    "[[year]] or [[year, month, day]]; two inner arrays for a range.",
  "help.source.issued.literal": 'A date as printed when it cannot be expressed in parts ("n.d.").',
  "help.source.issued":
    "Date of publication (not of writing: evidence dates record when a text was written).",
  "help.source.title": "Title in its original language and spelling.",
  "help.source.title-short": 'Short title for lists ("Montgomery 1886").',
  "help.source.container-title": "Journal, annual, website or book that contains the item.",
  "help.source.volume": "Volume of the container.",
  "help.source.issue": "Issue number of the container.",
  "help.source.page": 'Page range of the item within the container ("148-157").',
  "help.source.edition": 'Edition, when it matters ("2nd").',
  "help.source.publisher": "Publisher.",
  "help.source.publisher-place": "Place of publication.",
  "help.source.URL": "Where the item can be read online (never fetched by this site).",
  "help.source.language": "Language the item is written in.",
  "help.source.translationOf": "For a translation: id of the source it translates.",
  "help.source.note":
    "What a researcher should know about the record itself: gaps, editions, how we got it.",
  "help.source.noteTranslations":
    "Our translations of `note` into French and Malagasy, with who made them and whether anyone has checked them: our reading of the record, never the source's words. Quoted words inside stay in their original language.",
  "help.source.scans.pages":
    'The printed pages the address shows, as a number or range ("108-110", "148-157").',
  "help.source.scans.url":
    "The address: a library's page image or viewer, or a transcription marked by page.",
  "help.source.scans.kind":
    "Images of the printed pages, or a transcription that marks where each printed page begins.",
  "help.source.scans.via.source":
    "Id in `sources` of a cited source that gives the address (de Voogt & Rougetet for Gallica).",
  "help.source.scans.via.page":
    "The public page the address was read from, when it was not given by a source.",
  "help.source.scans.via.text":
    'Where it was found, in words for the reader ("de Voogt & Rougetet\'s introduction").',
  "help.source.scans.via":
    "Where the address was found (see `scanVia`); an address with no `via` is refused.",
  "help.source.scans.note":
    "What the address opens and what it does not: the volume rather than the page, a search.",
  "help.source.scans":
    "Public scans of the item's pages that a quotation can be checked against (see `scan`).",
  "help.source.citedOtherwise.field": 'The field of this record that departs ("issued").',
  "help.source.citedOtherwise.cited": 'The value as the other source gives it ("1896").',
  "help.source.citedOtherwise.citedBy":
    'Id in `sources` of the source that gives it ("dlp-database").',
  "help.source.citedOtherwise.reason":
    "Why we give our value, with the evidence checked and where it can be seen.",
  "help.source.citedOtherwise":
    "Where this record departs from the way another source cites the item, and why: Montgomery's year is 1886, where the DLP gives 1896. Shown on the source page and in the downloads.",
  "help.study.title":
    "The study's heading, in our words (\"Flacourt's narrated Fifangha opening\").",
  "help.study.summary":
    "What the study shows and how far the source can be followed, in our words.",
  "help.study.game": "The game (id in `games`).",
  "help.study.ruleset":
    "The ruleset every chapter is played under (its id within the game, `flacourt-1658`).",
  "help.study.sources":
    "The sources the passage comes from (ids in `sources`), the narrating source first.",
  "help.study.evidence": "The evidence records holding the passage (ids in `evidence`).",
  "help.study.chapters.title": 'The chapter\'s heading, in our words ("The three narrated turns").',
  "help.study.chapters.summary":
    "What the chapter shows and where it departs from the words, in our words.",
  "help.study.chapters.notation":
    "The game as a notation file (docs/notation-files.md), inline: tags (`Game` and `Ruleset` those of the study; `Position` for a set-up the chapter builds), then the moves with comments and variations. Checked move by move by the engine under the named ruleset when the site builds.",
  "help.study.chapters.steps.quote.text":
    "The words exactly as printed, typos kept and marked [sic]; editorial changes in [brackets].",
  "help.study.chapters.steps.quote.locator":
    'Where in the source ("108-110", "734-735", "pp. 151-155, Secondly").',
  "help.study.chapters.steps.quote.translationSource":
    "Who made the translation (id in `sources`); absent means it is ours. A translation taken from an evidence record keeps that record's translator.",
  "help.study.chapters.steps.quote.translations":
    "Our translations of `text` into French and Malagasy, beside the English; none into the quotation's own language (Flacourt's French stays as he wrote it). The same words as the evidence record's quotation they come from, where there is one.",
  "help.study.chapters.steps.quote":
    "The source's words, verbatim (pre-1927 sources at length; later ones a sentence or two).",
  "help.study.chapters.steps.paraphrase.text":
    "Our words for what the source says here: used for post-1927 sources beyond the sentence or two the content rules let us quote (the Basque article's table), and for a line the engine computes, which has no words of its own.",
  "help.study.chapters.steps.paraphrase.locator":
    'Where in the source ("Vela be, table, row 3"), or the engine\'s computation the line is.',
  "help.study.chapters.steps.paraphrase":
    "What the source says here in our words, where its words are not quoted.",
  "help.study.chapters.steps.move.ply":
    "The first turn the sentence describes, 0 for the main line's first.",
  "help.study.chapters.steps.move.to":
    "The last turn it describes, when it describes several in a row (a table row: both replies).",
  "help.study.chapters.steps.move.step":
    "The one decision of turn `ply` the sentence describes, 0 for the turn's first (a chain's first capture); the decisions are the engine's steps of that turn. Absent: the whole turn.",
  "help.study.chapters.steps.move.basis":
    "How the move rests on the words: `stated` when the source names this very move (a table's `22-23`); `inferred` when the words describe it without naming it and we read which move it is (why in `reasoning`); `default` when the words leave a choice the rules allow and we picked one (why in `reasoning`).",
  "help.study.chapters.steps.move.reasoning":
    "Why we read the words as this move, or why this choice; required unless `stated`.",
  "help.study.chapters.steps.move":
    "The move(s) the words describe; absent for words that describe no move (the set-up).",
  "help.study.chapters.steps.note":
    "Our note on the step: what the source leaves open, what the engine does here and why.",
  "help.study.chapters.titleTranslations":
    "Our translations of the chapter's `title` into French and Malagasy, with who made them.",
  "help.study.chapters.commentTranslations":
    "Our translations of the main line's move comments (the `{...}` of `notation`), by the turn they follow (0 for the main line's first, as `move.ply` counts), then by language. The notation file stays one text, in English, as a reader downloads it; the page shows each comment in its language. A turn with no comment is refused when the site is built.",
  "help.study.chapters.steps.paraphrase.translations":
    "Our translations of `text` into French and Malagasy, with who made them and their review: our words, translated like our prose (a quotation's are the source's, `stepQuote.translations`).",
  "help.study.chapters.steps.noteTranslations":
    "Our translations of `note` into French and Malagasy, with who made them. Only with a note.",
  "help.study.chapters.steps":
    "The passage, step by step, in the order of the source (each step's moves after the last's).",
  "help.study.chapters": "The chapters, in reading order.",
  "help.study.claims":
    "Behaviour the study's source says the rules have, checked by the engine under the study's ruleset in CI (`npm run check-claims`), as a ruleset's claims are.",
  "help.study.chapters.steps.claims":
    "What the step says about the play, checked by the engine (src/schemas/step-claim.ts): whether a rule it quotes decides anything here, whether a turn captures, how many turns a position offers, the result, a refused turn. A claim about turns needs the step's move or its own `ply`.",
  "help.study.chapters.steps.claims.option":
    "An option key of the study's ruleset (`singleton-rear`).",
  "help.study.chapters.steps.claims.off":
    'The value it is switched to: another value of the option (`false`, `"heading"`).',
  "help.study.chapters.steps.claims.decides":
    "Whether the rule decides something at this step (true) or nothing in the game (false).",
  "help.relation.kind.what":
    "What `from` does with it (src/schemas/vocabulary.ts, RELATION_KINDS).",
  "help.study.chapters.steps.claims.ply":
    "The first turn the claim speaks of; absent: the step's move.",
  "help.study.chapters.steps.claims.to": "The last, when several in a row; absent: `ply` alone.",
  "help.study.chapters.steps.claims.refusedBy":
    "The option of one value that holds the rule; absent for a base rule of the family.",
  "help.study.chapters.steps.claims.captures":
    "Whether each of the turns takes some of the opponent's counters, holes or pieces.",
  "help.study.chapters.steps.claims.count": "How many legal turns each position offers.",
  "help.study.chapters.steps.claims.result":
    "As the CLI prints it (`south-wins`); after the last of the turns.",
  "help.study.chapters.boardSizes":
    "Show the game walked from the set-up on every number of holes (3 to 20 and the ruleset's own), computed by the engine when the site is built: its length, its winner and the positions that offer a choice (src/findings/forced-game.ts). For a four-row mancala game whose source leaves the number of holes open, where what the chapter's one board shows would otherwise be read as the source's. Only for the mancala family.",
  "help.ruleset.observation":
    "For a ruleset of type `observed` recorded at a field interview (src/record/): the date, the place, the people asked (named only with consent), the language, and the options left open.",
  "help.ruleset.observation.date": "The day of the interview.",
  "help.ruleset.observation.place":
    "Where: a region of the content, or a place it has not, by name with its coordinates.",
  "help.ruleset.observation.place.region":
    "For a place or people: its page among the regions (id in `regions`), when there is one.",
  "help.ruleset.observation.place.name": "The place's name as the fieldworker wrote it.",
  "help.ruleset.observation.place.at": "Its coordinates, when recorded.",
  "help.ruleset.observation.people": "The people asked, named only with their consent.",
  "help.ruleset.observation.people.name": "The name as the person gave it to be published.",
  "help.ruleset.observation.people.consent":
    "Always `given`: a name is in the file only with consent.",
  "help.ruleset.observation.people.anonymous":
    "Consent to publish a name was not given, or no name was recorded.",
  "help.ruleset.observation.language": "The language the interview was held in.",
  "help.ruleset.observation.open":
    "The options the interview left open, with why: never a value of the players'. Each names an option of the ruleset, whose value (the closest reading's, basis `default`) is only played.",
  "help.ruleset.observation.open.option": "The option's key, as in `options`.",
  "help.ruleset.observation.open.why":
    "Why it stays open: `unknown` (the player did not know), `disagree`, `not-asked`.",
} as const;

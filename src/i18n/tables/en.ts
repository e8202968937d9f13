/**
 * The English interface strings, written by the project in its source language. Its keys are
 * every table's keys (../table.ts). `{name}` is a placeholder that `t` fills from its parameters
 * or `Phrase.astro` from a slot; keys ending `.one`/`.other` are the forms `tn` picks by count.
 */
import { table } from "../table.ts";

export const EN_STRINGS = {
  "site.name": "Fanorona & Mancala Reference",
  "site.about":
    "An open reference on Fanorona and the four-row mancala games of Madagascar and Central Africa. Every rule and record cites its source; quotations keep their original language.",
  "layout.skip": "Skip to content",
  "layout.navLabel": "Main",
  "layout.footerNavLabel": "Footer",
  "layout.licence": "Data: {data}. Code: {code}. Quotations remain their authors’ ({details}).",
  "layout.licenceDetails": "details",
  "layout.credits":
    "Country outlines: Natural Earth (public domain), via world-atlas. Built as static pages; search by Pagefind.",
  "nav.home": "Home",
  "nav.games": "Games",
  "nav.evidence": "Evidence",
  "nav.rulesets": "Rulesets",
  "nav.sources": "Sources",
  "nav.regions": "Regions",
  "nav.timeline": "Timeline",
  "nav.search": "Search",
  "nav.allEvidence": "All evidence",
  "nav.allRulesets": "All rulesets",
  "nav.method": "Method",
  "nav.studies": "Studies",
  "nav.glossary": "Glossary",
  "nav.names": "Names",
  "nav.data": "Data downloads",
  "search.headerLabel": "Search the site",
  "search.placeholder": "e.g. Montgomery",
  "search.button": "Search",
  "lang.self": "English",
  "lang.switchLabel": "Language",
  "lang.awaiting": "awaiting review",
  "review.marker":
    "The interface of this page is a translation awaiting review by a native speaker.",
  "review.footer":
    "Interface in {language}: translated by {by}; {reviewed} of {total} strings reviewed by a native speaker.",
  "review.byProject": "this project’s editors",
  "content.untranslated": "Not yet translated into {language}: shown in English.",
  "content.translatedBy": "Translated by {by}",
  "content.reviewedBy": "reviewed by {who}",
  "content.reviewed": "reviewed",
  "content.awaiting": "awaiting review",
  "content.original": "Original English",
  "count.record.one": "{n} record",
  "count.record.other": "{n} records",
  "count.evidence.one": "{n} evidence record",
  "count.evidence.other": "{n} evidence records",
  "count.game.one": "{n} game",
  "count.game.other": "{n} games",
  "count.source.one": "{n} source",
  "count.source.other": "{n} sources",
  "count.region.one": "{n} region",
  "count.region.other": "{n} regions",
  "count.ruleset.one": "{n} ruleset",
  "count.ruleset.other": "{n} rulesets",
  "date.century": "{ord} century",
  "date.centuryBce": "{ord} century BCE",
  "home.title": "Home",
  "home.description":
    "An open reference on Fanorona and the four-row mancala games of Madagascar and Central Africa: evidence, sources, regions, rulesets.",
  "home.heading": "Fanorona and the four-row mancala games",
  "home.lead":
    "An open reference on the board games of Madagascar and Central Africa: Fanorona and its relatives on lines and points, and the four-row mancala games recorded among the Nyanja and their neighbours. Every record says which source it comes from, where and when; every rule of every ruleset names the passage it rests on, in the source’s own language with an English translation.",
  "home.holds":
    "The site holds {evidence} on {games}, drawn from {sources}, across {regions}, and {rulesets}.",
  "home.termEvidence": "Evidence record",
  "home.defEvidence":
    "What one source says about one game: where, when, in its own words, and how sure we are.",
  "home.termRuleset": "Ruleset",
  "home.defRuleset":
    "One reading of one source as rules to play by; every rule names the sentence it rests on.",
  "home.termConfidence": "Confidence",
  "home.defConfidence":
    "Our judgement, from 0 to 100, of how far a record can be trusted; see the {method} for the scale, the dates and the labels.",
  "home.methodLink": "method",
  "home.byGame": "By game",
  "home.mentionedOnly": "mentioned only",
  "home.allGames": "All games",
  "home.byRegion": "By region",
  "home.regionCounts": "Counts include the places within each region.",
  "home.regionMap": "Map of all regions",
  "home.bySource": "By source",
  "home.bibliography": "Bibliography",
  "home.byDate": "By date",
  "home.undated": "Undated",
  "home.more": "More",
  "home.moreEvidence": "{link}, in date order",
  "home.moreEvidenceLink": "All evidence records",
  "home.moreRulesets": "{link}, with the provenance of every option",
  "home.moreData": "{link}: JSON and CSL-JSON, with their licence",
  "home.moreMethod": "{link}: the confidence scale, dates, and how rules are read",
  "home.moreSearch": "{link} with filters by game, region, source and century",
  "games.description":
    "The games of the Fanorona family and the four-row mancala games, with their evidence and rulesets.",
  "games.lead":
    "Each game has a page with its names, its evidence in date order and the rulesets read from the sources. Games that sources only mention say what we have and what we lack.",
  "games.counts": "({coverage}; {evidence}, {rulesets})",
  "games.mentioned": "mentioned only",
  "games.documented": "documented",
  "family.alquerque-line-capture": "Alquerque line capture",
  "family.alignment": "Alignment",
  "family.four-row-mancala": "Four row mancala",
  "family.two-row-mancala": "Two row mancala",
  "family.other": "Other",
  "notFound.title": "Page not found",
  "notFound.body":
    "There is no page at this address. Try the {games}, the {sources}, the {timeline} or the {search}.",
  "notFound.games": "games",
  "notFound.sources": "sources",
  "notFound.timeline": "timeline",
  "notFound.search": "search",
  "evidence.description": "Every evidence record, in date order.",
  "evidence.lead":
    "Each record is what one source says about one game, where and when. Records from the Digital Ludeme Project keep their DLP ids; our own have descriptive ids. See also the {timeline}.",
  "evidence.timelineLink": "timeline",
  "evidenceList.none": "No evidence records yet.",
  "evidenceList.game": "Game: {game}",
  "evidenceList.source": "Source: {source}, {locator}",
  "evidenceList.confidence": "Confidence {n}",
  "rulesets.description": "Every reading of the sources that the engine can play.",
  "rulesets.lead":
    "A ruleset is one reading of one source. Every option value names the passage it rests on and whether the source states it, we infer it, or we chose a default where the source is silent.",
  "rulesets.none": "No rulesets have been written yet.",
  "sources.description": "Bibliography of the sources on Fanorona and the four-row mancala games.",
  "sources.lead":
    "Every source cited on this site, in author-date style. Each entry links to its page, which lists the evidence and rulesets that rest on it; the marks say which entries have such content here. The whole list is also available as {csl} for Zotero and citation processors. How the sources depend on one another (who copies, translates or cites whom) is drawn on {genealogy}.",
  "sources.genealogyLink": "the genealogy of the sources",
  "sources.onSite": "On this site: {what}",
  "sources.namedIn": "named in {records}",
  "sources.bibliographyOnly": "Bibliography only",
  "regions.description": "Where the evidence comes from: Madagascar and south-east Africa.",
  "regions.lead":
    "The places our evidence describes (not where the authors lived or published). Select a marker or a name for the region’s page: its gazetteer links, peoples, languages and evidence.",
  "regions.mapLabel": "Map of the regions with evidence",
  "regions.all": "All regions",
  "regions.counts":
    "Each count includes the records from the places within the region, as on the home page.",
  "glossary.description":
    "The words of the games as the sources write them: riatra, vela, laka, chibou, bassy, fòibény and others, each gloss with who gives it.",
  "glossary.lead":
    "The words of the games as our sources write them, every spelling with the sources that print it, and each meaning with who gives it: a source at a place, or us.",
  "glossary.ours":
    "A gloss or a form marked {ours} is our reading, with the reason; a Malagasy form of ours waits for review by a native speaker and says so. The {search} treats every spelling of a word as the others, and the site’s prose links a word to its entry where it first occurs. People and places are in the {names}.",
  "glossary.oursWord": "ours",
  "glossary.searchLink": "search",
  "glossary.namesLink": "names authority",
  "names.description":
    "People, places and peoples named in the sources, with the standard form and every spelling the sources print.",
  "names.lead":
    "People, places and peoples named in our sources, under the form this site uses, with every spelling the sources print and who prints it.",
  "names.ours":
    "A spelling the source prints in error is kept and marked [sic]. A standard form marked {ours} is not printed by any source we hold; a Malagasy one waits for review by a native speaker. Names easily taken for each other but not the same are shown side by side and searched apart. The {search} treats every spelling of a name as the others. Game terms are in the {glossary}.",
  "names.glossaryLink": "glossary",
  "studies.title": "Source studies",
  "studies.description":
    "Games the sources narrate, and lines the engine finds, move by move beside the words, with a lesson mode.",
  "studies.lead":
    "Some sources narrate play, and the engine finds lines of its own. Each study sets a passage, sentence by sentence, beside the moves it describes, checked by the rules engine under the named reading; where the words do not give a move, the study says how it was chosen. Each chapter can be read as a lesson: you play the move each sentence describes.",
  "searchPage.description": "Search the evidence, games, sources, regions and rulesets.",
  "searchPage.label": "Search the evidence, games, sources, regions and rulesets",
  "searchPage.filters": "Filters",
  "searchPage.filtersHelp":
    "Within one filter a page matches any value you tick; across filters it must match all. Centuries are those of an evidence record’s date and of a ruleset’s sources.",
  "searchPage.searching": "Searching…",
  "searchPage.chosen": "({n} chosen)",
  "searchPage.result.one": "{n} result",
  "searchPage.result.other": "{n} results",
  "searchPage.filterValue.one": "{n} filter value",
  "searchPage.filterValue.other": "{n} filter values",
  "searchPage.forQuery": "for “{q}”",
  "searchPage.withFilters": "with these filters",
  "searchPage.also": " (also searched: {variants})",
  "searchPage.filtered": ", {values} chosen",
  "searchPage.line": "{count} {what}{also}{filtered}.",
  "searchPage.more": "Show more results",
  "searchPage.noscript":
    "Search needs JavaScript. Without it, browse the {games}, {evidence}, {sources}, {regions} or the {timeline}.",
  "searchPage.language": "Results are pages in {language}.",
  "filter.kind": "Kind of page",
  "filter.game": "Game",
  "filter.region": "Region",
  "filter.century": "Century",
  "filter.source": "Source",
  "filter.evidenceType": "Type of evidence",
  "filter.confidence": "Confidence",
  "words.evidence": "evidence",
  "words.games": "games",
  "words.sources": "sources",
  "words.regions": "regions",
  "words.timeline": "timeline",
} as const;

export type Key = keyof typeof EN_STRINGS;

export const en = table("en", { by: "project", reviewedBy: "source language" }, EN_STRINGS);

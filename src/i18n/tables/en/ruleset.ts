/**
 * English strings of the ruleset page and the components it draws: its facts and headings, a
 * citation's labels, the dead-option sentences and the "cite this record" block. One area of
 * the English table (../en.ts).
 */
export const ruleset = {
  "rs.tocOptions": "Options and where each comes from",
  "rs.tocFacets": "Rule facets",
  "rs.tocOthers": "Other rulesets for {game}",
  "rs.game": "Game",
  "rs.id": "Ruleset id",
  "rs.type": "Type",
  "rs.typesLink": "(the types)",
  "rs.follows": "Follows",
  "rs.evidence": "Evidence",
  "rs.options": "Options",
  "rs.optionCounts":
    "{n} in all: {stated} stated, {elsewhere}{inferred} inferred, {default} default",
  "rs.optionElsewhere": "{n} stated elsewhere, ",
  "rs.whatTheseMean": "what these mean",
  "rs.noOptions": "This ruleset sets no options.",
  "rs.engineSetting": "Engine setting {key} = {value}",
  "rs.noFacets": "No facets recorded yet.",
  "rs.notStated": "Not stated by the source.",
  "rs.sideBySide": "{link}, on the page of {game}.",
  "rs.sideBySideLink": "The rulesets side by side",
  "rs.otherType": "({type} ruleset)",
  "rs.ownLocators":
    "Where a locator names no source, it is in {source}. The quoted words, and why a rule is inferred, taken from another source or our default, are on the page at this address.",
  "cite.evidence": "(evidence: {link})",
  "cite.cut": "Cut at [...]:",
  "cite.noQuote": "No quotation recorded for this citation.",
  "cite.reasoning": "Reasoning:",
  "cite.notInWordsOf": "not in the words of {own}",
  "cite.borrowed": "From {cited}, {notIn}",
  "dead.heading": "Options that decide nothing in the positions searched",
  "dead.intro":
    "Each option of this reading was switched, alone, to each of its other values, and the legal turns and the result compared with the reading's own in {positions} positions: {sample} ({command}).",
  "dead.none": "Every option changes at least one legal turn, a result or the start position.",
  "dead.head":
    "In the {positions} positions searched, switching {key} from {from} to {to} changes no legal turn, what any turn does, or any result. Either its clause arises only in positions the sample does not reach, or the reading's other rules already decide every case it decides.",
  "dead.stated":
    "In the second case a rule the source states adds nothing as read here, which suggests that the reading of those other rules may not be the source's.",
  "dead.other":
    "In the second case its value, whose basis is {basis} rather than stated by this reading's source, makes no difference to this reading.",
  "dead.or": "{list} or {last}",
  "dead.sample":
    "the start, the first {breadth} positions breadth first from it, the hand-built positions of the game, and every position of {games} seeded random games of up to {maxTurns} turns (seed {seed})",
} as const;

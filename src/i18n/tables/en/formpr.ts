/**
 * The pull request's text the contribution form gives (src/contribute/output.ts), in the page's
 * language: keys `form.pr.*`, so they reach the form's script with its other words through the
 * page (`data-words`). Ids, paths, commands, claims' turns and rules stay as the record has them;
 * the YAML file beside it is the schema's own words in every language.
 */
export const formpr = {
  "form.pr.title": "Propose {kind} {id}: {title}",
  "form.pr.kind.ruleset": "ruleset",
  "form.pr.kind.evidence": "evidence",
  "form.pr.kind.source": "source",
  "form.pr.kind.study": "study",
  "form.pr.correctionOf": "A correction of {id}: {title}.",
  "form.pr.newRecord": "A new {kind}: {title}.",
  "form.pr.what": "## What this is",
  "form.pr.file": "## The file",
  "form.pr.sources": "## Its sources",
  "form.pr.basis": "## The basis of its citations",
  "form.pr.claims": "## Behaviour it claims (checked by the engine in CI)",
  "form.pr.claim": "claim {n}: {text}",
  "form.pr.fromSetup": "from the set-up{after}",
  "form.pr.fromPosition": "from position {position}{after}",
  // Said after a claim's start when turns are played first, its leading space included.
  "form.pr.after": " after {turns}",
  "form.pr.refused": "{from}, {turn} is refused by rule {rule}",
  "form.pr.legal": "{from}, {turn} is legal",
  "form.pr.perft": "{from}, perft at depth {depth} is {count}",
  "form.pr.replay": "{from}, the game {turns} ends {result}",
  "form.pr.checked": "## Checked",
  "form.pr.checkFast": "`npm run test:fast` passes (the content schemas and rules)",
  "form.pr.checkClaims": "`npm run check-claims` passes (rulesets and studies)",
  "form.pr.checkQuotes":
    "every quotation is verbatim, with its locator, within the content rules' limits",
  "form.pr.none": "(none)",
} as const;

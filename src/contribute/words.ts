/*
 * Every interface string of the contribution form and the `npm run new` / `npm run check-claims`
 * commands, in plain English and in one place, so that the translation tables (issue 24, item 1)
 * can take them over whole. Pure: the browser's form and the Node commands both read it.
 */

/** What `npm run new` says. */
export const SCAFFOLD_WORDS = {
  usage:
    "usage: npm run new -- evidence|source|ruleset|study [--id ID] [--game GAME] [--source SOURCE] [--from RULESET] [--stdout]",
  unknownKind: (kind: string | undefined) =>
    `unknown kind ${JSON.stringify(kind ?? "")}: give one of evidence, source, ruleset, study`,
  badId: (id: string, why: string) => `bad id ${JSON.stringify(id)}: ${why}`,
  exists: (file: string) =>
    `${file} already exists: a published id never changes (docs/decisions/0013-permanent-ids.md); choose another --id`,
  unknownGame: (game: string | undefined, known: readonly string[]) =>
    game === undefined
      ? `a ruleset needs --game: one of ${known.join(", ")}`
      : `unknown game ${JSON.stringify(game)}: one of ${known.join(", ")}`,
  unknownFrom: (from: string, known: readonly string[]) =>
    `unknown --from ruleset ${JSON.stringify(from)}; known: ${known.join(", ") || "(none)"}`,
  written: (file: string, places: number) =>
    `wrote ${file}: replace its ${places} places marked FILL (see the comment at its top), then run npm run test:fast`,
  header: (kind: string): string[] => [
    `A new ${kind}, made by \`npm run new\` (docs/contributing-form.md).`,
    "Replace every value that starts with FILL: by a value like its example (e.g. ...):",
    "a bare whole number is a number, a quoted example is text, an id names a file of content/.",
    "The content suite (npm run test:fast) refuses a file that still holds FILL.",
    "Every field's meaning is in src/schemas/ (a doc comment on each).",
  ],
} as const;

/** What the contribution form says (src/contribute/view.ts, form.ts, output.ts). */
export const FORM_WORDS = {
  kindLabel: "What do you propose?",
  kinds: {
    ruleset: "A reading (a ruleset)",
    evidence: "An evidence record (a source's passage about a game)",
    source: "A source (a bibliographic record)",
    study: "A source study",
  } as Readonly<Record<string, string>>,
  fileId: "File name (the record's id, never changed once published)",
  fileIdHelp:
    "Lower-case words joined by hyphens; an evidence record may keep a DLP id (DLP.Evidence.661).",
  add: (what: string) => `Add to ${what}`,
  remove: (what: string, n: number) => `Remove item ${n} of ${what}`,
  entryName: "Name",
  variant: (what: string) => `Which form of ${what}`,
  fixed: "always",
  check: "Check and make the file",
  loadFailed: (what: string) => `Could not load ${what}: propose it as a new record instead.`,
  problems: (n: number) => (n === 1 ? "1 problem to fix" : `${n} problems to fix`),
  idProblem: (why: string) => `field \`(file name)\`: ${why}`,
  accepted:
    "The record passes the content schemas. Save the file below and open a pull request with the text below it.",
  fileLabel: (path: string) => `The file ${path}`,
  prLabel: "The pull request's text",
  correctionOf: (id: string) => `A correction of ${id}`,
  newRecord: (kind: string) => `A new ${kind}`,
  prTitle: (kind: string, id: string, title: string) => `Propose ${kind} ${id}: ${title}`,
  prWhat: "## What this is",
  prFile: "## The file",
  prSources: "## Its sources",
  prBasis: "## The basis of its citations",
  prClaims: "## Behaviour it claims (checked by the engine in CI)",
  prChecks: [
    "## Checked",
    "- [ ] `npm run test:fast` passes (the content schemas and rules)",
    "- [ ] `npm run check-claims` passes (rulesets and studies)",
    "- [ ] every quotation is verbatim, with its locator, within the content rules' limits",
  ],
  none: "(none)",
} as const;

/**
 * The contribution form's own words (src/contribute/view.ts, form.ts), handed to its script
 * through the page (`data-words` on `<contribute-form>`, without the `form.` prefix) so that no
 * table is bundled. `form.issue.*` words a schema problem zod would word in English: on an
 * English page the form shows zod's own message, the build's, and these keys must word the same
 * problem (tests/contribute/form-words.test.ts). Field names and values stay as typed.
 */
export const form = {
  "form.kindLabel": "What do you propose?",
  "form.kind.ruleset": "A reading (a ruleset)",
  "form.kind.evidence": "An evidence record (a source's passage about a game)",
  "form.kind.source": "A source (a bibliographic record)",
  "form.kind.study": "A source study",
  "form.fileId": "File name (the record's id, never changed once published)",
  "form.fileIdHelp":
    "Lower-case words joined by hyphens; an evidence record may keep a DLP id (DLP.Evidence.661).",
  "form.add": "Add to {what}",
  "form.remove": "Remove item {n} of {what}",
  "form.entryName": "Name",
  "form.variant": "Which form of {what}",
  "form.fixed": "always",
  "form.none": "(none)",
  "form.check": "Check and make the file",
  "form.loadFailed": "Could not load {what}: propose it as a new record instead.",
  "form.problems.one": "{n} problem to fix",
  "form.problems.other": "{n} problems to fix",
  "form.accepted":
    "The record passes the content schemas. Save the file below and open a pull request with the text below it.",
  "form.fileLabel": "The file {path}",
  "form.prLabel": "The pull request's text",
  "form.line": "field `{field}`: {message}",
  "form.record": "(record)",
  "form.fileName": "(file name)",
  "form.issue.type": "Invalid input: expected {expected}, received {received}",
  "form.issue.value": "Invalid input: expected {value}",
  "form.issue.option": "Invalid option: expected one of {values}",
  "form.issue.small": "Too small: expected {origin} to have {bound} {unit}",
  "form.issue.smallValue": "Too small: expected {origin} to be {bound}",
  "form.issue.big": "Too big: expected {origin} to have {bound} {unit}",
  "form.issue.bigValue": "Too big: expected {origin} to be {bound}",
  "form.issue.exactly": "exactly {n}",
  "form.issue.characters": "characters",
  "form.issue.items": "items",
  "form.issue.pattern": "Invalid string: must match pattern {pattern}",
  "form.issue.keys": "Unrecognized keys: {keys}",
  "form.issue.union": "Invalid input",
} as const;

/*
 * The English of the `npm run new` / `npm run check-claims` commands. The pull request's text the
 * contribution form gives is in the tables (src/i18n/tables/<lang>/formpr.ts), in the page's
 * language.
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

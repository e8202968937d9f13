/**
 * Why a game link (link.ts `parseLink`) or its option list (changes.ts `parseChanges`)
 * cannot be read, or a changed reading not exported as a ruleset file (export.ts): a typed reason and its values, said on the page from `simb.linkerr.<reason>`
 * (area `linkerr` of the tables) by parse-words.ts `parseErrorText`; `message` is the English,
 * which an English page shows and whose words equal it (tests/site/link-words.test.ts).
 * Types only for the browser: the code makes each error in place (`err<LinkError>`), so that
 * no module of its own is loaded for it (the simulator's start-up script budget).
 */
/** Every reason a link, its option list or an export is refused; one `simb.linkerr.` entry each. */
export const LINK_REASONS = [
  "too-long",
  "not-a-field",
  "bad-url-text",
  "unknown-field",
  "no-ruleset",
  "changes-too-long",
  "not-a-change",
  "change-twice",
  "export-no-reason",
  "export-unchanged",
  "export-yaml",
  "export-fields",
  "export-option",
] as const;
export type LinkReason = (typeof LINK_REASONS)[number];

/** A link's problem: the English, its reason and the values the words are filled with. */
export interface LinkError {
  readonly message: string;
  readonly reason: LinkReason;
  /** Texts, lengths too: an English page writes a number as the link does, without grouping. */
  readonly params: Readonly<Record<string, string>>;
}

/**
 * Why something the browser does for the reader failed (a file fetched, a tree link unpacked, an
 * image drawn): a typed reason and its values, said on the page from `simb.fail.<reason>` (area
 * `failure` of the tables) by parse-words.ts `parseErrorText(c, f, "fail")`; `message` is the
 * English an English page shows, as it did before the words. A browser's own exception message
 * is English we cannot translate: where our words say what failed it is left out of them; where
 * they cannot (`unexpected`), it is kept and marked `lang="en"` (failure-words.ts).
 * Types only for the browser: each failure is made in place, in code loaded on use.
 */
/** Every reason a failure is said with; one `simb.fail.` entry each. */
export const FAIL_REASONS = [
  "status",
  "network",
  "code",
  "json",
  "unpack-too-big",
  "unpack-data",
  "unpack-text",
  "image-decode",
  "no-canvas",
  "no-png",
  "unexpected",
] as const;
export type FailReason = (typeof FAIL_REASONS)[number];

/** A failure: the English, its reason and the values its words are filled with. */
export interface Failure {
  readonly message: string;
  readonly reason: FailReason;
  readonly params: Readonly<Record<string, string | number>>;
}

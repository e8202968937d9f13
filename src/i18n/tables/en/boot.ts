/**
 * What an interactive element says when its code cannot load, before it has read any words of
 * its own (src/site/client/start-near-viewport.ts, src/simulator/embed/boot.ts): handed to the
 * script in the element's `data-could-not-start` on French and Malagasy pages (English pages keep
 * the script's own English, so their bytes do not change). `{error}` is the browser's message.
 * Also the one word of an evidence record's rule sentences that code sets (`boot.ruleBy`).
 */
export const boot = {
  "boot.simulator": "The simulator could not start: {error}",
  "boot.lesson": "The lesson could not start: {error}",
  "boot.board": "The board could not start: {error}.",
  /** Before the source a rule sentence is stated by, when not the record's own: "(by …". */
  "boot.ruleBy": "by",
} as const;

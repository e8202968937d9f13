/**
 * The reason the simulator suggests for a reader's changed reading (src/simulator/ui/reason.ts),
 * put into the rules panel's reason box and from there, as the reader leaves or edits it, into
 * each changed citation of the downloaded ruleset file. In the page's language: it is the
 * reader's own text (docs/i18n.md, "The simulator's words").
 */
export const reason = {
  "simb.reason.suggested":
    "A reader's change, not any source's reading: {changes} instead of {title}'s {was}, to see how the game plays so.",
} as const;

/**
 * English words of what a basis means (src/site/basis-words.ts): one entry per basis the engine
 * knows, plus `not-stated` and `override`, each with its badge label, its meaning (a title, a
 * tooltip) and the heading of its reasoning (`basis.<basis>.label|meaning|why`). Browser code
 * reads this English area directly (basis-words.ts `BASIS_WORDS`); French and Malagasy reach it
 * through the page's words. basis-words.ts reads every key for its list of bases, so a basis
 * missing here fails type checking there. One area of ../en.ts.
 */
export const basis = {
  "basis.stated.label": "stated",
  "basis.stated.meaning": "stated by its own source: the reading's witness, or the record's source",
  "basis.stated.why": "Note",
  "basis.stated-elsewhere.label": "stated elsewhere",
  "basis.stated-elsewhere.meaning":
    "stated by another source, named beside it, not by its own source",
  "basis.stated-elsewhere.why": "Note",
  "basis.inferred.label": "inferred",
  "basis.inferred.meaning": "inferred: our reading of the source, with the reasoning",
  "basis.inferred.why": "Why we read it so",
  "basis.default.label": "default",
  "basis.default.meaning": "default: our choice where the source is silent, with the reason",
  "basis.default.why": "Why this choice",
  "basis.not-stated.label": "not stated",
  "basis.not-stated.meaning":
    "not stated by the source: what it leaves unsaid, and why that matters",
  "basis.not-stated.why": "Why it matters",
  "basis.override.label": "reader's change",
  "basis.override.meaning": "a reader's change of the source's value, not any source's rule",
  "basis.override.why": "Note",
} as const;

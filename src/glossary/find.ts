/**
 * What the glossary's A-Z jump and its filter as you type compare: a word's letters without
 * their accents, lower case, so that "vela" finds "véla" and "Ranavalona" sits under R. Pure,
 * shared by the build (the jump's letters) and the browser (the filter).
 */

/** A text folded for comparison: accents removed, lower case. */
export const folded = (text: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The letter a headword files under in the A-Z jump ("É" under E). */
export const initial = (headword: string): string => folded(headword).charAt(0).toUpperCase();

/** Whether an entry whose text is `text` matches what the reader typed (every word of it). */
export const matches = (text: string, typed: string): boolean =>
  folded(typed)
    .split(/\s+/)
    .filter((w) => w !== "")
    .every((w) => folded(text).includes(w));

/**
 * Interviews kept on the device, in localStorage under one key, written at every answer so
 * that closing the page mid-interview loses nothing. A stored value that is not a list of
 * interviews is refused with a message naming the key, never silently dropped; the caller
 * says it on the page.
 */
import type { Interview } from "./observed.ts";

export const STORE_KEY = "record.interviews";

/** A place to keep text: localStorage in the browser, a Map in the tests. */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Every interview kept, newest first; an error names what is wrong with the stored text. */
export function readAll(s: KeyValue): Interview[] {
  const text = s.getItem(STORE_KEY);
  if (text === null) return [];
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data))
    throw new Error(`the device's "${STORE_KEY}" is not a list of interviews`);
  const ok = data.filter(
    (x): x is Interview =>
      typeof x === "object" &&
      x !== null &&
      typeof (x as Interview).id === "string" &&
      typeof (x as Interview).game === "string" &&
      typeof (x as Interview).answers === "object",
  );
  if (ok.length !== data.length)
    throw new Error(
      `the device's "${STORE_KEY}" holds ${data.length - ok.length} entries that are not interviews`,
    );
  return ok.sort((a, b) => b.updated.localeCompare(a.updated));
}

/** Keeps `i`, replacing the interview of the same id. */
export function keep(s: KeyValue, i: Interview): void {
  const rest = readAll(s).filter((x) => x.id !== i.id);
  s.setItem(STORE_KEY, JSON.stringify([i, ...rest]));
}

/** Deletes the interview `id`. */
export function drop(s: KeyValue, id: string): void {
  s.setItem(STORE_KEY, JSON.stringify(readAll(s).filter((x) => x.id !== id)));
}

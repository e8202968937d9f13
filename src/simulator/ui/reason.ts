/**
 * The reason the rules panel suggests for a reader's changed reading, in the page's words
 * (`simb.reason.suggested`, area `reason`): it goes into the reason box, and from there, as the
 * reader leaves or edits it, into each changed citation of the downloaded ruleset file, so the
 * file's reason is in the language of the page it was made on (docs/i18n.md). Loaded with the
 * rules panel, not before.
 */
import type { OptionSpecs, OptionValue } from "../../play/engine.ts";
import { changesWords, type Changes } from "../../reading/changes.ts";
import { readingWords, say, valueSaid, type Said } from "../../play/messages.ts";

/** "A reader's change, not any source's reading: … instead of TITLE's …, to see how …". */
export function suggestedReason(
  c: Said,
  title: string,
  source: Readonly<Record<string, { readonly value: unknown }>>,
  changes: Changes,
  specs: OptionSpecs,
): string {
  // A boolean option's value is said on/off even where the source's reading lacks it; an
  // enumerated value as its identifier, as the file it goes into writes it (no `key` given).
  const value = (k: string, v: unknown) =>
    valueSaid(c, (specs[k]?.kind === "bool" ? v === true : v) as OptionValue);
  const words = { ...readingWords(c), value: (_: unknown, v: OptionValue) => valueSaid(c, v) };
  const was = Object.keys(specs)
    .filter((k) => k in changes)
    .map((k) => `${k} ${value(k, source[k]?.value)}`);
  return say(c, "simb.reason.suggested", {
    changes: changesWords(changes, specs, words),
    title,
    was: was.join(", "),
  });
}

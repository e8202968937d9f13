/** The simulator's words for a page's language (words.ts), from the tables. Build time only. */
import type { Lang } from "../i18n/languages.ts";
import { PARSE_REASONS, PARSE_REASONS_OF, type FamilyId } from "../engine/core/index.ts";
import { basisWordsIn, statusWordsIn } from "../site/words-in.ts";
import { BASIS_WORDS } from "../site/basis-words.ts";
import { STATUS_WORDS } from "../site/status-words.ts";
import { wordsByPrefix, wordsWhere } from "../i18n/browser-words.ts";
import { optionDocsOf, optionLabelsOf, valueWordsOf } from "../site/option-words.ts";
import { locatorIn } from "../site/locator-words.ts";
import type { RulesetSpec } from "../engine/index.ts";
import { ENGINE_WORD_PREFIXES, type SimWordKey, type SimWords } from "./words.ts";

const PARSE_PREFIX = "simb.parse.";

/**
 * The words of a simulator of `game` (its options' meanings and values' words) in `family` on a
 * page in `lang`, citing the passages of `specs` (the readings it may play).
 * An English page shows the engine's English errors, so it carries no words for their reasons;
 * another page carries the words of its family's parse reasons only (all, without a family).
 */
export function simWords(
  lang: Lang,
  game?: string,
  family?: FamilyId,
  specs: readonly RulesetSpec[] = [],
): SimWords {
  const engine = (k: string) => ENGINE_WORD_PREFIXES.some((p) => k.startsWith(p));
  const ours = new Set<string>(family === undefined ? PARSE_REASONS : PARSE_REASONS_OF[family]);
  const parse = (k: string) =>
    !k.startsWith(PARSE_PREFIX) || ours.has(k.slice(PARSE_PREFIX.length));
  const text = wordsWhere(
    lang,
    (k) => k.startsWith("simb.") && (lang === "en" ? !engine(k) : parse(k)),
  ) as Record<SimWordKey, string>;
  return {
    lang,
    text,
    basis: Object.fromEntries(
      Object.keys(BASIS_WORDS).map((b) => [b, basisWordsIn(lang, b).label]),
    ),
    basisMeaning: Object.fromEntries(
      Object.keys(BASIS_WORDS).map((b) => [b, basisWordsIn(lang, b).meaning]),
    ),
    reasons: Object.fromEntries(
      Object.keys(STATUS_WORDS).map((r) => [r, statusWordsIn(lang, r).clause]),
    ),
    rules: lang === "en" ? undefined : wordsByPrefix(lang, "refusal."),
    options: game === undefined ? undefined : optionDocsOf(lang, game),
    labels: game === undefined ? undefined : optionLabelsOf(lang, game),
    values: game === undefined ? undefined : valueWordsOf(lang, game),
    locators: lang === "en" ? undefined : locatorsIn(lang, specs),
  };
}

/** Every locator the options of `specs` cite, to its words in `lang` (plain text). */
function locatorsIn(lang: Lang, specs: readonly RulesetSpec[]): Record<string, string> {
  const cited = new Set(
    specs.flatMap((s) => Object.values(s.options).map((o) => o.provenance.locator)),
  );
  return Object.fromEntries(
    [...cited].sort().map((l) => [
      l,
      locatorIn(lang, l)
        .map((p) => p.text)
        .join(""),
    ]),
  );
}

/**
 * A record's title inside plain text in the page's language (an attribute such as `aria-label`,
 * a title in a page's config): its translation, else its English set apart and said to be
 * English (`replay.englishTitle`: « Sanderson (1913) » (amin’ny teny anglisy)), since no
 * `lang="en"` can mark part of plain text. Where an element can hold it, `titleIn` and a mark are
 * used instead. Build time only (it reads the tables); the compare views, which also run in the
 * browser, get the wording from their words (`CompareWords.englishTitle`).
 */
import type { Lang } from "./languages.ts";
import { titleIn, type Titled } from "./content.ts";
import { t } from "./t.ts";

export function plainTitleIn(lang: Lang, record: Titled): string {
  const shown = titleIn(lang, record);
  return shown.lang === "en" ? t(lang, "replay.englishTitle", { title: shown.text }) : shown.text;
}

/** The language of the page being rendered, from its address (Astro's i18n routing). */
import { DEFAULT_LANG, isLang, langOfPath, unprefixed, type Lang } from "./languages.ts";

interface PageContext {
  readonly currentLocale?: string | undefined;
  readonly url: URL;
}

/**
 * The page's language. Astro's `currentLocale` and the address's first segment must agree: a
 * route that forgot to pass `lang` in getStaticPaths would otherwise render English under /fr/.
 */
export function pageLang(page: PageContext): Lang {
  const fromPath = langOfPath(page.url.pathname);
  const fromAstro = isLang(page.currentLocale) ? page.currentLocale : DEFAULT_LANG;
  if (fromAstro !== fromPath)
    throw new Error(
      `i18n: ${page.url.pathname} is in "${fromPath}" by its address, "${fromAstro}" by Astro`,
    );
  return fromPath;
}

/**
 * The page's address without its language: the same page in English. The "not found" pages
 * have no address of their own to switch to, so theirs is the home page.
 */
export function englishPath(page: PageContext): string {
  const path = unprefixed(page.url.pathname);
  return /^\/404(\.html|\/)?$/.test(path) ? "/" : path;
}

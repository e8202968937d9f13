/**
 * Keeps a reader in their language: on a French or Malagasy page, every link and form to an
 * English page address is rewritten to the same page in the page's language as the page is
 * rendered (src/middleware.ts). Done once here rather than at each of the hundreds of call sites
 * of `url.*` (src/site/routes.ts), which stay language-free. Left alone: links that carry
 * `hreflang` (the language switch chooses its language on purpose), files (data, images,
 * scripts: no trailing slash), Pagefind's and Astro's own folders, and the embed pages, which
 * exist in English only (decision 0024).
 */
import { DEFAULT_LANG, isLang, type Lang } from "./languages.ts";

/** Site paths that are not pages in three languages. */
const ENGLISH_ONLY = ["/embed/", "/_astro/", "/pagefind/"];

/** Whether a link target is an English page address that has a page in every language. */
export function isLocalizablePage(target: string): boolean {
  if (!target.startsWith("/") || target.startsWith("//")) return false;
  const path = target.split(/[?#]/)[0]!;
  if (!path.endsWith("/")) return false;
  if (ENGLISH_ONLY.some((p) => path.startsWith(p))) return false;
  return !isLang(path.split("/")[1]);
}

const TAG = /<(a|form)\b[^>]*>/gi;
const TARGET = /(\s(?:href|action)=")([^"]*)"/i;

/** The page's HTML with its links to English pages turned into links to `lang`'s pages. */
export function localizeLinks(html: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return html;
  return html.replace(TAG, (tag) => {
    if (/\shreflang=/i.test(tag)) return tag;
    return tag.replace(TARGET, (whole, attr: string, target: string) =>
      isLocalizablePage(target) ? `${attr}/${lang}${target}"` : whole,
    );
  });
}

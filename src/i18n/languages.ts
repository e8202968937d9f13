/**
 * The site's languages and how a page's address carries one: English at the root as before
 * (`/games/`), French under `/fr/` and Malagasy under `/mg/` (astro.config.mjs gives Astro's i18n
 * routing the same list). Pure: the build, the middleware and the tests share it.
 */
export const LANGS = ["en", "fr", "mg"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "en";

/** Each language's name in itself, as the language switch shows it. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  en: "English",
  fr: "Français",
  mg: "Malagasy",
};

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** The language of a page address: its first segment if that names one, else English. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** A page address without its language prefix: `/fr/games/` → `/games/`. */
export function unprefixed(pathname: string): string {
  const lang = langOfPath(pathname);
  return lang === DEFAULT_LANG ? pathname : pathname.slice(lang.length + 1) || "/";
}

/** An English page address in a language: `/games/` → `/fr/games/`; English unchanged. */
export function localize(lang: Lang, path: string): string {
  if (!path.startsWith("/")) throw new Error(`localize: "${path}" is not a site path`);
  return lang === DEFAULT_LANG ? path : `/${lang}${path}`;
}

/**
 * The `lang` route parameter of every page route (`src/pages/[...lang]/`): absent for English,
 * so English addresses stay as published; `fr` and `mg` otherwise.
 */
export const langParam = (lang: Lang): string | undefined =>
  lang === DEFAULT_LANG ? undefined : lang;

interface StaticPath {
  params: Record<string, string | undefined>;
  props?: Record<string, unknown>;
}

/** A route's static paths, each once per language (the page's own first, then `lang`). */
export function withLangs<P extends StaticPath>(
  paths: readonly P[],
): (P & { params: P["params"] & { lang: string | undefined } })[] {
  return LANGS.flatMap((lang) =>
    paths.map((p) => ({ ...p, params: { ...p.params, lang: langParam(lang) } })),
  );
}

/** The static paths of a page with no parameter of its own: one per language. */
export const langPaths = () => withLangs([{ params: {} }]);

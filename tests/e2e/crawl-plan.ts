/**
 * Which pages the crawl (./crawl.ts) visits, in which width and colour scheme, and where it runs
 * axe, for each matrix of tests/support/matrix.ts:
 *
 * - `template` (`npm test`), two tiers. Tier A: every English page and a French and a Malagasy
 *   page of each kind, once each, the four combinations taking turns: errors, CSP, script bytes
 *   and sideways scrolling. Tier B, axe: one English page of each kind in all four combinations
 *   (a kind is one template, and axe's findings there are the template's), and the French and
 *   Malagasy pages of tier A in one combination each. The page of each kind and its combination
 *   rotate with the sample seed, so that successive commits check other pages.
 * - `full` (`TEST_FULL=1`): every page of every language once, and one page of each kind in each
 *   language in all four combinations, axe on every visit.
 * - `every-combination` (`AXE_ALL=1`): every page in all four combinations, axe on every visit.
 */
import { pathForFile } from "../site/dist.ts";
import { DEFAULT_LANG, langOfPath, unprefixed, type Lang } from "../../src/i18n/languages.ts";

export const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

export const COMBINATIONS = [
  { name: "390 px, light", viewport: PHONE, scheme: "light" },
  { name: "390 px, dark", viewport: PHONE, scheme: "dark" },
  { name: "1280 px, light", viewport: DESKTOP, scheme: "light" },
  { name: "1280 px, dark", viewport: DESKTOP, scheme: "dark" },
] as const;
export type Combination = (typeof COMBINATIONS)[number];

export type Matrix = "template" | "full" | "every-combination";

/** One visit of the crawl: a page, the combination it is seen in, and whether axe runs. */
export interface PlannedVisit {
  readonly file: string;
  readonly combination: Combination;
  readonly axe: boolean;
}

/**
 * The address to visit for a dist file: the 404 page as a file (a missing path gets it with a
 * 404 status); the search page with a query, so that it loads and runs all of its search.
 */
export function visitPath(file: string): string {
  if (file === "404.html") return "/404.html";
  const path = pathForFile(file);
  return path === "/search/" ? "/search/?q=fanorona" : path;
}

/** The language of a dist file's page. */
export const langOf = (file: string): Lang => langOfPath(pathForFile(file));

/** Whether a dist file is an English page (the others are under /fr/ and /mg/). */
export const isEnglish = (file: string): boolean => langOf(file) === DEFAULT_LANG;

/**
 * The kind of a page, the same in every language: itself for the home page and the indexes (their
 * English file), else its collection (`evidence/*`).
 */
export function kindOf(file: string): string {
  const lang = langOf(file);
  const parts = unprefixed(pathForFile(file))
    .split("/")
    .filter((x) => x !== "");
  if (parts.length > 1) return `${parts[0] ?? ""}/*`;
  return lang === DEFAULT_LANG ? file : file.slice(lang.length + 1);
}

/** The files of each language and kind, in the order given. */
function byLangAndKind(files: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const key = `${langOf(file)}:${kindOf(file)}`;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return groups;
}

/** A small hash of a text, to turn one seed into a different choice for each kind. */
function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0;
  return h;
}

/** The element of `list` the seed picks for `key`. */
const pick = <T>(list: readonly T[], seed: number, key: string): T =>
  list[(seed + hash(key)) % list.length]!;

/**
 * The pages of the crawl for each language and kind: in the `template` matrix every English page
 * and one French and one Malagasy page of each kind (picked by the seed); else every page. With
 * each kind's representative (picked by the seed among the kind's pages): the one that gets axe
 * in all four combinations.
 */
function pagesOf(
  files: readonly string[],
  matrix: Matrix,
  seed: number,
): { pages: Set<string>; representatives: Set<string> } {
  const pages = new Set<string>();
  const representatives = new Set<string>();
  for (const [key, group] of byLangAndKind(files)) {
    const chosen = pick(group, seed, key);
    const english = key.startsWith(`${DEFAULT_LANG}:`);
    for (const file of matrix === "template" && !english ? [chosen] : group) pages.add(file);
    if (english || matrix !== "template") representatives.add(chosen);
  }
  return { pages, representatives };
}

/** The visits of a crawl over the built site's HTML `files`, for `matrix` and `seed`. */
export function plan(files: readonly string[], matrix: Matrix, seed: number): PlannedVisit[] {
  const { pages, representatives } = pagesOf(files, matrix, seed);
  return files
    .filter((file) => pages.has(file))
    .flatMap((file, i) => {
      const every = matrix === "every-combination" || representatives.has(file);
      // A translated page of the template matrix: axe in one combination, turning with the seed.
      const turn = matrix === "template" && !isEnglish(file) ? seed + hash(file) : i;
      return COMBINATIONS.filter((_, c) => every || c === turn % COMBINATIONS.length).map(
        (combination) => ({
          file,
          combination,
          axe: matrix !== "template" || every || !isEnglish(file),
        }),
      );
    });
}

/** The matrix of a run from its switches (tests/support/matrix.ts). */
export const matrixOf = (full: boolean, axeAll: boolean): Matrix =>
  axeAll ? "every-combination" : full ? "full" : "template";

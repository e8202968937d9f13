/**
 * One way to translate (issue 32, decision 0032): every interface string of every language is
 * an entry of the string tables (src/i18n/tables/<lang>/<area>.ts, read through `t`/`entry`,
 * with its provenance), and nothing else in src/ holds French or Malagasy. This test fails on
 * the three shapes the other mechanisms had: a per-language constant (`STATUS_WORDS_FR`,
 * `LABELS_MG`, `{ fr: …, mg: … }`), a per-language words file (`help-fr.ts`,
 * `option-docs-mg.ts`) outside the tables, and a French or Malagasy string literal in code.
 * The tables' completeness is tests/repo/i18n-tables.test.ts's.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const TABLES = "src/i18n/tables/";

/**
 * Files that may hold French or Malagasy outside the tables, and why: none is an interface
 * string. A language's name in itself is how the language switch names it; the hand-built
 * position's sentence is content (our text and its translations with who made them, read by
 * `translationIn` like every content record's, decision 0025).
 */
const NOT_INTERFACE: Readonly<Record<string, string>> = {
  "src/i18n/languages.ts": "each language's name in itself (Français)",
  "src/compare/divergence/positions.ts": "content: a position's sentence and its translations",
};

/** Every .ts, .mjs and .astro file under src/, relative to the root. */
function sources(dir = join(ROOT, "src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.(ts|mjs|astro)$/.test(d.name) ? [relative(ROOT, path)] : [];
  });
}

/** A name that says it holds one language's words: `X_FR`, `labelsMg`, `help-fr.ts`. */
const LANGUAGE_NAME = /(?:^|[_-])(?:fr|mg|FR|MG)$|[a-z](?:Fr|Mg)$/;

/** Letters and marks French or Malagasy use and our English does not. */
const ACCENTED = /[àâçéèêëîïôûùüÿœæÀÂÇÉÈÊËÎÏÔÛÙÜŒ«»’]/;
/** Words that mark a sentence as French or Malagasy (two of them in one string). */
const FRENCH = /\b(?:le|la|les|des|du|une|est|pas|que|qui|dans|pour|avec|sur|aux)\b/g;
const MALAGASY = /\b(?:ny|tsy|sy|ary|izay|amin|dia|ireo|izany|mba|aorian|raha)\b/g;

/** Whether a string literal reads as French or Malagasy. */
export function looksTranslated(text: string): boolean {
  if (!/\p{L}{2}/u.test(text)) return false; // punctuation alone (a typographic apostrophe)
  if (ACCENTED.test(text)) return true;
  return (text.match(FRENCH)?.length ?? 0) >= 2 || (text.match(MALAGASY)?.length ?? 0) >= 2;
}

/** The frontmatter and `<script>` blocks of an .astro file, as TypeScript text. */
const astroCode = (text: string): string =>
  [
    text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? "",
    ...[...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!),
  ].join("\n");

/** An .astro file's markup: its text between tags, comments and expressions left out. */
const astroMarkup = (text: string): string[] =>
  text
    .replace(/^---\n[\s\S]*?\n---/, "")
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, "")
    .replace(/\{[^{}]*\}/g, " ")
    .split(/<[^>]*>/)
    .map((s) => s.trim())
    .filter((s) => s !== "");

/**
 * Objects keyed by language that are not words, and why: the schema of a record's translations
 * (content, read by `translationIn`), the content's language codes, and the languages' names.
 */
const KEYED_BY_LANGUAGE: ReadonlySet<string> = new Set([
  "src/schemas/common.ts",
  "src/schemas/languages.ts",
  "src/i18n/languages.ts",
]);

interface Found {
  readonly where: string;
  readonly what: string;
}

/** The string literals, template texts and per-language names of one file. */
function scan(file: string, text: string): { strings: Found[]; names: Found[] } {
  const code = file.endsWith(".astro") ? astroCode(text) : text;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const strings: Found[] = [];
  const names: Found[] = [];
  const at = (n: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node): void => {
    if (
      ts.isStringLiteralLike(n) ||
      ts.isTemplateHead(n) ||
      ts.isTemplateMiddle(n) ||
      ts.isTemplateTail(n)
    )
      strings.push({ where: at(n), what: n.text });
    const named =
      (ts.isVariableDeclaration(n) || ts.isFunctionDeclaration(n) || ts.isPropertyAssignment(n)) &&
      n.name !== undefined &&
      (ts.isIdentifier(n.name) || ts.isStringLiteral(n.name))
        ? n.name.text
        : undefined;
    if (named !== undefined && LANGUAGE_NAME.test(named) && !ts.isPropertyAssignment(n))
      names.push({ where: at(n), what: named });
    if (ts.isObjectLiteralExpression(n)) {
      const keys = n.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? [p.name.text] : [],
      );
      if (keys.includes("fr") && keys.includes("mg"))
        names.push({ where: at(n), what: "an object keyed by fr and mg" });
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  if (file.endsWith(".astro"))
    for (const s of astroMarkup(text)) strings.push({ where: file, what: s });
  return { strings, names };
}

const FILES = sources().filter((f) => !f.startsWith(TABLES));
const SCANS = FILES.map((f) => ({ file: f, ...scan(f, readFileSync(join(ROOT, f), "utf8")) }));

describe("one way to translate", () => {
  it("no words file for one language outside the string tables", () => {
    expect(FILES.length).toBeGreaterThan(300);
    const perLanguage = FILES.filter((f) => LANGUAGE_NAME.test(f.replace(/\.(ts|mjs|astro)$/, "")));
    expect(perLanguage).toEqual([]);
  });

  it("no per-language constant or fr/mg-keyed object outside the string tables", () => {
    const found = SCANS.flatMap((s) =>
      s.names.filter((n) => !(KEYED_BY_LANGUAGE.has(s.file) && n.what.startsWith("an object"))),
    );
    expect(found).toEqual([]);
  });

  it("no French or Malagasy string in code outside the string tables", () => {
    const found = SCANS.filter((s) => !Object.hasOwn(NOT_INTERFACE, s.file)).flatMap((s) =>
      s.strings.filter((x) => looksTranslated(x.what)),
    );
    expect(found).toEqual([]);
  });

  it("every file let off is still there and still needs it", () => {
    for (const file of Object.keys(NOT_INTERFACE)) {
      const s = SCANS.find((x) => x.file === file);
      expect(s, file).toBeDefined();
      expect(
        s!.strings.some((x) => looksTranslated(x.what)),
        file,
      ).toBe(true);
    }
  });

  it("the checks find what they are for", () => {
    const probe = (code: string) => scan("src/x.ts", code);
    expect(probe('export const STATUS_WORDS_FR = { a: "b" };').names).toHaveLength(1);
    expect(probe("const labelsMg = {};").names).toHaveLength(1);
    expect(probe('const SAID = { fr: { yes: "oui" }, mg: { yes: "eny" } };').names).toHaveLength(1);
    expect(probe('const words = { en: "x" };').names).toHaveLength(0);
    expect(LANGUAGE_NAME.test("src/contribute/help-fr")).toBe(true);
    expect(LANGUAGE_NAME.test("src/site/option-docs-mg")).toBe(true);
    expect(LANGUAGE_NAME.test("src/i18n/frame")).toBe(false);
    expect(LANGUAGE_NAME.test("img")).toBe(false);
    expect(looksTranslated("\u2019")).toBe(false);
    expect(looksTranslated("read as any point left")).toBe(false);
    expect(looksTranslated("la partie est finie")).toBe(true);
    expect(looksTranslated("le coup ne suit pas une ligne du plateau")).toBe(true);
    expect(looksTranslated("tsy maintsy apetraka aloha ny vato rehetra")).toBe(true);
    expect(looksTranslated("l’autre camp")).toBe(true);
    expect(looksTranslated("the other side cannot move")).toBe(false);
    expect(looksTranslated("a file in the form")).toBe(false);
    expect(
      scan("src/x.astro", "---\nconst a = 1;\n---\n<p>la règle du jeu</p>").strings.map(
        (s) => s.what,
      ),
    ).toEqual(["la règle du jeu"]);
  });
});

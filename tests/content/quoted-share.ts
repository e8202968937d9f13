/**
 * How much of each post-1927 source text the content reproduces word for word, all files
 * together: the measure behind the content rule that later sources are quoted a sentence or two
 * at a time and paraphrased otherwise. Each quotation may be short while the sum reproduces the
 * text; this measures the sum.
 *
 * A word of a source text counts as reproduced when it lies in a run of at least RUN words that
 * some string of some content file holds in the same order (case, punctuation and spacing
 * ignored). Shorter runs are the common phrases any paraphrase shares with its source ("in the
 * outer row", "the player who captures"); six words in a row are a copied clause.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";
import { SEED_DIR } from "../support/seeds.ts";

/** Fewest words in a row that count as copied. */
export const RUN = 6;

/** Words in reading order, lower case, letters and digits only (apostrophes and dashes unified). */
export function words(text: string): string[] {
  return (
    text
      .normalize("NFC")
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []
  );
}

/** Every string in a parsed YAML value, keys left out. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The strings of every YAML file under content/, by file. */
export function contentStrings(root: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith(".yaml"))
        out.set(relative(root, path), strings(parse(readFileSync(path, "utf8"))));
    }
  };
  walk(join(root, "content"));
  return out;
}

export interface Share {
  /** Words of the source text. */
  readonly total: number;
  /** Of those, words inside a run of RUN or more that some content string reproduces. */
  readonly copied: number;
  /** The content files holding at least one such run. */
  readonly files: readonly string[];
}

/**
 * Which words of `source` the content strings reproduce verbatim, all together (1 = inside a
 * copied run), and the files that hold the runs.
 */
export function coverage(
  source: string,
  content: Map<string, string[]>,
): { covered: Uint8Array; files: string[] } {
  const src = words(source);
  const starts = new Map<string, number[]>();
  for (let i = 0; i + RUN <= src.length; i++) {
    const key = src.slice(i, i + RUN).join(" ");
    starts.set(key, [...(starts.get(key) ?? []), i]);
  }
  const covered = new Uint8Array(src.length);
  const files = new Set<string>();
  for (const [file, texts] of content)
    for (const text of texts) {
      const w = words(text);
      // A phrase the source uses twice counts once: a run continues where it left off, and a
      // new run starts at the place in the source where it goes on longest.
      const at = (j: number) => starts.get(w.slice(j, j + RUN).join(" ")) ?? [];
      const reach = (j: number, p: number) => {
        let k = 0;
        while (at(j + k).includes(p + k)) k++;
        return k;
      };
      let previous = -2;
      for (let j = 0; j + RUN <= w.length; j++) {
        const here = at(j);
        const i = here.includes(previous + 1)
          ? previous + 1
          : here.reduce((best, p) => (reach(j, p) > reach(j, best) ? p : best), here[0] ?? -2);
        previous = i;
        if (i < 0) continue;
        covered.fill(1, i, i + RUN);
        files.add(file);
      }
    }
  return { covered, files: [...files] };
}

/** The share of `source` that the content strings reproduce verbatim, all together. */
export function quotedShare(source: string, content: Map<string, string[]>): Share {
  const { covered, files } = coverage(source, content);
  return { total: covered.length, copied: covered.reduce((a, b) => a + b, 0), files };
}

/** One section of a source text and how much of it the content reproduces. */
export interface SectionShare {
  readonly name: string;
  readonly total: number;
  readonly copied: number;
}

/**
 * The share of each section of a text, measured over the whole text (a run that crosses from
 * one section into the next counts in both), so that the sections add up to the aggregate.
 */
export function sectionShares(t: SourceText, content: Map<string, string[]>): SectionShare[] {
  const { covered } = coverage(t.text, content);
  const out: SectionShare[] = [];
  let at = 0;
  for (const s of t.sections) {
    const n = words(s.text).length;
    out.push({
      name: s.name,
      total: n,
      copied: covered.slice(at, at + n).reduce((a, b) => a + b, 0),
    });
    at += n;
  }
  if (at !== covered.length)
    throw new Error(
      `${t.name}: its sections hold ${String(at)} words, the text ${String(covered.length)}`,
    );
  return out;
}

/** A post-1927 text as the seed documents hold it, in the sections its own headings make. */
export interface SourceText {
  readonly name: string;
  /** The whole text measured (its sections in order, joined). */
  readonly text: string;
  /** The parts a reader meets under the text's own headings; one section for a short text. */
  readonly sections: readonly { readonly name: string; readonly text: string }[];
}

const DLP_ID = /Id (DLP\.Evidence\.\d+)/g;

/** One section of a seed: from the first marker to the second (or the end), spaces collapsed. */
interface Cut {
  readonly name: string;
  /** Where the section starts (a heading as the seed prints it, with its line breaks). */
  readonly from: string;
  /** Where it ends: the next heading; absent for the end of the document. */
  readonly to?: string;
  /** A second piece the seed prints elsewhere (Walker's close of rule 15, printed first). */
  readonly also?: { readonly from: string; readonly to: string };
}

const flat = (text: string): string => text.replace(/\s+/g, " ").trim();

function slice(raw: string, from: string, to?: string): string {
  const a = from === "" ? 0 : raw.indexOf(from);
  if (a < 0) throw new Error(`seed text has no "${from}"`);
  const b = to === undefined ? raw.length : raw.indexOf(to, a + from.length);
  if (b < 0) throw new Error(`seed text has no "${to ?? ""}" after "${from}"`);
  return raw.slice(a, b);
}

function sectioned(name: string, raw: string, cuts: readonly Cut[]): SourceText {
  const sections = cuts.map((c) => ({
    name: c.name,
    text: flat(slice(raw, c.from, c.to) + (c.also ? ` ${slice(raw, c.also.from, c.also.to)}` : "")),
  }));
  return { name, text: sections.map((s) => s.text).join(" "), sections };
}

/**
 * Walker's leaflet by its headings. Our copy prints the end of rule 15 and the closing paragraph
 * on the vela game first, before the reading list; they belong to "The Vela Game". The reading
 * list is left out: titles and dates of books are facts our bibliography must copy.
 */
const WALKER: readonly Cut[] = [
  { name: "title and caption", from: "Copyright ©", to: "## INTRODUCTION & HISTORY" },
  { name: "Introduction & History", from: "## INTRODUCTION & HISTORY", to: "## HOW TO PLAY" },
  { name: "How to Play", from: "## HOW TO PLAY", to: "### Beginning the Game" },
  { name: "Beginning the Game (rules 1-3)", from: "### Beginning the Game", to: "### Moving" },
  { name: "Moving the Pieces (rule 4)", from: "### Moving the Pieces", to: "## Capturing" },
  { name: "Capturing Pieces (rules 5-10)", from: "## Capturing Pieces", to: "## Ending" },
  { name: "Ending the Game (rule 11)", from: "## Ending the Game", to: "## The Vela Game" },
  {
    name: "The Vela Game (rules 12-15 and the closing paragraph)",
    from: "## The Vela Game",
    also: { from: "", to: "### FURTHER INFORMATION" },
  },
];

/** De Voogt & Rougetet's two parts; the footnote (a reading list) is left out. */
const DEVOOGT: readonly Cut[] = [
  { name: "Introduction (with title and keywords)", from: "", to: "\nTranslation\n" },
  { name: "Translation (chapter XXXIV)", from: "\nTranslation\n", to: "Footnotes" },
];

/** The Basque article by its headings; the bibliography (Iturriak) is left out. */
const BASQUE: readonly Cut[] = [
  { name: "history, origins and customs", from: "", to: "\nFanoron-telo\n" },
  { name: "Fanoron-telo", from: "\nFanoron-telo\n", to: "\nFanoron-dimy\n" },
  { name: "Fanoron-dimy", from: "\nFanoron-dimy\n", to: "\nFanoron-tsivy\n" },
  {
    name: "Fanoron-tsivy (board, point names, set-up)",
    from: "\nFanoron-tsivy\n",
    to: "\nRiatra\n",
  },
  { name: "Riatra (rules 1-22 and after)", from: "\nRiatra\n", to: "\nRiatra baten adibidea\n" },
  { name: "Riatra baten adibidea", from: "\nRiatra baten adibidea\n", to: "\nVela\n" },
  { name: "Vela", from: "\nVela\n", to: "\nVela be\n" },
  { name: "Vela be", from: "\nVela be\n", to: "\nVela kely\n" },
  { name: "Vela kely", from: "\nVela kely\n", to: "\nPuntuen zenbaketa\n" },
  { name: "Puntuen zenbaketa", from: "\nPuntuen zenbaketa\n", to: "\nIturriak\n" },
];

/**
 * The texts of the seed documents that are not free to quote: the DLP's rule summaries (one per
 * record), Murray's words as the DLP quotes them, Walker's leaflet, de Voogt & Rougetet's article
 * with their translation, and the Basque article, each in its sections. The DLP records'
 * "Content" quotations of Montgomery, Flacourt and Sanderson are pre-1927 and left out.
 */
export function postCopyrightTexts(seedDir: string): SourceText[] {
  const seed = (prefix: string): string => {
    const f = readdirSync(seedDir).find((n) => n.startsWith(prefix));
    if (f === undefined) throw new Error(`no seed document ${prefix}* in ${seedDir}`);
    return readFileSync(join(seedDir, f), "utf8");
  };
  const whole = (name: string, text: string): SourceText => ({
    name,
    text,
    sections: [{ name: "whole", text }],
  });
  const dlp = flat(`${seed("000_")} ${seed("002_")}`);
  const texts: SourceText[] = [];
  for (const m of dlp.matchAll(DLP_ID)) {
    const rest = dlp.slice(m.index);
    const rules = /Rules (.*?) Content /.exec(rest)?.[1];
    if (rules === undefined) throw new Error(`${m[1] ?? "?"}: no Rules text in the seed`);
    texts.push(whole(`DLP rules summary of ${m[1] ?? "?"}`, rules));
  }
  const murray = /Content "(3\.3\.19\..*?)"/.exec(dlp)?.[1];
  if (murray === undefined) throw new Error("Murray 1951's entry not found in the DLP seed");
  texts.push(whole("Murray 1951 (as quoted by the DLP)", murray));
  texts.push(sectioned("Walker 2011", seed("001_"), WALKER));
  texts.push(sectioned("de Voogt & Rougetet", seed("003_"), DEVOOGT));
  texts.push(sectioned("Basque article", seed("004_"), BASQUE));
  return texts;
}

// `npm exec -- node tests/content/quoted-share.ts` prints every text's share.
if (import.meta.main) {
  const content = contentStrings(join(import.meta.dirname, "../.."));
  const line = (name: string, copied: number, total: number) =>
    `${name}: ${String(copied)} of ${String(total)} words (${((100 * copied) / total).toFixed(0)}%)`;
  for (const t of postCopyrightTexts(SEED_DIR)) {
    const s = quotedShare(t.text, content);
    console.log(line(t.name, s.copied, s.total));
    if (t.sections.length > 1)
      for (const x of sectionShares(t, content))
        console.log(`  ${line(x.name, x.copied, x.total)}`);
  }
}

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

/** The share of `source` that the content strings reproduce verbatim, all together. */
export function quotedShare(source: string, content: Map<string, string[]>): Share {
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
  return { total: src.length, copied: covered.reduce((a, b) => a + b, 0), files: [...files] };
}

/** A post-1927 text as the seed documents hold it. */
export interface SourceText {
  readonly name: string;
  readonly text: string;
}

const DLP_ID = /Id (DLP\.Evidence\.\d+)/g;

/**
 * The texts of the seed documents that are not free to quote: the DLP's rule summaries (one per
 * record), Murray's words as the DLP quotes them, Walker's leaflet, de Voogt & Rougetet's article
 * with their translation, and the Basque article. The DLP records' "Content" quotations of
 * Montgomery, Flacourt and Sanderson are pre-1927 and left out.
 */
export function postCopyrightTexts(seedDir: string): SourceText[] {
  const seed = (prefix: string): string => {
    const f = readdirSync(seedDir).find((n) => n.startsWith(prefix));
    if (f === undefined) throw new Error(`no seed document ${prefix}* in ${seedDir}`);
    return readFileSync(join(seedDir, f), "utf8").replace(/\s+/g, " ");
  };
  const dlp = `${seed("000_")} ${seed("002_")}`;
  const texts: SourceText[] = [];
  for (const m of dlp.matchAll(DLP_ID)) {
    const rest = dlp.slice(m.index);
    const rules = /Rules (.*?) Content /.exec(rest)?.[1];
    if (rules === undefined) throw new Error(`${m[1] ?? "?"}: no Rules text in the seed`);
    texts.push({ name: `DLP rules summary of ${m[1] ?? "?"}`, text: rules });
  }
  const murray = /Content "(3\.3\.19\..*?)"/.exec(dlp)?.[1];
  if (murray === undefined) throw new Error("Murray 1951's entry not found in the DLP seed");
  texts.push({ name: "Murray 1951 (as quoted by the DLP)", text: murray });
  // Reference lists are left out: titles and dates of books are facts our bibliography must copy.
  const cut = (text: string, from: string, to?: string): string => {
    const a = text.indexOf(from);
    if (a < 0) throw new Error(`seed text has no "${from}"`);
    const b = to === undefined ? text.length : text.indexOf(to, a);
    if (b < 0) throw new Error(`seed text has no "${to ?? ""}" after "${from}"`);
    return text.slice(0, a) + text.slice(b);
  };
  texts.push({
    name: "Walker 2011",
    text: cut(seed("001_"), "### FURTHER INFORMATION", "Copyright ©"),
  });
  texts.push({ name: "de Voogt & Rougetet", text: cut(seed("003_"), "Footnotes") });
  texts.push({ name: "Basque article", text: cut(seed("004_"), "Iturriak") });
  return texts;
}

/** Where the seed documents are kept on the project's machine (they are not in the repository). */
export const SEED_DIR = "/work/shared/seeds";

// `npm exec -- node tests/content/quoted-share.ts` prints every text's share.
if (import.meta.main) {
  const content = contentStrings(join(import.meta.dirname, "../.."));
  for (const t of postCopyrightTexts(SEED_DIR)) {
    const s = quotedShare(t.text, content);
    const pct = ((100 * s.copied) / s.total).toFixed(0);
    console.log(`${t.name}: ${String(s.copied)} of ${String(s.total)} words (${pct}%)`);
  }
}

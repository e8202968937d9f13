import { describe, expect, it } from "vitest";
import { db } from "../support/content.ts";

/**
 * One passage, one translation: the same words of one source, wherever the content quotes them
 * (an evidence record, a ruleset's citation, a study's step), carry the same translation into
 * each language. Two renderings of one passage would have a reader cite two different sources'
 * words where there is one (the third fidelity review found Montgomery's "at once" as both
 * "aussitôt" and "d'un coup").
 *
 * A part of a passage (a quotation whose words lie inside a longer quotation of the same source)
 * keeps the translation it has inside the longer one.
 *
 * A quotation is any object in a record with a `lang` and its words (`quote` in a citation,
 * `text` in an evidence record's or a study's quotation); its source is its own `source`, or
 * else the record's (an evidence record's source, a study's narrating source, a ruleset's
 * first). Its translations are `translation` (into English, for a quotation in another
 * language) and `translations.<lang>.text`.
 */

/** Whitespace collapsed: YAML folding is not a different text. */
const plain = (s: string): string => s.replace(/\s+/g, " ").trim();

interface Rendering {
  readonly where: string;
  readonly key: string;
  readonly lang: string;
  readonly text: string;
}

type Node = Readonly<Record<string, unknown>>;
const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null;

/** A quotation's translations, by language. */
function renderingsOf(q: Node): [string, string][] {
  const out: [string, string][] = [];
  if (typeof q["translation"] === "string") out.push(["en", q["translation"]]);
  const ts = q["translations"];
  if (isNode(ts))
    for (const [lang, t] of Object.entries(ts))
      if (isNode(t) && typeof t["text"] === "string") out.push([lang, t["text"]]);
  return out;
}

/** Every quotation in `data` (walked whole), with its source and translations. */
function collect(file: string, data: unknown, recordSource: string): Rendering[] {
  const out: Rendering[] = [];
  const walk = (v: unknown, path: string, source: string): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, `${path}[${String(i)}]`, source));
      return;
    }
    if (!isNode(v)) return;
    const own = typeof v["source"] === "string" ? v["source"] : source;
    const words = typeof v["quote"] === "string" ? v["quote"] : v["text"];
    if (typeof v["lang"] === "string" && typeof words === "string")
      for (const [lang, text] of renderingsOf(v))
        out.push({ where: `${file}: ${path}`, key: `${own}: ${plain(words)}`, lang, text });
    for (const [k, x] of Object.entries(v)) walk(x, path === "" ? k : `${path}.${k}`, own);
  };
  walk(data, "", recordSource);
  return out;
}

const renderings: Rendering[] = [
  ...db.evidence.flatMap((e) => collect(e.file, e.data, e.data.source.id)),
  ...db.rulesets.flatMap((r) => collect(r.file, r.data, r.data.sources[0] ?? "")),
  ...db.studies.flatMap((s) => collect(s.file, s.data, s.data.sources[0] ?? "")),
];

/** Every passage rendered two ways into one language: one line per pair, both places named. */
export function conflicts(all: readonly Rendering[]): string[] {
  const first = new Map<string, Rendering>();
  const found: string[] = [];
  for (const r of all) {
    const id = `${r.lang} ${r.key}`;
    const seen = first.get(id);
    if (seen === undefined) first.set(id, r);
    else if (plain(seen.text) !== plain(r.text))
      found.push(
        `"${r.key.slice(0, 70)}…" into ${r.lang}: ${seen.where} has "${plain(seen.text).slice(0, 60)}…", ${r.where} has "${plain(r.text).slice(0, 60)}…"`,
      );
  }
  return found;
}

/** The words a key holds, without our [sic] marks (a part may be quoted without them). */
const wordsOf = (key: string): string =>
  key
    .slice(key.indexOf(": ") + 2)
    .replace(/ ?\[sic(?::[^\]]*)?\]/g, "")
    .replace(/[.,;]$/, "");
const sourceOf = (key: string): string => key.slice(0, key.indexOf(": "));
/** A part's translation as it reads inside the whole's: no closing stop, no capital, no quote mark. */
const inner = (t: string): string =>
  plain(t)
    .toLowerCase()
    .replace(/[.,;:!?«»"“”]+$/, "")
    .replace(/^[«"“]/, "")
    .trim();

/**
 * Every passage quoted inside a longer quotation of the same source whose translation into the
 * same language does not hold the part's: the part was translated a second way.
 */
export function partConflicts(all: readonly Rendering[]): { pairs: number; found: string[] } {
  let pairs = 0;
  const found: string[] = [];
  for (const part of all)
    for (const whole of all) {
      if (part.lang !== whole.lang || sourceOf(part.key) !== sourceOf(whole.key)) continue;
      const p = wordsOf(part.key);
      const w = wordsOf(whole.key);
      if (p.length >= w.length || !w.includes(p)) continue;
      pairs++;
      if (!plain(whole.text).toLowerCase().includes(inner(part.text)))
        found.push(
          `"${p.slice(0, 60)}…" into ${part.lang}: ${part.where} has "${inner(part.text).slice(0, 60)}…", not in the translation of the longer quotation at ${whole.where}`,
        );
    }
  return { pairs, found };
}

describe("one passage, one translation", () => {
  it("finds the quotations of the evidence, the rulesets and the studies", () => {
    const files = new Set(renderings.map((r) => r.where.split(":")[0]));
    for (const dir of ["content/evidence/", "content/rulesets/", "content/studies/"])
      expect(
        [...files].some((f) => f?.startsWith(dir)),
        dir,
      ).toBe(true);
    // Some passages are quoted in more than one place: the check compares something.
    const keys = renderings.map((r) => `${r.lang} ${r.key}`);
    expect(new Set(keys).size).toBeLessThan(keys.length);
  });

  it("tells two renderings of one passage apart, and not one rendering refolded", () => {
    const a = { where: "a.yaml: q", key: "s: Some words", lang: "fr", text: "Des mots" };
    expect(conflicts([a, { ...a, where: "b.yaml: q", text: "Des\n  mots" }])).toEqual([]);
    expect(conflicts([a, { ...a, where: "b.yaml: q", text: "Quelques mots" }])).toHaveLength(1);
    expect(conflicts([a, { ...a, where: "b.yaml: q", key: "t: Some words" }])).toEqual([]);
  });

  it("the same words of one source carry one translation into each language, everywhere", () => {
    expect(conflicts(renderings)).toEqual([]);
  });

  it("tells a part translated apart from its whole, and not a part translated within it", () => {
    const whole = {
      where: "a.yaml: q",
      key: "s: One. Two three.",
      lang: "fr",
      text: "Un. Deux trois.",
    };
    const part = { where: "b.yaml: q", key: "s: Two three.", lang: "fr", text: "Deux trois." };
    expect(partConflicts([whole, part]).found).toEqual([]);
    expect(partConflicts([whole, { ...part, text: "Deux, trois." }]).found).toHaveLength(1);
    expect(partConflicts([whole, { ...part, key: "t: Two three." }]).pairs).toBe(0);
  });

  // A quotation of one sentence of a passage another record quotes whole: the sentence's
  // translation is the one inside the whole's (the review found Montgomery's proviso (a) as
  // "immédiatement à" in a ruleset and "aussitôt sur" in the study).
  it("a part of a passage quoted elsewhere keeps the translation it has inside the whole", () => {
    const { pairs, found } = partConflicts(renderings);
    expect(pairs).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });
});

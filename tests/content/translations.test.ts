import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadContent } from "../../src/content/load-files.ts";
import { COLLECTIONS } from "../../src/content/collections.ts";
import type { Citation, OurTranslation } from "../../src/schemas/common.ts";
import { placeNameInOurWords } from "../../src/site/our-text.ts";
import { compileFromRulesets } from "../../src/studies/check.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { mainLine } from "../../src/studies/line.ts";
import { studyChapters } from "../../src/studies/build.ts";

/**
 * French throughout (issue 24): every summary of ours has a French translation, and every
 * quotation whose original is not French has one beside the English, each saying who made it.
 * Missing ones are listed by file and field.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db } = loadContent(root);

interface Translatable {
  /** File and field, as a reader would look for it. */
  readonly where: string;
  /** The translations it carries, if any. */
  readonly translations: { fr?: OurTranslation | undefined } | undefined;
}

const missing = (list: readonly Translatable[]): string[] =>
  list.filter((t) => t.translations?.fr === undefined).map((t) => t.where);

const games: Translatable[] = db.games.map((g) => ({
  where: `${g.file}: summary`,
  translations: g.data.translations,
}));
const rulesets: Translatable[] = db.rulesets.map((r) => ({
  where: `${r.file}: summary`,
  translations: r.data.translations,
}));
// An evidence record has no summary field: its summary of the source is its rule sentences, our
// words one sentence at a time, so each sentence carries its own translation beside its basis.
const ruleSentences: Translatable[] = db.evidence.flatMap((e) =>
  e.data.rules.map((r, i) => ({ where: `${e.file}: rules.${i}`, translations: r.translations })),
);
// A facet's summary is our words for what the reading says on it; a `notStated` facet has none.
const facetSummaries: Translatable[] = db.rulesets.flatMap((r) =>
  r.data.facets.flatMap((f, i) =>
    f.summary === undefined
      ? []
      : [{ where: `${r.file}: facets.${i}.summary`, translations: f.translations }],
  ),
);
// A glossary gloss resting on a source's French words (Flacourt's) shows those words on French
// pages; the others are our English and get our French.
const glosses: Translatable[] = db.terms.flatMap((t) =>
  t.data.glosses.flatMap((g, i) =>
    g.by === "source" && g.lang === "fr"
      ? []
      : [{ where: `${t.file}: glosses.${i}`, translations: g.translations }],
  ),
);
// A study step quotes its source sentence by sentence; Flacourt's French stays as he wrote it.
const studyQuotes: (Translatable & { words: string })[] = db.studies.flatMap((st) =>
  st.data.chapters.flatMap((ch, c) =>
    ch.steps.flatMap((step, i) =>
      step.quote === undefined || step.quote.lang === "fr"
        ? []
        : [
            {
              where: `${st.file}: chapters.${c}.steps.${i}.quote`,
              words: step.quote.text,
              translations: step.quote.translations,
            },
          ],
    ),
  ),
);
/**
 * The words showing a relation (a citation, a paraphrase, a copy). A copyright line has no words
 * to translate: it stays as printed. The `carries[].appearsIn` places of a carried error (a date,
 * a reference) are where a detail is printed, not prose, and are not listed.
 */
const NOTHING_TO_TRANSLATE = new Set(["Copyright © Damian Walker 2011"]);
const relationQuotes: (Translatable & { words: string })[] = db.relations.flatMap((r) =>
  r.data.evidence.flatMap((p, i) =>
    p.quote === undefined || p.lang === "fr" || NOTHING_TO_TRANSLATE.has(p.quote)
      ? []
      : [{ where: `${r.file}: evidence.${i}`, words: p.quote, translations: p.translations }],
  ),
);
/**
 * Quotations of de Voogt & Rougetet's English translation of Flacourt where it renders Flacourt's
 * French: put back into French by us, they would read as Flacourt's words, which are his own
 * (DLP.Evidence.2052 holds them) or not held (Androuve). They stay in English only. Their own
 * words (the introduction) are translated like any others.
 */
const BACK_INTO_ORIGINAL = new Set([
  "content/evidence/devoogt-rougetet-androuve.yaml: quotations.0",
  "content/evidence/devoogt-rougetet-androuve.yaml: quotations.1",
  "content/evidence/devoogt-rougetet-fifangha.yaml: quotations.1",
  "content/evidence/devoogt-rougetet-fifangha.yaml: quotations.2",
]);
const evidenceQuotations: Translatable[] = db.evidence.flatMap((e) =>
  e.data.quotations.flatMap((q, i) => {
    const where = `${e.file}: quotations.${i}`;
    return q.lang === "fr" || BACK_INTO_ORIGINAL.has(where)
      ? []
      : [{ where, translations: q.translations }];
  }),
);
const citations: { where: string; c: Citation }[] = db.rulesets.flatMap((r) => [
  ...Object.entries(r.data.options).map(([k, o]) => ({
    where: `${r.file}: options.${k}.provenance`,
    c: o.provenance,
  })),
  ...r.data.facets.flatMap((f, i) =>
    f.citation === undefined ? [] : [{ where: `${r.file}: facets.${i}.citation`, c: f.citation }],
  ),
]);
/**
 * The notes of a record: our prose about the record itself (a source's `note`, a region's and an
 * evidence record's `notes`, an evidence record's `dateNote` and `confidenceNote`), each
 * translated whole in its `<field>Translations` beside it.
 */
const NOTE_FIELDS = {
  sources: ["note"],
  regions: ["notes"],
  evidence: ["notes", "dateNote", "confidenceNote"],
} as const;
function notesOf(
  records: readonly { file: string; data: object }[],
  field: string,
): Translatable[] {
  return records.flatMap(({ file, data }) => {
    const d = data as Record<string, unknown>;
    return typeof d[field] === "string"
      ? [
          {
            where: `${file}: ${field}`,
            translations: d[`${field}Translations`] as Translatable["translations"],
          },
        ]
      : [];
  });
}
const sourceNotes = notesOf(db.sources, "note");
const regionNotes = notesOf(db.regions, "notes");
const evidenceNotes = notesOf(db.evidence, "notes");
const dateNotes = notesOf(db.evidence, "dateNote");
const confidenceNotes = notesOf(db.evidence, "confidenceNote");
// Our titles of records: French pages head, list and compare a record under its French title
// (`titleTranslations`, read by `titleIn`), so each one needs it.
const evidenceTitles = notesOf(db.evidence, "title");
const rulesetTitles = notesOf(db.rulesets, "title");
const studyTitles = notesOf(db.studies, "title");
const citationQuotes: Translatable[] = citations
  .filter(({ c }) => c.quote !== undefined && c.lang !== "fr")
  .map(({ where, c }) => ({ where, translations: c.translations }));
/**
 * Our reasoning (why a value is inferred or our default, why a form or a gloss is ours, why a
 * relation is read so) and a facet's `notStated` reason: our prose, each translated in its
 * `reasoningTranslations` / `notStatedTranslations` beside it.
 */
const reasoningOf = (
  where: string,
  o: { reasoning?: string | undefined; reasoningTranslations?: Translatable["translations"] },
): Translatable[] =>
  o.reasoning === undefined
    ? []
    : [{ where: `${where}.reasoning`, translations: o.reasoningTranslations }];
const citationReasoning: Translatable[] = citations.flatMap(({ where, c }) =>
  reasoningOf(where, c),
);
const facetNotStated: Translatable[] = db.rulesets.flatMap((r) =>
  r.data.facets.flatMap((f, i) =>
    f.notStated === undefined
      ? []
      : [{ where: `${r.file}: facets.${i}.notStated`, translations: f.notStatedTranslations }],
  ),
);
const ruleReasoning: Translatable[] = db.evidence.flatMap((e) =>
  e.data.rules.flatMap((r, i) => reasoningOf(`${e.file}: rules.${i}`, r)),
);
const attestationReasoning: Translatable[] = [
  ...db.terms.flatMap((t) => [
    ...t.data.glosses.flatMap((g, i) =>
      g.by === "ours" ? reasoningOf(`${t.file}: glosses.${i}`, g) : [],
    ),
    ...(t.data.modern?.by === "ours" ? reasoningOf(`${t.file}: modern`, t.data.modern) : []),
  ]),
  ...db.names.flatMap((n) =>
    n.data.standard.by === "ours" ? reasoningOf(`${n.file}: standard`, n.data.standard) : [],
  ),
];
const relationReasoning: Translatable[] = db.relations.flatMap((r) =>
  reasoningOf(`${r.file}: relation`, r.data),
);
// A study step's move: why we read the source's words as this move, or why this choice.
const studyMoveReasoning: Translatable[] = db.studies.flatMap((st) =>
  st.data.chapters.flatMap((ch, c) =>
    ch.steps.flatMap((step, i) =>
      step.move === undefined
        ? []
        : reasoningOf(`${st.file}: chapters.${c}.steps.${i}.move`, step.move),
    ),
  ),
);
/**
 * The notes and headings of the glossary, the names, the games' other names and the studies: our
 * words about an entry or a chapter, each translated in its `<field>Translations` beside it (a
 * paraphrase, a chapter's and a study's summary in `translations`). A note on a spelling keeps the
 * spelling and its endings as printed; only our English around them is translated.
 */
type Noted = { note?: string | undefined; noteTranslations?: Translatable["translations"] };
const noteOf = (where: string, o: Noted): Translatable[] =>
  o.note === undefined || o.note === ""
    ? []
    : [{ where: `${where}note`, translations: o.noteTranslations }];
const formNotes = (file: string, field: string, forms: readonly Noted[]) =>
  forms.flatMap((f, i) => noteOf(`${file}: ${field}.${i}.`, f));
const nameNotes = db.names.flatMap((n) => noteOf(`${n.file}: `, n.data));
const nameVariantNotes = db.names.flatMap((n) => formNotes(n.file, "variants", n.data.variants));
const termNotes = db.terms.flatMap((t) => noteOf(`${t.file}: `, t.data));
const termFormNotes = db.terms.flatMap((t) => formNotes(t.file, "forms", t.data.forms));
const gameNameNotes = db.games.flatMap((g) => formNotes(g.file, "otherNames", g.data.otherNames));
const studySummaries: Translatable[] = db.studies.map((st) => ({
  where: `${st.file}: summary`,
  translations: st.data.translations,
}));
const chapters = db.studies.flatMap((st) =>
  st.data.chapters.map((ch, c) => ({ where: `${st.file}: chapters.${c}`, ch })),
);
const chapterTitles: Translatable[] = chapters.map(({ where, ch }) => ({
  where: `${where}.title`,
  translations: ch.titleTranslations,
}));
const chapterSummaries: Translatable[] = chapters.map(({ where, ch }) => ({
  where: `${where}.summary`,
  translations: ch.translations,
}));
const stepParaphrases: Translatable[] = chapters.flatMap(({ where, ch }) =>
  ch.steps.flatMap((step, i) =>
    step.paraphrase === undefined
      ? []
      : [{ where: `${where}.steps.${i}.paraphrase`, translations: step.paraphrase.translations }],
  ),
);
const stepNotes: Translatable[] = chapters.flatMap(({ where, ch }) =>
  ch.steps.flatMap((step, i) => noteOf(`${where}.steps.${i}.`, step)),
);
// The main line's move comments, as the page lists them: each turn's comment by its index.
const moveComments: Translatable[] = chapters.flatMap(({ where, ch }) => {
  const checked = checkNotation(ch.notation, compileFromRulesets(db.rulesets));
  if (!checked.ok) throw new Error(`${where}.notation does not play`);
  return mainLine(checked.value).flatMap((p) =>
    p.comment === undefined
      ? []
      : [
          {
            where: `${where}.commentTranslations.${p.index}`,
            translations: ch.commentTranslations?.[String(p.index)],
          },
        ],
  );
});
const ENTRY_NOTE_KINDS: Record<string, readonly Translatable[]> = {
  "names notes": nameNotes,
  "names variant notes": nameVariantNotes,
  "glossary notes": termNotes,
  "glossary form notes": termFormNotes,
  "game other-name notes": gameNameNotes,
  "study summaries": studySummaries,
  "study chapter titles": chapterTitles,
  "study chapter summaries": chapterSummaries,
  "study step paraphrases": stepParaphrases,
  "study step notes": stepNotes,
  "study move comments": moveComments,
};

/** The kinds of reasoning, all required. */
const REASONING_KINDS: Record<string, readonly Translatable[]> = {
  "ruleset citation reasoning": citationReasoning,
  "ruleset facet notStated reasons": facetNotStated,
  "evidence rule reasoning": ruleReasoning,
  "glossary and names attestation reasoning": attestationReasoning,
  "relation reasoning": relationReasoning,
  "study move reasoning": studyMoveReasoning,
};

/**
 * Our short texts about sources and what links them: a scan's note and where its address was
 * found, why our record departs from another source's citation, a relation's note and where a
 * carried error came from, why a quotation's original is not held, a place named in our words (a
 * place's own name stays as written), a dead option's comment. Each in `<field>Translations`.
 */
const ourText = (where: string, o: object, field: string): Translatable[] => {
  const d = o as Record<string, unknown>;
  return typeof d[field] === "string"
    ? [
        {
          where: `${where}${field}`,
          translations: d[`${field}Translations`] as Translatable["translations"],
        },
      ]
    : [];
};
const SHORT_TEXT_KINDS: Record<string, readonly Translatable[]> = {
  "source scan notes": db.sources.flatMap((s) =>
    (s.data.scans ?? []).flatMap((sc, i) => ourText(`${s.file}: scans.${i}.`, sc, "note")),
  ),
  "source scan finding places": db.sources.flatMap((s) =>
    (s.data.scans ?? []).flatMap((sc, i) => ourText(`${s.file}: scans.${i}.via.`, sc.via, "text")),
  ),
  "source cited-otherwise reasons": db.sources.flatMap((s) =>
    (s.data.citedOtherwise ?? []).flatMap((d, i) =>
      ourText(`${s.file}: citedOtherwise.${i}.`, d, "reason"),
    ),
  ),
  "relation notes": db.relations.flatMap((r) => ourText(`${r.file}: `, r.data, "note")),
  "relation carried-error origins": db.relations.flatMap((r) =>
    r.data.carries.flatMap((c, i) => ourText(`${r.file}: carries.${i}.`, c, "origin")),
  ),
  "evidence originals not held": db.evidence.flatMap((e) =>
    e.data.quotations.flatMap((q, i) =>
      ourText(`${e.file}: quotations.${i}.`, q, "originalNotHeld"),
    ),
  ),
  "evidence place names in our words": db.evidence.flatMap((e) =>
    e.data.place !== undefined && placeNameInOurWords(e.data.place.name)
      ? ourText(`${e.file}: place.`, e.data.place, "name")
      : [],
  ),
  "ruleset dead-option notes": db.rulesets.flatMap((r) =>
    Object.entries(r.data.options).flatMap(([k, o]) =>
      o.deadNote === undefined
        ? []
        : ourText(`${r.file}: options.${k}.deadNote.`, o.deadNote, "note"),
    ),
  ),
};

/**
 * Which kinds must be complete. Every kind is listed below and its missing entries reported; a
 * kind whose French is not all written yet is left out of REQUIRED so that the suite stays green
 * while the list of what remains stays visible (the log of the "reports" test).
 */
const KINDS: Record<string, readonly Translatable[]> = {
  "game summaries": games,
  "ruleset summaries": rulesets,
  "ruleset facet summaries": facetSummaries,
  "glossary glosses": glosses,
  "study quotations": studyQuotes,
  "relation quotations": relationQuotes,
  "evidence rule sentences": ruleSentences,
  "evidence quotations": evidenceQuotations,
  "ruleset citation quotes": citationQuotes,
  "source notes": sourceNotes,
  "region notes": regionNotes,
  "evidence notes": evidenceNotes,
  "evidence date notes": dateNotes,
  "evidence confidence notes": confidenceNotes,
  "evidence titles": evidenceTitles,
  "ruleset titles": rulesetTitles,
  "study titles": studyTitles,
  ...REASONING_KINDS,
  ...SHORT_TEXT_KINDS,
  ...ENTRY_NOTE_KINDS,
};
const REQUIRED = new Set([
  "game summaries",
  "ruleset summaries",
  "ruleset facet summaries",
  "glossary glosses",
  "study quotations",
  "relation quotations",
  "evidence rule sentences",
  "evidence quotations",
  "ruleset citation quotes",
  "source notes",
  "region notes",
  "evidence notes",
  "evidence date notes",
  "evidence confidence notes",
  "evidence titles",
  "ruleset titles",
  "study titles",
  ...Object.keys(REASONING_KINDS),
  ...Object.keys(SHORT_TEXT_KINDS),
  ...Object.keys(ENTRY_NOTE_KINDS),
]);

describe("French translations of our summaries and of the sources' words", () => {
  it("reports what is still missing, kind by kind", () => {
    const report = Object.entries(KINDS).map(
      ([kind, list]) => `${kind}: ${list.length - missing(list).length}/${list.length}`,
    );
    console.info(`French coverage: ${report.join("; ")}`);
    for (const [kind, list] of Object.entries(KINDS))
      if (!REQUIRED.has(kind) && missing(list).length > 0)
        console.info(`Missing French (${kind}):\n  ${missing(list).join("\n  ")}`);
    expect(Object.values(KINDS).every((l) => l.length > 0)).toBe(true);
  });

  for (const kind of REQUIRED)
    it(`every one of the ${kind} has its French translation`, () => {
      expect(missing(KINDS[kind] ?? [])).toEqual([]);
    });

  it("leaves untranslated only passages that render a French original, which stay in English", () => {
    const language = new Map(db.sources.map((x) => [x.id, x.data.language]));
    const original = new Map(db.sources.map((x) => [x.id, x.data.translationOf]));
    for (const where of BACK_INTO_ORIGINAL) {
      const [file, field] = where.split(": ");
      const record = db.evidence.find((e) => e.file === file);
      const q = record?.data.quotations[Number(field?.split(".")[1])];
      const from = original.get(record?.data.source.id ?? "");
      expect(from && language.get(from), where).toBe("fr");
      expect(q?.locator, where).toMatch(/^Translation/);
      expect(q?.translations?.fr, where).toBeUndefined();
    }
  });

  it("the same quoted words carry the same French wherever they are quoted", () => {
    const plain = (x: string) => x.replace(/\s+/g, " ").trim();
    const quoted = [
      ...db.evidence.flatMap((e) =>
        e.data.quotations.map((q, i) => ({
          where: `${e.file}: quotations.${i}`,
          words: q.text,
          fr: q.translations?.fr?.text,
        })),
      ),
      ...citations.map(({ where, c }) => ({ where, words: c.quote, fr: c.translations?.fr?.text })),
      ...[...studyQuotes, ...relationQuotes].map((q) => ({
        where: q.where,
        words: q.words,
        fr: q.translations?.fr?.text,
      })),
    ];
    const seen = new Map<string, { where: string; fr: string }>();
    let shared = 0;
    for (const q of quoted) {
      if (q.words === undefined || q.fr === undefined) continue;
      const first = seen.get(plain(q.words));
      if (first === undefined) seen.set(plain(q.words), { where: q.where, fr: plain(q.fr) });
      else {
        shared++;
        expect.soft(plain(q.fr), `${q.where} against ${first.where}`).toBe(first.fr);
      }
    }
    expect(shared).toBeGreaterThan(0);
  });

  it("every translation in the content is ours, by the project", () => {
    const all = Object.values(KINDS).flat();
    const notOurs = all.filter((t) => t.translations?.fr && t.translations.fr.by !== "project");
    expect(notOurs.map((t) => t.where)).toEqual([]);
    expect(all.some((t) => t.translations?.fr !== undefined)).toBe(true);
  });
});

/** Every YAML file under content/, parsed, by path: read raw, so no schema can hide a field. */
function rawContent(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith(".yaml"))
        out.set(relative(root, path), parse(readFileSync(path, "utf8")));
    }
  };
  walk(join(root, "content"));
  return out;
}

/** The fields (dotted paths) of `value` where an object in language `lang` is translated into it. */
function translatedIntoOwnLanguage(value: unknown, path = ""): string[] {
  if (Array.isArray(value))
    return value.flatMap((v, i) => translatedIntoOwnLanguage(v, `${path}${path ? "." : ""}${i}`));
  if (value === null || typeof value !== "object") return [];
  const o = value as Record<string, unknown>;
  const here =
    typeof o.lang === "string" &&
    o.translations !== null &&
    typeof o.translations === "object" &&
    o.lang in o.translations
      ? [`${path}${path ? "." : ""}translations.${o.lang}`]
      : [];
  return [
    ...here,
    ...Object.entries(o).flatMap(([k, v]) =>
      translatedIntoOwnLanguage(v, `${path}${path ? "." : ""}${k}`),
    ),
  ];
}

describe("no translation of an original into its own language", () => {
  it("finds one where it is planted, and only there", () => {
    const planted = {
      quotations: [
        { text: "Le Fifangha est un jeu d'esprit.", lang: "fr", translations: { fr: {} } },
        { text: "Izan ere", lang: "eu", translations: { fr: {} } },
      ],
    };
    expect(translatedIntoOwnLanguage(planted)).toEqual(["quotations.0.translations.fr"]);
  });

  it("no French quotation in content/ carries a French translation (Flacourt's among them)", () => {
    const raw = rawContent();
    const flacourt = db.evidence.flatMap((e) => e.data.quotations).filter((q) => q.lang === "fr");
    expect(flacourt.length).toBeGreaterThan(0);
    expect(raw.size).toBeGreaterThan(db.evidence.length);
    const found = [...raw].flatMap(([file, data]) =>
      translatedIntoOwnLanguage(data).map((field) => `${file}: ${field}`),
    );
    expect(found).toEqual([]);
  });
});

describe("translations of a record's notes", () => {
  const raw = rawContent();
  const fileOf = (folder: keyof typeof NOTE_FIELDS, name: string) =>
    raw.get(`content/${folder}/${name}.yaml`) as Record<string, unknown> | undefined;
  /** Where each note kind can be planted: a real record whose note is translated. */
  const hosts = (Object.keys(NOTE_FIELDS) as (keyof typeof NOTE_FIELDS)[]).flatMap((folder) =>
    NOTE_FIELDS[folder].flatMap((field) => {
      const entry = db[folder].find(
        (e) => (e.data as Record<string, unknown>)[`${field}Translations`] !== undefined,
      );
      return entry === undefined ? [] : [{ folder, field, id: entry.id }];
    }),
  );

  it("translate a note that is there: none without the English it translates", () => {
    const orphans = [...raw].flatMap(([file, data]) => {
      const folder = file.split("/")[1] ?? "";
      const d = data as Record<string, unknown>;
      const fields: readonly string[] =
        folder in NOTE_FIELDS ? NOTE_FIELDS[folder as keyof typeof NOTE_FIELDS] : [];
      return fields
        .filter((f) => d[`${f}Translations`] !== undefined && typeof d[f] !== "string")
        .map((f) => `${file}: ${f}Translations`);
    });
    expect(hosts.length).toBeGreaterThanOrEqual(2);
    expect(orphans).toEqual([]);
  });

  for (const [planted, text, to, expected] of [
    ["an empty French note", "", "fr", ".fr.text"],
    ["a note translated into English, its own language", "Notes.", "en", ""],
  ] as const)
    it(`refuse ${planted}, naming the field`, () => {
      for (const { folder, field, id } of hosts) {
        const record = structuredClone(fileOf(folder, id)) ?? {};
        record[`${field}Translations`] = { [to]: { text, by: "project" } };
        const result = COLLECTIONS[folder].safeParse(record);
        const paths = result.error?.issues.map((i) => i.path.join(".")) ?? [];
        expect(paths, `${folder}/${id}: ${field}`).toContain(`${field}Translations${expected}`);
      }
    });
});

describe("translations of our short texts translate a text that is there", () => {
  const raw = rawContent();
  /** A real record, a place in it where the text is absent, and the field that would be refused. */
  const planted: [string, string, (r: Record<string, unknown>) => void][] = [
    [
      "content/sources/sanderson-1913.yaml",
      "scans.0.noteTranslations",
      (r) => {
        const [scan] = r.scans as Record<string, unknown>[];
        delete scan!.note;
      },
    ],
    [
      "content/relations/basque-paraphrases-richardson.yaml",
      "noteTranslations",
      (r) => delete r.note,
    ],
    [
      "content/evidence/devoogt-rougetet-androuve.yaml",
      "quotations.0.originalNotHeldTranslations",
      (r) => {
        const [q] = r.quotations as Record<string, unknown>[];
        delete q!.originalNotHeld;
      },
    ],
  ];
  it.each(planted)("%s: refuses %s without the text it translates", (file, field, strip) => {
    const record = structuredClone(raw.get(file)) as Record<string, unknown>;
    const folder = file.split("/")[1] as keyof typeof COLLECTIONS;
    expect(COLLECTIONS[folder].safeParse(record).success, `${file} as it is`).toBe(true);
    strip(record);
    const result = COLLECTIONS[folder].safeParse(record);
    const paths = result.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toContain(field);
  });
});

describe("place names", () => {
  it("only a name in our words is translated; a place's own name stays as written", () => {
    const places = db.evidence.flatMap((e) =>
      e.data.place ? [{ file: e.file, ...e.data.place }] : [],
    );
    const ours = places.filter((p) => placeNameInOurWords(p.name));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.length).toBeLessThan(places.length);
    expect(
      places.filter((p) => !placeNameInOurWords(p.name) && p.nameTranslations).map((p) => p.file),
    ).toEqual([]);
    expect(placeNameInOurWords("Ambohimalaza")).toBe(false);
    expect(placeNameInOurWords("Rock of Ambatomiantendro, Ambohimanga")).toBe(true);
  });
});

describe("translations of the entries' and studies' notes", () => {
  const raw = rawContent();
  const copy = (file: string) => structuredClone(raw.get(file)) as Record<string, unknown>;
  const paths = (folder: keyof typeof COLLECTIONS, data: unknown) =>
    COLLECTIONS[folder].safeParse(data).error?.issues.map((i) => i.path.join(".")) ?? [];
  const fr = { fr: { text: "Une note.", by: "project" } };

  it("refuse a note's translation where there is no note, naming the field", () => {
    const term = db.terms.find((t) => t.data.note !== undefined && t.data.forms.length > 0);
    const file = copy(term?.file ?? "");
    const form = (file.forms as Record<string, unknown>[])[0]!;
    delete form.note;
    form.noteTranslations = fr;
    delete file.note;
    file.noteTranslations = fr;
    expect(paths("terms", file)).toEqual(
      expect.arrayContaining(["noteTranslations", "forms.0.noteTranslations"]),
    );
    const game = db.games.find((g) => g.data.otherNames.length > 0);
    const g = copy(game?.file ?? "");
    const other = (g.otherNames as Record<string, unknown>[])[0]!;
    delete other.note;
    other.noteTranslations = fr;
    expect(paths("games", g)).toContain("otherNames.0.noteTranslations");
    const study = db.studies[0];
    const st = copy(study?.file ?? "");
    const step = (
      (st.chapters as Record<string, unknown>[])[0]!.steps as Record<string, unknown>[]
    )[0]!;
    delete step.note;
    step.noteTranslations = fr;
    expect(paths("studies", st)).toContain("chapters.0.steps.0.noteTranslations");
  });

  it("stop the build on a comment's translation at a turn with no comment, naming the field", () => {
    const entry = db.studies.find((st) => st.data.chapters[0]?.commentTranslations !== undefined);
    expect(entry).toBeDefined();
    if (entry === undefined) return;
    const chapter = entry.data.chapters[0]!;
    const turns = chapter.notation.split("\n").length + 1000;
    const planted = structuredClone(entry);
    planted.data.chapters[0] = { ...chapter, commentTranslations: { [turns]: fr } };
    expect(() => studyChapters(db, planted, "fr")).toThrow(
      `${entry.file}: field \`chapters.0.commentTranslations.${turns}\``,
    );
    expect(() => studyChapters(db, entry, "fr")).not.toThrow();
  });

  it("show a translated comment on a French page, and the English on an English one", () => {
    const entry = db.studies.find((st) => st.data.chapters[0]?.commentTranslations !== undefined);
    const [key, tr] = Object.entries(entry?.data.chapters[0]?.commentTranslations ?? {})[0] ?? [];
    const ply = (lang: "en" | "fr") =>
      entry && studyChapters(db, entry, lang)[0]?.plies[Number(key)];
    expect(ply("fr")?.commentTranslations?.fr?.text).toBe(tr?.fr?.text);
    expect(ply("fr")?.comment).toBe(ply("en")?.comment);
  });
});

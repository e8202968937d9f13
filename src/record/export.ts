/**
 * An interview exported as a contribution: two content files the build reads as they are, the
 * interview as a source (`content/sources/<id>.yaml`, a manuscript of primary ethnography) and
 * the observed ruleset (`content/rulesets/<game>/<id>.yaml`, type `observed`) citing it. Every
 * answered option rests on the interview (`stated`, the question as locator, the player's words
 * quoted when the interview was held in English); an option left open ("did not know", "players
 * disagree") or not asked takes the closest reading's value with basis `default` and a
 * reasoning that says it stays open. The informant's name goes into the source only with their
 * consent given; otherwise the source says the player is anonymous and no label leaves the
 * device. The files are in English, as the content is; pure, and loaded only on export.
 */
import { isSeq, parseDocument, stringify } from "yaml";
import type { InterviewConfig } from "./config.ts";
import { isOpen, observed, typedValue, type Interview } from "./observed.ts";

/**
 * How the files are written: as YAML 1.1 reads them back, so a string that 1.1 would take for
 * something else is quoted. Astro's content loader reads YAML 1.1, where an unquoted
 * `2026-08-14` is a date, not the string the schema wants (the build refused the observation's
 * date so); the project's own loader reads 1.2, which does not show it.
 */
const YAML_OPTIONS = { lineWidth: 100, version: "1.1" } as const;

/** A file of the contribution: where it goes in the repository and its text. */
export interface ExportedFile {
  readonly path: string;
  readonly yaml: string;
}

/** The ids of the two files, from the interview's date and its id on the device. */
export function exportIds(i: Interview): { source: string; ruleset: string } {
  const date = (i.date ?? i.updated.slice(0, 10)).replace(/[^0-9]/g, "-");
  const tail = (i.id.split("-").pop() ?? "x").toLowerCase().replace(/[^a-z0-9]/g, "");
  return {
    source: `interview-${i.game}-${date}-${tail}`,
    ruleset: `observed-${date}-${tail}`,
  };
}

/** The place in words: a new place's name with its coordinates, or the region's name. */
function placeWords(c: InterviewConfig, i: Interview): string | undefined {
  const region = c.places.find((p) => p.id === i.region)?.name;
  const name = i.placeName ?? region;
  if (name === undefined) return undefined;
  const at = i.lat !== undefined && i.lon !== undefined ? ` (${i.lat}, ${i.lon})` : "";
  return `${name}${at}`;
}

/** The interview as a source record. */
function sourceRecord(c: InterviewConfig, i: Interview): Record<string, unknown> {
  const person = i.people[0];
  const named = person !== undefined && person.consent === "given" && person.label !== "";
  const place = placeWords(c, i);
  const date = i.date ?? i.updated.slice(0, 10);
  const parts = date.split("-").map(Number);
  return {
    type: "manuscript",
    kind: "primary-ethnography",
    author: named ? [{ literal: person.label }] : [],
    issued: { "date-parts": [parts] },
    title: `Field interview on ${c.gameName}${place === undefined ? "" : `, ${place}`}, ${date}`,
    "title-short": `Interview ${date}`,
    ...(i.language === undefined ? {} : { language: i.language }),
    note: [
      `Notes of a field interview recorded with this site's interview form (/record/${c.game}/).`,
      named
        ? "The player consented to the name being published."
        : "The player is anonymous: consent to publish a name was not given, or no name was recorded.",
      place === undefined ? "No place was recorded." : `Place: ${place}.`,
    ].join(" "),
  };
}

/** One option's citation: the interview's answer, or the closest reading's value left open. */
function optionEntry(
  i: Interview,
  key: string,
  n: number,
  source: string,
  nearest: { readonly title: string; readonly values: Readonly<Record<string, string>> },
): Record<string, unknown> {
  const a = i.answers[key];
  const locator = `question ${n} (${key})`;
  if (a?.value !== undefined && !isOpen(a.value)) {
    const words =
      a.words !== undefined && i.language === "en" ? { quote: a.words, lang: "en" } : {};
    return {
      value: typedValue(a.value),
      provenance: { source, locator, ...words, basis: "stated" },
    };
  }
  const why =
    a?.value === "~disagree"
      ? "Players disagreed on this at the interview"
      : a?.value === "~unknown"
        ? "The player did not know this at the interview"
        : "This was not asked at the interview";
  return {
    value: typedValue(nearest.values[key] ?? "null"),
    provenance: {
      source,
      locator,
      basis: "default",
      reasoning: `${why}: the option stays open. To play the reading, the value of ${nearest.title}, the reading closest to the answers, is taken.`,
    },
  };
}

/** The facets the answers speak to, each with the answers in words; the rest left unstated. */
function facets(c: InterviewConfig, i: Interview, source: string): Record<string, unknown>[] {
  const order = [...new Set(c.questions.map((q) => q.facet))];
  return order.map((facet) => {
    const qs = c.questions.filter((q) => q.facet === facet);
    const answered = qs.filter((q) => {
      const v = i.answers[q.key]?.value;
      return v !== undefined && !isOpen(v);
    });
    if (answered.length === 0)
      return {
        facet,
        notStated: `The interview left this open: ${qs.map((q) => q.key).join(", ")} not answered with a value.`,
      };
    const n = (key: string) => c.questions.findIndex((q) => q.key === key) + 1;
    return {
      facet,
      summary: `As the player answered: ${answered.map((q) => `${q.key} ${i.answers[q.key]!.value!}`).join("; ")}.`,
      citation: {
        source,
        locator: `questions ${answered.map((q) => n(q.key)).join(", ")}`,
        basis: "stated",
      },
    };
  });
}

/**
 * The one line the contribution changes besides its two files: the game lists its readings
 * (`rulesets` in content/games/<game>.yaml), and the build refuses a ruleset the game does not
 * list. Said to the contributor with the files; `addToGame` applies it to the game's file.
 */
export const gameEdit = (c: InterviewConfig, i: Interview): { path: string; add: string } => ({
  path: `content/games/${c.game}.yaml`,
  add: exportIds(i).ruleset,
});

/** The game's file with `id` added to its `rulesets`, the rest of the file as it was. */
export function addToGame(yamlText: string, id: string): string {
  const doc = parseDocument(yamlText);
  const list = doc.get("rulesets");
  if (!isSeq(list)) throw new Error(`the game's file has no \`rulesets\` list to add "${id}" to`);
  list.add(id);
  return doc.toString({ lineWidth: 100 });
}

/**
 * The interview's facts as the ruleset carries them (`observation`, src/schemas/observation.ts):
 * the date, the place, the people (a name only with consent given), the language, and every
 * option left open with why.
 */
function observationOf(i: Interview, o: ReturnType<typeof observed>): Record<string, unknown> {
  const place =
    i.placeName !== undefined
      ? {
          name: i.placeName,
          ...(i.lat !== undefined && i.lon !== undefined ? { at: { lat: i.lat, lon: i.lon } } : {}),
        }
      : i.region !== undefined
        ? { region: i.region }
        : undefined;
  return {
    date: i.date ?? i.updated.slice(0, 10),
    ...(place === undefined ? {} : { place }),
    people: i.people.map((p) =>
      p.consent === "given" && p.label !== ""
        ? { name: p.label, consent: "given" }
        : { anonymous: true },
    ),
    ...(i.language === undefined ? {} : { language: i.language }),
    open: [
      ...o.open.map((x) => ({ option: x.key, why: x.why })),
      ...o.unasked.map((key) => ({ option: key, why: "not-asked" })),
    ],
  };
}

/** The two files of the contribution. */
export function exportFiles(c: InterviewConfig, i: Interview): ExportedFile[] {
  const ids = exportIds(i);
  const o = observed(c, i);
  const nearest = c.readings.find((r) => r.id === o.nearest)!;
  const open = o.open.map(
    (x) => `${x.key} (${x.why === "unknown" ? "did not know" : "players disagree"})`,
  );
  const ruleset = {
    id: ids.ruleset,
    game: c.game,
    family: c.family,
    title: `Observed (${i.date ?? i.updated.slice(0, 10)})`,
    type: "observed",
    sources: [ids.source],
    evidence: [],
    summary: [
      `How ${c.gameName} was played at a field interview, recorded on this site's interview form: ${o.answered.length} of ${c.questions.length} questions answered with a value.`,
      `Closest to ${nearest.title}; it differs on ${Object.keys(o.changes).join(", ") || "nothing answered"}.`,
      open.length === 0 ? "" : `Left open: ${open.join(", ")}.`,
    ]
      .filter((s) => s !== "")
      .join(" "),
    options: Object.fromEntries(
      c.questions.map((q, n) => [q.key, optionEntry(i, q.key, n + 1, ids.source, nearest)]),
    ),
    facets: facets(c, i, ids.source),
    observation: observationOf(i, o),
  };
  return [
    {
      path: `content/sources/${ids.source}.yaml`,
      yaml: stringify(sourceRecord(c, i), YAML_OPTIONS),
    },
    {
      path: `content/rulesets/${c.game}/${ids.ruleset}.yaml`,
      yaml: stringify(ruleset, YAML_OPTIONS),
    },
  ];
}

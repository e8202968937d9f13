/**
 * The interview as an element tree, rendered at build time (`toHtml`): the form is on the page
 * before any script, so a phone with the network cut shows every question, its answers, its
 * position and what each reading says. The element's script (interview.ts) only keeps the
 * answers and draws what they yield. DOM contract: docs/record.md.
 */
import { h, raw, type Element } from "../site/dom/tree.ts";
import { formatLink } from "../play/link.ts";
import { fill } from "../i18n/fill.ts";
import type { InterviewConfig, Question } from "./config.ts";
import { DISAGREE, UNKNOWN } from "./observed.ts";

const say = (c: InterviewConfig, key: string, params: Record<string, string> = {}): string => {
  const text = c.words[key];
  if (text === undefined) throw new Error(`record: no word "record.${key}"`);
  return fill(text, params, c.lang, `record.${key}`);
};

/** A radio answer: a big label around the input, so a thumb finds it. */
function radio(name: string, value: string, label: Element | string, note?: string): Element {
  return h(
    "label",
    { class: "record-choice" },
    h("input", { type: "radio", name, value }),
    h("span", {}, label, note === undefined ? undefined : h("small", {}, ` ${note}`)),
  );
}

/** The game's link of the position under one value: the simulator on the game page. */
function playHref(c: InterviewConfig, q: Question, value: string): string {
  const base = c.readings[0]!;
  const options = base.values[q.key] === value ? "" : `${q.key}:${value}`;
  return `${c.gameHref}#${formatLink({ ruleset: base.id, options, moves: q.position?.line ?? [] })}`;
}

/** The position where the answer matters, with a link to play it out under each value. */
function positionFigure(c: InterviewConfig, q: Question): Element {
  const p = q.position;
  if (p === undefined)
    return h(
      "p",
      { class: "small", "data-no-position": "" },
      say(c, "noPosition", { depth: String(c.positionDepth) }),
    );
  const words = (v: string) => q.choices.find((x) => x.value === v)?.words ?? v;
  return h(
    "figure",
    { class: "record-position", "data-position": q.key },
    raw(p.svg),
    h(
      "figcaption",
      {},
      p.caption,
      h(
        "span",
        { class: "record-play" },
        [p.a, p.b].map((v) =>
          h(
            "a",
            { href: playHref(c, q, v), "data-play-under": v },
            say(c, "playUnder", { value: words(v) }),
          ),
        ),
      ),
    ),
  );
}

/** What each reading says: a short table, value and basis with the locator. */
function sourcesTable(c: InterviewConfig, q: Question): Element {
  return h(
    "details",
    { class: "record-sources", open: "" },
    h("summary", {}, say(c, "sources")),
    h(
      "ul",
      {},
      q.sources.map((s) =>
        h(
          "li",
          { "data-source": s.ruleset },
          h("strong", {}, s.title),
          `${say(c, "colon")} ${s.words}`,
          h(
            "small",
            {},
            ` (${s.basis}${say(c, "semicolon")} `,
            // The locator is the source's own, in English ("pp. 734-735", "rule 3").
            h("span", { lang: c.lang === "en" ? undefined : "en" }, s.locator),
            ")",
          ),
        ),
      ),
    ),
  );
}

/** One question: its meaning, position, answers and what the readings say. */
export function questionView(c: InterviewConfig, q: Question, n: number): Element {
  const name = `q-${q.key}`;
  const id = `record-q-${q.key}`;
  return h(
    "section",
    {
      class: "record-question",
      "data-question": q.key,
      "data-facet": q.facet,
      "aria-labelledby": id,
    },
    h("h3", { id }, h("span", { class: "record-n" }, `${n}. `), q.label),
    h("p", { lang: q.meaningLang === c.lang ? undefined : q.meaningLang }, q.meaning),
    positionFigure(c, q),
    h(
      "fieldset",
      { class: "record-answers" },
      h("legend", {}, say(c, "answer")),
      q.choices.map((a) =>
        radio(
          name,
          a.value,
          a.words,
          a.heldBy.length === 0 ? undefined : say(c, "heldBy", { readings: a.heldBy.join(", ") }),
        ),
      ),
      radio(name, UNKNOWN, say(c, "unknown")),
      radio(name, DISAGREE, say(c, "disagree")),
    ),
    h(
      "label",
      { class: "record-words" },
      say(c, "inWords"),
      h("textarea", { name: `w-${q.key}`, rows: "2" }),
    ),
    sourcesTable(c, q),
  );
}

/** The date, place, person and language of the interview. */
function aboutView(c: InterviewConfig): Element {
  const field = (label: string, control: Element) =>
    h("label", { class: "record-field" }, h("span", {}, label), control);
  return h(
    "fieldset",
    { class: "record-about", "data-about": "" },
    h("legend", {}, say(c, "about")),
    field(say(c, "date"), h("input", { type: "date", name: "date" })),
    field(
      say(c, "placeKnown"),
      h(
        "select",
        { name: "region" },
        h("option", { value: "" }, say(c, "placeNone")),
        c.places.map((p) => h("option", { value: p.id }, p.name)),
      ),
    ),
    field(say(c, "placeNew"), h("input", { type: "text", name: "place-name" })),
    h(
      "div",
      { class: "record-coords" },
      field(
        say(c, "lat"),
        h("input", { type: "number", name: "lat", step: "any", min: "-90", max: "90" }),
      ),
      field(
        say(c, "lon"),
        h("input", { type: "number", name: "lon", step: "any", min: "-180", max: "180" }),
      ),
    ),
    field(say(c, "person"), h("input", { type: "text", name: "person" })),
    h(
      "fieldset",
      { class: "record-answers" },
      h("legend", {}, say(c, "consent")),
      radio("consent", "given", say(c, "consentGiven")),
      radio("consent", "not-given", say(c, "consentNot")),
    ),
    field(
      say(c, "language"),
      h(
        "select",
        { name: "language" },
        Object.entries(c.languages).map(([code, name]) =>
          h("option", { value: code, selected: code === c.lang ? "" : undefined }, name),
        ),
      ),
    ),
  );
}

/** The whole form: the interview, then the questions grouped by facet in the interview's order. */
export function interviewView(c: InterviewConfig): Element {
  let n = 0;
  const facets = [...new Set(c.questions.map((q) => q.facet))];
  return h(
    "form",
    { "data-interview-form": "", class: "record-form" },
    aboutView(c),
    h("h2", {}, say(c, "questions")),
    facets.map((f) => {
      const qs = c.questions.filter((q) => q.facet === f);
      return h(
        "div",
        { class: "record-facet", "data-facet-group": f },
        h("h2", { class: "record-facet-name" }, qs[0]!.facetWords),
        qs.map((q) => questionView(c, q, ++n)),
      );
    }),
    // Every change is kept as it is made; the button says so and keeps them once more.
    h("p", {}, h("button", { type: "submit", class: "record-keep" }, say(c, "keep"))),
  );
}

/** What the script needs, without the drawings (already on the page). */
export const scriptConfig = (c: InterviewConfig): InterviewConfig => ({
  ...c,
  questions: c.questions.map((q) => ({
    ...q,
    position: undefined,
    sources: [],
    meaning: "",
  })),
});

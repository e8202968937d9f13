/**
 * The interview in the browser, loaded on use by boot.ts: the form already on the page
 * (view.ts) filled from the interview kept on the device, every change kept at once (store.ts),
 * and what the answers yield drawn below them (observed.ts): the closest reading, what differs,
 * what stays open, and the links that play it and compare it with every reading.
 */
import { h, type Element as TreeElement } from "../site/dom/tree.ts";
import { replaceChildren } from "../site/dom/to-dom.ts";
import { fill } from "../i18n/fill.ts";
import type { InterviewConfig } from "./config.ts";
import {
  typedValue,
  compareHref,
  newInterview,
  observed,
  playHref,
  type Answer,
  type Interview,
} from "./observed.ts";
import { keep, readAll, type KeyValue } from "./store.ts";

const say = (c: InterviewConfig, key: string, params: Record<string, string | number> = {}) =>
  fill(c.words[key] ?? key, params, c.lang, `record.${key}`);

/** The form's controls by name. */
const control = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null;

const text = (form: HTMLFormElement, name: string): string | undefined => {
  const v = (control(form, name) as HTMLInputElement | null)?.value.trim();
  return v === undefined || v === "" ? undefined : v;
};

const num = (form: HTMLFormElement, name: string): number | undefined => {
  const v = text(form, name);
  return v === undefined || Number.isNaN(Number(v)) ? undefined : Number(v);
};

/** The interview as the form holds it now. */
export function readForm(c: InterviewConfig, form: HTMLFormElement, was: Interview): Interview {
  const answers: Record<string, Answer> = {};
  for (const q of c.questions) {
    const value = (control(form, `q-${q.key}`) as RadioNodeList | null)?.value || undefined;
    const words = text(form, `w-${q.key}`);
    if (value !== undefined || words !== undefined) answers[q.key] = { value, words };
  }
  const label = text(form, "person");
  const consent = (control(form, "consent") as RadioNodeList | null)?.value;
  return {
    ...was,
    updated: new Date().toISOString(),
    date: text(form, "date"),
    region: text(form, "region"),
    placeName: text(form, "place-name"),
    lat: num(form, "lat"),
    lon: num(form, "lon"),
    people:
      label === undefined && !consent
        ? []
        : [
            {
              label: label ?? "",
              consent: consent === "given" || consent === "not-given" ? consent : undefined,
            },
          ],
    language: text(form, "language"),
    answers,
  };
}

/** Puts a kept interview back into the form. */
export function fillForm(c: InterviewConfig, form: HTMLFormElement, i: Interview): void {
  const set = (name: string, v: string | number | undefined) => {
    const el = control(form, name);
    if (el !== null) el.value = v === undefined ? "" : String(v);
  };
  set("date", i.date);
  set("region", i.region);
  set("place-name", i.placeName);
  set("lat", i.lat);
  set("lon", i.lon);
  set("person", i.people[0]?.label);
  set("consent", i.people[0]?.consent);
  if (i.language !== undefined) set("language", i.language);
  for (const q of c.questions) {
    set(`q-${q.key}`, i.answers[q.key]?.value ?? "");
    set(`w-${q.key}`, i.answers[q.key]?.words);
  }
}

/** What the answers yield, as an element tree. */
export function resultView(c: InterviewConfig, i: Interview): TreeElement {
  const o = observed(c, i);
  const title = (id: string) => c.readings.find((r) => r.id === id)?.title ?? id;
  const q = (key: string) => c.questions.find((x) => x.key === key)!;
  const words = (key: string, v: string) => q(key).choices.find((x) => x.value === v)?.words ?? v;
  const nearest = c.readings.find((r) => r.id === o.nearest)!;
  const diffs = Object.entries(o.changes);
  return h(
    "section",
    { "aria-labelledby": "record-result", "data-observed": o.nearest },
    h("h2", { id: "record-result" }, say(c, "result")),
    h(
      "p",
      {},
      say(c, "observed", {
        game: c.gameName,
        answered: o.answered.length,
        total: c.questions.length,
      }),
    ),
    h(
      "p",
      {},
      diffs.length === 0
        ? say(c, "sameAs", { reading: title(o.nearest) })
        : say(c, "nearest", { reading: title(o.nearest) }),
    ),
    diffs.length === 0
      ? undefined
      : h(
          "ul",
          { "data-differs": "" },
          diffs.map(([k, v]) =>
            h(
              "li",
              { "data-option": k },
              say(c, "differs", {
                option: q(k).label,
                value: words(k, v),
                reading: title(o.nearest),
                theirs: words(k, nearest.values[k] ?? ""),
              }),
            ),
          ),
        ),
    o.open.length === 0
      ? undefined
      : [
          h("h3", {}, say(c, "open")),
          h(
            "ul",
            { "data-open": "" },
            o.open.map((x) =>
              h(
                "li",
                { "data-option": x.key, "data-why": x.why },
                say(c, x.why === "unknown" ? "openUnknown" : "openDisagree", {
                  option: q(x.key).label,
                }),
              ),
            ),
          ),
        ],
    h("p", { class: "small" }, say(c, "openPlayed", { reading: title(o.nearest) })),
    h(
      "p",
      { class: "record-links" },
      h("a", { href: playHref(c, o), "data-play-observed": "" }, say(c, "play")),
      h("a", { href: compareHref(c, o), "data-compare-observed": "" }, say(c, "compare")),
    ),
    h("h3", {}, say(c, "parts")),
    h("p", {}, h("button", { type: "button", "data-control": "parts" }, say(c, "partsRun"))),
    h("ul", { "data-parts": "" }),
    h("p", {}, h("button", { type: "button", "data-control": "export" }, say(c, "export"))),
    h("div", { "data-export": "" }),
  );
}

/** Where the observed ruleset parts from each reading, searched when asked (parts.ts). */
async function showParts(c: InterviewConfig, i: Interview, place: Element): Promise<void> {
  replaceChildren(place, h("li", {}, say(c, "partsRunning")));
  const o = observed(c, i);
  const [{ compileReading }, { loadDivergenceSearch }, { partings }] = await Promise.all([
    import("../play/engine.ts"),
    import("../engine/research.ts"),
    import("./parts.ts"),
  ]);
  const nearest = c.readings.find((r) => r.id === o.nearest)!;
  const changes = Object.fromEntries(Object.entries(o.changes).map(([k, v]) => [k, typedValue(v)]));
  const mine = await compileReading(nearest.spec, changes);
  if (!mine.ok) throw new Error(mine.error.map((e) => e.message).join("; "));
  const games = [];
  for (const r of c.readings) {
    const g = await compileReading(r.spec);
    if (g.ok) games.push({ id: r.id, game: g.value });
  }
  const search = await loadDivergenceSearch(nearest.spec.family);
  // Let the "Searching…" line paint before the searches hold the page.
  await new Promise((resolve) => setTimeout(resolve, 30));
  const title = (id: string) => c.readings.find((r) => r.id === id)?.title ?? id;
  const list = (turns: readonly string[]) =>
    turns.length === 0 ? say(c, "nothing") : turns.slice(0, 3).join(", ");
  replaceChildren(
    place,
    ...partings(search, mine.value, games).map((p) =>
      h(
        "li",
        { "data-parts-for": p.reading, "data-result": p.kind },
        p.kind === "diverge"
          ? say(c, "partsDiverge", {
              reading: title(p.reading),
              where:
                p.line.length === 0
                  ? say(c, "atStart")
                  : say(c, "afterLine", { line: p.line.join(" ") }),
              ours: list(p.onlyObserved),
              theirs: list(p.onlyReading),
            })
          : say(c, p.kind === "none" ? "partsNone" : "partsCut", {
              reading: title(p.reading),
              depth: p.depth,
            }),
      ),
    ),
  );
}

/** The contribution's files as download links, made when asked (export.ts loads then). */
async function showExport(c: InterviewConfig, i: Interview, place: Element): Promise<void> {
  const { exportFiles, gameEdit } = await import("./export.ts");
  const edit = gameEdit(c, i);
  const links = exportFiles(c, i).map((f) => {
    const name = f.path.split("/").pop()!;
    const href = URL.createObjectURL(new Blob([f.yaml], { type: "application/yaml" }));
    return h(
      "li",
      {},
      h(
        "a",
        { href, download: name, "data-export-file": f.path },
        say(c, "download", { file: f.path }),
      ),
    );
  });
  replaceChildren(
    place,
    h("p", { class: "small" }, say(c, "exportNote", { id: edit.add, path: edit.path })),
    h("ul", {}, links),
  );
}

/** The interview this page opens: the one its address names, the last kept of the game, or a new one. */
function opening(c: InterviewConfig, s: KeyValue): Interview {
  const kept = readAll(s).filter((i) => i.game === c.game);
  const asked = location.hash.startsWith("#i=") ? decodeURIComponent(location.hash.slice(3)) : "";
  return kept.find((i) => i.id === asked) ?? kept[0] ?? newInterview(c.game, new Date());
}

const readAllSafe = (s: KeyValue): Interview[] => {
  try {
    return readAll(s);
  } catch {
    return [];
  }
};

export function mount(el: HTMLElement): void {
  const json = el.querySelector("script[data-interview]")?.textContent ?? "";
  const c = JSON.parse(json) as InterviewConfig;
  const form = el.querySelector<HTMLFormElement>("form[data-interview-form]")!;
  const message = el.querySelector("[data-message]");
  const result = el.querySelector<HTMLElement>("[data-result]")!;
  const s: KeyValue = localStorage;
  let current: Interview;
  try {
    current = opening(c, s);
  } catch (e) {
    if (message !== null) message.textContent = say(c, "notSaved", { error: String(e) });
    current = newInterview(c.game, new Date());
  }
  const fresh = !readAllSafe(s).some((i) => i.id === current.id);
  // A new interview keeps what the reader did while this module loaded (the touch that loaded
  // it may have been an answer); a kept one is put back into the form.
  if (!fresh) fillForm(c, form, current);
  const draw = () => {
    replaceChildren(result, resultView(c, current));
    result.hidden = false;
    result.querySelector('[data-control="parts"]')?.addEventListener("click", () => {
      const place = result.querySelector("[data-parts]")!;
      showParts(c, current, place).catch((e: unknown) => {
        if (message !== null) message.textContent = say(c, "notSaved", { error: String(e) });
      });
    });
    result.querySelector('[data-control="export"]')?.addEventListener("click", () => {
      const place = result.querySelector("[data-export]")!;
      showExport(c, current, place).catch((e: unknown) => {
        if (message !== null) message.textContent = say(c, "notSaved", { error: String(e) });
      });
    });
  };
  const save = () => {
    current = readForm(c, form, current);
    try {
      keep(s, current);
      history.replaceState(null, "", `#i=${encodeURIComponent(current.id)}`);
      const time = new Date(current.updated).toLocaleTimeString(c.lang === "mg" ? "fr" : c.lang);
      if (message !== null) message.textContent = say(c, "savedAt", { time });
    } catch (e) {
      if (message !== null) message.textContent = say(c, "notSaved", { error: String(e) });
    }
    draw();
  };
  const touched = [...form.querySelectorAll<HTMLInputElement>("input, textarea")].some((x) =>
    x.type === "radio" ? x.checked : x.value !== "",
  );
  if (fresh && touched) save();
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    save();
  });
  form.addEventListener("input", save);
  form.addEventListener("change", save);
  el.querySelector("[data-new-interview]")?.addEventListener("click", () => {
    current = newInterview(c.game, new Date());
    form.reset();
    fillForm(c, form, current);
    save();
    form.scrollIntoView();
  });
  el.setAttribute("data-state", "ready");
  draw();
  warm(el, c);
}

/**
 * Loads, once the interview runs, the code its result's buttons need (the game's engine family,
 * the divergence search and the export), so that a fieldworker who opened the page once online
 * can search and export with the network cut: the offline worker keeps every file the page read
 * (src/offline/sw.ts). `data-offline="ready"` says they are on the device (docs/record.md).
 */
function warm(el: HTMLElement, c: InterviewConfig): void {
  const load = async () => {
    const [{ compileReading }, { loadDivergenceSearch }] = await Promise.all([
      import("../play/engine.ts"),
      import("../engine/research.ts"),
      import("./parts.ts"),
      import("./export.ts"),
    ]);
    const first = c.readings[0];
    if (first !== undefined) {
      await compileReading(first.spec);
      await loadDivergenceSearch(first.spec.family);
    }
  };
  load()
    .then(() => el.setAttribute("data-offline", "ready"))
    .catch(() => el.setAttribute("data-offline", "failed"));
}

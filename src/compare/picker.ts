/**
 * The picker: a form of every ruleset (it works as a plain GET form too), a message line, and the
 * comparison drawn from /compare/data.json for the rulesets the address names. A chosen set that
 * has a prebuilt page goes there; any other gets `/compare/?r=<game>/<id>,...`, pushed to the
 * history so it can be shared. Below the tables it draws the same two sections as the prebuilt
 * pages (play-sections.ts): the divergences of each pair of one game, loading that game's saved
 * divergences (/compare/divergences/<game>.json) only then, and the self-play charts. The code that
 * draws those sections (boards, charts) is loaded with the first comparison, not with the form.
 * Every value shown is set as text (src/site/dom/to-dom.ts).
 */
import type { CompareData } from "./data.ts";
import type { GameDivergences } from "./divergence/model.ts";
import type { DivergencesOf } from "./play-sections.ts";
import { toDom } from "../site/dom/to-dom.ts";
import { h, type Element } from "../site/dom/tree.ts";
import { compareQuery, distinctKeys, parseCompareQuery } from "./url.ts";
import type { Resolved } from "./changed.ts";
import { localizeLinksIn, pageHref, pageWords, phrase, say, type CompareWords } from "./words.ts";
import { punctOf } from "./punct.ts";
import type { FailReason, Failure } from "../site/failures.ts";
import { showWithEnglish } from "../site/client/start-near-viewport.ts";

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k) => b.includes(k));

/** A thrown value's message (not failure-words.ts's, which would bring its chunk at start). */
const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The comparison data every drawing reads; a failure stops the picker (its element says so). */
async function fetchCompareData(w: CompareWords): Promise<CompareData> {
  // Each language's data has our text in it (src/pages/compare/data/[lang].json.ts).
  const response = await fetch(
    w.lang === "en" ? "/compare/data.json" : `/compare/data/${w.lang}.json`,
  );
  if (!response.ok)
    throw new Error(say(w, "compare.pk.loadFailed", { status: String(response.status) }));
  return (await response.json()) as CompareData;
}

/**
 * One game's saved divergences, or why they could not be loaded: an English page says it as it
 * did (`compare.pk.notLoaded` with the status or the browser's words); a French or Malagasy one
 * says the failure's words (`simb.fail.`, which `pickerWords` passes), the browser's own English
 * left out, since the words say what failed (docs/i18n.md).
 */
export async function fetchDivergences(
  w: CompareWords,
  game: string,
): Promise<GameDivergences | string> {
  const path = `/compare/divergences/${encodeURIComponent(game)}.json`;
  const notLoaded = async (reason: FailReason, error: string, params: Failure["params"]) =>
    (await import("./picker-failed.ts")).notLoadedText(w, reason, error, params);
  const r = await fetch(path).catch((e: unknown) => e);
  if (!(r instanceof Response)) return notLoaded("network", errorMessage(r), { path });
  if (!r.ok) return notLoaded("status", String(r.status), { path, status: r.status });
  try {
    return (await r.json()) as GameDivergences;
  } catch (e) {
    return notLoaded("json", errorMessage(e), { path });
  }
}

/** Each game's saved divergences, fetched once. */
const loaded = new Map<string, Promise<GameDivergences | string>>();
function divergencesOf(
  w: CompareWords,
  data: CompareData,
  game: string,
): Promise<GameDivergences | string> {
  if (!data.divergenceGames.includes(game))
    return Promise.resolve(say(w, "compare.pk.noneSaved", { game }));
  let p = loaded.get(game);
  if (p === undefined) {
    p = fetchDivergences(w, game);
    loaded.set(game, p);
  }
  return p;
}

/** What the sections below the tables need, loaded with the first comparison. */
interface Sections {
  /** The tables (view.ts, with the citations' code): loaded with the first comparison. */
  readonly compareView: typeof import("./view.ts").compareView;
  readonly playSections: typeof import("./play-sections.ts").playSections;
  readonly divergencesOf: DivergencesOf;
}

/**
 * The code that draws the tables and the sections below them, and the saved divergences of each
 * game with two or more of the chosen readings: only their pairs can part in play.
 */
async function loadSections(
  w: CompareWords,
  data: CompareData,
  keys: readonly string[],
): Promise<Sections> {
  const games = keys.map((k) => data.rulesets[k]!.game);
  const paired = [...new Set(games.filter((g, i) => games.indexOf(g) !== i))];
  const [{ compareView }, { playSections }, pairs] = await Promise.all([
    import("./view.ts"),
    import("./play-sections.ts"),
    Promise.all(paired.map(async (g) => [g, await divergencesOf(w, data, g)] as const)),
  ]);
  const saved = new Map(pairs);
  return {
    compareView,
    playSections,
    divergencesOf: (g) => saved.get(g) ?? say(w, "compare.pk.noneLoaded", { game: g }),
  };
}

/** The comparison as drawn below the form: its own page if it has one, the tables, the sections. */
function comparisonTree(
  w: CompareWords,
  data: CompareData,
  keys: readonly string[],
  s: Sections,
): Element {
  const prebuilt = data.prebuilt.find((p) => sameSet(p.rulesets, keys));
  return h(
    "div",
    {},
    prebuilt &&
      h(
        "p",
        { class: "small" },
        ...phrase(w, "compare.pk.ownPage", {
          // The title is the tables' (prebuilt.<key>.title), in the page's language.
          link: h("a", { href: prebuilt.url }, prebuilt.title),
        }),
      ),
    h(
      "details",
      { class: "compare-rules", "data-compare-rules": "" },
      h("summary", {}, say(w, "compare.pk.changeRules")),
      h("div", { "data-rules-body": "" }),
    ),
    s.compareView(w, data, keys),
    s.playSections(w, data, keys, s.divergencesOf),
  );
}

/** The picker's parts in the page (the server-rendered form, its message line, the result area). */
interface Parts {
  readonly form: HTMLFormElement;
  readonly message: HTMLElement;
  readonly result: HTMLElement;
  readonly boxes: readonly HTMLInputElement[];
}

function partsOf(el: HTMLElement): Parts {
  const form = el.querySelector<HTMLFormElement>("form[data-compare-form]");
  const message = el.querySelector<HTMLElement>("[data-compare-message]");
  const result = el.querySelector<HTMLElement>("[data-compare-result]");
  if (form === null || message === null || result === null)
    throw new Error("the picker's form, message or result area is missing");
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="r"]')];
  return { form, message, result, boxes };
}

class Picker {
  private readonly parts: Parts;
  private readonly data: CompareData;
  private readonly known: ReadonlySet<string>;
  /** The page's words in its language (its `data-compare-words`). */
  private readonly w: CompareWords;
  /** Counts draws, so that a slow load never draws over a newer choice. */
  private drawing = 0;

  constructor(parts: Parts, data: CompareData, w: CompareWords) {
    this.parts = parts;
    this.w = w;
    this.data = data;
    this.known = new Set(Object.keys(data.rulesets));
  }

  /**
   * A failure nothing names (a chunk that did not load, the engine's or the browser's English):
   * the page's sentence with that English inside, marked `lang="en"`.
   */
  private sayFailed(key: "compare.pk.couldNotDraw" | "compare.pk.rulesFailed", e: unknown): void {
    this.say("", true);
    showWithEnglish(this.parts.message, say(this.w, key, { error: "{error}" }), errorMessage(e));
  }

  say(text: string, error: boolean): void {
    const message = this.parts.message;
    message.textContent = text;
    message.classList.toggle("notice", error);
    if (error) message.setAttribute("data-error", "");
    else message.removeAttribute("data-error");
  }

  /**
   * The readings the address names, their rulesets' boxes ticked, each change read by the engine
   * (loaded only when the address asks for one); undefined when it names none (the message
   * cleared) or cannot be read (the message says why).
   */
  private async chosen(): Promise<Resolved | undefined> {
    const w = this.w;
    const q = parseCompareQuery(location.search, this.known, w);
    if (!q.ok) {
      this.say(say(w, "compare.pk.cannotShow", { error: q.error }), true);
      this.parts.message.scrollIntoView();
      return undefined;
    }
    const rulesets = q.value.readings.map((p) => p.ruleset);
    for (const b of this.parts.boxes) b.checked = rulesets.includes(b.value);
    if (rulesets.length === 0) {
      this.say("", false);
      return undefined;
    }
    if (q.value.readings.every((p) => Object.keys(p.changes).length === 0)) {
      const problems = [...q.value.problems];
      const keys = distinctKeys(w, rulesets, problems);
      const readings = keys.map((k) => ({ key: k, ruleset: k, changes: {} }));
      return { data: this.data, keys, problems, readings };
    }
    const { resolveReadings } = await import("./changed.ts");
    return resolveReadings(w, this.data, q.value);
  }

  /** Draws the comparison the address names, or says what is wrong with it. */
  async show(): Promise<void> {
    const mine = ++this.drawing;
    this.shown = [];
    const result = this.parts.result;
    result.replaceChildren();
    result.removeAttribute("data-drawn");
    let got: Resolved | undefined;
    let sections: Sections;
    try {
      got = await this.chosen();
      if (got === undefined || mine !== this.drawing) return;
      sections = await loadSections(this.w, got.data, got.keys);
    } catch (e) {
      if (mine === this.drawing) this.sayFailed("compare.pk.couldNotDraw", e);
      return;
    }
    if (mine !== this.drawing) return;
    const { data, keys, problems } = got;
    const left = problems.length > 0 ? `${problems.join(" ")} ` : "";
    if (keys.length < 2) {
      this.say(`${left}${say(this.w, "compare.pk.needTwo")}`, true);
      return;
    }
    const titles = keys.map((k) =>
      say(this.w, "compare.gameTitle", {
        game: data.rulesets[k]!.gameName,
        title: data.rulesets[k]!.title,
      }),
    );
    this.say(
      `${left}${say(this.w, "compare.pk.comparing", { titles: titles.join(punctOf(this.w).clauses) })}`,
      problems.length > 0,
    );
    result.append(toDom(document, comparisonTree(this.w, data, keys, sections)));
    localizeLinksIn(this.w, result);
    this.shown = got.readings;
    this.rulesPanel(got);
    result.setAttribute("data-drawn", "");
  }

  /** The readings last drawn (the form keeps their changes). */
  private shown: Resolved["readings"] = [];

  /** Whether the reader has the panel open: it stays open when the comparison is drawn again. */
  private rulesOpen = false;

  /** "Change the rules": its code and the families' declarations load when it is opened. */
  private rulesPanel(got: Resolved): void {
    const details = this.parts.result.querySelector<HTMLDetailsElement>("[data-compare-rules]");
    const body = details?.querySelector<HTMLElement>("[data-rules-body]");
    if (details == null || body == null) return;
    let mounted = false;
    const open = () => {
      this.rulesOpen = details.open;
      if (!details.open || mounted) return;
      mounted = true;
      import("./picker-rules.ts")
        .then((m) =>
          m.mountRules(body, {
            w: this.w,
            data: got.data,
            readings: got.readings,
            apply: (keys) => {
              history.pushState(null, "", pageHref(this.w, compareQuery(keys)));
              void this.show();
            },
            say: (text) => this.say(text, true),
          }),
        )
        .catch((e: unknown) => this.sayFailed("compare.pk.rulesFailed", e));
    };
    details.addEventListener("toggle", open);
    if (this.rulesOpen) details.open = true;
  }

  /**
   * The form sent: the prebuilt page of the set if it has one, else its address, drawn here. A
   * ruleset still ticked keeps the readings of it shown, changes and all (the boxes name rulesets).
   */
  submit(e: SubmitEvent): void {
    e.preventDefault();
    const ticked = this.parts.boxes.filter((b) => b.checked).map((b) => b.value);
    const keys = ticked.flatMap((k) => {
      const shown = this.shown.filter((x) => x.ruleset === k).map((x) => x.key);
      return shown.length > 0 ? shown : [k];
    });
    if (keys.length < 2) {
      this.say(say(this.w, "compare.pk.chooseTwo"), true);
      return;
    }
    const prebuilt = this.data.prebuilt.find((p) => sameSet(p.rulesets, keys));
    if (prebuilt !== undefined) {
      location.assign(pageHref(this.w, prebuilt.url));
      return;
    }
    history.pushState(null, "", pageHref(this.w, compareQuery(keys)));
    void this.show().then(() => this.parts.message.scrollIntoView());
  }
}

export async function mount(el: HTMLElement): Promise<void> {
  const parts = partsOf(el);
  const w = pageWords(el);
  const picker = new Picker(parts, await fetchCompareData(w), w);
  parts.form.addEventListener("submit", (e) => picker.submit(e));
  addEventListener("popstate", () => void picker.show());
  el.setAttribute("data-ready", "");
  await picker.show();
  if (location.search.length > 1) parts.message.scrollIntoView();
}

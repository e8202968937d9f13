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
import { toDom } from "../site/dom/to-dom.ts";
import { h } from "../site/dom/tree.ts";
import { compareQuery, parseCompareQuery } from "./url.ts";
import { compareView } from "./view.ts";

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k) => b.includes(k));

/** One game's saved divergences, or why they could not be loaded; each game is fetched once. */
const loaded = new Map<string, Promise<GameDivergences | string>>();
function divergencesOf(data: CompareData, game: string): Promise<GameDivergences | string> {
  if (!data.divergenceGames.includes(game))
    return Promise.resolve(`no divergences are saved for ${game}`);
  let p = loaded.get(game);
  if (p === undefined) {
    p = fetch(`/compare/divergences/${encodeURIComponent(game)}.json`)
      .then(async (r) =>
        r.ok ? ((await r.json()) as GameDivergences) : `they could not be loaded (${r.status})`,
      )
      .catch(
        (e: unknown) => `they could not be loaded (${e instanceof Error ? e.message : String(e)})`,
      );
    loaded.set(game, p);
  }
  return p;
}

export async function mount(el: HTMLElement): Promise<void> {
  const form = el.querySelector<HTMLFormElement>("form[data-compare-form]");
  const message = el.querySelector<HTMLElement>("[data-compare-message]");
  const result = el.querySelector<HTMLElement>("[data-compare-result]");
  if (form === null || message === null || result === null)
    throw new Error("the picker's form, message or result area is missing");
  const response = await fetch("/compare/data.json");
  if (!response.ok) throw new Error(`the comparison data could not be loaded (${response.status})`);
  const data = (await response.json()) as CompareData;
  const known = new Set(Object.keys(data.rulesets));
  const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="r"]')];

  const say = (text: string, error: boolean) => {
    message.textContent = text;
    message.classList.toggle("notice", error);
    if (error) message.setAttribute("data-error", "");
    else message.removeAttribute("data-error");
  };

  /** Counts draws, so that a slow load never draws over a newer choice. */
  let drawing = 0;
  const show = async () => {
    const mine = ++drawing;
    result.replaceChildren();
    result.removeAttribute("data-drawn");
    const q = parseCompareQuery(location.search, known);
    if (!q.ok) {
      say(`This comparison cannot be shown: ${q.error}`, true);
      message.scrollIntoView();
      return;
    }
    for (const b of boxes) b.checked = q.value.includes(b.value);
    if (q.value.length === 0) {
      say("", false);
      return;
    }
    const prebuilt = data.prebuilt.find((p) => sameSet(p.rulesets, q.value));
    const titles = q.value.map((k) => `${data.rulesets[k]!.gameName}: ${data.rulesets[k]!.title}`);
    say(`Comparing ${titles.join("; ")}.`, false);
    // Games with two or more of the chosen readings: only their pairs can part in play.
    const games = q.value.map((k) => data.rulesets[k]!.game);
    const paired = [...new Set(games.filter((g, i) => games.indexOf(g) !== i))];
    let drawn: [
      typeof import("./play-sections.ts"),
      (readonly [string, GameDivergences | string])[],
    ];
    try {
      drawn = await Promise.all([
        import("./play-sections.ts"),
        Promise.all(paired.map(async (g) => [g, await divergencesOf(data, g)] as const)),
      ]);
    } catch (e) {
      if (mine === drawing)
        say(
          `The comparison could not be drawn: ${e instanceof Error ? e.message : String(e)}`,
          true,
        );
      return;
    }
    const [{ playSections }, loadedPairs] = drawn;
    const saved = new Map(loadedPairs);
    if (mine !== drawing) return;
    result.append(
      toDom(
        document,
        h(
          "div",
          {},
          prebuilt &&
            h(
              "p",
              { class: "small" },
              "This comparison also has its own page: ",
              h("a", { href: prebuilt.url }, prebuilt.title),
              ".",
            ),
          compareView(data, q.value),
          playSections(data, q.value, (g) => saved.get(g) ?? `no divergences are loaded for ${g}`),
        ),
      ),
    );
    result.setAttribute("data-drawn", "");
  };

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const keys = boxes.filter((b) => b.checked).map((b) => b.value);
    if (keys.length < 2) {
      say("Choose two or more rulesets to compare.", true);
      return;
    }
    const prebuilt = data.prebuilt.find((p) => sameSet(p.rulesets, keys));
    if (prebuilt !== undefined) {
      location.assign(prebuilt.url);
      return;
    }
    history.pushState(null, "", compareQuery(keys));
    void show().then(() => message.scrollIntoView());
  });
  addEventListener("popstate", () => void show());
  el.setAttribute("data-ready", "");
  await show();
  if (location.search.length > 1) message.scrollIntoView();
}

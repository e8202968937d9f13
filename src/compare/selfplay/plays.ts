/**
 * "How does it play?": the reading in force (a source's, or the reader's changed one) played
 * random against random in this browser, on workers (pool.ts), with the seed and the turn cap of
 * the saved run, so that its first N games are the saved run's first N where the reading is a
 * source's; drawn with the self-play charts (view.ts) beside the saved figures of every source's
 * reading of the game, fetched from /compare/selfplay/<game>.json. DOM contract in
 * docs/simulator.md: `[data-control="plays"]`, `progress[data-progress="plays"]`,
 * `[data-control="cancel-plays"]`, `[data-plays-result][data-games]`, `[data-plays-row]`.
 */
import { summarise } from "../../engine/research.ts";
import { decimal } from "../../i18n/numbers.ts";
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import type { Changes } from "../../reading/changes.ts";
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { h, type Element } from "../../site/dom/tree.ts";
import type { GamePlayFigures } from "./figures.ts";
import { MAX_GAMES } from "./plays-start.ts";
import { playInWorkers, type PlaysRun } from "./pool.ts";
import { playMetricsView, type PlayRow } from "./view.ts";
import { counted, pageWords, say, type CompareWords } from "../words.ts";
import { fetchFigures, playsFailed } from "./plays-failed.ts";
import { Run } from "../worker-answers.ts";

/** What the part reads from the simulator: the reading in force and where to speak. */
export interface PlaysHost {
  readonly config: SimConfig;
  readonly ruleset: SimRuleset;
  readonly changes: Changes;
  /** The reading's name (reading/changes.ts `readingName`). */
  readonly title: string;
  /** The simulator's status line, where `say` writes. */
  readonly controls: { readonly message: HTMLElement };
  say(text: string): void;
}

/** The charts' styles as a file (src/pages/compare/selfplay/charts.css.ts says why). */
const stylesUrl = "/compare/selfplay/charts.css";

/** Links the charts' stylesheet once (a page that draws charts at build time has it already). */
function linkStyles(): void {
  if (document.querySelector(`link[href="${stylesUrl}"]`) !== null) return;
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = stylesUrl;
  document.head.append(link);
}

const savedOf = new Map<string, Promise<GamePlayFigures>>();

/** The game's saved figures, fetched once per page. */
function saved(game: string): Promise<GamePlayFigures> {
  let p = savedOf.get(game);
  if (p === undefined) {
    p = fetchFigures(`/compare/selfplay/${game}.json`);
    p.catch(() => savedOf.delete(game));
    savedOf.set(game, p);
  }
  return p;
}

const count = (w: CompareWords, n: number) => counted(w, "compare.plays.count", n);

/** The figures' rows: each source's reading with saved figures, then the reader's. */
function rows(host: PlaysHost, figures: GamePlayFigures, mine: PlayRow): PlayRow[] {
  const { config } = host;
  const sources = config.rulesets.flatMap((r) => {
    const f = figures.rulesets[r.id];
    return f === undefined
      ? []
      : [
          {
            game: config.game,
            gameName: config.gameName,
            title: r.title,
            random: f,
            search: null,
            mark: r.id,
          },
        ];
  });
  return [...sources, mine];
}

/** How the reader's row was made, and how it compares with the saved rows. */
function note(
  w: CompareWords,
  reading: string,
  changed: boolean,
  figures: GamePlayFigures,
  games: number,
  took: string,
): Element {
  const s = figures.settings;
  return h(
    "p",
    { class: "small" },
    say(w, changed ? "compare.plays.noteChanged" : "compare.plays.noteSource", {
      reading,
      games: count(w, games),
      took,
      seed: String(s.seed),
      maxTurns: s.maxTurns,
      saved: count(w, s.randomGames),
    }),
  );
}

/** One run: its token (ended on cancel, before or after its workers start), its workers. */
interface Ticket {
  readonly run: Run;
  pool?: PlaysRun;
  played: number;
}

class Plays {
  private current: Ticket | undefined;
  private readonly root: HTMLElement;
  private readonly host: PlaysHost;
  private readonly status: HTMLElement;
  private readonly result: HTMLElement;
  /** The page's words. */
  private readonly w: CompareWords;

  constructor(root: HTMLElement, host: PlaysHost) {
    this.root = root;
    this.host = host;
    this.w = pageWords(root);
    this.status = root.appendChild(document.createElement("div"));
    this.result = root.appendChild(document.createElement("div"));
    this.result.setAttribute("data-plays-result", "");
    this.result.hidden = true;
    linkStyles();
  }

  /** The number of games the reader asked for, or undefined (and a message) when it is not one. */
  private games(): number | undefined {
    const input = this.root.querySelector<HTMLInputElement>('[data-control="plays-games"]');
    const n = Number(input?.value ?? "");
    if (Number.isInteger(n) && n >= 1 && n <= MAX_GAMES) return n;
    this.host.say(say(this.w, "compare.plays.badNumber", { max: MAX_GAMES }));
    return undefined;
  }

  /** Stops the run under way, if any; says so when the reader asked. */
  private cancel(tell: boolean): void {
    const t = this.current;
    if (t === undefined) return;
    this.current = undefined;
    t.run.end();
    t.pool?.cancel();
    replaceChildren(this.status);
    if (tell)
      this.host.say(say(this.w, "compare.plays.cancelled", { games: count(this.w, t.played) }));
  }

  /** The progress bar, its words and the cancel button. */
  private showProgress(games: number, reading: string): (n: number) => void {
    replaceChildren(
      this.status,
      h(
        "p",
        { class: "sim-buttons" },
        h("progress", {
          "data-progress": "plays",
          max: String(games),
          value: "0",
          "aria-label": say(this.w, "compare.plays.played", { reading }),
        }),
        " ",
        h("span", {}, say(this.w, "compare.plays.nOf", { n: 0, of: count(this.w, games) })),
        " ",
        h(
          "button",
          { type: "button", "data-control": "cancel-plays" },
          say(this.w, "compare.live.cancel"),
        ),
      ),
    );
    this.status
      .querySelector('[data-control="cancel-plays"]')
      ?.addEventListener("click", () => this.cancel(true));
    const bar = this.status.querySelector("progress")!;
    const words = this.status.querySelector("span")!;
    return (n) => {
      bar.value = n;
      words.textContent = say(this.w, "compare.plays.nOf", { n, of: count(this.w, games) });
    };
  }

  /** Starts a run of the reading in force, replacing the one under way or shown. */
  run(): void {
    const games = this.games();
    if (games === undefined) return;
    this.cancel(false);
    const { host, w } = this;
    const reading = host.title;
    const changed = Object.keys(host.changes).length > 0;
    const base = { spec: host.ruleset.spec, overrides: { ...host.changes } };
    const t: Ticket = { run: new Run(), played: 0 };
    this.current = t;
    this.result.hidden = true;
    replaceChildren(this.result);
    const progress = this.showProgress(games, reading);
    const started = performance.now();
    void (async () => {
      try {
        const figures = await saved(host.config.game);
        if (!t.run.live) return;
        const pool = playInWorkers(
          { ...base, run: figures.settings },
          games,
          (n) => {
            t.played = n;
            progress(n);
          },
          t.run,
        );
        t.pool = pool;
        const workers = counted(w, "compare.plays.workers", pool.threads);
        host.say(say(w, "compare.plays.playing", { games: count(w, games), reading, workers }));
        const records = await pool.done;
        if (this.current !== t) return;
        const seconds = decimal(w.lang, (performance.now() - started) / 1000, 1);
        const mine: PlayRow = {
          game: host.config.game,
          gameName: host.config.gameName,
          title: say(w, "compare.plays.yours", { reading }),
          random: summarise(records),
          search: null,
          mark: "reader",
        };
        this.current = undefined;
        replaceChildren(this.status);
        replaceChildren(
          this.result,
          playMetricsView(w, rows(host, figures, mine), figures, `sim-${host.config.game}-plays`),
          note(
            w,
            reading,
            changed,
            figures,
            games,
            say(w, "compare.plays.took", { seconds, workers }),
          ),
        );
        this.result.dataset.games = String(games);
        this.result.hidden = false;
        host.say(say(w, "compare.plays.done", { games: count(w, games), reading, seconds }));
      } catch (e) {
        if (this.current !== t) return;
        this.current = undefined;
        replaceChildren(this.status);
        const failed = playsFailed(host.config, w, e);
        host.say(failed.text);
        failed.mark(host.controls.message);
      }
    })();
  }
}

export const playsPart = (root: HTMLElement, host: PlaysHost): { run(): void } =>
  new Plays(root, host);

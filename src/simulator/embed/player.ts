/**
 * The embedded board: a line (the simulator's game link, from the page's `data-line` or its
 * hash) replayed by the engine under the reading it names, shown one position at a time with
 * its moves to step through (buttons, the move list, the arrow keys), a caption and a link back
 * to the full page. It plays nothing itself: a reader who wants to play follows the link.
 * Reading the link is the simulator's own (ui/link.ts), so an embed refuses exactly what the
 * simulator refuses, with the same words.
 */
import { drawBoard } from "../../board/draw.ts";
import { boardView, type BoardView } from "../../board/view.ts";
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { h, raw } from "../../site/dom/tree.ts";
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import type { OptionSpecs } from "../../play/engine.ts";
import { changedPits, takenPoints } from "../../play/pick.ts";
import { formatChanges, type Changes } from "../../reading/changes.ts";
import { Session } from "../../play/session.ts";
import { formatLink } from "../../play/link.ts";
import { stateWords } from "../share/image.ts";
import { sayShare } from "../share/words.ts";
import { playerName } from "../../play/tree-words.ts";
import { linkMessage, readGameLink } from "../ui/link.ts";
import { readingSaid } from "../../play/messages.ts";
import { Rulesets } from "../ui/rulesets.ts";

/** The line an embed shows, once read. */
interface Line {
  readonly ruleset: SimRuleset;
  readonly changes: Changes;
  readonly session: Session;
  /**
   * The reading's name in the page's words, as the simulator names it (`readingSaid`), and the
   * game's option declarations it was named by.
   */
  readonly title: string;
  readonly specs: OptionSpecs;
  /** What reading the link said, when it could not be read as it was. */
  readonly problem?: string;
}

const part = (el: Element, selector: string): HTMLElement => {
  const found = el.querySelector<HTMLElement>(selector);
  if (found === null) throw new Error(`the embed's ${selector} is missing`);
  return found;
};

/** Reads the line; a link that holds no game gives the preset start and the simulator's words. */
async function readLine(config: SimConfig, hash: string): Promise<Line> {
  const rulesets = new Rulesets(config);
  const preset = rulesets.preset;
  if (preset === undefined) throw new Error(`no ruleset for ${config.game}`);
  const titled = async (r: SimRuleset, changes: Changes, session: Session, problem?: string) => {
    const specs = await rulesets.specs(r);
    const title = readingSaid(config, r.title, changes, specs);
    return problem === undefined
      ? { ruleset: r, changes, session, title, specs }
      : { ruleset: r, changes, session, title, specs, problem };
  };
  if (hash === "") return titled(preset, {}, new Session(await rulesets.game(preset)));
  const read = await readGameLink(hash, config, rulesets);
  if (read.ok) return titled(read.value.ruleset, read.value.changes, read.value.session);
  const r = read.error.ruleset ?? preset;
  return titled(r, {}, new Session(await rulesets.game(r)), linkMessage(read, r.title));
}

class EmbedPlayer {
  private ply = 0;
  private line!: Line;

  private readonly el: HTMLElement;
  private readonly config: SimConfig;

  constructor(el: HTMLElement, config: SimConfig) {
    this.el = el;
    this.config = config;
  }

  async show(hash: string, at: "start" | "end"): Promise<void> {
    this.line = await readLine(this.config, hash);
    this.ply = at === "start" ? 0 : this.line.session.history.length;
    this.paint();
    this.say(this.line.problem ?? this.plyWords());
  }

  private view(state: unknown): BoardView {
    const { ruleset, changes, session } = this.line;
    const diagonals = (changes.diagonals ?? ruleset.spec.options.diagonals?.value) !== false;
    const v = boardView(this.config.family, session.game.formatPosition(state), diagonals);
    if (!v.ok) throw new Error(v.error);
    return v.value;
  }

  private state(ply: number): unknown {
    return ply === 0 ? this.line.session.start : this.line.session.history[ply - 1]!.after;
  }

  /** The move that led to ply `ply` (1-based), as "White: d3e3A". */
  private moveText(ply: number): string {
    const e = this.line.session.history[ply - 1]!;
    const g = this.line.session.game;
    return `${playerName(this.config, g.players[g.toMove(e.before)])}: ${e.text}`;
  }

  private plyWords(): string {
    const c = this.config;
    const n = this.line.session.history.length;
    if (this.ply === 0) {
      if (n === 0) return sayShare(c, "simb.embed.start");
      const form = new Intl.PluralRules(c.words.lang).select(n) === "one" ? "one" : "other";
      return sayShare(c, `simb.embed.startMoves.${form}`, { n });
    }
    return sayShare(c, "simb.embed.move", { ply: this.ply, n, move: this.moveText(this.ply) });
  }

  go(ply: number): void {
    const n = this.line.session.history.length;
    const next = Math.max(0, Math.min(n, ply));
    if (next === this.ply) return;
    this.ply = next;
    this.paint();
    this.say(this.plyWords());
  }

  private say(text: string): void {
    part(this.el, "[data-message]").textContent = text;
  }

  /** The link to the full page: the simulator there opens on the whole line. */
  private backHref(): string {
    const { ruleset, changes, session, specs } = this.line;
    const back = this.el.dataset.back ?? "/";
    const hash = formatLink({
      ruleset: ruleset.id,
      // The version the line is played under, as the simulator's own links carry it.
      version: ruleset.asOf ?? ruleset.version.version ?? undefined,
      options: formatChanges(changes, specs),
      position: session.startText,
      moves: session.moveTexts(),
    });
    return `${back}#${hash}`;
  }

  private marks(): Record<string, string[]> {
    if (this.ply === 0) return {};
    const before = this.view(this.state(this.ply - 1));
    const now = this.view(this.state(this.ply));
    const marks: Record<string, string[]> = {};
    for (const p of changedPits(before, now)) (marks[p] ??= []).push("changed");
    for (const p of takenPoints(before, now)) (marks[p] ??= []).push("taken");
    return marks;
  }

  private paint(): void {
    const { session, title, ruleset, changes, specs } = this.line;
    // The board's accessible name is plain text: a title in English is said to be (`plainTitle`).
    const named =
      ruleset.plainTitle === undefined
        ? title
        : readingSaid(this.config, ruleset.plainTitle, changes, specs);
    const g = session.game;
    const n = session.history.length;
    const state = this.state(this.ply);
    const c = this.config;
    const board = drawBoard(this.view(state), {
      title: sayShare(c, this.ply === 0 ? "simb.embed.boardStart" : "simb.embed.boardAfter", {
        game: c.gameName,
        title: named,
        ply: this.ply,
      }),
      labels: "names",
      marks: this.marks(),
    });
    replaceChildren(part(this.el, "[data-board]"), raw(board));
    part(this.el, "[data-title]").textContent = sayShare(c, "simb.share.gameTitle", {
      game: this.config.gameName,
      title,
    });
    const where =
      this.ply === 0
        ? sayShare(c, "simb.embed.whereStart")
        : sayShare(c, "simb.embed.whereAfter", { ply: this.ply, n });
    part(this.el, "[data-caption]").textContent = `${where}. ${stateWords(g, state, this.config)}`;
    replaceChildren(
      part(this.el, "[data-moves]"),
      ...session.history.map((_, i) =>
        h(
          "li",
          {},
          h(
            "button",
            {
              type: "button",
              "data-ply": String(i + 1),
              "aria-current": i + 1 === this.ply ? "step" : undefined,
            },
            this.moveText(i + 1),
          ),
        ),
      ),
    );
    for (const [control, disabled] of [
      ["first", this.ply === 0],
      ["prev", this.ply === 0],
      ["next", this.ply === n],
      ["last", this.ply === n],
    ] as const)
      (part(this.el, `[data-control="${control}"]`) as HTMLButtonElement).disabled = disabled;
    part(this.el, '[data-control="back"]').setAttribute("href", this.backHref());
    this.el.dataset.ply = String(this.ply);
    this.el.dataset.plies = String(n);
  }

  wire(): void {
    const steps: Record<string, () => number> = {
      first: () => 0,
      prev: () => this.ply - 1,
      next: () => this.ply + 1,
      last: () => this.line.session.history.length,
    };
    this.el.addEventListener("click", (e) => {
      const b = (e.target as Element).closest<HTMLButtonElement>("button");
      const step = b?.dataset.control === undefined ? undefined : steps[b.dataset.control];
      if (step !== undefined) this.go(step());
      else if (b?.dataset.ply !== undefined) this.go(Number(b.dataset.ply));
    });
    const keys: Record<string, string> = {
      ArrowLeft: "prev",
      ArrowRight: "next",
      Home: "first",
      End: "last",
    };
    this.el.addEventListener("keydown", (e) => {
      const name = keys[e.key];
      if (name === undefined || (e.target as Element).closest("a, textarea, input") !== null)
        return;
      e.preventDefault();
      this.go(steps[name]!());
    });
  }
}

/**
 * Starts the embed inside `el` (`<game-embed>`, EmbedPage.astro): its line is `data-line` when
 * the page gives one (a study chapter, written at build time), else the address's hash (a
 * position or line shared from the simulator), read again when the hash changes.
 */
export async function mountEmbed(el: HTMLElement): Promise<void> {
  const data = el.querySelector("script[data-sim-config]")?.textContent ?? "";
  const config = JSON.parse(data) as SimConfig;
  const player = new EmbedPlayer(el, config);
  player.wire();
  const fixed = el.dataset.line;
  const at = el.dataset.start === "start" ? "start" : "end";
  await player.show(fixed ?? location.hash.slice(1), at);
  if (fixed === undefined)
    addEventListener("hashchange", () => void player.show(location.hash.slice(1), at));
}

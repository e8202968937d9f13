/**
 * A player's choices on the board: a click or Enter on a point or hole becomes a step to play,
 * a piece chosen, a choice between two captures, or a refusal that names the rule the engine
 * cites. What a click means is `pick.ts`'s; this module keeps the choice under way.
 */
import type { BoardView } from "../../board/view.ts";
import type { SimConfig } from "../../play/config.ts";
import type { SimGame } from "../../play/engine.ts";
import {
  attemptsBetween,
  forcedFrom,
  pickPit,
  pickPoint,
  takenPoints,
  type Pick,
} from "../../play/pick.ts";
import { explainAttempt, type Session } from "../../play/session.ts";
import { playerWord, refusal, say, statusText } from "../../play/messages.ts";
import { capital } from "../../site/words.ts";

/** What the input needs from the simulator. */
export interface InputHost {
  readonly session: Session;
  readonly config: SimConfig;
  view(state: unknown): BoardView;
  /** The steps the engine offers now, as texts (none once the game is over). */
  steps(): string[];
  isComputer(player: number): boolean;
  say(text: string): void;
  render(): void;
  playHuman(text: string): void;
  /** What a mancala turn waiting for a choice asks, in words (undefined when none is asked). */
  ask?(): string | undefined;
}

export class Input {
  /** The piece chosen, before its destination. */
  selected: string | undefined;
  /** Steps between which the player must choose (approach or withdrawal to the same point). */
  choice: readonly string[] | undefined;
  private readonly host: InputHost;

  constructor(host: InputHost) {
    this.host = host;
  }

  clear(): void {
    this.selected = undefined;
    this.choice = undefined;
  }

  private get game(): SimGame {
    return this.host.session.game;
  }

  /** A point or hole chosen by pointer or keyboard. */
  activate(target: Element): void {
    const host = this.host;
    const s = host.session.state;
    if (host.isComputer(this.game.toMove(s))) {
      host.say(say(host.config, "simb.computerToMove"));
      return;
    }
    const steps = host.steps();
    if (steps.length === 0) {
      host.say(statusText(this.game.status(s), this.game.players, host.config));
      return;
    }
    const view = host.view(s);
    const point = target.getAttribute("data-point");
    const pit = target.getAttribute("data-pit");
    if (point !== null) {
      const chosen = this.choice?.find((t) => this.takes(t).includes(point));
      if (chosen !== undefined) host.playHuman(chosen);
      else
        this.apply(pickPoint(view, steps, this.selected ?? forcedFrom(steps), point), point, steps);
    } else if (pit !== null) this.apply(pickPit(view, steps, pit), pit, steps);
  }

  private apply(pick: Pick, at: string, steps: readonly string[]): void {
    const host = this.host;
    switch (pick.kind) {
      case "play":
        host.playHuman(pick.text);
        return;
      case "select":
        this.selected = pick.point;
        this.choice = undefined;
        host.say(
          pick.targets.length === 0
            ? say(host.config, "simb.chosenStuck", { point: pick.point })
            : say(host.config, steps.includes("stop") ? "simb.chosenOrStop" : "simb.chosen", {
                point: pick.point,
                targets: pick.targets.join(", "),
              }),
        );
        break;
      case "choose":
        this.choice = pick.options;
        host.say(
          say(host.config, "simb.choose", {
            options: pick.options
              .map((t) => `${t}${this.takesText(t)}`)
              .join(say(host.config, "simb.chooseOr")),
          }),
        );
        break;
      case "clear":
        this.clear();
        break;
      case "refuse": {
        // Mid-turn, a hole that is not one of those asked for: say what is asked instead.
        const ask = pick.attempt !== undefined && at.includes(":") ? host.ask?.() : undefined;
        const tried =
          ask !== undefined
            ? say(host.config, "simb.hint.notChoosable", { hole: pick.attempt!, ask })
            : pick.attempt === undefined
              ? undefined
              : this.tryAnyKind(pick.attempt);
        host.say(tried ?? capital(this.hintText(pick.attempt, at)));
        this.clear();
        break;
      }
    }
    host.render();
  }

  /** The engine's refusal of an attempted move, naming its rule and source. */
  private tryAnyKind(text: string): string | undefined {
    const m = /^([a-i][1-9])([a-i][1-9])$/.exec(text);
    const e = explainAttempt(this.host.session, m ? attemptsBetween(m[1]!, m[2]!) : [text]);
    return e === undefined ? undefined : refusal(e, this.host.config);
  }

  /** The points a step would take. */
  takes(text: string): string[] {
    const r = this.host.session.attempt(text, "step");
    return r.ok ? takenPoints(this.host.view(r.value.before), this.host.view(r.value.after)) : [];
  }

  takesText(text: string): string {
    const t = this.takes(text);
    return t.length === 0 ? "" : say(this.host.config, "simb.takes", { points: t.join(", ") });
  }

  /**
   * Why a click on `at` (a point, or a hole `south:a3`) does nothing, in the page's words (pick.ts
   * says it in English): a hole that cannot be sown, a point that takes no piece (`@c3`), a piece
   * that cannot go there, or a point without one of the mover's pieces.
   */
  private hintText(attempt: string | undefined, at: string): string {
    const c = this.host.config;
    const [side = "", hole] = at.split(":");
    // The hole as the mover writes it (`attempt`), as its label reads.
    if (hole !== undefined)
      return say(c, "simb.hint.cannotPlay", { player: playerWord(c, side), hole: attempt ?? hole });
    if (attempt === undefined) {
      const player = this.game.players[this.game.toMove(this.host.session.state)];
      return say(c, "simb.hint.chooseOwn", { player: playerWord(c, player) });
    }
    // A move's attempt is the piece's point and this one (`c3d3`); a placement's, `@c3`.
    return attempt.startsWith("@")
      ? say(c, "simb.hint.cannotPlace", { point: at })
      : say(c, "simb.hint.cannotGo", { from: attempt.slice(0, -at.length), point: at });
  }
}

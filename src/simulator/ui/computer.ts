/**
 * The computer player: a Web Worker that compiles its own copy of the game, since a compiled game
 * holds mutable scratch state. It is started and warmed (the game compiled, the search run once)
 * when a side is first given to the computer, off the main thread, and never for a reader who
 * only plays by hand. Each request carries an id; a reply to anything but the latest request is
 * dropped, so a move that arrives after the player changed the game is never played.
 * `ComputerTurns` asks it for a turn whenever a side it plays is to move, and plays the reply.
 */
import type { Budget, SearchReply, SearchRequest, WorkerRequest } from "../computer.ts";
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import type { RulesetSpec } from "../../play/engine.ts";
import { formatChanges, type Changes } from "../../reading/changes.ts";
import type { Played, Session } from "../../play/session.ts";
import workerUrl from "../worker.ts?worker-chunk";
import type { Controls } from "./controls.ts";
import { playerName, refusal, say } from "../../play/messages.ts";
import { parseErrorText } from "../../play/parse-words.ts";
import { markEnglish } from "../../site/failure-words.ts";

/** The search worker, from the page's side. */
export class Computer {
  private worker: Worker | undefined;
  private latest = 0;
  private pending: ((r: SearchReply) => void) | undefined;
  private readonly warmed = new Set<string>();

  /** Starts the worker if need be and has it compile this ruleset's game ahead of any request. */
  warm(spec: RulesetSpec, overrides: Changes): void {
    const key = `${spec.game}/${spec.id}~${formatChanges(overrides)}`;
    if (this.warmed.has(key)) return;
    this.warmed.add(key);
    this.post({ kind: "warm", spec, overrides });
  }

  /**
   * Resolves with the reply to this request, or never when a later request overtakes it; `kind`
   * `analyse` asks for "Best move here" rather than a turn to play.
   */
  ask(req: SearchRequest, kind: "search" | "analyse" = "search"): Promise<SearchReply> {
    const id = ++this.latest;
    this.post({ ...req, kind, id });
    return new Promise((resolve) => {
      this.pending = (r) => {
        if (r.id === this.latest) resolve(r);
      };
    });
  }

  /** Forgets the request under way (the game changed). */
  cancel(): void {
    this.latest++;
  }

  private post(message: WorkerRequest): void {
    this.worker ??= this.start();
    this.worker.postMessage(message);
  }

  private start(): Worker {
    const w = new Worker(workerUrl, { type: "module", name: "search" });
    w.addEventListener("message", (e: MessageEvent<SearchReply>) => this.pending?.(e.data));
    return w;
  }
}

/** What the computer's turns need from the simulator. */
export interface ComputerHost {
  readonly session: Session;
  readonly ruleset: SimRuleset;
  readonly changes: Changes;
  readonly controls: Controls;
  readonly config: SimConfig;
  isComputer(player: number): boolean;
  /**
   * The search budget of the level chosen for `player` (the page reads the levels it drew the
   * choice from: taking them here too split them into a chunk of their own).
   */
  budget(player: number): Budget;
  played(e: Played): void;
  say(text: string): void;
}

/** The sides the computer plays: asks the worker for their turns and plays the replies. */
export class ComputerTurns {
  private readonly computer = new Computer();
  private readonly host: ComputerHost;
  /** The game and version the computer is thinking about, while it is. */
  private asked: { session: Session; version: number } | undefined;

  constructor(host: ComputerHost) {
    this.host = host;
  }

  /**
   * Starts the search worker once a side is the computer's, not before: a reader who only plays
   * by hand never loads it. Starting it as the side is chosen, off the main thread, means the
   * first reply does not wait for the worker to compile its game.
   */
  warmIfPlaying(): void {
    const host = this.host;
    if (host.controls.sides.some((s) => s.value !== "human"))
      this.computer.warm(host.ruleset.spec, host.changes);
  }

  /** Forgets the turn being thought about (the game changed). */
  cancel(): void {
    this.computer.cancel();
    this.asked = undefined;
  }

  /** When a side the computer plays is to move at a turn's start, asks for its turn (once). */
  move(): void {
    const host = this.host;
    const session = host.session;
    const g = session.game;
    const side = g.toMove(session.state);
    if (g.status(session.state).kind !== "ongoing" || !host.isComputer(side) || session.inTurn())
      return;
    const version = session.version;
    host.controls.state.textContent = say(host.config, "simb.thinking", {
      player: playerName(host.config, g.players[side]),
    });
    if (this.asked?.session === session && this.asked.version === version) return;
    this.asked = { session, version };
    void this.computer
      .ask({
        spec: host.ruleset.spec,
        overrides: host.changes,
        start: session.startText,
        moves: session.history.map((e) => ({ text: e.text, kind: e.kind })),
        budget: host.budget(side),
        seed: version + 1,
      })
      .then((reply) => this.answered(reply, session, version, side));
  }

  private answered(reply: SearchReply, session: Session, version: number, side: number): void {
    const host = this.host;
    if (session !== host.session || version !== session.version) return; // stale
    this.asked = undefined;
    if (!host.isComputer(side)) return; // the side was handed back to a human meanwhile
    if (reply.turn === undefined) {
      const c = host.config;
      const error = reply.error;
      // The worker's error is the engine's English: said to be so, and marked.
      host.say(
        error === undefined
          ? say(c, "simb.noMove")
          : say(c, "simb.noMoveWhy", { error: parseErrorText(c, { message: error }) }),
      );
      markEnglish(host.controls.message, error ?? "");
      return;
    }
    const r = session.play(reply.turn, "turn");
    if (r.ok) host.played(r.value);
    else host.say(refusal(r.error, host.config));
  }
}

/**
 * The computer player: a Web Worker that compiles its own copy of the game, since a compiled game
 * holds mutable scratch state. It is started and warmed (the game compiled, the search run once)
 * when a side is first given to the computer, off the main thread, and never for a reader who
 * only plays by hand. Each request carries an id; a reply to anything but the latest request is
 * dropped, so a move that arrives after the player changed the game is never played.
 */
import type { RulesetSpec } from "../engine.ts";
import workerUrl from "../worker.ts?worker-chunk";

export interface SearchRequest {
  readonly spec: RulesetSpec;
  readonly start: string | undefined;
  readonly moves: readonly { text: string; kind: "step" | "turn" }[];
  readonly ms: number;
  readonly seed: number;
}

/** What the page sends the worker. */
export type WorkerRequest =
  | { readonly kind: "warm"; readonly spec: RulesetSpec }
  | (SearchRequest & { readonly kind: "search"; readonly id: number });

export interface SearchReply {
  readonly id: number;
  readonly turn?: string | undefined;
  readonly error?: string | undefined;
}

export class Computer {
  private worker: Worker | undefined;
  private latest = 0;
  private pending: ((r: SearchReply) => void) | undefined;
  private readonly warmed = new Set<string>();

  /** Starts the worker if need be and has it compile this ruleset's game ahead of any request. */
  warm(spec: RulesetSpec): void {
    const key = `${spec.game}/${spec.id}`;
    if (this.warmed.has(key)) return;
    this.warmed.add(key);
    this.post({ kind: "warm", spec });
  }

  /** Resolves with the reply to this request, or never when a later request overtakes it. */
  ask(req: SearchRequest): Promise<SearchReply> {
    const id = ++this.latest;
    this.post({ ...req, kind: "search", id });
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

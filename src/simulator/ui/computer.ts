/**
 * The computer player: a Web Worker (created on the first computer move) that compiles its own
 * copy of the game, since a compiled game holds mutable scratch state. Each request carries an
 * id; a reply to anything but the latest request is dropped, so a move that arrives after the
 * player changed the game is never played.
 */
import type { RulesetSpec } from "../engine.ts";

export interface SearchRequest {
  readonly spec: RulesetSpec;
  readonly start: string | undefined;
  readonly moves: readonly { text: string; kind: "step" | "turn" }[];
  readonly ms: number;
  readonly seed: number;
}

export interface SearchReply {
  readonly id: number;
  readonly turn?: string | undefined;
  readonly error?: string | undefined;
}

export class Computer {
  private worker: Worker | undefined;
  private latest = 0;
  private pending: ((r: SearchReply) => void) | undefined;

  /** Resolves with the reply to this request, or never when a later request overtakes it. */
  ask(req: SearchRequest): Promise<SearchReply> {
    this.worker ??= this.start();
    const id = ++this.latest;
    this.worker.postMessage({ id, ...req });
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

  private start(): Worker {
    const w = new Worker(new URL("../worker.ts", import.meta.url), { type: "module" });
    w.addEventListener("message", (e: MessageEvent<SearchReply>) => this.pending?.(e.data));
    return w;
  }
}

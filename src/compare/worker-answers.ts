/**
 * The reader's research runs in the browser (the divergence search, the dead-option check,
 * self-play, and any later kind): each run holds a `Run` token, and the page acts on a worker's
 * answer only while the token of the run that asked is live. Cancel, or a new run replacing it,
 * ends the token, so an answer already on its way (posted before the worker was terminated,
 * queued behind other work on a loaded machine) is dropped and nothing of that run is drawn
 * after it ended (issue 39). A new kind of run starts a `Run` and listens with `onAnswer`.
 *
 * Test hook (test-only; docs/simulator.md, "Where it parts"): when the page defines
 * `window.__holdWorkerAnswers` as a function, each answer is handed to it as
 * `(deliver, answer)` instead of being acted on, and the page acts on it only when the test calls
 * `deliver()` (still only if its run is live then). A browser test holds answers this way to put
 * them in flight at a moment of its choosing (across a Cancel), which no machine load does
 * reliably. No page of the site defines it, so readers never take this path.
 */

/** One run: live from its start until it is ended (cancelled, replaced, finished or failed). */
export class Run {
  #live = true;

  /** Whether the run's answers are still wanted. */
  get live(): boolean {
    return this.#live;
  }

  /** Ends the run: its answers from now on are dropped. */
  end(): void {
    this.#live = false;
  }
}

type Hold = (deliver: () => void, answer: unknown) => void;

/** The test hook, read only when present and only if it is a function. */
function testHold(): Hold | undefined {
  const hold = (globalThis as { __holdWorkerAnswers?: unknown }).__holdWorkerAnswers;
  return typeof hold === "function" ? (hold as Hold) : undefined;
}

/**
 * Calls `handle` with each answer `worker` posts while `run` is live, and `failed` with the
 * worker's error events while it is live.
 */
// T is the shape the caller's worker posts: a message crosses the thread untyped, so it is named
// once here, at the one place that receives it.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function onAnswer<T>(
  worker: Worker,
  run: Run,
  handle: (answer: T) => void,
  failed: (e: ErrorEvent) => void,
): void {
  worker.addEventListener("message", (e: MessageEvent<T>) => {
    const deliver = (): void => {
      if (run.live) handle(e.data);
    };
    const hold = testHold();
    if (hold === undefined) deliver();
    else hold(deliver, e.data);
  });
  worker.addEventListener("error", (e) => {
    if (run.live) failed(e);
  });
}

/**
 * How the page hears the answers of the reader's research workers (the divergence search, the
 * dead-option check, self-play): one listener shape for the three, so that the rule on answers
 * that arrive late is written once.
 *
 * Test hook (test-only; docs/simulator.md, "Where it parts"): when the page defines
 * `window.__holdWorkerAnswers` as a function, each answer is handed to it as
 * `(deliver, answer)` instead of being acted on, and the page acts on it only when the test calls
 * `deliver()`. A browser test holds answers this way to put them "in flight" at a moment of its
 * choosing (for example across a Cancel), which no amount of machine load can do reliably. No page
 * of the site defines it, so readers never take this path.
 */

type Hold = (deliver: () => void, answer: unknown) => void;

/** The test hook, read only when present and only if it is a function. */
function testHold(): Hold | undefined {
  const hold = (globalThis as { __holdWorkerAnswers?: unknown }).__holdWorkerAnswers;
  return typeof hold === "function" ? (hold as Hold) : undefined;
}

/** Calls `handle` with each answer `worker` posts. */
export function onAnswer<T>(worker: Worker, handle: (answer: T) => void): void {
  worker.addEventListener("message", (e: MessageEvent<T>) => {
    const deliver = (): void => {
      handle(e.data);
    };
    const hold = testHold();
    if (hold === undefined) deliver();
    else hold(deliver, e.data);
  });
}

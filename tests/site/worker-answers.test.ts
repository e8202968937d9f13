/**
 * The run token of the reader's research runs (src/compare/worker-answers.ts, issue 39): a
 * worker's answer is acted on only while its run is live, held answers too, and the test hook
 * holds answers only when a page defines it. A worker here is an EventTarget the test posts to,
 * as a real worker's messages reach the page.
 */
import { afterEach, describe, expect, it } from "vitest";
import { onAnswer, Run } from "../../src/compare/worker-answers.ts";

type Hooked = { __holdWorkerAnswers?: unknown };

/** A stand-in worker, and a way to make it "post" an answer or fail. */
function fakeWorker() {
  const target = new EventTarget();
  return {
    worker: target as unknown as Worker,
    post: (data: unknown) => target.dispatchEvent(Object.assign(new Event("message"), { data })),
    fail: (message: string) => target.dispatchEvent(Object.assign(new Event("error"), { message })),
  };
}

/** Listens to a fresh worker for `run`; what reached the page, answers and errors. */
function listen(run: Run) {
  const f = fakeWorker();
  const heard: unknown[] = [];
  const errors: string[] = [];
  onAnswer<unknown>(
    f.worker,
    run,
    (a) => heard.push(a),
    (e) => errors.push(e.message),
  );
  return { ...f, heard, errors };
}

afterEach(() => {
  delete (globalThis as Hooked).__holdWorkerAnswers;
});

describe("a run's token", () => {
  it("lets a live run's answers and errors through, and none once the run has ended", () => {
    const run = new Run();
    const w = listen(run);
    w.post({ kind: "pair", n: 1 });
    w.fail("boom");
    expect(w.heard).toEqual([{ kind: "pair", n: 1 }]);
    expect(w.errors).toEqual(["boom"]);
    run.end();
    expect(run.live).toBe(false);
    w.post({ kind: "pair", n: 2 });
    w.fail("late");
    expect(w.heard).toEqual([{ kind: "pair", n: 1 }]);
    expect(w.errors).toEqual(["boom"]);
  });

  it("one run ended leaves another run's answers alone", () => {
    const first = new Run();
    const second = new Run();
    const a = listen(first);
    const b = listen(second);
    first.end();
    a.post("a");
    b.post("b");
    expect(a.heard).toEqual([]);
    expect(b.heard).toEqual(["b"]);
  });

  it("the test hook holds each answer until delivered, and a held answer of an ended run is dropped", () => {
    const held: { deliver: () => void; answer: unknown }[] = [];
    (globalThis as Hooked).__holdWorkerAnswers = (deliver: () => void, answer: unknown) =>
      held.push({ deliver, answer });
    const run = new Run();
    const w = listen(run);
    w.post("first");
    w.post("second");
    expect(w.heard).toEqual([]);
    expect(held.map((h) => h.answer)).toEqual(["first", "second"]);
    held[0]!.deliver();
    expect(w.heard).toEqual(["first"]);
    run.end();
    held[1]!.deliver();
    expect(w.heard).toEqual(["first"]);
  });

  it("a hook that is not a function holds nothing", () => {
    (globalThis as Hooked).__holdWorkerAnswers = "yes";
    const w = listen(new Run());
    w.post("now");
    expect(w.heard).toEqual(["now"]);
  });
});

/**
 * Self-play of a reading in the browser, on as many workers as the machine offers: the run's
 * slices (runs.ts) handed out one at a time to whichever worker is free, the records put back in
 * index order, so the figures are those of one thread playing the same games. Progress after
 * each slice; `cancel` ends the run and terminates every worker.
 */
import type { OneGame } from "../../engine/core/index.ts";
import type { OptionValue, RulesetSpec } from "../../play/engine.ts";
import {
  mergeSlices,
  sliceSize,
  slices,
  threadsFor,
  type PlayedSlice,
  type Slice,
} from "./runs.ts";
import workerUrl from "./worker.ts?worker-chunk";
import { workerFailure } from "./plays-failed.ts";
import { Failed } from "../../site/failure-words.ts";
import { onAnswer, type Run } from "../worker-answers.ts";

/** What a worker is asked: one slice of the run under one reading. */
export interface PlaysRequest {
  readonly spec: RulesetSpec;
  readonly overrides: Readonly<Record<string, OptionValue>>;
  readonly run: { readonly seed: number; readonly maxTurns: number };
  readonly slice: Slice;
}

export type PlaysReply =
  | { readonly kind: "slice"; readonly played: PlayedSlice }
  | { readonly kind: "error"; readonly error: string };

export interface PlaysRun {
  /** The records of games 0..games-1; rejected with the reason when a worker fails or on cancel. */
  readonly done: Promise<OneGame[]>;
  /** How many workers play. */
  readonly threads: number;
  /** Ends the run and stops every worker; `done` is rejected with "cancelled". */
  cancel(): void;
}

/**
 * Plays `games` games of the reading for `run`; `progress` hears the number of games played so
 * far. Only answers of a live `run` count (worker-answers.ts): once it is ended, by `cancel` or
 * by its owner, a slice still on its way is dropped.
 */
export function playInWorkers(
  base: Omit<PlaysRequest, "slice">,
  games: number,
  progress: (played: number) => void,
  run: Run,
): PlaysRun {
  const cores = typeof navigator === "undefined" ? undefined : navigator.hardwareConcurrency;
  const todo = slices(games, sliceSize(games, threadsFor(cores, games)));
  const threads = threadsFor(cores, todo.length);
  const workers: Worker[] = [];
  const played: PlayedSlice[] = [];
  let count = 0;
  let fail: (reason: Error) => void = () => undefined;
  const stop = () => {
    for (const w of workers) w.terminate();
  };
  const done = new Promise<OneGame[]>((resolve, reject) => {
    fail = (reason) => {
      run.end();
      stop();
      reject(reason);
    };
    let next = 0;
    const give = (w: Worker) => {
      const slice = todo[next++];
      if (slice !== undefined) w.postMessage({ ...base, slice } satisfies PlaysRequest);
    };
    /** One slice played by `w`: counted, then the next slice, or the run's records. */
    const answer = (w: Worker, r: PlaysReply): void => {
      if (r.kind === "error") {
        fail(new Error(r.error));
        return;
      }
      played.push(r.played);
      count += r.played.games.length;
      progress(count);
      if (played.length < todo.length) {
        give(w);
        return;
      }
      run.end();
      stop();
      try {
        resolve(mergeSlices(played, games));
      } catch (x) {
        reject(x instanceof Error ? x : new Error(String(x)));
      }
    };
    for (let i = 0; i < threads; i++) {
      const w = new Worker(workerUrl, { type: "module", name: `self-play ${i + 1}` });
      workers.push(w);
      onAnswer<PlaysReply>(
        w,
        run,
        (r) => answer(w, r),
        (e) => fail(new Failed(workerFailure(e.message))),
      );
      give(w);
    }
  });
  return { done, threads, cancel: () => fail(new Error("cancelled")) };
}

/**
 * "Best move here" (`data-control="best-move"`): asks the engine, in a search worker of its own
 * (so that it never cancels the computer's turn), for the best turn of the player to move under
 * the reading in force, the source's or the reader's changed one; draws it without playing it
 * (best-drawn.ts) and says it in words, with the search's estimate and what it searched. Telo
 * answers with the solver's exact value. Loaded on the first click (mount.ts `bestMove`).
 *
 * The search is fixed (`ANALYSIS`: iterations and a seed, never a time), so that the same
 * position gives the same answer here and from the CLI (`npm run engine -- ai --iterations 640
 * --seed 1`), whatever the machine's load.
 */
import { ANALYSIS } from "../computer.ts";
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import type { SimAnalysis, SimTeloValue } from "../../play/engine.ts";
import { playerName, say } from "../../play/messages.ts";
import { parseErrorText } from "../../play/parse-words.ts";
import type { Changes } from "../../reading/changes.ts";
import type { Session } from "../../play/session.ts";
import type { SimWordKey } from "../../play/words.ts";
import { markEnglish } from "../../site/failure-words.ts";
import type { BestShown } from "./best-drawn.ts";
import { Computer } from "./computer.ts";
import type { Controls } from "./controls.ts";

/** What the analysis reads and writes on the simulator. */
export interface AnalysisHost {
  readonly el: HTMLElement;
  readonly config: SimConfig;
  readonly controls: Controls;
  readonly session: Session;
  readonly ruleset: SimRuleset;
  readonly changes: Changes;
  best: BestShown | undefined;
  render(): void;
}

/** The analysis worker, one per page (a page has one simulator). */
let worker: Computer | undefined;

/** Shows the words in the analysis region, which is hidden until it has something to say. */
function show(host: AnalysisHost, text: string): void {
  host.controls.analysis.textContent = text;
  host.controls.analysis.hidden = false;
}

/**
 * Starts the analysis worker and has it compile the reading in force, before the first press
 * (the pointer or the focus reaching the button): most of a first answer is this start-up.
 */
export function warmAnalysis(host: AnalysisHost): void {
  worker ??= new Computer();
  worker.warm(host.ruleset.spec, host.changes);
}

/** Asks for the best move of the position shown, then draws and says it (unless it moved on). */
export async function bestMove(host: AnalysisHost): Promise<void> {
  const c = host.config;
  const session = host.session;
  const g = session.game;
  if (g.status(session.state).kind !== "ongoing" || session.inTurn()) {
    show(host, say(c, session.inTurn() ? "simb.best.inTurn" : "simb.best.over"));
    return;
  }
  const version = session.version;
  const player = playerName(c, g.players[g.toMove(session.state)]);
  host.best = undefined;
  host.el.dataset.best = "thinking";
  show(host, say(c, "simb.best.thinking", { player }));
  worker ??= new Computer();
  const reply = await worker.ask(
    {
      spec: host.ruleset.spec,
      overrides: host.changes,
      start: session.startText,
      moves: session.history.map((e) => ({ text: e.text, kind: e.kind })),
      budget: { iterations: ANALYSIS.iterations },
      seed: ANALYSIS.seed,
    },
    "analyse",
  );
  if (host.session !== session || session.version !== version) return; // the game moved on
  const a = reply.analysis;
  if (a === undefined || a.line.length === 0) {
    host.el.dataset.best = "none";
    const error = reply.error ?? "";
    show(host, say(c, "simb.best.failed", { error: parseErrorText(c, { message: error }) }));
    markEnglish(host.controls.analysis, error);
    return;
  }
  host.best = { session, version, line: a.line };
  host.el.dataset.best = "shown";
  const region = host.controls.analysis;
  region.dataset.line = a.line.join(" ");
  region.dataset.score = a.score === undefined ? "" : a.score.toFixed(3);
  host.render();
  show(host, words(c, player, a));
}

/** The answer in words: the move, the line, then the estimate or the proven value. */
function words(c: SimConfig, player: string, a: SimAnalysis): string {
  const [move = "", ...rest] = a.line;
  const parts = [say(c, "simb.best.move", { player, move })];
  if (rest.length > 0) parts.push(say(c, "simb.best.line", { line: rest.join(" ") }));
  if (a.iterations !== undefined && a.score !== undefined && a.proven === undefined)
    parts.push(
      say(c, "simb.best.score", {
        player,
        score: Math.round(a.score * 100) / 100,
        iterations: a.iterations,
        ms: a.ms,
        depth: a.line.length,
      }),
    );
  if (a.proven !== undefined)
    parts.push(provenWords(c, player, a.proven, a.iterations === undefined));
  return parts.join(" ");
}

/** A proven result in words: the search's proof, or the Telo solver's exact value. */
function provenWords(c: SimConfig, player: string, v: SimTeloValue, solver: boolean): string {
  if (v.kind === "draw") return say(c, solver ? "simb.best.solverDraw" : "simb.best.draw");
  const kind = solver
    ? v.kind === "win"
      ? "solverWin"
      : "solverLoss"
    : v.kind === "win"
      ? "win"
      : "loss";
  const key = `simb.best.${kind}.${v.plies === 1 ? "one" : "other"}` as SimWordKey;
  return say(c, key, { player, n: v.plies });
}

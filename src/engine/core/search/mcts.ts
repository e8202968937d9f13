import type { Game } from "../game.ts";
import { playOrThrow } from "../play.ts";
import { opponent, type Player } from "../player.ts";
import { fastPlayout } from "../playout.ts";
import { createRng, type Rng } from "../rng.ts";
import type { Status } from "../status.ts";
import { budgetCheck, defaultClock, type SearchBudget } from "./budget.ts";

/**
 * Monte Carlo tree search with UCT selection (Kocsis & Szepesvári 2006), uniformly random
 * playouts through the family's fast path (`fastPlayout`), and the MCTS-Solver rule
 * (Winands, Björnsson & Saito 2008): a node whose outcome is certain (a finished game, a turn
 * that wins, a position where every turn loses) is marked proven and stops being sampled, so
 * immediate wins and forced short sequences are found exactly. Works for any `Game` through
 * `turns`, `playTurn`, `status` and `toMove`; pure TypeScript, no Node or DOM API.
 */
export interface MctsOptions extends SearchBudget {
  /** Seed of the search's own random numbers (default 1); ignored when `rng` is given. */
  readonly seed?: number;
  readonly rng?: Rng;
  /** UCT exploration constant c in mean + c * sqrt(ln N / n), rewards in [0, 1]. Default 1. */
  readonly exploration?: number;
  /** Turns per random playout before it is scored as a draw. Default 400. */
  readonly maxPlayoutPlies?: number;
  /** Clock in milliseconds; defaults to `performance.now`. */
  readonly clock?: () => number;
}

/** Absolute outcome of a node: the winner, or `draw`. */
type Outcome = Player | "draw";

export interface MctsChild<T> {
  readonly turn: T;
  readonly visits: number;
  /** Mean reward for the player who chooses the turn (1 win, 0.5 draw, 0 loss). */
  readonly mean: number;
  /** The certain result for the player who chooses it, when the solver has proven one. */
  readonly proven?: "win" | "loss" | "draw";
  /** For proven wins and losses: plies to the end of the game after this turn. */
  readonly provenPlies?: number;
}

export interface MctsResult<T> {
  /** The chosen turn; undefined when the game is over. */
  readonly turn: T | undefined;
  readonly iterations: number;
  readonly elapsedMs: number;
  /** The root's result for the player to move when proven. */
  readonly proven?: "win" | "loss" | "draw";
  /** For a proven win or loss, its length in plies from the root. */
  readonly provenPlies?: number;
  /** Statistics of the root's turns, in the order of `game.turns`. */
  readonly children: readonly MctsChild<T>[];
  /**
   * The principal line: the chosen turn, then at each node below it the turn `choose` would
   * pick there, while that node was visited at least `LINE_MIN_VISITS` times (a rarely visited
   * node's choice is noise). Empty when the game is over.
   */
  readonly line: readonly T[];
}

/** Visits a node needs before its choice is part of the principal line. */
const LINE_MIN_VISITS = 8;

interface Node<S, T> {
  readonly state: S;
  readonly parent: Node<S, T> | undefined;
  readonly turn: T | undefined;
  /** The player to move here, or undefined when the game is over. */
  readonly player: Player | undefined;
  /** The player who chose the turn into this node (the parent's player). */
  readonly mover: Player;
  turns: readonly T[] | undefined;
  /** Indices into `turns` not expanded yet, in random order (popped from the end). */
  untried: number[] | undefined;
  readonly children: Node<S, T>[];
  visits: number;
  /** Sum of rewards for `mover`. */
  reward: number;
  outcome: Outcome | undefined;
  /** For a proven win or loss: plies from this node to the end of the game. */
  depth: number;
  /** Index of the turn in the parent's `turns`. */
  readonly index: number;
}

type AnyNode = Node<unknown, unknown>;

const rewardFor = (status: Status, player: Player): number =>
  status.kind === "win" ? (status.winner === player ? 1 : 0) : 0.5;

const outcomeOf = (status: Status): Outcome | undefined =>
  status.kind === "win" ? status.winner : status.kind === "draw" ? "draw" : undefined;

/** A node's outcome, read through a call so that the compiler does not narrow it across mutations. */
const proven = (n: AnyNode): Outcome | undefined => n.outcome;

const relative = (o: Outcome, player: Player): "win" | "loss" | "draw" =>
  o === "draw" ? "draw" : o === player ? "win" : "loss";

function makeNode<S, St, T>(
  game: Game<S, St, T>,
  s: S,
  parent: Node<S, T> | undefined,
  turn: T | undefined,
  mover: Player,
  index: number,
): Node<S, T> {
  const outcome = outcomeOf(game.status(s));
  return {
    state: s,
    parent,
    turn,
    player: outcome === undefined ? game.toMove(s) : undefined,
    mover,
    turns: undefined,
    untried: undefined,
    children: [],
    visits: 0,
    reward: 0,
    outcome,
    depth: 0,
    index,
  };
}

/** Lists a node's turns, in a random order of expansion. */
function prepare<S, St, T>(game: Game<S, St, T>, node: Node<S, T>, rng: Rng): void {
  if (node.turns !== undefined) return;
  node.turns = game.turns(node.state);
  if (node.turns.length === 0)
    throw new Error("ongoing game with no legal turn: the family's status() is wrong");
  const order = node.turns.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  node.untried = order;
}

/** Marks `node` proven when its children decide it; returns whether it changed. */
function solve(node: AnyNode): boolean {
  if (node.outcome !== undefined || node.player === undefined) return false;
  const p = node.player;
  let bestWin = Infinity;
  for (const ch of node.children) if (ch.outcome === p) bestWin = Math.min(bestWin, ch.depth);
  if (bestWin !== Infinity) {
    node.outcome = p;
    node.depth = bestWin + 1;
    return true;
  }
  if (node.untried!.length > 0) return false;
  let anyDraw = false;
  let longestLoss = 0;
  for (const ch of node.children) {
    if (ch.outcome === undefined) return false;
    if (ch.outcome === "draw") anyDraw = true;
    else longestLoss = Math.max(longestLoss, ch.depth);
  }
  node.outcome = anyDraw ? "draw" : opponent(p);
  node.depth = anyDraw ? 0 : longestLoss + 1;
  return true;
}

/** The UCT choice among a node's children, never a proven loss unless all are. */
function select<S, T>(node: Node<S, T>, c: number): Node<S, T> {
  const p = node.player!;
  const logN = Math.log(node.visits + 1);
  let best: Node<S, T> | undefined;
  let bestScore = -Infinity;
  for (const ch of node.children) {
    if (ch.outcome !== undefined && ch.outcome !== "draw" && ch.outcome !== p) continue; // proven loss
    const score =
      ch.visits === 0 ? Infinity : ch.reward / ch.visits + c * Math.sqrt(logN / ch.visits);
    if (score > bestScore) {
      bestScore = score;
      best = ch;
    }
  }
  // Every child is a proven loss: the node is proven too and is never descended into.
  return best ?? node.children[0]!;
}

/** Selection and expansion: the node one iteration scores. */
function descend<S, St, T>(game: Game<S, St, T>, root: Node<S, T>, rng: Rng, c: number) {
  let node = root;
  for (;;) {
    if (node.outcome !== undefined) return node;
    prepare(game, node, rng);
    if (node.untried!.length > 0) {
      const i = node.untried!.pop()!;
      const turn = node.turns![i]!;
      const child = makeNode(
        game,
        playOrThrow(game, node.state, turn),
        node,
        turn,
        node.player!,
        i,
      );
      node.children.push(child);
      return child;
    }
    node = select(node, c);
  }
}

/** The proven outcome of a node as a status, or a random playout's. */
function simulate<S, St, T>(
  game: Game<S, St, T>,
  node: Node<S, T>,
  rng: Rng,
  maxPlies: number,
): Status {
  const outcome = node.outcome;
  if (outcome === undefined) return fastPlayout(game, node.state, rng, maxPlies).status;
  return outcome === "draw"
    ? { kind: "draw", reason: "proven" }
    : { kind: "win", winner: outcome, reason: "proven" };
}

/** Back-propagation, solving upwards while proofs complete. */
function backUp(node: AnyNode, status: Status): void {
  let proving = true;
  for (let n: AnyNode | undefined = node; n !== undefined; n = n.parent) {
    n.visits++;
    n.reward += rewardFor(status, n.mover);
    if (proving && n !== node) proving = solve(n);
  }
}

/** The root's turn: the quickest proven win, else the most visited turn that is not lost. */
function choose<S, T>(root: Node<S, T>): Node<S, T> | undefined {
  const p = root.player!;
  const kids = root.children;
  let chosen: Node<S, T> | undefined;
  if (proven(root) === p) {
    for (const ch of kids)
      if (ch.outcome === p && (chosen === undefined || ch.depth < chosen.depth)) chosen = ch;
    return chosen;
  }
  for (const ch of kids) {
    if (ch.outcome !== undefined && ch.outcome !== "draw" && ch.outcome !== p) continue;
    if (chosen === undefined || ch.visits > chosen.visits) chosen = ch;
  }
  // Every turn loses: resist longest.
  if (chosen === undefined)
    for (const ch of kids) if (chosen === undefined || ch.depth > chosen.depth) chosen = ch;
  return chosen;
}

/** The principal line from the root (see `MctsResult.line`). */
function lineOf<S, T>(root: Node<S, T>): T[] {
  const line: T[] = [];
  let node: Node<S, T> = root;
  while (node.player !== undefined && node.children.length > 0) {
    if (node !== root && node.visits < LINE_MIN_VISITS) break;
    const next: Node<S, T> | undefined = choose(node);
    if (next === undefined) break;
    line.push(next.turn!);
    node = next;
  }
  return line;
}

function childStats<S, T>(root: Node<S, T>): MctsChild<T>[] {
  const p = root.player!;
  return [...root.children]
    .sort((a, b) => a.index - b.index)
    .map((ch) => {
      const base = {
        turn: ch.turn!,
        visits: ch.visits,
        mean: ch.visits === 0 ? 0.5 : ch.reward / ch.visits,
      };
      if (ch.outcome === undefined) return base;
      const proven = relative(ch.outcome, p);
      return proven === "draw"
        ? { ...base, proven }
        : { ...base, proven, provenPlies: ch.depth + 1 };
    });
}

export function mctsSearch<S, St, T>(
  game: Game<S, St, T>,
  state: S,
  options: MctsOptions = {},
): MctsResult<T> {
  const clock = options.clock ?? defaultClock;
  const started = clock();
  const rng = options.rng ?? createRng(options.seed ?? 1);
  const c = options.exploration ?? 1;
  const maxPlies = options.maxPlayoutPlies ?? 400;
  const spent = budgetCheck(options, clock);

  const root = makeNode(game, state, undefined, undefined, opponent(game.toMove(state)), -1);
  if (root.outcome !== undefined)
    return {
      turn: undefined,
      iterations: 0,
      elapsedMs: clock() - started,
      children: [],
      line: [],
    };

  let iterations = 0;
  while (proven(root) === undefined && !spent(iterations)) {
    iterations++;
    const node = descend(game, root, rng, c);
    backUp(node, simulate(game, node, rng, maxPlies));
  }

  // No iteration ran (a zero budget): the first legal turn.
  const turns = root.turns ?? game.turns(state);
  const turn = choose(root)?.turn ?? turns[0];
  const result: MctsResult<T> = {
    turn,
    iterations,
    elapsedMs: clock() - started,
    children: childStats(root),
    line: turn === undefined ? [] : [turn, ...lineOf(root).slice(1)],
  };
  const rootOutcome = proven(root);
  if (rootOutcome === undefined) return result;
  const rel = relative(rootOutcome, root.player!);
  return rel === "draw"
    ? { ...result, proven: rel }
    : { ...result, proven: rel, provenPlies: root.depth };
}

/**
 * `engine diverge`: where two readings of one game first part in play, printed as lines a tool
 * can read (`line:`, `position:`, `only-<ruleset>:`, `result-<ruleset>:`, or `none within N
 * turns`). The search itself is the engine's (engine/diverge.ts: the family's fast one, or core/diverge.ts).
 */
import { loadGameOrThrow } from "../content/ruleset-files.ts";
import {
  searchDivergence,
  type AnyGame,
  type OneSidedTurn,
  type RuleViolation,
  type Status,
} from "../engine/index.ts";
import { flag, integer, required, UsageError, type ParsedArgs } from "./args.ts";

/** Thrown for a failure the user can act on (bad ruleset, bad position); main prints it. */
export class DivergeError extends Error {}

export const DIVERGE_FLAGS = {
  game: {},
  rulesets: {},
  "max-depth": {},
  "max-lines": {},
  position: {},
} as const;

/** The two ruleset ids of `--rulesets A,B`: exactly two, distinct, non-empty. */
export function rulesetPair(text: string): readonly [string, string] {
  const ids = text.split(",").map((s) => s.trim());
  if (ids.length !== 2 || ids.some((id) => id === ""))
    throw new UsageError(`--rulesets needs two ruleset ids, A,B; got "${text}"`);
  const [a, b] = ids as [string, string];
  if (a === b) throw new UsageError(`--rulesets names ${a} twice: compare two different readings`);
  return [a, b];
}

const violationText = (r: RuleViolation): string => {
  const p = r.provenance;
  return p === undefined
    ? r.rule
    : `${r.rule}: ${p.source}${p.evidence === undefined ? "" : ` ${p.evidence}`}, ${p.locator}`;
};

/** Every rule that refuses the turn, `(a: source, locator; then b: ...)`, the engine's first first. */
const refusalText = (t: OneSidedTurn): string => {
  const r = t.refusal;
  if (r === undefined) return "(played but not listed)";
  if (r.kind === "unreadable") return `(unreadable: ${r.message})`;
  const all = t.refusals.length > 0 ? t.refusals : [r];
  const lifted = all.length > 1 && t.allowedOnceLifted ? "; allowed once all are lifted" : "";
  return `(${all.map(violationText).join("; then ")}${lifted})`;
};

const oneSided = (turns: readonly OneSidedTurn[]): string =>
  turns.map((t) => `${t.turn} ${refusalText(t)}`).join(", ");

function startOf(game: AnyGame, text: string): unknown {
  const p = game.parsePosition(text);
  if (!p.ok)
    throw new DivergeError(`bad position "${text}" under ${game.ruleset.id}: ${p.error.message}`);
  return p.value;
}

export function cmdDiverge(
  args: ParsedArgs,
  out: (line: string) => void,
  formatStatus: (game: AnyGame, st: Status) => string,
): void {
  const gameId = required(args, "game");
  const [idA, idB] = rulesetPair(required(args, "rulesets"));
  const a = loadGameOrThrow(gameId, idA);
  const b = loadGameOrThrow(gameId, idB);
  if (a.ruleset.family !== b.ruleset.family)
    throw new DivergeError(`${idA} and ${idB} run on different engine families`);
  const maxDepth = integer(args, "max-depth", 0, 32, 4);
  const maxLinesText = flag(args, "max-lines");
  const position = flag(args, "position");
  const r = searchDivergence(a, b, {
    maxDepth,
    ...(position === undefined
      ? {}
      : { start: { a: startOf(a, position), b: startOf(b, position) } }),
    ...(maxLinesText === undefined ? {} : { maxLines: integer(args, "max-lines", 1, 1e12) }),
  });
  if (r.kind === "none") {
    out(
      `none within ${maxDepth} turns (${r.lines} lines compared${r.depth < maxDepth ? `; every line ends by turn ${r.depth}` : ""})`,
    );
    return;
  }
  if (r.kind === "cut") {
    out(`none within ${r.depth} turns; stopped at --max-lines after ${r.lines} lines`);
    return;
  }
  out(`line: ${r.line.join(" ")}`);
  out(`position: ${r.position}`);
  out(`only-${idA}: ${oneSided(r.onlyA)}`);
  out(`only-${idB}: ${oneSided(r.onlyB)}`);
  const resultA = formatStatus(a, r.statusA);
  const resultB = formatStatus(b, r.statusB);
  if (resultA !== resultB) {
    out(`result-${idA}: ${resultA}`);
    out(`result-${idB}: ${resultB}`);
  }
}

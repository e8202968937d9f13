/** Words the simulator shows: moves played, refusals naming the rule and its source, results, values. */
import type { Played, ProvenanceLike } from "../session.ts";
import type { SimGame, SimTeloValue, Status } from "../engine.ts";
import { statusWords } from "../../site/status-words.ts";
import { capital } from "../../site/words.ts";
import { basisWords } from "../../site/basis-words.ts";

/**
 * `walker-2011, rule 8` -> `Walker 2011, rule 8`, from the page's table of source names, with the
 * basis when the rule is not stated by the reading's own source (`…, Rules, stated elsewhere`,
 * `…, p. 153, inferred`): a basis is never implied. A rule the reader changed is cited as the
 * reader's change, never as the source's (`your change, not the rule of Walker 2011, rule 8`).
 */
export function citation(p: ProvenanceLike, sources: Readonly<Record<string, string>>): string {
  // The engine marks a value the reader set: the passage it cites says otherwise.
  if (p.override === true)
    return `your change, not the rule of ${sources[p.source] ?? p.source}, ${p.locator}`;
  const basis =
    p.basis === undefined || p.basis === "stated" ? "" : `, ${basisWords(p.basis).label}`;
  return `${sources[p.source] ?? p.source}, ${p.locator}${basis}`;
}

/** "Capture is compulsory: ... (Walker 2011, rule 8)". */
export function refusal(
  e: { message: string; provenance?: ProvenanceLike },
  sources: Readonly<Record<string, string>>,
): string {
  const why = capital(e.message);
  return e.provenance === undefined ? why : `${why} (${citation(e.provenance, sources)})`;
}

export function statusText(
  s: Status,
  players: readonly [string, string],
  sources: Readonly<Record<string, string>>,
): string {
  if (s.kind === "ongoing") return "";
  const reason = statusWords(s.reason).clause;
  const cite = s.provenance === undefined ? "" : `; ${citation(s.provenance, sources)}`;
  if (s.kind === "draw") return `The game is drawn (${reason}${cite}).`;
  return `${capital(players[s.winner])} wins (${reason}${cite}).`;
}

/** Says what a move did: who played it, what it took (`taken`), and the end of the game. */
export function playedText(
  g: SimGame,
  e: Played,
  taken: readonly string[],
  sources: Readonly<Record<string, string>>,
): string {
  const player = capital(g.players[g.toMove(e.before)]);
  const takes = taken.length > 0 ? `, taking ${taken.join(", ")}` : "";
  const end = statusText(g.status(e.after), g.players, sources);
  return `${player} played ${e.text}${takes}.${end === "" ? "" : ` ${end}`}`;
}

/** A Telo value for the player it belongs to: "wins in 9 plies", "a draw". */
export function teloValueText(v: SimTeloValue): string {
  if (v.kind === "draw") return "draw with best play";
  return `${v.kind === "win" ? "wins" : "loses"} in ${v.plies} ${v.plies === 1 ? "ply" : "plies"}`;
}

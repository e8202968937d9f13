/** Reading a game link (the URL hash) into a game, or the reason it cannot be one. */
import type { SimConfig, SimRuleset } from "../config.ts";
import { err, ok, type Result, type SimGame } from "../engine.ts";
import { Session, parseLink } from "../session.ts";
import { refusal } from "./messages.ts";

const short = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** An empty hash, or one naming an element of the page (an ordinary anchor), is no game link. */
export function isPageAnchor(hash: string): boolean {
  if (hash === "") return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(hash);
  } catch {
    return false;
  }
  return hash.length < 200 && document.getElementById(decoded) !== null;
}

/** The game a link holds: its ruleset, and the session with the link's moves played. */
export interface LinkedGame {
  readonly ruleset: SimRuleset;
  readonly session: Session;
}

/** The ruleset and the game a link holds, replayed move by move; or what is wrong with it. */
export async function readGameLink(
  hash: string,
  config: SimConfig,
  gameOf: (r: SimRuleset) => Promise<SimGame>,
): Promise<Result<LinkedGame, string>> {
  const link = parseLink(hash);
  if (!link.ok) return link;
  const r = config.rulesets.find((x) => x.id === link.value.ruleset);
  if (r === undefined)
    return err(`no ruleset "${short(link.value.ruleset)}" for ${config.gameName}`);
  let session: Session;
  try {
    session = new Session(await gameOf(r), link.value.position);
  } catch (e) {
    return err(`bad position: ${short(e instanceof Error ? e.message : String(e))}`);
  }
  for (const [i, m] of link.value.moves.entries()) {
    const step = m.startsWith("~");
    const played = session.play(step ? m.slice(1) : m, step ? "step" : "turn");
    if (!played.ok)
      return err(`move ${i + 1}, "${short(m)}": ${refusal(played.error, config.sources)}`);
  }
  return ok({ ruleset: r, session });
}

/** What the simulator says after reading a link: the game restored, or why it could not be. */
export function linkMessage(read: Result<LinkedGame, string>): string {
  if (!read.ok)
    return `This link does not hold a game that can be played here (${read.error}); a new game has started.`;
  const { ruleset, session } = read.value;
  return `Game restored from the link: ${ruleset.title}, ${session.turnGroups().length} moves.`;
}

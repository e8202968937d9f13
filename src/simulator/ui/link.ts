/** Reading a game link (the URL hash) into a game, or the reason it cannot be one. */
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import { err, ok, type Result } from "../../play/engine.ts";
import { parseChanges, type Changes } from "../../reading/changes.ts";
import { PositionError, Session } from "../../play/session.ts";
import { parseLink } from "../../play/link.ts";
import { parseErrorText } from "../../play/parse-words.ts";
import { refusal, say, type Said } from "../../play/messages.ts";
import type { Rulesets } from "./rulesets.ts";
import type { Pinned, PinProblem } from "../pinned.ts";

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

/**
 * The form of the ruleset a link is played under. A link made under the version the ruleset
 * plays now (or under none) needs nothing more; only one made under another version loads the
 * versions code (src/simulator/pinned.ts), so that a page pays for it only then.
 */
async function pinnedTo(
  config: SimConfig,
  r: SimRuleset,
  version: string | undefined,
): Promise<Result<Pinned, PinProblem>> {
  if (version === undefined || version === r.version.version) return ok({ ruleset: r });
  const { pinned } = await import("../pinned.ts");
  return pinned(config.game, r, version, undefined, config);
}

/** The game a link holds: its ruleset, the reader's changes, the session with the moves played. */
export interface LinkedGame {
  /** The ruleset it is played under: as it is now, or as kept under the link's version. */
  readonly ruleset: SimRuleset;
  /** What the reader is told about the link's version, when it is not the ruleset as it is now. */
  readonly versionNote?: string | undefined;
  readonly changes: Changes;
  readonly session: Session;
  /** The words of the page that read it, for linkMessage. */
  readonly said: Said;
}

/**
 * Why a link holds no game: the words, and the source's reading to start afresh under when the
 * link named a ruleset of the page but changed it in a way the engine refuses.
 */
export interface LinkProblem {
  readonly text: string;
  readonly ruleset?: SimRuleset | undefined;
  /** The words of the page that read it, for linkMessage. */
  readonly said: Said;
}

/** The reading and the game a link holds, replayed move by move; or what is wrong with it. */
export async function readGameLink(
  hash: string,
  config: SimConfig,
  rulesets: Pick<Rulesets, "changed">,
): Promise<Result<LinkedGame, LinkProblem>> {
  const link = parseLink(hash);
  if (!link.ok) return err({ text: parseErrorText(config, link.error, "linkerr"), said: config });
  const named = config.rulesets.find((x) => x.id === link.value.ruleset);
  if (named === undefined)
    return err({
      text: say(config, "simb.link.noRuleset", {
        id: short(link.value.ruleset),
        game: config.gameName,
      }),
      said: config,
    });
  const pin = await pinnedTo(config, named, link.value.version);
  if (!pin.ok) return err({ ...pin.error, said: config });
  const r = pin.value.ruleset;
  const overrides = parseChanges(link.value.options ?? "");
  if (!overrides.ok)
    return err({
      text: parseErrorText(config, overrides.error, "linkerr"),
      ruleset: named,
      said: config,
    });
  const reading = await rulesets.changed(r, overrides.value);
  if (!reading.ok)
    return err({
      text: say(config, "simb.link.cannotChange", { title: r.title, error: reading.error }),
      ruleset: named,
      said: config,
    });
  let session: Session;
  try {
    session = new Session(reading.value.game, link.value.position);
  } catch (e) {
    // The engine's reason, in the page's words; the offending text is cut short, not the why.
    const error =
      e instanceof PositionError
        ? parseErrorText(config, e.parse)
        : parseErrorText(config, { message: short(e instanceof Error ? e.message : String(e)) });
    return err({ text: say(config, "simb.link.badPosition", { error }), said: config });
  }
  for (const [i, m] of link.value.moves.entries()) {
    const step = m.startsWith("~");
    const played = session.play(step ? m.slice(1) : m, step ? "step" : "turn");
    if (!played.ok)
      return err({
        text: say(config, "simb.link.move", {
          n: i + 1,
          move: short(m),
          why: refusal(played.error, config),
        }),
        said: config,
      });
  }
  return ok({
    ruleset: r,
    versionNote: pin.value.note,
    changes: reading.value.changes,
    session,
    said: config,
  });
}

/**
 * What the simulator says after reading a link: the game restored, or why it could not be, in
 * the words of the page whose link it read.
 */
export function linkMessage(read: Result<LinkedGame, LinkProblem>, title: string): string {
  if (!read.ok) {
    const { text: error, ruleset: under, said: c } = read.error;
    return under === undefined
      ? say(c, "simb.link.refused", { error })
      : say(c, "simb.link.refusedUnder", { error, title: under.title });
  }
  const c = read.value.said;
  const note = read.value.versionNote === undefined ? "" : ` ${read.value.versionNote}`;
  const n = read.value.session.turnGroups().length;
  const restored =
    n === 1
      ? say(c, "simb.link.restoredOne", { title })
      : say(c, "simb.link.restored", { title, n });
  return `${restored}${note}`;
}

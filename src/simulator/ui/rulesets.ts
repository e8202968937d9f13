/**
 * The page's rulesets in the running simulator: each compiled once, when first played; a game
 * carried over to another ruleset; a documented game set up to be stepped through. What the
 * simulator says about each is worded here, beside the decision it reports.
 */
import type { SimConfig, SimReplay, SimRuleset } from "../../play/config.ts";
import {
  compileReading,
  compileRuleset,
  err,
  ok,
  optionSpecs,
  type OptionSpecs,
  type Result,
  type SimGame,
} from "../../play/engine.ts";
import { changesOf, formatChanges, type Changes } from "../../reading/changes.ts";
import { Session } from "../../play/session.ts";
import { say, type Said } from "../../play/messages.ts";
import { optionErrorsSaid } from "../../play/parse-words.ts";

/** A session the simulator switches to, and what it says about it. */
export interface Switched {
  readonly session: Session;
  readonly message: string;
}

/** Compiled games are kept by ruleset, and by kept version when an earlier one is played. */
const gameKey = (r: SimRuleset): string => (r.asOf === undefined ? r.id : `${r.id}@${r.asOf}`);

export class Rulesets {
  private readonly games = new Map<string, SimGame>();
  private readonly config: SimConfig;

  constructor(config: SimConfig) {
    this.config = config;
  }

  byId(id: string): SimRuleset | undefined {
    return this.config.rulesets.find((r) => r.id === id);
  }

  /** The ruleset the page presets, or its first. */
  get preset(): SimRuleset | undefined {
    return this.byId(this.config.preset) ?? this.config.rulesets[0];
  }

  /** The ruleset's compiled game; the page's rulesets were checked at build, so none fails. */
  async game(r: SimRuleset): Promise<SimGame> {
    const known = this.games.get(gameKey(r));
    if (known !== undefined) return known;
    const c = await compileRuleset(r.spec);
    if (!c.ok) throw new Error(`ruleset ${r.id}: ${c.error}`);
    this.games.set(gameKey(r), c.value);
    return c.value;
  }

  /** The game's option declarations, from the family the simulator has already loaded. */
  specs(r: SimRuleset): Promise<OptionSpecs> {
    return optionSpecs(r.spec);
  }

  /**
   * The ruleset under the reader's changes (`overrides`: typed values, or a link's texts): the
   * game and the changes as typed values (none when every value is the source's), or why the
   * engine refuses each option and value, in the page's words.
   */
  async changed(
    r: SimRuleset,
    overrides: Readonly<Record<string, unknown>>,
  ): Promise<Result<{ game: SimGame; changes: Changes }, string>> {
    if (Object.keys(overrides).length === 0) return ok({ game: await this.game(r), changes: {} });
    const c = await compileReading(r.spec, overrides);
    // The engine's reasons, in the page's words (its English on an English page).
    if (!c.ok) return err(optionErrorsSaid(this.config, c.error));
    const changes = changesOf(c.value, r.spec.options, overrides);
    if (Object.keys(changes).length === 0) return ok({ game: await this.game(r), changes });
    const key = `${gameKey(r)}~${formatChanges(changes, await this.specs(r))}`;
    const known = this.games.get(key);
    if (known !== undefined) return ok({ game: known, changes });
    this.games.set(key, c.value);
    return ok({ game: c.value, changes });
  }
}

/**
 * The game so far under another ruleset (`game`, titled `title`): every move again when each is
 * legal under it, else the same position when the new ruleset can read it, else a new game. A
 * tree that holds more than the line shown is carried first by tree-edit.ts (`carryTree`).
 */
export function carriedOver(old: Session, game: SimGame, title: string, c: Said): Switched {
  const replay = new Session(game, old.startText);
  if (old.history.length === 0)
    return { session: replay, message: say(c, "simb.nowNoMove", { title }) };
  if (old.history.every((m) => replay.play(m.text, m.kind).ok))
    return { session: replay, message: say(c, "simb.nowAllLegal", { title }) };
  const position = game.parsePosition(old.game.formatPosition(old.state));
  if (position.ok && !old.inTurn())
    return {
      session: new Session(game, game.formatPosition(position.value)),
      message: say(c, "simb.nowSamePosition", { title }),
    };
  return { session: new Session(game), message: say(c, "simb.nowNewGame", { title }) };
}

/**
 * A documented game, ready to step through: its moves wait on the redo stack, up to the first
 * one the ruleset refuses, if any (the message then names it).
 */
export function replayed(game: SimGame, replay: SimReplay, title: string, c: Said): Switched {
  const session = new Session(game);
  let refused: string | undefined;
  for (const m of replay.moves)
    if (!session.play(m, "turn").ok) {
      refused = m;
      break;
    }
  while (session.undo());
  return {
    session,
    message:
      refused === undefined
        ? say(c, "simb.replayReady", {
            game: replay.title,
            n: replay.moves.length,
            title,
            next: say(c, "simb.c.next"),
          })
        : say(c, "simb.replayRefused", { title, move: refused }),
  };
}

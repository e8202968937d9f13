/**
 * The search worker: compiles its own game from the ruleset (compiled games are not shared
 * between threads), replays the moves and answers with the computer's turn.
 */
import { compileRuleset, searchTurn } from "./engine.ts";
import { Session } from "./session.ts";
import type { SearchReply, SearchRequest } from "./ui/computer.ts";

const reply = (r: SearchReply) => {
  postMessage(r);
};

addEventListener("message", (e: MessageEvent<SearchRequest & { id: number }>) => {
  void answer(e.data);
});

async function answer(req: SearchRequest & { id: number }): Promise<void> {
  const compiled = await compileRuleset(req.spec);
  if (!compiled.ok) {
    reply({ id: req.id, error: compiled.error });
    return;
  }
  let session: Session;
  try {
    session = new Session(compiled.game, req.start);
  } catch (e) {
    reply({ id: req.id, error: String(e) });
    return;
  }
  for (const m of req.moves) {
    const r = session.play(m.text, m.kind);
    if (!r.ok) {
      reply({ id: req.id, error: `cannot replay ${m.text}: ${r.error.message}` });
      return;
    }
  }
  const turn = await searchTurn(compiled.game, session.state, req.ms, req.seed);
  reply({ id: req.id, turn });
}

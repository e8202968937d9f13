/**
 * What a mancala turn's sowing touched, read from the engine's own sowing path (`sowingMoves`):
 * the holes in the order sown, the hole lifted first, the relay laps' lifts, the last hole
 * sown, the captures, with the roles of a grid's last turn (last.ts). No DOM; the simulator's
 * ui/sown.ts draws it and sets the DOM contract's `data-sown` and `data-last`
 * (docs/simulator.md). Apart from last.ts so that only mancala pages load it.
 */
import type { SowingMove, SowingPlace } from "./engine.ts";
import type { LastRole } from "./last.ts";

/** What a mancala turn's sowing touched (the engine's own path, `sowingMoves`), hole by hole. */
export interface Sown {
  /** Each hole sown, with the order of every counter dropped into it (1 the first). */
  readonly orders: Map<string, number[]>;
  /** Each hole's roles: `from` first lifted, `path` sown on the way or lifted for a relay lap, `to` the last sown, `captured`. */
  readonly roles: Map<string, LastRole[]>;
}

/** `south:a3` for a hole of the sowing path; undefined for a store or reserve. */
export const sownHole = (p: SowingPlace): string | undefined =>
  p.kind === "hole" ? `${p.owner === 0 ? "south" : "north"}:${p.name}` : undefined;

/**
 * The holes a sowing touched, read from its moves: the orders of the drops (a hole sown on two
 * laps has two), the hole lifted first, the relay laps' lifts, the last hole sown, the captures.
 */
export function sownMarks(moves: readonly SowingMove[]): Sown {
  const orders = new Map<string, number[]>();
  const roles = new Map<string, LastRole[]>();
  const add = (id: string, role: LastRole) => {
    const r = roles.get(id) ?? [];
    if (!r.includes(role)) r.push(role);
    roles.set(id, r);
  };
  let drops = 0;
  let last: string | undefined;
  let lifted = false;
  for (const m of moves) {
    const id = sownHole(m.at);
    if (id === undefined) continue;
    if (m.action === "drop") {
      orders.set(id, [...(orders.get(id) ?? []), ++drops]);
      last = id;
    }
    if (m.action === "lift") {
      add(id, lifted ? "path" : "from");
      lifted = true;
    } else if (m.action === "capture") add(id, "captured");
    // A move may touch other holes as well: Chiana's lone rearmost counter, merged forward
    // before the series is sown, leaves the hole the player chose.
    for (const c of m.counts) {
      const other = sownHole(c.at);
      if (other === undefined || other === id) continue;
      if (m.action === "capture") add(other, "captured");
      else {
        add(other, lifted ? "path" : "from");
        lifted = true;
      }
    }
  }
  for (const [id, o] of orders) {
    // The last hole sown is the end of the path unless counters were also sown there before.
    if (id !== last || o.length > 1) add(id, "path");
    if (id === last) add(id, "to");
  }
  return { orders, roles };
}

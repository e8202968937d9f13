import type { LoadedGame } from "../families.ts";
import { compiler } from "./game.ts";

export { turnSowingPath } from "./sowing.ts";

/** Chiana wa Kunja and Chiana wa Bwalo: one rules module, two games. */
const chiana = (id: string) => async (): Promise<LoadedGame> => {
  const [rules, options] = await Promise.all([
    import("./chiana.ts"),
    import("./chiana-options.ts"),
  ]);
  return {
    compile: compiler((s, o) => rules.compileChiana(id, s, o)),
    options: options.CHIANA_OPTIONS,
  };
};

/** Msuwa and Msuwa wa Kunja: one rules module, two games. */
const msuwa = (id: string) => async (): Promise<LoadedGame> => {
  const [rules, options] = await Promise.all([import("./msuwa.ts"), import("./msuwa-options.ts")]);
  return {
    compile: compiler((s, o) => rules.compileMsuwa(id, s, o)),
    options: options.MSUWA_OPTIONS,
  };
};

const fifangha = async (): Promise<LoadedGame> => {
  const [rules, options] = await Promise.all([
    import("./fifangha.ts"),
    import("./fifangha-options.ts"),
  ]);
  return {
    compile: compiler((s, o) => rules.compileFifangha("fifangha", s, o)),
    options: options.FIFANGHA_OPTIONS,
  };
};

/**
 * The family's games, each loaded on its own, by game id: a page that plays Msuwa downloads
 * neither Chiana's nor Fifangha's rules, which are two thirds of the family's code (a dynamic
 * import per rules module, so the bundler gives each its own chunk). `index.ts` holds the same
 * games loaded at once, for Node and the research workers;
 * tests/engine/mancala/games.test.ts checks that the two tables agree. This module is the
 * family's entry for the browser (with the sowing paths the simulator draws), which must not
 * import `index.ts`: that loads every game at once.
 */
export const MANCALA_GAMES: Readonly<Record<string, () => Promise<LoadedGame>>> = {
  "chiana-wa-kunja": chiana("chiana-wa-kunja"),
  "chiana-wa-bwalo": chiana("chiana-wa-bwalo"),
  msuwa: msuwa("msuwa"),
  "msuwa-wa-kunja": msuwa("msuwa-wa-kunja"),
  fifangha,
};

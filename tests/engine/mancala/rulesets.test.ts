import { describe, expect, it } from "vitest";
import { mancalaGames } from "../../../src/engine/mancala/index.ts";
import { toSpec } from "../../../src/content/rulesets.ts";
import { GAME_IDS, rulesetFiles } from "./helpers.ts";

describe("mancala ruleset files", () => {
  const files = rulesetFiles();

  it("exist for every game of the family, with the required readings", () => {
    const ids = (game: string): string[] =>
      files.filter((f) => f.game === game).map((f) => f.data.id);
    for (const game of ["chiana-wa-kunja", "chiana-wa-bwalo", "msuwa", "msuwa-wa-kunja"])
      expect(ids(game)).toContain("sanderson-1913");
    expect(ids("fifangha")).toContain("flacourt-1658");
    expect(Object.keys(mancalaGames).sort()).toEqual([...GAME_IDS].sort());
  });

  for (const { game, file, data } of files) {
    describe(`${game}/${file}`, () => {
      it("parses with the ruleset schema, its id and game matching its path", () => {
        expect(`${data.id}.yaml`).toBe(file);
        expect(data.game).toBe(game);
        expect(data.family).toBe("mancala");
      });

      it("compiles without option errors, keeping each option's provenance", () => {
        const compile = mancalaGames[game]!;
        const r = compile(toSpec(data));
        if (!r.ok) expect.fail(r.error.map((e) => `${e.option}: ${e.message}`).join("; "));
        for (const [key, cited] of Object.entries(data.options))
          expect(r.value.options[key]?.provenance).toEqual(cited.provenance);
      });

      it("gives reasoning for every option value that the source does not state", () => {
        for (const [key, cited] of Object.entries(data.options))
          if (cited.provenance.basis !== "stated")
            expect(cited.provenance.reasoning, key).toBeTruthy();
      });
    });
  }

  it("reconstructs Fifangha from Flacourt's French with the English translation beside it", () => {
    const fif = files.find((f) => f.game === "fifangha" && f.data.id === "flacourt-1658")!;
    expect(fif.data.type).toBe("reconstructed");
    const quoted = Object.values(fif.data.options).filter((o) => o.provenance.quote !== undefined);
    expect(quoted.length).toBeGreaterThan(10);
    for (const o of quoted) {
      expect(o.provenance.lang).toBe("fr");
      expect(o.provenance.translation).toBeTruthy();
      expect(o.provenance.source).toBe("flacourt-1658");
    }
  });
});

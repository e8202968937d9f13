import { describe, expect, it } from "vitest";
import { readRulesetFile, rulesetFiles } from "../../../src/content/ruleset-files.ts";
import { toSpec } from "../../../src/content/rulesets.ts";
import { fanoronaGames } from "../../../src/engine/fanorona/index.ts";
import {
  FANORONA_GAME_IDS,
  FANORONA_OPTION_KEYS,
  RIATRA_OPTION_KEYS,
  type FanoronaGameId,
} from "../../../src/engine/fanorona/options.ts";

const files = rulesetFiles(FANORONA_GAME_IDS);

describe("fanorona-family ruleset files", () => {
  it("include the rulesets the issue asks for", () => {
    const ids = (g: string) => files.filter((f) => f.game === g).map((f) => f.id);
    expect(ids("fanorona")).toEqual(
      expect.arrayContaining(["icga", "montgomery-1896", "walker-2011", "basque", "dlp"]),
    );
    expect(ids("fanoron-dimy")).toEqual(expect.arrayContaining(["basque", "icga"]));
    expect(ids("vela")).toEqual(
      expect.arrayContaining(["basque", "montgomery-1896", "walker-2011"]),
    );
  });

  for (const { game, id } of files)
    it(`${game}/${id} validates against the ruleset schema and compiles`, () => {
      const data = readRulesetFile(game, id);
      if (!data.ok) throw new Error(data.error);
      expect(data.value.family).toBe("fanorona");
      const keys = game === "vela" ? FANORONA_OPTION_KEYS : RIATRA_OPTION_KEYS;
      expect(Object.keys(data.value.options).sort()).toEqual([...keys].sort());
      const compiled = fanoronaGames[game as FanoronaGameId](toSpec(data.value));
      if (!compiled.ok) throw new Error(JSON.stringify(compiled.error));
      expect(compiled.value.turns(compiled.value.setup()).length).toBeGreaterThan(0);
    });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { fanoronaGames } from "../../../src/engine/fanorona/index.ts";
import { FANORONA_OPTION_KEYS, RIATRA_OPTION_KEYS } from "../../../src/engine/fanorona/options.ts";
import { rulesetSchema } from "../../../src/schemas/ruleset.ts";

const ROOT = join(import.meta.dirname, "../../../content/rulesets");
const GAMES = ["fanorona", "fanoron-dimy", "vela"] as const;

const files = GAMES.flatMap((game) =>
  readdirSync(join(ROOT, game))
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => ({ game, file: f, path: join(ROOT, game, f) })),
);

describe("fanorona-family ruleset files", () => {
  it("include the rulesets the issue asks for", () => {
    const ids = (g: string) =>
      files.filter((f) => f.game === g).map((f) => f.file.replace(".yaml", ""));
    expect(ids("fanorona")).toEqual(
      expect.arrayContaining(["icga", "montgomery-1896", "walker-2011", "basque", "dlp"]),
    );
    expect(ids("fanoron-dimy")).toEqual(expect.arrayContaining(["basque", "icga"]));
    expect(ids("vela")).toEqual(
      expect.arrayContaining(["basque", "montgomery-1896", "walker-2011"]),
    );
  });

  for (const { game, file, path } of files)
    it(`${game}/${file} validates against the ruleset schema and compiles`, () => {
      const raw: unknown = parse(readFileSync(path, "utf8"));
      const data = rulesetSchema.parse(raw);
      expect(data.id).toBe(file.replace(".yaml", ""));
      expect(data.game).toBe(game);
      expect(data.family).toBe("fanorona");
      const keys = game === "vela" ? FANORONA_OPTION_KEYS : RIATRA_OPTION_KEYS;
      expect(Object.keys(data.options).sort()).toEqual([...keys].sort());
      const compiled = fanoronaGames[game]({
        id: data.id,
        game: data.game,
        family: data.family,
        options: data.options,
      });
      if (!compiled.ok) throw new Error(JSON.stringify(compiled.error));
      expect(compiled.value.turns(compiled.value.setup()).length).toBeGreaterThan(0);
    });
});

/**
 * Every game's summary in Malagasy on its Malagasy page (issue 35): the page shows our Malagasy
 * (`translations.mg`, awaiting review until someone has checked it) and not the English summary,
 * which a Malagasy reader met under an apology before. Expectations come from the content files.
 */
import { describe, expect, it } from "vitest";
import { creditIn } from "../../src/i18n/credit.ts";
import { db } from "../support/content.ts";
import { fileForPath, mainOf, readDist, textOf } from "./dist.ts";

/** The first words of a text as a page shows it: whitespace collapsed, typographic quotes kept. */
const opening = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 60);

describe("the game summaries in Malagasy", () => {
  it.each(db.games.map((g) => [g.id, g] as const))(
    "/mg/games/%s/ shows the Malagasy summary, not the English",
    (id, game) => {
      const mg = game.data.translations?.mg;
      expect(mg, `content/games/${id}.yaml: no translations.mg`).toBeDefined();
      const file = fileForPath(`/mg/games/${id}/`);
      expect(file).toBeDefined();
      const text = textOf(mainOf(readDist(file!)));
      expect(text).toContain(opening(mg!.text));
      expect(text).not.toContain(opening(game.data.summary));
    },
  );

  it("credits our Malagasy as the content records it: by whom, and awaiting review", () => {
    const unreviewed = db.games.filter((g) => g.data.translations?.mg?.reviewed === undefined);
    expect(unreviewed.length).toBeGreaterThan(0);
    for (const g of unreviewed) {
      const text = textOf(mainOf(readDist(fileForPath(`/mg/games/${g.id}/`)!)));
      expect(text, g.id).toContain(textOf(creditIn("mg", g.data.translations!.mg!)));
    }
  });
});

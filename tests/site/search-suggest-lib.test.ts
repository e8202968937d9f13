import { describe, expect, it } from "vitest";
import { suggest, vocabularyWords } from "../../src/search/suggest.ts";
import { tidyExcerpt } from "../../src/search/excerpt.ts";
import { spellingGroups } from "../../src/content/spellings.ts";
import { db } from "../support/content.ts";

// The site's own vocabulary, as the search page gives it: games, then every spelling group.
const known = vocabularyWords([
  ...db.games.map((g) => g.data.name),
  ...spellingGroups(db).flatMap((g) => g.terms),
]);

describe("did you mean", () => {
  it("suggests Fanorona for fanarona, from the games' names", () => {
    const fanorona = db.games.find((g) => g.id === "fanorona")!.data.name;
    expect(suggest("fanarona", known)).toEqual([fanorona]);
  });

  it("corrects each unknown word of a query and keeps the rest", () => {
    expect(suggest("fanarona vela", known)[0]?.toLowerCase()).toBe("fanorona vela");
  });

  it("suggests nothing for a known word, a short word or a word far from every known one", () => {
    expect(suggest("Fanorona", known)).toEqual([]);
    expect(suggest("fan", known)).toEqual([]);
    expect(suggest("qwxzvbnm", known)).toEqual([]);
  });
});

describe("result snippets", () => {
  it("start at the sentence before the first match", () => {
    expect(tidyExcerpt("of the second sentence. Thirdly the <mark>retreat</mark> takes")).toBe(
      "Thirdly the <mark>retreat</mark> takes",
    );
  });

  it("are marked as cut when they open mid-sentence with no sentence start before the match", () => {
    expect(tidyExcerpt("of the <mark>retreat</mark>. Then")).toBe(
      "… of the <mark>retreat</mark>. Then",
    );
    expect(tidyExcerpt("The <mark>retreat</mark>")).toBe("The <mark>retreat</mark>");
  });
});

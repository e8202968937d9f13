/**
 * The simulator's documented-game replays and option values in the page's language, as the
 * built French and Malagasy game pages carry them in `data-sim-config` (src/simulator/replays.ts,
 * the `replay.` area of the tables): the titles are the page's words, with the Basque article's
 * opening names kept and a ruleset title with no translation said to be English; the English
 * page's titles are the English table's. Values said in words (on/off/none) are the page's too.
 */
import { describe, expect, it } from "vitest";
import { readDist } from "./dist.ts";
import { loadContent } from "../../src/content/load-files.ts";
import { ROOT } from "../../scripts/lib/build.ts";
import { titleIn } from "../../src/i18n/content.ts";
import { t } from "../../src/i18n/t.ts";
import { localize, type Lang } from "../../src/i18n/languages.ts";
import type { SimConfig } from "../../src/play/config.ts";

/** The games with documented replays: the Basque article's, Telo's and Chiana's computed ones. */
const GAMES = ["fanorona", "vela", "fanorona-telo", "chiana-wa-kunja"] as const;
const OPENINGS = ["vakiloha", "havanana", "havia", "fohy", "kobaka"] as const;

function configOf(lang: Lang, game: string): SimConfig {
  const html = readDist(`${localize(lang, `/games/${game}/`).slice(1)}index.html`);
  const json = /<script type="application\/json" data-sim-config>([\s\S]*?)<\/script>/.exec(html);
  expect(json, `${lang} ${game}: no data-sim-config`).not.toBeNull();
  return JSON.parse(json![1]!) as SimConfig;
}

describe("replay titles and option values in the page's language", () => {
  const { db } = loadContent(ROOT);
  const rulesets = (game: string) => db.rulesets.filter((r) => r.data.game === game);

  it.each(["fr", "mg"] as const)("%s pages title every replay in their language", (lang) => {
    for (const game of GAMES) {
      const english = configOf("en", game).replays;
      const ours = configOf(lang, game).replays;
      expect(english.length, game).toBeGreaterThan(0);
      // The same replays (rulesets, moves), each with a title of its own in the page's language.
      expect(ours.map((r) => [r.ruleset, r.moves])).toEqual(
        english.map((r) => [r.ruleset, r.moves]),
      );
      ours.forEach((r, i) => expect(r.title, game).not.toBe(english[i]!.title));
    }
    const openings = configOf(lang, "fanorona").replays.map((r) => r.title);
    OPENINGS.forEach((name, i) => {
      // The Malagasy opening name is kept; its gloss is the page's.
      expect(openings[i]).toContain(name);
      expect(openings[i]).toContain(t(lang, `replay.gloss.${name}`));
      expect(openings[i]).not.toContain(t("en", `replay.gloss.${name}`));
    });
  });

  it.each(["fr", "mg"] as const)("%s titles name each ruleset as the page does", (lang) => {
    for (const game of ["fanorona-telo", "chiana-wa-kunja"]) {
      const titles = configOf(lang, game).replays.map((r) => r.title);
      for (const r of rulesets(game)) {
        const shown = titleIn(lang, r.data);
        // A title still in English is set apart and said to be English, not passed off as ours.
        const name =
          shown.lang === "en" ? t(lang, "replay.englishTitle", { title: shown.text }) : shown.text;
        if (shown.lang === "en") expect(name, r.id).not.toBe(shown.text);
        expect(
          titles.some((x) => x.includes(name)),
          `${lang} ${r.id}`,
        ).toBe(true);
      }
    }
  });

  it("the English page's titles are the English table's, its rulesets by their titles", () => {
    const telo = configOf("en", "fanorona-telo").replays.map((r) => r.title);
    expect(telo.sort()).toEqual(
      rulesets("fanorona-telo")
        .map((r) => t("en", "replay.perfect", { title: r.data.title }))
        .sort(),
    );
    const openings = configOf("en", "fanorona").replays.map((r) => r.title);
    expect(openings).toEqual(
      OPENINGS.map((name) =>
        t("en", "replay.opening", { name, gloss: t("en", `replay.gloss.${name}`) }),
      ),
    );
  });

  it.each(["fr", "mg"] as const)("%s pages say option values in their words", (lang) => {
    for (const game of GAMES) {
      const words = configOf(lang, game).words.text;
      const english = configOf("en", game).words.text;
      for (const key of ["simb.val.on", "simb.val.off", "simb.val.none"] as const) {
        expect(words[key]).toBe(t(lang, key));
        expect(words[key], `${lang} ${game} ${key}`).not.toBe(english[key]);
      }
    }
  });
});

/**
 * Which simulator each built page carries (issue 10, item 1): every ruleset page plays its own
 * ruleset; an evidence page presets a ruleset resting on its record, or says in words which
 * reading it plays instead; a game the engine does not play keeps a note. Tests dist/.
 */
import { describe, expect, it } from "vitest";
import { url } from "../../src/site/routes.ts";
import { evidenceOfRuleset } from "../../src/content/queries.ts";
import { decodeEntities, fileForPath, readDist } from "./dist.ts";
import { db } from "../support/content.ts";
import { panelWords } from "../../src/compare/words-build.ts";
import { LANGS, localize } from "../../src/i18n/languages.ts";

const html = (path: string) => {
  const f = fileForPath(path);
  if (f === undefined) throw new Error(`no page for ${path}`);
  return readDist(f);
};
const preset = (h: string) => /<game-simulator\b[^>]*\bdata-ruleset="([^"]+)"/.exec(h)?.[1];

describe("simulators on the built pages", () => {
  it("every ruleset page plays its own ruleset", () => {
    for (const r of db.rulesets) expect(preset(html(url.ruleset(r.id))), r.id).toBe(r.data.id);
  });

  it("every evidence page presets a ruleset resting on its record, or says which one it plays", () => {
    const playable = new Set(db.rulesets.map((r) => r.data.game));
    for (const e of db.evidence) {
      const h = html(url.evidence(e.id));
      const p = preset(h);
      if (!playable.has(e.data.game)) {
        expect(p, e.id).toBeUndefined();
        expect(h, e.id).toContain("The simulator cannot play");
        continue;
      }
      const own = db.rulesets.filter((r) => r.data.game === e.data.game);
      const resting = own.filter((r) => evidenceOfRuleset(r.data).has(e.id));
      if (resting.length > 0) {
        expect(
          resting.map((r) => r.data.id),
          e.id,
        ).toContain(p);
        expect(h, e.id).not.toContain("data-preset-note");
      } else {
        const note = decodeEntities(/<p data-preset-note>([^<]*)<\/p>/.exec(h)?.[1] ?? "");
        const chosen = own.find((r) => r.data.id === p);
        expect(note, e.id).toContain("No ruleset follows this record");
        expect(note, e.id).toContain(chosen?.data.title ?? "(no ruleset)");
      }
    }
  });

  it("a game page has a simulator exactly when the engine plays the game", () => {
    const playable = new Set(db.rulesets.map((r) => r.data.game));
    for (const g of db.games) {
      const h = html(url.game(g.id));
      expect(preset(h) !== undefined, g.id).toBe(playable.has(g.id));
    }
  });

  it("passes its live panels only their compare words, in the page's language", () => {
    const r = db.rulesets[0]!;
    for (const lang of LANGS) {
      const h = html(localize(lang, url.ruleset(r.id)));
      const raw = /<section[^>]*\bdata-simulator\b[^>]*\bdata-compare-words="([^"]*)"/.exec(h)?.[1];
      const words = JSON.parse(decodeEntities(raw ?? "{}")) as { lang?: string; text?: object };
      expect(words.lang, lang).toBe(lang);
      expect(Object.keys(words.text ?? {}).sort(), lang).toEqual(
        Object.keys(panelWords(lang).text).sort(),
      );
    }
  });
});

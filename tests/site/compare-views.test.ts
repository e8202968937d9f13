/**
 * The divergences and self-play charts on the built ruleset pages (issue 12): every ruleset page
 * shows its figures beside its game's other readings, with a title, a description and a table;
 * a ruleset with siblings lists where it parts from each, with play-it links to both readings'
 * pages; every ruleset page reports the options that decide nothing in the positions searched,
 * with the saved figures; nothing there uses a style attribute or a script. Tests dist/.
 */
import { describe, expect, it } from "vitest";
import { siblingPairs } from "../../src/compare/divergence/model.ts";
import { DEAD_OPTIONS, DIVERGENCES, METRICS } from "../support/derived.ts";
import { deadOptions, optionCheck } from "../../src/compare/divergence/dead-model.ts";
import { metricsOf } from "../../src/compare/selfplay/saved.ts";
import { url } from "../../src/site/routes.ts";
import { decodeEntities, fileForPath, readDist } from "./dist.ts";
import { db } from "../support/content.ts";

const html = (path: string) => {
  const f = fileForPath(path);
  if (f === undefined) throw new Error(`no page for ${path}`);
  return readDist(f);
};

/** The markup of the element opened by `start` up to the matching end of its section. */
const section = (h: string, id: string): string | undefined => {
  const i = h.indexOf(`id="${id}"`);
  if (i < 0) return undefined;
  const from = h.lastIndexOf("<section", i);
  const to = h.indexOf("</section>", i);
  return h.slice(from, to);
};

describe("ruleset pages: how each reading plays and where it parts", () => {
  it("every ruleset page draws its self-play figures with its siblings', titled and tabulated", () => {
    for (const r of db.rulesets) {
      const s = section(html(url.ruleset(r.id)), "play-metrics");
      expect(s, r.id).toBeDefined();
      const m = metricsOf(METRICS, r.data.game, r.data.id)!;
      expect(s!.match(/<svg[^>]*role="img"/g)?.length, r.id).toBe(5);
      expect(s, r.id).toContain("<title");
      expect(s, r.id).toContain("<desc");
      expect(s, r.id).toContain("<table");
      // The table carries this reading's own counts.
      expect(s, r.id).toMatch(new RegExp(`<td[^>]*>${m.random.firstWins}</td>`));
      const siblings = db.rulesets.filter((o) => o.data.game === r.data.game);
      for (const o of siblings) expect(decodeEntities(s!), r.id).toContain(o.data.title);
      expect(s, r.id).not.toMatch(/\sstyle="/);
      expect(s, r.id).not.toContain("<script");
    }
  });

  it("every ruleset page with siblings lists where it parts from each, with links to play it", () => {
    for (const r of db.rulesets) {
      const s = section(html(url.ruleset(r.id)), "divergences");
      const pairs = siblingPairs(r.data.game, r.data.id, DIVERGENCES);
      if (pairs.length === 0) {
        expect(s, r.id).toBeUndefined();
        continue;
      }
      expect(s, r.id).toBeDefined();
      for (const p of pairs) {
        expect(s, r.id).toContain(`href="${url.ruleset(`${p.game}/${p.b}`)}"`);
        if (p.shown === null) continue;
        expect(s, r.id).toContain(`href="/rulesets/${p.game}/${p.a}/#r=${p.a}`);
        expect(s, r.id).toContain(`href="/rulesets/${p.game}/${p.b}/#r=${p.b}`);
        // The position is drawn, and each one-sided turn is listed with the rule refusing it.
        expect(s, r.id).toContain(`aria-label="Position where`);
        for (const t of [...p.shown.onlyA, ...p.shown.onlyB].slice(0, 3))
          expect(decodeEntities(s!), `${r.id}: ${t.turn}`).toContain(t.turn);
      }
      expect(s, r.id).not.toMatch(/\sstyle="/);
    }
  });

  it("every ruleset page reports the options that decide nothing, with the saved figures", () => {
    for (const r of db.rulesets) {
      const s = section(html(url.ruleset(r.id)), "dead-options");
      expect(s, r.id).toBeDefined();
      const text = decodeEntities(s!).replace(/\s+/g, " ");
      const c = optionCheck(DEAD_OPTIONS, r.data.game, r.data.id)!;
      expect(text, r.id).toContain(`${c.positions.toLocaleString("en")} positions`);
      const dead = deadOptions(c);
      for (const o of dead) {
        expect(s, r.id).toContain(`id="dead-${o.key}"`);
        expect(s, r.id).toContain(`href="#option-${o.key}"`);
      }
      expect(s!.match(/<li id="dead-/g)?.length ?? 0, r.id).toBe(dead.length);
    }
    // Montgomery's proviso (a), with the ruleset's own note on what it means for proviso (b).
    const m = decodeEntities(
      section(html(url.ruleset("fanorona/montgomery-1896")), "dead-options")!,
    );
    expect(m).toContain('id="dead-no-immediate-return"');
    expect(m.replace(/\s+/g, " ")).toContain("proviso (a) decides nothing");
  });
});

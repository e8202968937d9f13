/**
 * French typography on the built French pages, all their text (./french-text.ts says what is left
 * out: other languages, quotations in their own words, code, addresses): no ordinary space before
 * `;` `:` `!` `?` `»` or after `«`, nor none at all, nor an ordinary space between a figure and
 * `%` or its unit; while the content files, the tables and the words beside the code keep the
 * ordinary spaces translators type (src/i18n/typography.ts applies it where they are read).
 */
import { describe, expect, it } from "vitest";
import { decodeEntities, htmlFiles, mainOf, readDist } from "./dist.ts";
import { frenchSpacingFaults } from "./french-text.ts";
import { db } from "../support/content.ts";
import { ourFrench } from "../../src/i18n/content.ts";

/** A typed space before French high punctuation or after `«`, as the content files have it. */
const TYPED = /[ \u00a0][;:!?»]|«[ \u00a0]/;

/** Every French translation's text in the content, wherever a record holds one. */
function frenchTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(frenchTexts);
  if (value === null || typeof value !== "object") return [];
  const fr = (value as { fr?: { text?: unknown; by?: unknown } }).fr;
  const own = typeof fr?.text === "string" && typeof fr.by === "string" ? [fr.text] : [];
  return [...own, ...Object.values(value).flatMap(frenchTexts)];
}

describe("the French on the French pages", () => {
  const pages = htmlFiles().filter((f) => f.startsWith("fr/"));

  it("keeps French typography: a narrow no-break space, never a plain one or none", () => {
    expect(pages.length).toBeGreaterThan(100);
    const faults = pages.flatMap((f) => frenchSpacingFaults(readDist(f)).map((x) => `${f}: ${x}`));
    expect(faults.slice(0, 20), `${faults.length} in all`).toEqual([]);
  });

  it("is what the content typed with ordinary spaces (so the check above has work to do)", () => {
    // Translators type "bassi ; il" as on a keyboard; the files keep it.
    const typed = frenchTexts(db).filter((x) => TYPED.test(x));
    expect(typed.length).toBeGreaterThan(100);
  });

  it("titles: the French heading shows our title with its typography", () => {
    const spaced = db.evidence.filter((e) => TYPED.test(e.data.titleTranslations?.fr?.text ?? ""));
    expect(spaced.length).toBeGreaterThan(0);
    for (const e of spaced) {
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(
        mainOf(readDist(`fr/evidence/${e.id}/index.html`)),
      );
      expect(decodeEntities(h1?.[1] ?? ""), e.id).toContain(
        ourFrench(e.data.titleTranslations!.fr!.text),
      );
    }
  });
});

describe("the check of French typography", () => {
  const fr = (inner: string) => `<html lang="fr"><body><main>${inner}</main></body></html>`;

  it("finds an ordinary space, a glued link and a spaced guillemet in our French", () => {
    expect(frenchSpacingFaults(fr('<p lang="fr">un bassi ; il</p>'))).toHaveLength(1);
    expect(
      frenchSpacingFaults(fr('<div lang="fr"><p>un <a href="/x">bassi</a>; il</p></div>')),
    ).toHaveLength(1);
    expect(frenchSpacingFaults(fr('<span lang="fr">« fanorona\u202f»</span>'))).toHaveLength(1);
    const ours = '<div class="quote-translation--ours"><blockquote lang="fr">a : b</blockquote>';
    expect(frenchSpacingFaults(fr(`${ours}</div>`))).toHaveLength(1);
  });

  it("finds them in every text of the page, not only where marked French", () => {
    expect(frenchSpacingFaults(fr("<h2>Jeux: <a>Fanorona</a></h2>"))).toHaveLength(1);
    expect(
      frenchSpacingFaults(fr("<li><code>a4a3</code>: <code>game-over</code></li>")),
    ).toHaveLength(1);
    expect(frenchSpacingFaults(fr("<p>Moteur : <code>x</code> = yes</p>"))).toHaveLength(1);
    expect(frenchSpacingFaults(fr("<p>Citée « Oxford »</p>"))).toHaveLength(2);
    expect(frenchSpacingFaults(fr("<td>intervalle à 95 % ; 12 s</td>"))).toHaveLength(3);
    expect(frenchSpacingFaults(fr("<title>Jeux ; Vela</title>"))).toHaveLength(1);
    const data = '<div data-x=\'{"a":"b > c"}\'>texte : ici</div>';
    expect(frenchSpacingFaults(fr(data))).toHaveLength(1);
  });

  it("leaves other languages, code, addresses and a source's words as they are", () => {
    expect(frenchSpacingFaults(fr('<p lang="en">Games: Fanorona; Vela</p>'))).toEqual([]);
    expect(frenchSpacingFaults(fr("<pre>a: b; c</pre><kbd>x: y</kbd>"))).toEqual([]);
    expect(frenchSpacingFaults(fr("<p>Voir https://example.org/a?b=c</p>"))).toEqual([]);
    const fine = "<p>Jeux\u202f: <code>a4a3</code>\u202f: 95\u202f% à 12:30</p>";
    expect(frenchSpacingFaults(fr(fine))).toEqual([]);
  });

  it("passes French typography, a French quotation's own, and other languages", () => {
    const good = '<p lang="fr">un <a href="/x">bassi</a>\u202f; il\u202f: «\u202fvela\u202f»</p>';
    expect(frenchSpacingFaults(fr(good))).toEqual([]);
    const flacourt = '<div class="quote-original"><blockquote lang="fr">ainsi ; et</blockquote>';
    expect(frenchSpacingFaults(fr(`${flacourt}</div>`))).toEqual([]);
    const english = '<p lang="fr">Dit\u202f: <span lang="en">the play ; same</span></p>';
    expect(frenchSpacingFaults(fr(english))).toEqual([]);
    expect(frenchSpacingFaults(fr('<p lang="fr">le mot (“Baßy ; dit”)</p>'))).toEqual([]);
  });
});

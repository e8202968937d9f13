/**
 * A game link the simulator cannot read is said in the page's language from its reason and
 * values, never from its English: each reason of `LINK_REASONS` is made here from a bad link,
 * its English words filled with the error's values read exactly as the code's `message` (an
 * English page says what it said), and a French or Malagasy page says it in its own words
 * through `readGameLink`, as the simulator does.
 */
import { describe, expect, it } from "vitest";
import { fill } from "../../src/i18n/fill.ts";
import { entry, type Key } from "../../src/i18n/t.ts";
import { LINK_REASONS, type LinkError } from "../../src/reading/link-errors.ts";
import { MAX_HASH, parseLink } from "../../src/play/link.ts";
import { parseChanges } from "../../src/reading/changes.ts";
import { simConfig } from "../../src/simulator/build.ts";
import { linkMessage, readGameLink } from "../../src/simulator/ui/link.ts";
import { exportReading } from "../../src/simulator/export.ts";
import { parseErrorText } from "../../src/play/parse-words.ts";
import type { OptionSpecs } from "../../src/play/engine.ts";
import type { Rulesets } from "../../src/simulator/ui/rulesets.ts";
import { db } from "../support/content.ts";

const GAME = "fanorona";
const RULESET = simConfig(db, GAME, undefined)!.preset;
const long = "a:1,".repeat(1000);

/** [the reason expected, the hash]: an option list's problems are read under a real ruleset. */
const CASES: [string, string][] = [
  ["too-long", "r=a".padEnd(MAX_HASH + 1, "a")],
  ["not-a-field", "garbage"],
  ["bad-url-text", "r=%E0%A4%A"],
  ["unknown-field", `r=${RULESET}&zz=3`],
  ["no-ruleset", "r="],
  ["changes-too-long", `r=${RULESET}&o=${long}`],
  ["not-a-change", `r=${RULESET}&o=Bad%20Key:1`],
  ["change-twice", `r=${RULESET}&o=a:1,a:2`],
];

/** [the reason expected, the file, the changes, the reason given] of an export refused. */
const SPECS = { flip: {} } as unknown as OptionSpecs;
const FILE = "id: x\ngame: fanorona\ntitle: X\nsummary: S\n";
const EXPORTS: [string, string, Record<string, boolean>, string][] = [
  ["export-no-reason", FILE, { flip: true }, " "],
  ["export-unchanged", FILE, {}, "why"],
  ["export-yaml", "a: [", { flip: true }, "why"],
  ["export-fields", "a: 1", { flip: true }, "why"],
  ["export-option", FILE, { flip: true }, "why"],
];

function exportError(file: string, changes: Record<string, boolean>, reason: string): LinkError {
  const out = exportReading(file, { changes, specs: SPECS, reason });
  if (out.ok) throw new Error("exported");
  return out.error;
}

/** Every case as [reason, its error]. */
const ALL: [string, () => LinkError][] = [
  ...CASES.map(([r, hash]): [string, () => LinkError] => [r, () => errorOf(hash)]),
  ...EXPORTS.map(([r, ...a]): [string, () => LinkError] => [r, () => exportError(...a)]),
];

/** The link's own error, from parseLink or, for its option list, parseChanges. */
function errorOf(hash: string): LinkError {
  const link = parseLink(hash);
  if (!link.ok) return link.error;
  const changes = parseChanges(link.value.options ?? "");
  if (changes.ok) throw new Error(`${hash.slice(0, 40)} is read`);
  return changes.error;
}

const noRulesets = {
  changed: () => Promise.reject(new Error("a bad link compiles no reading")),
} as unknown as Pick<Rulesets, "changed">;

async function said(lang: "en" | "fr" | "mg", hash: string): Promise<string> {
  const read = await readGameLink(hash, simConfig(db, GAME, undefined, lang)!, noRulesets);
  expect(read.ok).toBe(false);
  return linkMessage(read, "");
}

describe("a game link's errors in the page's words", () => {
  it("makes every reason from a bad link", () => {
    expect(ALL.map(([r]) => r).sort()).toEqual([...LINK_REASONS].sort());
    for (const [reason, make] of ALL) expect(make().reason).toBe(reason);
  });

  it.each(ALL)("says %s in English exactly as the code's message", (reason, make) => {
    const e = make();
    const key = `simb.linkerr.${reason}` as Key;
    expect(fill(entry("en", key).text, e.params, "en", key)).toBe(e.message);
  });

  it.each(CASES)("says %s on French and Malagasy pages in their words", async (reason, hash) => {
    const e = errorOf(hash);
    const key = `simb.linkerr.${reason}` as Key;
    const english = await said("en", hash);
    expect(english).toContain(e.message);
    for (const lang of ["fr", "mg"] as const) {
      const text = await said(lang, hash);
      expect(text).toContain(fill(entry(lang, key).text, e.params, lang, key));
      expect(text).not.toContain(e.message);
    }
  });

  it.each(EXPORTS)("says %s, an export refused, in French and Malagasy", (reason, ...a) => {
    const e = exportError(...a);
    const key = `simb.linkerr.${reason}` as Key;
    expect(parseErrorText(simConfig(db, GAME, undefined, "en")!, e, "linkerr")).toBe(e.message);
    for (const lang of ["fr", "mg"] as const) {
      const text = parseErrorText(simConfig(db, GAME, undefined, lang)!, e, "linkerr");
      expect(text).toBe(fill(entry(lang, key).text, e.params, lang, key));
      expect(text).not.toContain(e.message);
    }
  });

  it("carries the words to French and Malagasy simulators only", () => {
    const keys = (lang: "en" | "fr" | "mg") =>
      Object.keys(simConfig(db, GAME, undefined, lang)!.words.text).filter((k) =>
        k.startsWith("simb.linkerr."),
      );
    expect(keys("en")).toEqual([]);
    for (const lang of ["fr", "mg"] as const)
      expect(keys(lang).sort()).toEqual(LINK_REASONS.map((r) => `simb.linkerr.${r}`).sort());
  });
});

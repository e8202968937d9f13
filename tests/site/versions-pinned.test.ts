/**
 * Game links pinned to a ruleset version (issue 23 item 4): a link made under the version the
 * ruleset plays now opens as it is; one made under a kept earlier version plays as it was and
 * says what changed; one made under a version not kept plays as now and says so; a malformed
 * version is refused with the ruleset to start afresh under. The kept spec comes through a loader
 * given to `pinned`, here built from the real ruleset with one value changed.
 */
import { describe, expect, it } from "vitest";
import { readRulesetFile } from "../../src/content/ruleset-files.ts";
import { simRuleset } from "../../src/simulator/build.ts";
import { formatLink, parseLink } from "../../src/play/link.ts";
import { pinned } from "../../src/simulator/pinned.ts";
import { err, ok } from "../../src/engine/core/index.ts";
import type { SimRuleset } from "../../src/play/config.ts";
import { db } from "../support/content.ts";

const data = readRulesetFile("fanorona", "montgomery-1896");
if (!data.ok) throw new Error(data.error);
const now = simRuleset(db, data.value);
const [key, first] = Object.entries(now.spec.options).find(
  ([, o]) => typeof o.value === "boolean",
)!;
const older = {
  ...now.spec,
  options: { ...now.spec.options, [key]: { ...first, value: !first.value } },
};
/** The ruleset as the page would embed it if `older` had been kept as 0.0.1 and it changed since. */
const changed: SimRuleset = {
  ...now,
  version: { version: null, latest: "0.0.1", kept: ["0.0.1"] },
};
const paths: string[] = [];
const load = (path: string) => {
  paths.push(path);
  return Promise.resolve(ok(older));
};

describe("pinned", () => {
  it("a link under the version played now, or under none, opens the ruleset as it is", async () => {
    expect(now.version.version).not.toBeNull();
    for (const v of [now.version.version!, undefined]) {
      const p = await pinned("fanorona", now, v, load);
      expect(p.ok && p.value).toEqual({ ruleset: now });
    }
    expect(paths).toEqual([]);
  });

  it("a link under a kept earlier version plays as it was and names the change", async () => {
    const p = await pinned("fanorona", changed, "0.0.1", load);
    if (!p.ok) throw new Error(p.error.text);
    expect(paths).toEqual(["/rulesets/fanorona/montgomery-1896/versions/0.0.1.json"]);
    expect(p.value.ruleset.spec).toEqual(older);
    expect(p.value.ruleset.asOf).toBe("0.0.1");
    expect(p.value.ruleset.title).toContain("as of version 0.0.1");
    expect(p.value.note).toContain(
      `${key}: ${String(first.value === false)} → ${String(first.value)}`,
    );
  });

  it("a version not kept plays as now and says so; a failed load says why", async () => {
    const p = await pinned("fanorona", changed, "0.0.7", load);
    expect(p.ok && p.value.ruleset).toBe(changed);
    expect(p.ok && p.value.note).toContain("version 0.0.7");
    expect(p.ok && p.value.note).toContain("not kept");
    const failed = await pinned("fanorona", changed, "0.0.1", () =>
      Promise.resolve(err({ reason: "status", message: "gone (404)", params: {} } as const)),
    );
    expect(failed.ok && failed.value.ruleset).toBe(changed);
    expect(failed.ok && failed.value.note).toContain("gone (404)");
  });

  it("refuses a malformed version, naming it, with the ruleset to start afresh under", async () => {
    const p = await pinned("fanorona", now, "latest", load);
    expect(p.ok).toBe(false);
    if (p.ok) return;
    expect(p.error.text).toContain('"latest" is not a ruleset version');
    expect(p.error.ruleset).toBe(now);
  });

  it("links carry the version and read it back", () => {
    const hash = formatLink({ ruleset: now.id, version: "0.1.0", moves: ["d3e3A"] });
    expect(hash).toBe("r=montgomery-1896&v=0.1.0&m=d3e3A");
    const back = parseLink(hash);
    expect(back.ok && back.value.version).toBe("0.1.0");
  });
});

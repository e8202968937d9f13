import { describe, expect, it } from "vitest";
import { oncePerDb } from "../../src/compare/derived/derive.ts";
import type { ContentDb } from "../../src/content/integrity.ts";

describe("oncePerDb", () => {
  it("derives once per content database, again for another", () => {
    let calls = 0;
    const derived = oncePerDb((db: ContentDb) => ({ n: ++calls, db }));
    const a = { rulesets: [] } as unknown as ContentDb;
    const b = { rulesets: [] } as unknown as ContentDb;
    const first = derived(a);
    expect(derived(a)).toBe(first);
    expect(calls).toBe(1);
    expect(derived(b).db).toBe(b);
    expect(calls).toBe(2);
  });
});

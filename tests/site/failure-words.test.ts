/**
 * The last simulator texts that were English on French and Malagasy pages, made here from real
 * bad input and said as each page says them: a notation file's malformed Changes tag (its link
 * reason, `simb.linkerr.`), a kept ruleset that cannot be fetched (`simb.fail.`, through the
 * versions code's own loader, the network stubbed to answer as a server or a dead network
 * does), a tree link whose tree does not unpack, the reason suggested for a changed reading, and
 * the same failures outside the simulator: the compare picker's saved divergences, self-play's
 * saved figures and workers, and a file of an offline pack (the offline page's own words).
 * English stays what it was, word for word; French and Malagasy say it in their words, with no
 * English of ours or of the browser inside. The failures only a browser makes (a canvas, an
 * image, a chunk) are tests/e2e/simulator-fr.test.ts's.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { fill } from "../../src/i18n/fill.ts";
import { entry, type Key } from "../../src/i18n/t.ts";
import { compileFromFiles } from "../../src/cli/notation.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { errorText } from "../../src/notation/tree.ts";
import { readRulesetFile, REPO_ROOT } from "../../src/content/ruleset-files.ts";
import { GAMES } from "../../src/engine/index.ts";
import { simRuleset } from "../../src/simulator/build.ts";
import type { SimRuleset } from "../../src/play/config.ts";
import { exportReading } from "../../src/simulator/export.ts";
import { FAIL_REASONS, type Failure } from "../../src/site/failures.ts";
import { fileOfHash, treeHash } from "../../src/simulator/notation-io.ts";
import { linkProblemText, notationErrorText } from "../../src/simulator/notation-words.ts";
import { parseErrorText } from "../../src/play/parse-words.ts";
import { changesWords, parseChanges, valueWords } from "../../src/reading/changes.ts";
import { MAX_HASH } from "../../src/play/link.ts";
import { suggestedReason } from "../../src/simulator/ui/reason.ts";
import { simWords } from "../../src/play/words-build.ts";
import { MAX_FILE } from "../../src/notation/parse.ts";
import { pinned } from "../../src/simulator/pinned.ts";
import { url } from "../../src/site/routes.ts";
import { db } from "../support/content.ts";
import { fetchDivergences } from "../../src/compare/picker.ts";
import { panelWords, pickerWords } from "../../src/compare/words-build.ts";
import {
  fetchFigures,
  playsFailed,
  workerFailure,
} from "../../src/compare/selfplay/plays-failed.ts";
import { Failed } from "../../src/site/failure-words.ts";
import { compileRuleset } from "../../src/play/engine.ts";
import { fetchPackFile, sayFailed } from "../../src/offline/failed.ts";

type Lang = "en" | "fr" | "mg";
const OTHERS = ["fr", "mg"] as const;
const said = (lang: Lang) => ({ sources: {}, words: simWords(lang, "fanorona") });

/** A key's words in `lang` filled with `params`. */
const words = (lang: Lang, key: string, params: Readonly<Record<string, string | number>>) =>
  fill(entry(lang, key as Key).text, params, lang, key);

describe("a notation file's malformed Changes tag", () => {
  const head = '[Format "1"]\n[Game "fanorona"]\n[Ruleset "basque"]\n';
  const CASES: [string, string][] = [
    ["not-a-change", "Bad Key:1"],
    ["change-twice", "a:1,a:2"],
    ["changes-too-long", "a:1,".repeat(600)],
  ];

  it.each(CASES)("is said from its link reason %s", (reason, tag) => {
    const r = checkNotation(`${head}[Changes "${tag}"]\n\n*`, compileFromFiles());
    if (r.ok) throw new Error("accepted");
    const link = parseChanges(tag);
    if (link.ok) throw new Error("the tag parses");
    expect(r.error.changes?.reason).toBe(reason);
    // English as before: the option list's own message, located.
    expect(r.error.message).toBe(link.error.message);
    expect(notationErrorText(r.error, said("en"))).toBe(errorText(r.error));
    for (const lang of OTHERS) {
      const text = notationErrorText(r.error, said(lang));
      expect(text).toContain(words(lang, `simb.linkerr.${reason}`, link.error.params));
      expect(text).not.toContain(link.error.message);
      expect(text).not.toContain(entry(lang, "simb.untranslated").text.replace("{why}", ""));
    }
  });
});

describe("a kept ruleset that cannot be fetched", () => {
  const data = readRulesetFile("fanorona", "montgomery-1896");
  if (!data.ok) throw new Error(data.error);
  const now = simRuleset(db, data.value);
  const changed: SimRuleset = {
    ...now,
    version: { version: null, latest: "0.0.1", kept: ["0.0.1"] },
  };
  const path = url.keptRuleset(`fanorona/${now.id}`, "0.0.1");
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** [reason, what the network answers, the browser's words (its English) in the message]. */
  const ANSWERS: [string, () => Promise<Response>, string][] = [
    ["status", () => Promise.resolve(new Response("gone", { status: 404 })), "404"],
    ["network", () => Promise.reject(new TypeError("Failed to fetch")), "Failed to fetch"],
    ["json", () => Promise.resolve(new Response("{ not json", { status: 200 })), "JSON"],
  ];

  it.each(ANSWERS)(
    "says %s in the page's words, English as before",
    async (reason, answer, why) => {
      vi.stubGlobal("fetch", answer);
      const note = async (lang?: Lang) => {
        const p = await pinned("fanorona", changed, "0.0.1", undefined, lang && said(lang));
        if (!p.ok) throw new Error(p.error.text);
        return p.value.note ?? "";
      };
      const english = await note();
      // The English written beside the key (no page's words) and an English page's agree.
      expect(english).toMatch(new RegExp(`: ${path} could not be loaded \\(.*${why}.*\\); `));
      expect(await note("en")).toBe(english);
      const browser = /could not be loaded \((.*)\); /.exec(english)![1]!;
      for (const lang of OTHERS) {
        const text = await note(lang);
        const params = reason === "status" ? { path, status: 404 } : { path };
        expect(text).toContain(words(lang, `simb.fail.${reason}`, params));
        expect(text).not.toContain("could not be loaded");
        // The browser's own words are left out: ours say what failed.
        if (reason !== "status") expect(text).not.toContain(browser);
      }
    },
  );
});

/** base64url of bytes, as a tree link writes its tree. */
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

async function deflated(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("a tree link whose tree does not unpack", () => {
  const LINKS: [string, () => Promise<string>][] = [
    // 0xff opens a deflate block of the reserved type: not deflate data.
    ["unpack-data", () => Promise.resolve(`t=${base64url(new Uint8Array([255, 255, 255]))}`)],
    ["unpack-text", async () => `t=${base64url(await deflated(new Uint8Array([0xff, 0xfe])))}`],
    [
      "unpack-too-big",
      async () => {
        const hash = await treeHash("a".repeat(MAX_FILE * 4 + 1));
        if (!hash.ok) throw new Error("too long for a link");
        return hash.value;
      },
    ],
  ];

  it.each(LINKS)("says %s in the page's words, English as before", async (reason, make) => {
    const hash = await make();
    expect(hash.length).toBeLessThanOrEqual(MAX_HASH);
    const file = await fileOfHash(hash);
    if (file.ok) throw new Error("unpacked");
    const f = file.error.failure!;
    expect(f.reason).toBe(reason);
    // English as before: the browser's or our message inside the link's words.
    const english = linkProblemText(file.error, said("en"));
    expect(english).toContain(`the link's tree cannot be unpacked (${f.message})`);
    for (const lang of OTHERS) {
      const text = linkProblemText(file.error, said(lang));
      expect(text).toContain(words(lang, `simb.fail.${reason}`, f.params));
      // The browser's words (Node's decompression gives none for a bad block) are left out.
      if (f.message !== "") expect(text).not.toContain(f.message);
    }
  });
});

describe("the failures' words", () => {
  it("an English failure's words are its message where the English is wholly ours", async () => {
    const made: Failure[] = [];
    const tooBig = await treeHash("a".repeat(MAX_FILE * 4 + 1));
    const file = await fileOfHash(tooBig.ok ? tooBig.value : "");
    if (!file.ok && file.error.failure) made.push(file.error.failure);
    expect(made.map((f) => f.reason)).toEqual(["unpack-too-big"]);
    for (const f of made) {
      // An English page writes the number as the code did, without grouping.
      const raw = Object.fromEntries(Object.entries(f.params).map(([k, v]) => [k, String(v)]));
      expect(words("en", `simb.fail.${f.reason}`, raw)).toBe(f.message);
      expect(parseErrorText(said("en"), f, "fail")).toBe(f.message);
    }
  });

  it("reach French and Malagasy simulators only", () => {
    const keys = (lang: Lang) =>
      Object.keys(said(lang).words.text).filter((k) => k.startsWith("simb.fail."));
    expect(keys("en")).toEqual([]);
    for (const lang of OTHERS)
      expect(keys(lang).sort()).toEqual(FAIL_REASONS.map((r) => `simb.fail.${r}`).sort());
  });
});

describe("the reason suggested for a changed reading", () => {
  const specs = GAMES.fanorona!.options;
  const data = readRulesetFile("fanorona", "montgomery-1896");
  if (!data.ok) throw new Error(data.error);
  const { title, options } = data.value;
  const bool = Object.keys(specs).filter((k) => specs[k]!.kind === "bool");
  const changes = Object.fromEntries(bool.slice(0, 2).map((k) => [k, options[k]!.value !== true]));

  it("is in English as before on an English page", () => {
    const was = Object.keys(specs)
      .filter((k) => k in changes)
      .map((k) => `${k} ${valueWords(specs[k], options[k]!.value as boolean)}`);
    expect(suggestedReason(said("en"), title, options, changes, specs)).toBe(
      `A reader's change, not any source's reading: ${changesWords(changes, specs)} instead of ${title}'s ${was.join(", ")}, to see how the game plays so.`,
    );
  });

  it.each(OTHERS)("is in the page's words on a %s page, and so in the file", (lang) => {
    const c = said(lang);
    const text = suggestedReason(c, title, options, changes, specs);
    const [lead] = entry(lang, "simb.reason.suggested").text.split("{");
    expect(text.startsWith(lead!)).toBe(true);
    expect(text).toContain(title);
    for (const k of Object.keys(changes)) expect(text).toContain(k);
    for (const v of ["simb.val.on", "simb.val.off"] as const)
      expect(text).toContain(` ${entry(lang, v).text}`);
    expect(text).not.toMatch(/reader's|instead of| on\b| off\b/);
    // The reader leaves it as suggested: each changed citation of the file carries it.
    const file = join(REPO_ROOT, "content", "rulesets", "fanorona", "montgomery-1896.yaml");
    const out = exportReading(readFileSync(file, "utf8"), { changes, specs, reason: text });
    if (!out.ok) throw new Error(out.error.message);
    const written = parse(out.value.text) as {
      options: Record<string, { provenance: { reasoning: string } }>;
    };
    for (const k of Object.keys(changes))
      expect(written.options[k]!.provenance.reasoning).toContain(text);
  });
});

/**
 * A status line as the browser code writes it, enough for `markEnglish`: its text, and the
 * pieces it is made of, a span marked English being `{ lang, textContent }`.
 */
function statusLine() {
  type Piece = string | { lang: string; textContent: string };
  let pieces: Piece[] = [];
  const el = {
    get textContent() {
      return pieces.map((p) => (typeof p === "string" ? p : p.textContent)).join("");
    },
    set textContent(text: string) {
      pieces = [text];
    },
    ownerDocument: { createElement: () => ({ lang: "", textContent: "" }) },
    replaceChildren: (...children: Piece[]) => {
      pieces = children;
    },
    /** The text not marked English, and each piece marked so. */
    unmarked: () => pieces.filter((p) => typeof p === "string").join(""),
    marked: () =>
      pieces.flatMap((p) => (typeof p !== "string" && p.lang === "en" ? [p.textContent] : [])),
  };
  return el;
}

/** What the network answers, and the browser's English for it as a message and as text. */
const BAD_ANSWERS: [string, () => Promise<Response>, string, string][] = [
  ["status", () => Promise.resolve(new Response("gone", { status: 404 })), "404", "404"],
  [
    "network",
    () => Promise.reject(new TypeError("Failed to fetch")),
    "Failed to fetch",
    "TypeError: Failed to fetch",
  ],
];
/** The message of the JSON a body that is not JSON gives. */
const notJson = "{ not json";
const jsonMessage = (() => {
  try {
    JSON.parse(notJson);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("parsed");
})();
const BAD_JSON: [string, () => Promise<Response>, string, string] = [
  "json",
  () => Promise.resolve(new Response(notJson, { status: 200 })),
  jsonMessage,
  `SyntaxError: ${jsonMessage}`,
];

describe("the compare picker's divergences that cannot be loaded", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const path = "/compare/divergences/fanorona.json";

  it.each([...BAD_ANSWERS, BAD_JSON])(
    "says %s in the page's words, English as before",
    async (reason, answer, why) => {
      vi.stubGlobal("fetch", answer);
      const english = await fetchDivergences(pickerWords("en"), "fanorona");
      expect(english).toBe(words("en", "compare.pk.notLoaded", { error: why }));
      for (const lang of OTHERS) {
        const text = await fetchDivergences(pickerWords(lang), "fanorona");
        const params = reason === "status" ? { path, status: 404 } : { path };
        expect(text).toBe(words(lang, `simb.fail.${reason}`, params));
        // The browser's own words are left out: ours say what failed.
        if (reason !== "status") expect(text).not.toContain(why);
      }
    },
  );
});

describe("self-play that fails", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const path = "/compare/selfplay/fanorona.json";
  const failed = async (lang: Lang) => {
    const e = await fetchFigures(path).then(
      () => undefined,
      (x: unknown) => x,
    );
    return playsFailed(said(lang), panelWords(lang), e);
  };

  it.each([...BAD_ANSWERS, BAD_JSON])(
    "to load its saved figures says %s in the page's words",
    async (reason, answer, why) => {
      vi.stubGlobal("fetch", answer);
      // English as before: the status with the path, else the browser's words.
      const was = reason === "status" ? `${path} could not be loaded (404)` : why;
      expect((await failed("en")).text).toBe(words("en", "compare.plays.failed", { error: was }));
      for (const lang of OTHERS) {
        const { text, mark } = await failed(lang);
        const params = reason === "status" ? { path, status: 404 } : { path };
        const error = words(lang, `simb.fail.${reason}`, params);
        expect(text).toBe(words(lang, "compare.plays.failed", { error }));
        const line = statusLine();
        line.textContent = text;
        mark(line as unknown as Element);
        expect(line.marked()).toEqual([]);
        if (reason !== "status") expect(text).not.toContain(why);
      }
    },
  );

  /** [what a worker's `error` event says, its reason, the English as before]. */
  const WORKERS: [string, string, string][] = [
    ["", "code", "a worker failed"],
    ["Uncaught RangeError: out of memory", "unexpected", "Uncaught RangeError: out of memory"],
  ];

  it.each(WORKERS)("in a worker (%j) says it as %s", (message, reason, was) => {
    const f = workerFailure(message);
    expect(f.reason).toBe(reason);
    const e = new Failed(f);
    expect(playsFailed(said("en"), panelWords("en"), e).text).toBe(
      words("en", "compare.plays.failed", { error: was }),
    );
    for (const lang of OTHERS) {
      const { text, mark } = playsFailed(said(lang), panelWords(lang), e);
      const error = words(lang, `simb.fail.${reason}`, f.params);
      expect(text).toBe(words(lang, "compare.plays.failed", { error }));
      const line = statusLine();
      line.textContent = text;
      mark(line as unknown as Element);
      // The browser's message is kept only where our words cannot name the failure, marked.
      expect(line.marked()).toEqual(message === "" ? [] : [message]);
      expect(line.unmarked()).not.toContain("worker failed");
      if (message !== "") expect(line.unmarked()).not.toContain(message);
    }
  });

  it("in the engine says the engine's English as such, marked", async () => {
    // A reading the engine refuses, as a worker compiling it would reply.
    const data = readRulesetFile("fanorona", "montgomery-1896");
    if (!data.ok) throw new Error(data.error);
    const spec = simRuleset(db, data.value).spec;
    const refused = await compileRuleset(spec, {
      [Object.keys(spec.options)[0]!]: "no such value",
    });
    if (refused.ok) throw new Error("compiled");
    const english = refused.error;
    expect(playsFailed(said("en"), panelWords("en"), new Error(english)).text).toBe(
      words("en", "compare.plays.failed", { error: english }),
    );
    for (const lang of OTHERS) {
      const { text, mark } = playsFailed(said(lang), panelWords(lang), new Error(english));
      const error = words(lang, "simb.untranslated", { why: english });
      expect(text).toBe(words(lang, "compare.plays.failed", { error }));
      const line = statusLine();
      line.textContent = text;
      mark(line as unknown as Element);
      expect(line.marked()).toEqual([english]);
      expect(line.unmarked()).not.toContain(english);
    }
  });
});

describe("the offline page's pack that cannot be kept", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const path = "/offline/packs/fanorona-fr/some-file.json";
  /** The page's words (its strings `offline.js.<key>`, as the page passes them) and filler. */
  const sayIn =
    (lang: Lang) =>
    (key: string, params: Readonly<Record<string, string | number>> = {}) =>
      words(lang, `offline.js.${key}`, params);
  const failedIn = (lang: Lang, e: unknown) => {
    const line = statusLine();
    sayFailed(line as unknown as HTMLElement, sayIn(lang), lang, e);
    return line;
  };
  const refusal = async () =>
    fetchPackFile(path, {}).then(
      () => undefined,
      (x: unknown) => x,
    );

  it.each(BAD_ANSWERS)(
    "says %s in the page's words, English as before",
    async (reason, answer, _, text) => {
      vi.stubGlobal("fetch", answer);
      const e = await refusal();
      // English as before: the exception the download threw, as text.
      const was =
        reason === "status" ? String(new Error(`${path} could not be fetched (404)`)) : text;
      expect(failedIn("en", e).textContent).toBe(words("en", "offline.js.failed", { error: was }));
      for (const lang of OTHERS) {
        const line = failedIn(lang, e);
        const params = reason === "status" ? { path, status: 404 } : { path };
        const error = words(lang, `offline.js.fail.${reason}`, params);
        expect(line.textContent).toBe(words(lang, "offline.js.failed", { error }));
        expect(line.marked()).toEqual([]);
        expect(line.textContent).not.toContain("could not be fetched");
        if (reason !== "status") expect(line.textContent).not.toContain(text);
      }
    },
  );

  it("keeps the browser's English it cannot name, marked", () => {
    const e = new DOMException("The quota has been exceeded.", "QuotaExceededError");
    const why = String(e);
    expect(failedIn("en", e).textContent).toBe(words("en", "offline.js.failed", { error: why }));
    for (const lang of OTHERS) {
      const line = failedIn(lang, e);
      const error = words(lang, "offline.js.fail.unexpected", { why });
      expect(line.textContent).toBe(words(lang, "offline.js.failed", { error }));
      expect(line.marked()).toEqual([why]);
      expect(line.unmarked()).not.toContain("quota");
    }
  });
});

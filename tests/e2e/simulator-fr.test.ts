/**
 * The simulator on a French ruleset page, in headless Chromium: its words are the page's, in
 * French, from the page's config (src/play/words.ts), never the English the browser code
 * used to carry. A move is played and announced, a move the engine refuses is announced with the
 * rule's clause from the refusal words (the tables' area `refusal`), the status line, the
 * controls, the rules panel's meanings and a game link's error are French, and the config holds
 * every `simb.` string of the tables; a link's malformed position is refused with the engine's
 * reason in French (src/play/parse-words.ts); the reason suggested for a changed reading is
 * French, and a download the browser cannot make (a ruleset file not found, a canvas refused, a
 * failure we cannot name, whose browser words are kept marked `lang="en"`) is said in French
 * (src/site/failures.ts). The expected words come from the engine run here, the
 * simulator's own message functions and the tables, never typed in.
 */
import { describe, expect, it } from "vitest";
import { localize } from "../../src/i18n/languages.ts";
import { TABLES, entry, t } from "../../src/i18n/t.ts";
import { url } from "../../src/site/routes.ts";
import { wordsByPrefix } from "../../src/i18n/browser-words.ts";
import { optionDocIn, valueWordsIn } from "../../src/site/option-words.ts";
import { GAMES, PARSE_REASONS_OF, optionDoc } from "../../src/engine/index.ts";
import { attemptsBetween, forcedFrom, readGridStep, takenPoints } from "../../src/play/pick.ts";
import { Session, explainAttempt } from "../../src/play/session.ts";
import type { SimConfig } from "../../src/play/config.ts";
import { playedText, playerName, refusal, say } from "../../src/play/messages.ts";
import { stateLine } from "../../src/simulator/ui/render.ts";
import { parseErrorText } from "../../src/play/parse-words.ts";
import { loadGameOrThrow, readRulesetFile } from "../../src/content/ruleset-files.ts";
import { suggestedReason } from "../../src/simulator/ui/reason.ts";
import { simConfig } from "../../src/simulator/build.ts";
import { db } from "../support/content.ts";
import { openSite } from "../support/site.ts";
import { game, stepTexts, viewOf } from "./scenarios.ts";
import { attr, clickStep, message, sim } from "./simulator-page.ts";

/** The French clause of each rule a refusal names (the tables' area `refusal`). */
const REFUSAL_WORDS_FR: Readonly<Record<string, string>> = wordsByPrefix("fr", "refusal.");

const { browser, server } = await openSite();
const sources = Object.fromEntries(db.sources.map((s) => [s.id, s.data["title-short"]]));
const GAME = "fanorona";
const RULESET = "icga";
// The French page's own words: its readings' locators are worded at build time (SimWords.locators).
const said = { sources, words: simConfig(db, GAME, undefined, "fr")!.words };

/**
 * A step the reading refuses now by a rule with French words, a cited one first: the piece's
 * point (none when a chain's piece is already chosen), the point clicked and the refusal. The
 * simulator asks the engine only when a piece that can move is chosen and then an empty point
 * (a click on another piece chooses that piece instead), so the pairs tried are those. At
 * Fanorona's start every piece that can move goes into the one empty point, so this is asked
 * after a move.
 */
function refusedNow(s: Session) {
  const steps = stepTexts(s);
  const forced = forcedFrom(steps);
  const moves = steps.map(readGridStep);
  const movable = new Set(moves.flatMap((m) => (m.kind === "move" ? [m.from] : [])));
  const view = viewOf(s, s.state, "fanorona");
  if (view.kind !== "grid") throw new Error("not a grid");
  const empty = view.cells.flatMap((piece, i) =>
    piece === null ? [`${"abcdefghi"[i % view.width]!}${Math.floor(i / view.width) + 1}`] : [],
  );
  const all = [...movable].flatMap((from) =>
    empty.flatMap((to) => {
      const e = explainAttempt(s, attemptsBetween(from, to));
      return e?.rule !== undefined && e.rule in REFUSAL_WORDS_FR ? [{ from, to, refused: e }] : [];
    }),
  );
  const found = all.find((f) => f.refused.provenance !== undefined) ?? all[0];
  if (found !== undefined) return { ...found, forced: forced !== undefined };
  throw new Error(
    `no refusal with French words in ${GAME}/${RULESET} after ${s.moveTexts().join(" ")}`,
  );
}

const address = `${server.origin}${localize("fr", url.ruleset(`${GAME}/${RULESET}`))}`;

describe("the simulator in French", () => {
  it("holds every simb. string of the tables for its family, in French, in the config", async () => {
    const html = await (await fetch(address)).text();
    expect(html).toContain(t("fr", "sim.boardLabel"));
    const json = /<script type="application\/json" data-sim-config>([\s\S]*?)<\/script>/.exec(html);
    const config = JSON.parse(json![1]!) as SimConfig;
    // Every simb. string, but of the engine's parse reasons only its family's (simWords).
    const ours = new Set<string>(PARSE_REASONS_OF[config.family]);
    const keys = Object.keys(TABLES.en).filter(
      (k) => k.startsWith("simb.") && (!k.startsWith("simb.parse.") || ours.has(k.slice(11))),
    );
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((k) => k.startsWith("simb.parse.")).length).toBe(ours.size);
    expect(Object.keys(config.words.text).sort()).toEqual(keys.sort());
    for (const k of keys)
      expect(config.words.text[k as keyof typeof config.words.text], k).toBe(
        TABLES.fr[k as keyof typeof TABLES.fr].text,
      );
    expect(config.words.lang).toBe("fr");
  });

  it("plays, refuses with the rule in French, and shows French controls and panels", async () => {
    const s = new Session(game(GAME, RULESET));
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto(address);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    await sim(page).scrollIntoViewIfNeeded();
    await page.waitForSelector("game-simulator [data-control=ruleset]");

    // The controls, in the page's words.
    const button = (control: string) => sim(page).locator(`[data-control="${control}"]`);
    expect(await button("new").innerText()).toBe(say(said, "simb.c.new"));
    expect(await button("undo").innerText()).toBe(say(said, "simb.c.undo"));
    expect(await button("load").innerText()).toBe(say(said, "simb.c.load"));
    expect(await button("link").innerText()).toBe(say(said, "simb.c.link"));
    expect(await sim(page).locator("label[for$=-ruleset]").innerText()).toContain(
      say(said, "simb.c.ruleset"),
    );
    expect(await button("side-0").locator("option").allInnerTexts()).toContain(
      say(said, "simb.side.human"),
    );
    expect(await sim(page).locator("[data-state]").innerText()).toBe(
      stateLine(s.game, s, stepTexts(s), said),
    );

    // A move played: announced, and the status line after it, in French.
    const step = stepTexts(s)[0]!;
    const before = s.state;
    await clickStep(page, new Session(s.game), step);
    const played = s.play(step, "step");
    if (!played.ok) throw new Error(played.error.message);
    const taken = takenPoints(viewOf(s, before, "fanorona"), viewOf(s, s.state, "fanorona"));
    expect(await message(page)).toBe(playedText(s.game, played.value, taken, said));
    expect(await sim(page).locator("[data-state]").innerText()).toBe(
      stateLine(s.game, s, stepTexts(s), said),
    );
    expect(await sim(page).locator("[data-moves] li").first().innerText()).toContain(
      say(said, "simb.moveBy", { player: playerName(said, s.game.players[0]) }).trim(),
    );

    // A refused move: the rule's clause in French (and its source when the engine cites one).
    const found = refusedNow(s);
    if (!found.forced) {
      await sim(page).locator(`[data-point="${found.from}"]`).click();
      const targets = stepTexts(s)
        .map(readGridStep)
        .flatMap((m) => (m.kind === "move" && m.from === found.from ? [m.to] : []));
      expect(await message(page)).toBe(
        say(said, "simb.chosen", { point: found.from, targets: [...new Set(targets)].join(", ") }),
      );
    }
    await sim(page).locator(`[data-point="${found.to}"]`).click();
    const refused = await message(page);
    expect(refused).toBe(refusal(found.refused, said));
    expect(refused.toLowerCase()).toContain(REFUSAL_WORDS_FR[found.refused.rule!]!.toLowerCase());
    expect(refused).not.toContain(found.refused.message);
    const cited = found.refused.provenance;
    if (cited !== undefined) expect(refused).toContain(sources[cited.source]!);

    // The rules panel: its heading words and each option's meaning in French.
    await sim(page).locator('[data-control="rules"] summary').click();
    await page.waitForSelector("game-simulator [data-option-row]");
    expect(await button("reset-options").innerText()).toBe(say(said, "simb.r.reset"));
    const key = "compulsory-capture";
    const meaning = optionDocIn("fr", GAME, key)!;
    expect(meaning).not.toBe(optionDoc(GAME, key));
    expect(await sim(page).locator(`tr[data-option-row="${key}"] th`).innerText()).toContain(
      meaning,
    );

    // An enumerated option: each choice shows its French words, its identifier its value and
    // title; choosing one writes the identifier into the reading and the link, never the words.
    const choice = "capture-choice";
    const spec = GAMES[GAME]!.options[choice]!;
    if (spec.kind !== "enum") throw new Error(`${choice} is not enumerated`);
    const select = sim(page).locator(`[data-control="option"][data-option="${choice}"]`);
    const shown = await select
      .locator("option")
      .evaluateAll((os) => (os as HTMLOptionElement[]).map((o) => [o.value, o.title, o.text]));
    expect(shown).toEqual(spec.values.map((v) => [v, v, valueWordsIn("fr", v, choice)]));
    expect(shown.some(([v, , text]) => v !== text)).toBe(true);
    const current = await select.inputValue();
    const other = spec.values.find((v) => v !== current)!;
    await select.selectOption({ label: valueWordsIn("fr", other, choice) });
    await expect.poll(() => attr(page, "changes")).toBe(`${choice}:${other}`);
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain(`o=${choice}:${other}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says in French why a game link cannot be played", async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const gameName = db.games.find((g) => g.id === GAME)!.data.name;
    await page.goto(`${address}#r=no-such-ruleset`);
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    const error = say(said, "simb.link.noRuleset", { id: "no-such-ruleset", game: gameName });
    await expect.poll(() => message(page)).toBe(say(said, "simb.link.refused", { error }));
    expect(await message(page)).toMatch(/^Ce lien/);
    await page.close();
  });

  it("refuses a link's malformed position with the engine's reason in French", async () => {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    const position = "BBB/WWW w";
    const parsed = loadGameOrThrow(GAME, RULESET).parsePosition(position);
    if (parsed.ok) throw new Error(`${position} was read`);
    await page.goto(`${address}#r=${RULESET}&p=${encodeURIComponent(position)}`);
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    const why = parseErrorText(said, parsed.error);
    const error = say(said, "simb.link.badPosition", { error: why });
    await expect.poll(() => message(page)).toBe(say(said, "simb.link.refused", { error }));
    // The reason's French words, not the engine's English marked as such.
    expect(why).toMatch(/^le plateau demande 5 rangées/);
    expect(await message(page)).not.toContain(parsed.error.message);
    await page.close();
  });

  it("suggests a reason in French and says in French why a download fails", async () => {
    // No service worker: the file's request must reach the route below, not the offline cache.
    const context = await browser.newContext({
      viewport: { width: 1000, height: 900 },
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    // The source's ruleset file is not found: the server's answer, not the network's.
    const path = `/data/rulesets/${GAME}/${RULESET}.yaml`;
    await page.route(`**${path}`, (r) => r.fulfill({ status: 404, body: "" }));
    await page.goto(address);
    await sim(page).scrollIntoViewIfNeeded();
    await page.waitForSelector("game-simulator [data-control=ruleset]");
    await sim(page).locator("[data-control=rules] > summary").click();
    await page.waitForSelector('game-simulator [data-control="option"]');
    const specs = GAMES[GAME]!.options;
    const data = readRulesetFile(GAME, RULESET);
    if (!data.ok) throw new Error(data.error);
    const key = Object.keys(specs).find((k) => specs[k]!.kind === "bool")!;
    const box = sim(page).locator(`[data-control="option"][data-option="${key}"]`);
    await box.setChecked(data.value.options[key]!.value !== true);
    await page.waitForFunction(
      () => document.querySelector("game-simulator")?.getAttribute("data-changes") !== "",
    );
    const changes = { [key]: data.value.options[key]!.value !== true };
    const title = simConfig(db, GAME, undefined, "fr")!.rulesets.find(
      (r) => r.id === RULESET,
    )!.title;
    const reason = sim(page).locator('[data-control="reason"]');
    await expect
      .poll(() => reason.inputValue())
      .toBe(suggestedReason(said, title, data.value.options, changes, specs));
    expect(await reason.inputValue()).not.toMatch(/reader's change/);
    await sim(page).locator('[data-control="download"]').click();
    const status = { reason: "status", message: "", params: { path, status: 404 } } as const;
    await expect
      .poll(() => message(page))
      .toBe(say(said, "simb.r.failed", { error: parseErrorText(said, status, "fail") }));
    expect(await message(page)).toContain("404");

    // A canvas the browser refuses: our words, nothing of the browser's.
    await page.evaluate(() => {
      const proto = HTMLCanvasElement.prototype as unknown as Record<string, unknown>;
      proto.keptGetContext = proto.getContext;
      proto.getContext = () => null;
    });
    const png = sim(page).locator('[data-control="download-png"]');
    await png.click();
    const canvas = { reason: "no-canvas", message: "", params: {} } as const;
    await expect
      .poll(() => message(page))
      .toBe(say(said, "simb.share.imageFailed", { why: parseErrorText(said, canvas, "fail") }));

    // A failure we cannot name: the browser's English kept, marked as English.
    await page.evaluate(() => {
      const proto = HTMLCanvasElement.prototype as unknown as Record<string, unknown>;
      proto.getContext = proto.keptGetContext;
      proto.toBlob = () => {
        throw new TypeError("the canvas was lost");
      };
    });
    await png.click();
    const english = sim(page).locator('[data-message] span[lang="en"]');
    await expect.poll(() => english.count()).toBe(1);
    expect(await english.innerText()).toBe("the canvas was lost");
    const unexpected = {
      reason: "unexpected",
      message: "",
      params: { why: "the canvas was lost" },
    };
    expect(await message(page)).toBe(
      say(said, "simb.share.imageFailed", {
        why: parseErrorText(said, { ...unexpected, reason: "unexpected" } as const, "fail"),
      }),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says in French that its code cannot load, the browser's message marked English", async () => {
    const context = await browser.newContext({ serviceWorkers: "block" });
    const page = await context.newPage();
    // The simulator's code does not arrive: the network drops the chunk boot.ts imports.
    await page.route(/\/_astro\/from-page\.[^/]*\.js$/, (r) => r.abort());
    await page.goto(address);
    await sim(page).scrollIntoViewIfNeeded();
    const english = sim(page).locator('[data-message] span[lang="en"]');
    await expect.poll(() => english.count()).toBe(1);
    const browserWords = await english.innerText();
    const sentence = entry("fr", "boot.simulator").text;
    expect(await message(page)).toBe(sentence.replace("{error}", browserWords));
    await context.close();
  });
});

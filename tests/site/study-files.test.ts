/**
 * The studies' notation files in dist/data/studies/ (src/downloads/study-files.ts): one per
 * chapter, each accepted by the code path `engine check-notation` uses (`checkNotationFile`, with
 * the ruleset files compiled as the command compiles them), replaying to the positions and turns
 * the study page's lesson was built with; the command itself run once; every study page, in the
 * three languages, links its files and studies.json. Expectations come from content/.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkNotationFile, compileFromFiles } from "../../src/cli/notation.ts";
import { studyFiles } from "../../src/downloads/study-files.ts";
import { LANGS, localize } from "../../src/i18n/languages.ts";
import { checkNotation, type CheckedNotation } from "../../src/notation/check.ts";
import { url } from "../../src/site/routes.ts";
import type { LessonConfig } from "../../src/studies/config.ts";
import { compileFromRulesets } from "../../src/studies/check.ts";
import { mainLine } from "../../src/studies/line.ts";
import { DIST, ROOT, runNode } from "../../scripts/lib/build.ts";
import { db } from "../support/content.ts";
import { attributeValues, mainOf, readDist } from "./dist.ts";

const distFile = (path: string) => join(DIST, path.replace(/^\//, ""));

/** The positions of a checked file: its start, then after each turn of the main line. */
function positions(checked: CheckedNotation): string[] {
  const game = checked.game;
  return [
    game.formatPosition(checked.start),
    ...mainLine(checked).map((p) => game.formatPosition(p.after)),
  ];
}

/** Each chapter's lesson data, as the study page wrote it for `<study-lesson>`. */
function lessons(html: string): LessonConfig[] {
  return [
    ...html.matchAll(/<script type="application\/json" data-lesson-config>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? "") as LessonConfig);
}

const all = db.studies.flatMap((s) => studyFiles(s).map((f) => ({ study: s, file: f })));

describe("study notation files", () => {
  it("there is one file per chapter of every study", () => {
    expect(all.length).toBe(db.studies.reduce((n, s) => n + s.data.chapters.length, 0));
    for (const { file } of all) expect(existsSync(distFile(file.path)), file.path).toBe(true);
  });

  it("each file is accepted by engine check-notation's code and replays to the study's line", () => {
    const compileContent = compileFromRulesets(db.rulesets);
    for (const { study, file } of all) {
      const at = distFile(file.path);
      const verdict = checkNotationFile(at);
      expect(verdict, file.path).toMatchObject({ ok: true });
      const text = readFileSync(at, "utf8");
      const fromFile = checkNotation(text, compileFromFiles());
      const chapter = study.data.chapters[file.chapter]!;
      const fromContent = checkNotation(chapter.notation, compileContent);
      if (!fromFile.ok || !fromContent.ok) throw new Error(`${file.path} does not replay`);
      expect(positions(fromFile.value), file.path).toEqual(positions(fromContent.value));
      expect(verdict.line).toBe(
        `ok: ${fromFile.value.moves} moves, ${fromFile.value.variations} variations`,
      );
      // The page's lesson: the same start and the same turns, in order.
      const lesson = lessons(readDist(`${url.study(study.id)}index.html`))[file.chapter];
      expect(lesson, file.path).toBeDefined();
      const game = fromFile.value.game;
      if (lesson?.position !== undefined)
        expect(game.formatPosition(fromFile.value.start), file.path).toBe(lesson.position);
      const turns = [...new Map(lesson?.decisions.map((d) => [d.ply, d.turn])).values()];
      expect(
        mainLine(fromFile.value).map((p) => p.text),
        file.path,
      ).toEqual(turns);
    }
  });

  it("the command `engine check-notation` accepts a study file", () => {
    const first = all[0];
    expect(first).toBeDefined();
    const run = runNode(["src/cli/engine.ts", "check-notation", distFile(first!.file.path)], ROOT);
    expect(run.output).toMatch(/^ok: \d+ moves, \d+ variations/m);
    expect(run.code).toBe(0);
  });

  it("studies.json lists each study's files", () => {
    const data = JSON.parse(readFileSync(join(DIST, "data", "studies.json"), "utf8")) as {
      studies: { id: string; files: string[] }[];
    };
    for (const s of db.studies)
      expect(data.studies.find((x) => x.id === s.id)?.files, s.id).toEqual(
        studyFiles(s).map((f) => f.path),
      );
  });

  it("every study page links its files and studies.json, in every language", () => {
    for (const s of db.studies)
      for (const lang of LANGS) {
        const html = mainOf(readDist(`${localize(lang, url.study(s.id))}index.html`));
        const hrefs = attributeValues(html, "href");
        for (const f of studyFiles(s)) expect(hrefs, `${lang} ${s.id}`).toContain(f.path);
        expect(hrefs, `${lang} ${s.id}`).toContain("/data/studies.json");
        expect(html.match(/\sdata-study-file[\s>=]/g)?.length, `${lang} ${s.id}`).toBe(
          s.data.chapters.length,
        );
      }
  });

  it("the downloads page lists every study file", () => {
    for (const lang of LANGS) {
      const hrefs = attributeValues(
        mainOf(readDist(`${localize(lang, url.data())}index.html`)),
        "href",
      );
      for (const { file } of all) expect(hrefs, lang).toContain(file.path);
    }
  });
});

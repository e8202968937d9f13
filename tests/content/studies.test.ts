import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { itWithSeeds, seedTexts } from "../support/seeds.ts";
import { loadContent } from "../../src/content/load-files.ts";
import { checkStudies, compileFromRulesets, studyCheck } from "../../src/studies/check.ts";
import { checkReferences, type Entry } from "../../src/content/integrity.ts";
import { studiesOf } from "../../src/studies/build.ts";
import { checkNotation } from "../../src/notation/check.ts";
import { studySchema, type StudyData } from "../../src/schemas/study.ts";
import { mainLine, spanOf } from "../../src/studies/line.ts";
import { teloSolution, type TeloGame, type TeloState } from "../../src/engine/telo/index.ts";
import { valueBefore } from "../../src/findings/perfect-play.ts";
import { replaysOf } from "../../src/simulator/replays.ts";

/**
 * The studies (content/studies/): every chapter played by the engine under its ruleset, every
 * step placed on the main line, the quotations verbatim with one translation per passage, and
 * what each study claims of its line (perfect play, a forced game, the article's table)
 * computed here from the engine, never typed.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const { db, problems } = loadContent(root, [studyCheck]);
const compile = compileFromRulesets(db.rulesets);
const study = (id: string) => {
  const s = db.studies.find((x) => x.id === id);
  if (s === undefined) throw new Error(`no study ${id}`);
  return s;
};
const line = (id: string, chapter = 0) => {
  const checked = checkNotation(study(id).data.chapters[chapter]!.notation, compile);
  if (!checked.ok) throw new Error(checked.error.message);
  return { checked: checked.value, line: mainLine(checked.value) };
};

describe("the studies", () => {
  it("include the five the issue names, with no problem reported", () => {
    expect(db.studies.map((s) => s.id).sort()).toEqual([
      "basque-vela-be",
      "chiana-wa-kunja-forced-game",
      "flacourt-fifangha-opening",
      "montgomery-chain",
      "telo-perfect-play",
    ]);
    expect(problems.filter((p) => p.startsWith("content/studies/"))).toEqual([]);
  });

  it("every chapter plays under its ruleset and every step names a turn of its main line, in order", () => {
    for (const s of db.studies)
      s.data.chapters.forEach((c, i) => {
        const { line: l } = line(s.id, i);
        let previous = 0;
        for (const st of c.steps) {
          if (st.move === undefined) continue;
          const span = spanOf(l, st.move);
          if (typeof span === "string") throw new Error(`${s.file}: ${span}`);
          expect(span.start, `${s.file}: chapter ${i}`).toBeGreaterThanOrEqual(previous);
          expect(span.end).toBeGreaterThan(span.start);
          previous = span.end;
        }
      });
  });

  it("a step with a move says its basis, with reasoning unless the words name the move", () => {
    for (const s of db.studies)
      for (const c of s.data.chapters)
        for (const st of c.steps)
          if (st.move !== undefined && st.move.basis !== "stated")
            expect(st.move.reasoning, s.file).toBeTruthy();
  });
});

const plain = (t: string): string =>
  t
    .replace(/ ?\[sic(?::[^\]]*)?\]/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("the studies' quotations", () => {
  const quotes = db.studies.flatMap((s) =>
    s.data.chapters.flatMap((c) =>
      c.steps.flatMap((st) => (st.quote === undefined ? [] : [{ s, q: st.quote }])),
    ),
  );

  it("a quotation in an evidence record of the study keeps that record's translation and translator", () => {
    let shared = 0;
    for (const { s, q } of quotes) {
      if (q.lang === "en") continue;
      const records = s.data.evidence.map((e) => db.evidence.find((x) => x.id === e)!);
      const holding = records
        .flatMap((r) => r.data.quotations)
        .find((x) => plain(x.text).includes(plain(q.text)));
      expect(holding, `${s.file}: "${q.text.slice(0, 40)}"`).toBeDefined();
      expect(plain(holding!.translation ?? "")).toContain(plain(q.translation ?? ""));
      expect(q.translationSource).toBe(holding!.translationSource);
      shared++;
    }
    expect(shared).toBeGreaterThan(5);
  });

  itWithSeeds("every quotation is verbatim in the seed documents", () => {
    const seeds = plain(seedTexts().join(" "));
    for (const { s, q } of quotes)
      expect(seeds.includes(plain(q.text)), `${s.file}: "${q.text.slice(0, 50)}"`).toBe(true);
  });
});

describe("what each study claims of its line, computed", () => {
  it("Telo: every move of the line keeps the solver's value of the position for its player", () => {
    const { checked, line: l } = line("telo-perfect-play");
    const g = checked.game as unknown as TeloGame;
    const solution = teloSolution(g);
    for (const p of l) {
      const after = p.after as TeloState;
      const ended = g.status(after);
      const mine =
        ended.kind === "win" ? { kind: "win", plies: 1 } : valueBefore(solution.value(after));
      expect(mine, p.text).toEqual(solution.value(p.before as TeloState));
    }
    expect(g.status(l.at(-1)!.after as TeloState).kind).toBe("win");
  });

  it("Chiana wa Kunja: every position of the line offers one legal turn, to the end of the game", () => {
    const { checked, line: l } = line("chiana-wa-kunja-forced-game");
    for (const p of l) expect(checked.game.turns(p.before), p.text).toHaveLength(1);
    expect(checked.end.kind).toBe("win");
  });

  it("vela be: the line is the simulator's transcription of the article's table", () => {
    const { line: l } = line("basque-vela-be");
    const replay = replaysOf(
      "vela",
      db.rulesets.map((r) => r.data),
    ).find((r) => r.ruleset === "basque");
    expect(l.map((p) => p.text)).toEqual(replay?.moves);
    expect(l).toHaveLength(32);
  });

  it("Flacourt: after the second turn, south's first Chibou and north's facing it hold one bassi each", () => {
    const { checked, line: l } = line("flacourt-fifangha-opening");
    const rows = checked.game.formatPosition(l[1]!.after).split(" ")[0]!.split("/");
    expect(rows[1]!.split(",")[0]).toBe("1");
    expect(rows[2]!.split(",")[0]).toBe("1");
    expect(l).toHaveLength(3);
  });

  it("Montgomery: the moves the study says the provisos forbid are refused by those rules", () => {
    const { checked, line: l } = line("montgomery-chain");
    const g = checked.game;
    let s = l[0]!.before;
    for (const d of l[0]!.decisions.slice(0, 2)) {
      const step = g.parseStep(s, d);
      if (!step.ok) throw new Error(step.error.message);
      const next = g.playStep(s, step.value);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
    }
    const refusedBy = (text: string) => {
      const step = g.parseStep(s, text);
      if (!step.ok) return step.error.message;
      const r = g.playStep(s, step.value);
      return r.ok ? "allowed" : r.error.rule;
    };
    expect(refusedBy("f2g2A")).toBe("no-opposite-capture");
    expect(refusedBy("f2e2A")).toBe("no-immediate-return");
  });
});

describe("a malformed study fails naming its file and field", () => {
  const base = study("montgomery-chain");
  const check = (data: StudyData): string[] => {
    const out: string[] = [];
    const entry: Entry<StudyData> = { id: "bad", file: "content/studies/bad.yaml", data };
    checkStudies([entry], db.rulesets, () => undefined, out);
    return out;
  };
  const chapter = base.data.chapters[0]!;

  it("stops the studies' build: the check content's own cannot import runs there", () => {
    const notation = chapter.notation.replace("e1e2Af2Wf3A", "e1e2Af2Wg2A");
    const bad: Entry<StudyData> = {
      id: "bad",
      file: "content/studies/bad.yaml",
      data: { ...base.data, chapters: [{ ...chapter, notation }] },
    };
    const broken = { ...db, studies: [...db.studies, bad] };
    // Content alone does not play the chapters; the hook does, and the studies' build runs it.
    expect(checkReferences(broken)).toEqual([]);
    expect(checkReferences(broken, [studyCheck])).toHaveLength(1);
    expect(() => studiesOf(broken, { game: base.data.game })).toThrow(
      /content\/studies\/bad\.yaml: field `chapters\.0\.notation`/,
    );
  });

  it("a move the rules refuse: the field, the line and column, the rule", () => {
    const notation = chapter.notation.replace("e1e2Af2Wf3A", "e1e2Af2Wg2A");
    const out = check({ ...base.data, chapters: [{ ...chapter, notation }] });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^content\/studies\/bad\.yaml: field `chapters\.0\.notation`: line \d+, column \d+: /,
    );
    expect(out[0]).toContain("no-opposite-capture");
  });

  it("a step past the main line's end", () => {
    const steps = chapter.steps.map((s, i) =>
      i === 1 && s.move ? { ...s, move: { ...s.move, ply: 3 } } : s,
    );
    const out = check({ ...base.data, chapters: [{ ...chapter, steps }] });
    expect(out.join("\n")).toMatch(
      /field `chapters\.0\.steps\.1\.move`: ply 3 is past the main line's last/,
    );
  });

  it("steps out of order", () => {
    const steps = chapter.steps.map((s, i) =>
      i === 2 && s.move ? { ...s, move: { ...s.move, step: 0 } } : s,
    );
    const out = check({ ...base.data, chapters: [{ ...chapter, steps }] });
    expect(out.join("\n")).toMatch(
      /field `chapters\.0\.steps\.2\.move`: the step's move comes before/,
    );
  });

  it("a notation naming another ruleset than the study's", () => {
    const notation = chapter.notation.replace('[Ruleset "montgomery-1896"]', '[Ruleset "basque"]');
    const out = check({ ...base.data, chapters: [{ ...chapter, notation }] });
    expect(out.join("\n")).toMatch(
      /chapters\.0\.notation`: its Ruleset tag is "basque", not the study's "montgomery-1896"/,
    );
  });

  it("the schema refuses a move whose basis is not stated without reasoning, and a step with no words", () => {
    const raw = JSON.parse(JSON.stringify(base.data)) as Record<string, unknown> & StudyData;
    const bad = {
      ...raw,
      chapters: [
        {
          ...chapter,
          steps: [
            { paraphrase: { text: "x", locator: "y" }, move: { ply: 0, basis: "inferred" } },
            { note: "no words" },
          ],
        },
      ],
    };
    const r = studySchema.safeParse(bad);
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toContain("chapters.0.steps.0.move.reasoning");
    expect(paths).toContain("chapters.0.steps.1.quote");
  });
});

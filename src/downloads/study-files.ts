/**
 * The studies' notation files under /data/studies/: one file per chapter, since a notation file
 * holds one game (docs/notation-files.md). The first chapter is `<id>.fnt`, a later one
 * `<id>.<n>.fnt`, so a chapter added to a study never moves the file of the ones before it. Each
 * file is the chapter's notation as written in content/studies/<id>.yaml, which the build has
 * already checked move by move (src/studies/check.ts); `engine check-notation` accepts it.
 */
import type { ContentDb, Entry } from "../content/integrity.ts";
import type { StudyData } from "../schemas/study.ts";

/** One chapter's file: its name under /data/studies/, its path and its text. */
export interface StudyFile {
  /** `<id>` for the first chapter, `<id>.<n>` for the n-th (n from 2); no extension. */
  readonly name: string;
  readonly path: string;
  /** 0 for the first chapter. */
  readonly chapter: number;
  readonly text: string;
}

/** The file name (no extension) of a study's chapter `i` (0 for the first). */
export function studyFileName(id: string, i: number): string {
  return i === 0 ? id : `${id}.${i + 1}`;
}

/** A study's files, one per chapter, in chapter order. */
export function studyFiles(study: Entry<StudyData>): StudyFile[] {
  return study.data.chapters.map((c, i) => {
    const name = studyFileName(study.id, i);
    const text = c.notation.endsWith("\n") ? c.notation : `${c.notation}\n`;
    return { name, path: `/data/studies/${name}.fnt`, chapter: i, text };
  });
}

/** Every study file of the content, by name. */
export function allStudyFiles(db: ContentDb): Map<string, StudyFile> {
  return new Map(db.studies.flatMap((s) => studyFiles(s).map((f) => [f.name, f] as const)));
}

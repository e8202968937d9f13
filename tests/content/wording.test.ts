/**
 * The prose of the content files, held to the same rule as the pages: no words of the project's
 * own workings (file paths, field names, "our seeds"). A file that uses them fails, named with
 * the words found.
 */
import { describe, expect, it } from "vitest";
import { contentProse, internalWords } from "../site/text.ts";

describe("wording of the content files", () => {
  it("no content file uses internal vocabulary in its prose", () => {
    const offending = [...contentProse()].flatMap(([file, text]) =>
      internalWords(text).map((w) => `${file}: ${w.name} ("${w.context}")`),
    );
    expect(offending).toEqual([]);
  });
});

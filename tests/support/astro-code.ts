/**
 * The code of an `.astro` file, read by the repository tests that measure or scan code
 * (tests/repo/size.test.ts, rooms.test.ts).
 */

/** A `<script>` block holds code unless its type names a data format (JSON, JSON-LD). */
const isCodeScript = (attributes: string): boolean =>
  !/\btype\s*=\s*["'][^"']*json/i.test(attributes);

/**
 * The code of an `.astro` file as one TypeScript text with the same line numbers: the frontmatter
 * and the `<script>` blocks kept, every other character blanked (line breaks stay).
 */
export function astroCode(text: string): string {
  const keep: [number, number][] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
  const frontEnd = front ? front[0].length : 0;
  if (front) keep.push([4, 4 + (front[1]?.length ?? 0)]);
  const scripts = /<script\b([^>]*?)(?<!\/)>([\s\S]*?)<\/script\s*>/gi;
  scripts.lastIndex = frontEnd;
  for (let m = scripts.exec(text); m !== null; m = scripts.exec(text)) {
    const [whole, attributes = "", body = ""] = m;
    if (!isCodeScript(attributes)) continue;
    const start = m.index + whole.indexOf(">") + 1;
    keep.push([start, start + body.length]);
  }
  const blank = (part: string) => part.replace(/[^\n]/g, " ");
  let code = "";
  let at = 0;
  for (const [a, b] of keep) {
    code += blank(text.slice(at, a)) + text.slice(a, b);
    at = b;
  }
  return code + blank(text.slice(at));
}

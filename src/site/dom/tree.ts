/**
 * The one way the site builds markup in code: a tiny element tree, built once and drawn either as
 * HTML text at build time (to-html.ts, for the prebuilt pages) or as DOM nodes in the browser
 * (to-dom.ts, for the compare picker, the simulator and the search page). One builder means that
 * the build and the browser draw exactly the same markup from one function, and that every value
 * is handled one way: text and attribute values are data and are always escaped or set as text;
 * tag and attribute names come only from the code.
 */

/** Text, an element with attributes and children, or trusted markup (see `Raw`). */
export type Node = string | Element | Raw;
export interface Element {
  readonly tag: string;
  readonly attrs?: Readonly<Record<string, string | undefined>>;
  readonly children?: readonly Node[];
}

/**
 * Markup put in as it is, the one way past the escaping. Only two kinds are trusted: the board
 * drawings of src/board/draw.ts (which escape every value they write, and stay a string
 * because the build draws the same boards into its pages), and the excerpts of the site's own
 * search index (Pagefind escapes the page text and adds only `<mark>`). Never made from other data.
 */
export interface Raw {
  readonly raw: string;
}

/** Trusted markup as a node (see `Raw`). */
export const raw = (markup: string): Raw => ({ raw: markup });

/** An element; attributes whose value is undefined are left out. */
export const h = (
  tag: string,
  attrs: Readonly<Record<string, string | undefined>> = {},
  ...children: readonly (Node | false | undefined | readonly Node[])[]
): Element => ({
  tag,
  attrs,
  children: children.flatMap((c) =>
    c === false || c === undefined
      ? []
      : typeof c === "string" || "tag" in c || "raw" in c
        ? [c]
        : c,
  ),
});

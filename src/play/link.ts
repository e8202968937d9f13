/**
 * The simulator's game link: what an address's hash says (the ruleset, the version it was made
 * under, the reader's changes, a start position, the moves), written and read back. The compare
 * views and the findings write it too, with the same function, so that a link the simulator
 * cannot read cannot be written. Pure, so it is unit-tested.
 */
import { err, ok, type Result } from "./engine.ts";
import type { LinkError } from "../reading/link-errors.ts";

/** Longest link accepted, in characters; longer text is refused before it is read. */
export const MAX_HASH = 20_000;

/**
 * What a link says: the ruleset, the reader's changes to it (`key:value,...`, read by
 * `parseChanges` in reading/changes.ts; absent or empty for the source's reading), an optional start
 * position and the moves.
 */
export interface LinkState {
  readonly ruleset: string;
  /** The ruleset's release version the link was made under (absent: made before versions). */
  readonly version?: string | undefined;
  readonly options?: string | undefined;
  readonly position?: string | undefined;
  readonly moves: readonly string[];
}

export function formatLink(l: LinkState): string {
  const parts = [`r=${encodeURIComponent(l.ruleset)}`];
  if (l.version !== undefined) parts.push(`v=${encodeURIComponent(l.version)}`);
  // `:` and `,` stay readable: keys and values are slugs, numbers and booleans.
  if (l.options !== undefined && l.options !== "")
    parts.push(`o=${encodeURIComponent(l.options).replaceAll("%3A", ":").replaceAll("%2C", ",")}`);
  if (l.position !== undefined) parts.push(`p=${encodeURIComponent(l.position)}`);
  if (l.moves.length > 0) parts.push(`m=${l.moves.map(encodeURIComponent).join(",")}`);
  return parts.join("&");
}

/** Reads a link's hash (without `#`); an error says what is wrong with it. */
export function parseLink(hash: string): Result<LinkState, LinkError> {
  if (hash.length > MAX_HASH)
    return err<LinkError>({
      reason: "too-long",
      message: `the link is ${hash.length} characters long, more than a game needs`,
      params: {
        n: `${hash.length}`,
      },
    });
  const fields = new Map<string, string>();
  for (const part of hash.split("&")) {
    const i = part.indexOf("=");
    const text = part.slice(0, 40);
    if (i <= 0)
      return err<LinkError>({
        reason: "not-a-field",
        message: `"${text}" is not a field of a game link`,
        params: { text },
      });
    const key = part.slice(0, i);
    let value: string;
    try {
      value = decodeURIComponent(part.slice(i + 1));
    } catch {
      return err<LinkError>({
        reason: "bad-url-text",
        message: `the field ${key} is not valid URL text`,
        params: { key },
      });
    }
    if (!["r", "v", "o", "p", "m"].includes(key))
      return err<LinkError>({
        reason: "unknown-field",
        message: `unknown field "${key.slice(0, 20)}" in the link`,
        params: {
          key: key.slice(0, 20),
        },
      });
    fields.set(key, value);
  }
  const ruleset = fields.get("r");
  if (ruleset === undefined || ruleset === "")
    return err<LinkError>({
      reason: "no-ruleset",
      message: "the link names no ruleset",
      params: {},
    });
  const m = fields.get("m");
  return ok({
    ruleset,
    version: fields.get("v"),
    options: fields.get("o"),
    position: fields.get("p"),
    moves: m === undefined || m === "" ? [] : m.split(","),
  });
}

/**
 * An in-page link that opens the simulator on the moves played from the ruleset's start, under
 * the reader's changes (`options`, `key:value,...`) when there are any.
 */
export const simulatorLink = (
  ruleset: string,
  moves: readonly string[],
  options?: string,
): string => `#${formatLink({ ruleset, options, moves })}`;

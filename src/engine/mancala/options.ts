import { optionError, type OptionError } from "../core/errors.ts";
import type { Cited, Provenance } from "../core/provenance.ts";
import { err, ok, type Result } from "../core/result.ts";
import type { RulesetSpec } from "../core/ruleset.ts";

/** What values an option accepts. */
export type OptionSpec =
  | { readonly kind: "enum"; readonly values: readonly string[]; readonly doc: string }
  | {
      readonly kind: "int";
      readonly min: number;
      readonly max: number;
      readonly even?: boolean;
      readonly doc: string;
    }
  | { readonly kind: "bool"; readonly doc: string };

export type OptionValue = string | number | boolean;
export type CitedOptions<K extends string> = { readonly [k in K]: Cited<OptionValue> };

const describe = (s: OptionSpec): string =>
  s.kind === "enum"
    ? `one of ${s.values.map((v) => JSON.stringify(v)).join(", ")}`
    : s.kind === "int"
      ? `an integer from ${s.min} to ${s.max}${s.even === true ? ", even" : ""}`
      : "true or false";

/** Checks one value; strings from the command line (`--option holes=12`) are converted. */
function coerce(spec: OptionSpec, raw: unknown, fromOverride: boolean): OptionValue | undefined {
  switch (spec.kind) {
    case "enum":
      return typeof raw === "string" && spec.values.includes(raw) ? raw : undefined;
    case "int": {
      let v = raw;
      if (fromOverride && typeof v === "string" && /^-?\d+$/.test(v.trim())) v = Number(v);
      if (typeof v !== "number" || !Number.isInteger(v) || v < spec.min || v > spec.max)
        return undefined;
      if (spec.even === true && v % 2 !== 0) return undefined;
      return v;
    }
    case "bool": {
      if (typeof raw === "boolean") return raw;
      if (fromOverride && (raw === "true" || raw === "false")) return raw === "true";
      return undefined;
    }
  }
}

/**
 * Validates a ruleset's options map against a game's option specs: every option must be present
 * (each rule of the game carries its provenance in the ruleset file), none may be unknown, every
 * value must be accepted. Overrides replace values; their provenance then says so.
 */
export function readOptions<K extends string>(
  gameId: string,
  specs: { readonly [k in K]: OptionSpec },
  ruleset: RulesetSpec,
  overrides: Readonly<Record<string, unknown>> | undefined,
): Result<CitedOptions<K>, readonly OptionError[]> {
  const errors: OptionError[] = [];
  if (ruleset.family !== "mancala")
    errors.push(optionError("family", `the mancala family cannot run family "${ruleset.family}"`));
  if (ruleset.game !== gameId)
    errors.push(optionError("game", `ruleset is for "${ruleset.game}", not "${gameId}"`));
  const out: Record<string, Cited<OptionValue>> = {};
  const keys = Object.keys(specs) as K[];
  for (const key of keys) {
    const spec = specs[key];
    const cited = ruleset.options[key];
    if (cited === undefined) {
      errors.push(optionError(key, `missing option "${key}": ${spec.doc} (${describe(spec)})`));
      continue;
    }
    const value = coerce(spec, cited.value, false);
    if (value === undefined) {
      errors.push(
        optionError(
          key,
          `option "${key}" has value ${JSON.stringify(cited.value)}; expected ${describe(spec)}`,
        ),
      );
      continue;
    }
    out[key] = { value, provenance: cited.provenance };
  }
  for (const key of Object.keys(ruleset.options))
    if (!(key in specs))
      errors.push(
        optionError(key, `unknown option "${key}" for ${gameId}; known: ${keys.join(", ")}`),
      );
  for (const [key, raw] of Object.entries(overrides ?? {})) {
    if (!(key in specs)) {
      errors.push(
        optionError(key, `unknown option "${key}" for ${gameId}; known: ${keys.join(", ")}`),
      );
      continue;
    }
    const spec = specs[key as K];
    const value = coerce(spec, raw, true);
    if (value === undefined) {
      errors.push(
        optionError(key, `override ${key}=${JSON.stringify(raw)}: expected ${describe(spec)}`),
      );
      continue;
    }
    const before = out[key];
    const provenance: Provenance = {
      source: before?.provenance.source ?? "dlp-database",
      locator: before?.provenance.locator ?? "-",
      basis: "default",
      reasoning: `Set by an override to ${JSON.stringify(value)} (the ruleset ${ruleset.id} has ${JSON.stringify(before?.value)}).`,
    };
    out[key] = { value, provenance };
  }
  return errors.length > 0 ? err(errors) : ok(out as CitedOptions<K>);
}

/** The typed value of a validated option. */
export const str = <K extends string>(o: CitedOptions<K>, k: K): string => String(o[k].value);
export const num = <K extends string>(o: CitedOptions<K>, k: K): number => Number(o[k].value);
export const bool = <K extends string>(o: CitedOptions<K>, k: K): boolean => o[k].value === true;

/** Who moves first: every four-row game has the option (kernel.ts `baseConfig` reads it). */
export const FIRST_PLAYER_OPTION = {
  kind: "enum",
  values: ["south", "north"],
  doc: "who makes the first move",
} as const satisfies OptionSpec;

/** The `no-move` rule of the games in which a player can be left without a move. */
export const NO_MOVE_OPTION = {
  kind: "enum",
  values: ["loses"],
  doc: "a player who cannot move",
} as const satisfies OptionSpec;

/** End-of-game options every four-row game shares (relay.ts enforces the first). */
export const SHARED_END_OPTIONS = {
  "endless-sowing": {
    kind: "enum",
    values: ["end-turn"],
    doc: "a relay or re-spreading that would never end stops at its first repeated situation, or at its 100,000th relay lift, and the turn ends (relay.ts)",
  },
  "turn-limit": {
    kind: "int",
    min: 1,
    max: 1_000_000,
    doc: "the game is drawn when this many turns have been played without a result",
  },
} as const satisfies Record<string, OptionSpec>;

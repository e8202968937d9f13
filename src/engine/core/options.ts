import { optionError, type OptionError } from "./errors.ts";
import type { Cited, Provenance } from "./provenance.ts";
import { err, ok, type Result } from "./result.ts";
import type { FamilyId, RulesetSpec } from "./ruleset.ts";

/**
 * Ruleset options, declared once per game as data: the kind of value, the values accepted and a
 * one-sentence meaning (`doc`), which ruleset pages and `engine options` show. One reader checks a
 * ruleset against the declarations for every family.
 */
export const OPTION_KINDS = ["bool", "int", "enum"] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/** What values an option accepts, and what it means. */
export type OptionSpec =
  | { readonly kind: "bool"; readonly doc: string }
  | {
      readonly kind: "int";
      readonly min: number;
      /** No upper bound when absent. */
      readonly max?: number;
      readonly even?: boolean;
      /** `null` is accepted too (the rule is off). */
      readonly nullable?: boolean;
      readonly doc: string;
    }
  | { readonly kind: "enum"; readonly values: readonly string[]; readonly doc: string };

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

/** Every value an option can hold. */
export type OptionValue = string | number | boolean | null;

/** The value type an option spec declares. */
export type ValueOf<S extends OptionSpec> = S extends { readonly kind: "bool" }
  ? boolean
  : S extends { readonly kind: "int"; readonly nullable: true }
    ? number | null
    : S extends { readonly kind: "int" }
      ? number
      : S extends { readonly kind: "enum"; readonly values: readonly (infer V)[] }
        ? V
        : never;

/** Validated options, typed by their specs, each with its provenance. */
export type TypedOptions<Specs extends OptionSpecs> = {
  readonly [K in keyof Specs]: Cited<ValueOf<Specs[K]>>;
};

/** Validated options by key (the form the mancala kernels read with `str`/`num`/`bool`). */
export type CitedOptions<K extends string> = { readonly [k in K]: Cited<OptionValue> };

/** Declares a game's options, keeping each spec's literal values (enum values) for `ValueOf`. */
export const defineOptions = <const Specs extends OptionSpecs>(specs: Specs): Specs => specs;

/** The values an option accepts, in words (`an integer from 1 to 12`, `one of "a", "b"`). */
export function describeOption(s: OptionSpec): string {
  switch (s.kind) {
    case "bool":
      return "true or false";
    case "enum":
      return `one of ${s.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "int": {
      const range =
        s.max === undefined
          ? `an integer of at least ${s.min}`
          : s.max === s.min + 1
            ? `${s.min} or ${s.max}`
            : `an integer from ${s.min} to ${s.max}`;
      return `${range}${s.even === true ? ", even" : ""}${s.nullable === true ? ", or null" : ""}`;
    }
  }
}

/**
 * Checks one value against its spec; undefined when refused. Overrides come from command lines,
 * so their text forms (`"12"`, `"true"`, `"null"`) are accepted for typed values.
 */
function accept(spec: OptionSpec, raw: unknown, fromOverride: boolean): OptionValue | undefined {
  let v = raw;
  if (fromOverride && typeof v === "string") {
    const t = v.trim();
    if (spec.kind === "bool" && (t === "true" || t === "false")) v = t === "true";
    if (spec.kind === "int" && /^-?\d+$/.test(t)) v = Number(t);
    if (spec.kind === "int" && t === "null") v = null;
  }
  switch (spec.kind) {
    case "bool":
      return typeof v === "boolean" ? v : undefined;
    case "enum":
      return typeof v === "string" && spec.values.includes(v) ? v : undefined;
    case "int":
      if (v === null) return spec.nullable === true ? null : undefined;
      if (typeof v !== "number" || !Number.isInteger(v) || v < spec.min) return undefined;
      if (spec.max !== undefined && v > spec.max) return undefined;
      if (spec.even === true && v % 2 !== 0) return undefined;
      return v;
  }
}

/**
 * The provenance of a value set by an override: marked `override`, it keeps the citation of the
 * value it replaces (source, evidence, locator), not that passage's words, which say otherwise.
 */
export function overrideProvenance(
  rulesetId: string,
  replaced: Cited<unknown>,
  value: unknown,
): Provenance {
  const { source, evidence, locator } = replaced.provenance;
  const reasoning = `Set by an override to ${JSON.stringify(value)}; the ruleset ${rulesetId} has ${JSON.stringify(replaced.value)}.`;
  return evidence === undefined
    ? { source, locator, basis: "default", reasoning, override: true }
    : { source, evidence, locator, basis: "default", reasoning, override: true };
}

/** Which family and game a set of option specs belongs to. */
export interface OptionOwner {
  readonly family: FamilyId;
  readonly game: string;
}

/**
 * Validates a ruleset against a game's option specs: the ruleset must be for this game and family,
 * every option present (each rule carries its provenance in the ruleset file), none unknown, every
 * value accepted. Overrides replace values under `overrideProvenance`. Every problem is reported,
 * named by its key (`game` and `family` for a ruleset of another game).
 */
export function readOptions<const Specs extends OptionSpecs>(
  specs: Specs,
  owner: OptionOwner,
  ruleset: RulesetSpec,
  overrides: Readonly<Record<string, unknown>> = {},
): Result<TypedOptions<Specs>, readonly OptionError[]> {
  const errors: OptionError[] = ownerErrors(owner, ruleset);
  const keys = Object.keys(specs);
  const unknown = (key: string, override: boolean): OptionError =>
    optionError(
      key,
      override ? "no-such-override" : "unknown-option",
      { key, game: owner.game, known: keys.join(", ") },
      `${override ? "cannot override: no option" : "unknown option"} "${key}" for ${owner.game}; known: ${keys.join(", ")}`,
    );
  const out: Record<string, Cited<OptionValue>> = {};
  for (const key of keys) {
    const spec = specs[key]!;
    const cited = ruleset.options[key];
    if (cited === undefined) {
      errors.push(
        optionError(
          key,
          "missing",
          { doc: spec.doc, ...accepted(spec) },
          `missing: ${spec.doc} (${describeOption(spec)})`,
        ),
      );
      continue;
    }
    const value = accept(spec, cited.value, false);
    if (value === undefined)
      errors.push(
        optionError(
          key,
          "bad-value",
          { ...accepted(spec), value: JSON.stringify(cited.value) },
          `must be ${describeOption(spec)}; got ${JSON.stringify(cited.value)}`,
        ),
      );
    else out[key] = { value, provenance: cited.provenance };
  }
  for (const key of Object.keys(ruleset.options))
    if (!(key in specs)) errors.push(unknown(key, false));
  for (const [key, raw] of Object.entries(overrides)) {
    const spec = specs[key];
    if (spec === undefined) {
      errors.push(unknown(key, true));
      continue;
    }
    const value = accept(spec, raw, true);
    const replaced = ruleset.options[key];
    if (value === undefined)
      errors.push(
        optionError(
          key,
          "bad-override",
          { ...accepted(spec), value: JSON.stringify(raw) },
          `must be ${describeOption(spec)}; got ${JSON.stringify(raw)} (from an override)`,
        ),
      );
    else if (replaced !== undefined)
      out[key] = { value, provenance: overrideProvenance(ruleset.id, replaced, value) };
  }
  return errors.length > 0 ? err(errors) : ok(out as TypedOptions<Specs>);
}

/** A ruleset of another family or game than the options' owner. */
function ownerErrors(owner: OptionOwner, ruleset: RulesetSpec): OptionError[] {
  const errors: OptionError[] = [];
  if (ruleset.family !== owner.family)
    errors.push(
      optionError(
        "family",
        "wrong-family",
        { ruleset: ruleset.id, family: ruleset.family, owner: owner.family },
        `ruleset ${ruleset.id} is of family "${ruleset.family}", not "${owner.family}"`,
      ),
    );
  if (ruleset.game !== owner.game)
    errors.push(
      optionError(
        "game",
        "wrong-game",
        { ruleset: ruleset.id, game: ruleset.game, owner: owner.game },
        `ruleset ${ruleset.id} is for "${ruleset.game}", not "${owner.game}"`,
      ),
    );
  return errors;
}

/**
 * What an option accepts, as an option error's values: `expected` in English (`describeOption`),
 * and its parts, so that a page can say it in its own words: `kind`, the enumerated `values`
 * (quoted, comma-separated), `min` and `max`, `even` and `nullable` (1 or 0).
 */
export function accepted(s: OptionSpec): Record<string, string | number> {
  const expected = describeOption(s);
  if (s.kind === "bool") return { expected, kind: "bool" };
  if (s.kind === "enum")
    return { expected, kind: "enum", values: s.values.map((v) => JSON.stringify(v)).join(", ") };
  return {
    expected,
    kind: "int",
    // As written in the ruleset's terms, not as a number a page would group (1000000).
    min: String(s.min),
    ...(s.max === undefined ? {} : { max: String(s.max) }),
    even: s.even === true ? 1 : 0,
    nullable: s.nullable === true ? 1 : 0,
  };
}

/** The typed value of a validated option. */
export const str = <K extends string>(o: CitedOptions<K>, k: K): string => String(o[k].value);
export const num = <K extends string>(o: CitedOptions<K>, k: K): number => Number(o[k].value);
export const bool = <K extends string>(o: CitedOptions<K>, k: K): boolean => o[k].value === true;

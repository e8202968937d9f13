/**
 * Command-line parsing for the engine CLI: `<command> --flag value ...` (or `--flag=value`), and
 * the `--option key=value` overrides the CLI and the benchmarks share. Every problem is a
 * `UsageError` with a one-line message; nothing here exits or prints.
 */
import { parse as parseYaml } from "yaml";

export class UsageError extends Error {}

export interface FlagSpec {
  /** May be given more than once (values accumulate). */
  readonly repeat?: boolean;
}

export interface ParsedArgs {
  readonly command: string;
  readonly flags: ReadonlyMap<string, readonly string[]>;
}

export function parseArgs(
  argv: readonly string[],
  commands: Readonly<Record<string, Readonly<Record<string, FlagSpec>>>>,
): ParsedArgs {
  const [command, ...rest] = argv;
  const known = Object.keys(commands);
  if (command === undefined || command === "")
    throw new UsageError(`no command; commands: ${known.join(", ")}`);
  const spec = commands[command];
  if (spec === undefined)
    throw new UsageError(`unknown command "${command}"; commands: ${known.join(", ")}`);
  const flags = new Map<string, string[]>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (!arg.startsWith("--") || arg === "--")
      throw new UsageError(`unexpected argument "${arg}" (flags are written --name value)`);
    const eq = arg.indexOf("=");
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const flag = spec[name];
    if (flag === undefined)
      throw new UsageError(
        `unknown flag --${name} for ${command}; known: ${Object.keys(spec)
          .map((f) => `--${f}`)
          .join(", ")}`,
      );
    let value: string;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      const next = rest[i + 1];
      if (next === undefined || (next.startsWith("--") && next.length > 2))
        throw new UsageError(`missing value for --${name}`);
      value = next;
      i++;
    }
    const values = flags.get(name) ?? [];
    if (values.length > 0 && flag.repeat !== true) throw new UsageError(`--${name} given twice`);
    flags.set(name, [...values, value]);
  }
  return { command, flags };
}

/** The single value of a flag, or undefined when absent. */
export const flag = (args: ParsedArgs, name: string): string | undefined =>
  args.flags.get(name)?.[0];

export function required(args: ParsedArgs, name: string): string {
  const v = flag(args, name);
  if (v === undefined) throw new UsageError(`${args.command} needs --${name}`);
  return v;
}

/** An integer flag within [min, max]. */
export function integer(
  args: ParsedArgs,
  name: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  const text = fallback === undefined ? required(args, name) : flag(args, name);
  if (text === undefined) return fallback!;
  if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max)
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got "${text}"`);
  return Number(text);
}

/** A positive number flag. */
export function positive(args: ParsedArgs, name: string, fallback?: number): number {
  const text = fallback === undefined ? required(args, name) : flag(args, name);
  if (text === undefined) return fallback!;
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n <= 0)
    throw new UsageError(`--${name} must be a positive number, got "${text}"`);
  return n;
}

/**
 * Option overrides from `--option key=value` texts: each value read as a YAML scalar (`4`,
 * `true`, `null`, `be`), or kept as written when YAML refuses it; an empty value is "".
 */
export function optionOverrides(texts: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const text of texts) {
    const eq = text.indexOf("=");
    if (eq <= 0) throw new UsageError(`--option needs key=value, got "${text}"`);
    const raw = text.slice(eq + 1);
    let value: unknown;
    try {
      value = parseYaml(raw) as unknown;
    } catch {
      value = raw;
    }
    out[text.slice(0, eq)] = value ?? (raw === "" ? "" : null);
  }
  return out;
}

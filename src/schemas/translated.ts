import type { z } from "astro/zod";

/**
 * A `<field>Translations` translates the English of `<field>`: a translation of a text that is
 * not there would be shown for nothing, or beside a text it no longer translates.
 */
export function requireTranslated(
  text: string | undefined,
  given: object | undefined,
  field: string,
  ctx: z.RefinementCtx,
  path: readonly (string | number)[] = [],
  translationsField = `${field}Translations`,
): void {
  if (given !== undefined && text === undefined)
    ctx.addIssue({
      code: "custom",
      path: [...path, translationsField],
      message: `${translationsField} translate \`${field}\`; there is none`,
    });
}

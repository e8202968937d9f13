import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { tidyHtml } from "../lib/tidy-html.ts";

/** After the build, tidies the whitespace around links and punctuation in every page (tidyHtml). */
export default function tidyLinksIntegration(): AstroIntegration {
  return {
    name: "tidy-links",
    hooks: {
      "astro:build:done": ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const name of readdirSync(root, { recursive: true, encoding: "utf8" })) {
          if (!name.endsWith(".html")) continue;
          const file = join(root, name);
          const html = readFileSync(file, "utf8");
          const tidy = tidyHtml(html);
          if (tidy !== html) writeFileSync(file, tidy);
        }
      },
    },
  };
}

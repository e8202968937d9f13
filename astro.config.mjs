// @ts-check
import { defineConfig } from "astro/config";
import mdx from "@astrojs/mdx";
import tidyLinks from "./src/integrations/tidy-links.ts";

// The canonical address of the published site, e.g. SITE_URL=https://example.net/ npm run build.
// Unset, pages carry no canonical link rather than a made-up one.
const site = process.env.SITE_URL;

export default defineConfig({
  ...(site ? { site } : {}),
  trailingSlash: "always",
  // HTML-aware compression: Astro 7's default ("jsx") drops the whitespace between a word and a
  // following inline element or block, gluing words together in text and in the search index.
  compressHTML: true,
  integrations: [mdx(), tidyLinks()],
  build: { format: "directory" },
});

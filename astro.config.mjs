// @ts-check
import { defineConfig } from "astro/config";
import mdx from "@astrojs/mdx";

export default defineConfig({
  site: "https://fanorona-mancala.example.org",
  trailingSlash: "always",
  // HTML-aware compression: Astro 7's default ("jsx") drops the whitespace between a word and a
  // following inline element or block, gluing words together in text and in the search index.
  compressHTML: true,
  integrations: [mdx()],
  build: { format: "directory" },
  // The simulator's search worker loads only the engine family it needs (ES module chunks).
  vite: { worker: { format: "es" } },
});

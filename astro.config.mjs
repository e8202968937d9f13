// @ts-check
import { defineConfig } from "astro/config";
import mdx from "@astrojs/mdx";
import { readFileSync } from "node:fs";
import workerChunk from "./src/simulator/vite/worker-chunk.ts";
import { DEFAULT_LANG, LANGS } from "./src/i18n/languages.ts";
import { PROJECT } from "./src/site/project.ts";

// Renamed ids keep their old URLs as redirect pages (docs/published-ids.txt lists every URL
// ever published; tests/site/published-ids.test.ts checks that each still resolves).
const redirects = JSON.parse(
  readFileSync(new URL("./docs/redirects.json", import.meta.url), "utf8"),
);
// The published site's address, set once in src/site/project.ts (SITE_URL at build time wins):
// canonical and hreflang links are absolute with it.
const site = PROJECT.site;

export default defineConfig({
  site,
  trailingSlash: "always",
  // HTML-aware compression: Astro 7's default ("jsx") drops the whitespace between a word and a
  // following inline element or block, gluing words together in text and in the search index.
  compressHTML: true,
  integrations: [mdx()],
  // With INCREMENTAL_BUILD=1 a rebuild copies every page whose cacheKey (from getStaticPaths) and
  // code are unchanged from the last build (issue 37: a rebuild after one changed record within
  // 60 s; decision 29). Only the evidence pages have keys (src/site/page-key.ts). Opt-in (the
  // scale run sets it) until tests/site/incremental.test.ts, which holds an incremental build
  // equal to a full one file for file, has passed in the full matrix.
  experimental: { incrementalBuild: process.env.INCREMENTAL_BUILD === "1" },
  build: { format: "directory" },
  redirects,
  // English at the root as published, French under /fr/ and Malagasy under /mg/: every page
  // route takes an optional `lang` segment (src/pages/[...lang]/, decision 0024).
  i18n: {
    locales: [...LANGS],
    defaultLocale: DEFAULT_LANG,
    routing: { prefixDefaultLocale: false },
  },
  // Shiki colours code with inline styles, which the CSP below refuses; Prism uses classes.
  markdown: { syntaxHighlight: "prism" },
  // A Content-Security-Policy <meta> on every page, computed at build time: Astro hashes the
  // scripts and styles it emits; everything else is same-origin only. No 'unsafe-eval' anywhere:
  // Pagefind's search runs WebAssembly, which needs only 'wasm-unsafe-eval'. Module scripts and
  // workers (the simulator's engine and its search worker) load from 'self'. Style attributes
  // carry only layout custom properties (timeline, region tree), hence 'unsafe-inline' on
  // style-src-attr alone; <style> elements stay hashed. frame-ancestors and report-uri are
  // ignored in a <meta> policy, so they are not set here.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      styleDirective: {
        resources: ["'self'", { resource: "'unsafe-inline'", kind: "attribute" }],
      },
    },
  },
  // The simulator's search worker is a chunk of the page's own bundle, sharing its engine family
  // (src/simulator/vite/worker-chunk.ts).
  vite: {
    plugins: [workerChunk()],
    build: {
      rolldownOptions: {
        output: {
          // The one DOM builder is its own chunk: the bundler would otherwise merge it with the
          // simulator's words tables, and pages that only build a list (/offline/) would load them.
          codeSplitting: { groups: [{ name: "dom", test: /[\\/]src[\\/]site[\\/]dom[\\/]/ }] },
        },
      },
    },
  },
});

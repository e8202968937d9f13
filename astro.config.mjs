// @ts-check
import { defineConfig } from "astro/config";
import mdx from "@astrojs/mdx";

export default defineConfig({
  site: "https://fanorona-mancala.example.org",
  trailingSlash: "always",
  integrations: [mdx()],
  build: { format: "directory" },
});

import { defineConfig } from "vitest/config";

// Unit and integration suites by layer; the browser suite has its own config (vitest.e2e.config.ts).
export default defineConfig({
  test: {
    include: ["tests/{engine,content,site,repo}/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});

import { defineConfig } from "vitest/config";

// Browser suite: headless Chromium against dist/ (see tests/e2e/site.test.ts).
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});

/**
 * Global set-up of the browser suite: makes sure dist/ is current (scripts/lib/build.ts), then
 * serves it on 127.0.0.1 once for the whole run; each test file reaches it through
 * `openSite()` (./site.ts), which reads its address with `inject("siteOrigin")`.
 */
import type { TestProject } from "vitest/node";
import { DIST, ensureBuilt } from "../../scripts/lib/build.ts";
import { serveStatic } from "../../scripts/lib/server.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuilt();
  const server = await serveStatic(DIST);
  project.provide("siteOrigin", server.origin);
  return () => server.close();
}

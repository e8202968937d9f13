/**
 * Global set-up of the site suite: makes sure dist/ is a complete, current build (building it
 * once if not, scripts/lib/build.ts) before any of its files reads the built pages.
 */
import { ensureBuilt } from "../../scripts/lib/build.ts";

export default async function setup(): Promise<void> {
  await ensureBuilt();
}

import { gzipSync } from "node:zlib";
import { launchBrowser } from "./scripts/lib/browser.ts";
import { serveStatic } from "./scripts/lib/server.ts";
const server = await serveStatic(process.env.DIST ?? "dist");
const browser = await launchBrowser();
for (const path of (process.env.PAGES ?? "/games/fanorona/").split(",")) {
  const ctx = await browser.newContext({ serviceWorkers: "block" });
  const page = await ctx.newPage();
  const bodies: Promise<number>[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() !== "script") return;
    bodies.push(
      r
        .body()
        .then((b) => {
          const n = gzipSync(b, { level: 9 }).length;
          if (process.env.LIST) console.log(n, r.url().replace(/.*\//, ""));
          return n;
        })
        .catch(() => 0),
    );
  });
  await page.goto(server.origin + path);
  if (process.env.SEL) {
    await page.locator(process.env.SEL.split(" ")[0]!).first().scrollIntoViewIfNeeded();
    await page.waitForSelector(process.env.SEL, { state: "attached" });
  }
  await page.waitForTimeout(1500);
  const sizes = await Promise.all(bodies);
  console.log(
    path,
    sizes.reduce((a, n) => a + n, 0),
  );
  await ctx.close();
}
await browser.close();
await server.close();

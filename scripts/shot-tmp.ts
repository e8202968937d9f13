import { launchBrowser } from "./lib/browser.ts";
import { serveStatic } from "./lib/server.ts";
const server = await serveStatic("dist");
const browser = await launchBrowser();
const pages = process.argv.slice(2);
for (const w of [390, 1280]) {
  const ctx = await browser.newContext({
    viewport: { width: w, height: 900 },
    serviceWorkers: "block",
  });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(server.origin + p);
    await page.waitForTimeout(800);
    const name = `/tmp/shot-${p.replace(/[^a-z0-9]+/gi, "_")}-${w}.png`;
    await page.screenshot({ path: name, fullPage: w === 1280 ? false : false });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
await server.close();

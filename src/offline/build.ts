/**
 * The offline step of `npm run build`, run after Pagefind (its index is part of the packs):
 * writes dist/offline/packs.json (the packs a reader can keep, each file with its size and hash)
 * and dist/sw.js (src/offline/sw.ts bundled with Workbox, and the shell's precache list with a
 * revision per file). Prints each pack's size.
 *
 *   node src/offline/build.ts [dist] [content]
 */
import { build } from "esbuild";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { packManifest, shellFiles } from "./pack-build.ts";
import { writePackPages, writePackSizes } from "./pack-pages.ts";
import { PACK_MANIFEST_URL } from "./packs.ts";
import { fileOfUrl } from "./assets.ts";

const ROOT = join(import.meta.dirname, "..", "..");

/** The worker, bundled for the browser, with `self.__WB_MANIFEST` replaced by the shell list. */
async function bundleWorker(dist: string): Promise<string> {
  const out = await build({
    entryPoints: [join(ROOT, "src", "offline", "sw.ts")],
    bundle: true,
    format: "iife",
    minify: true,
    write: false,
    target: "es2022",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  const code = out.outputFiles[0]?.text ?? "";
  if (!code.includes("self.__WB_MANIFEST"))
    throw new Error("src/offline/sw.ts: the bundle lost self.__WB_MANIFEST; nothing to precache");
  const shell = shellFiles(dist).map((f) => ({ url: f.url, revision: f.hash }));
  return code.replace("self.__WB_MANIFEST", JSON.stringify(shell));
}

/** Kilobytes with one decimal, as the build prints them. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const dist = process.argv[2] ?? join(ROOT, "dist");
  const content = process.argv[3] ?? process.env.CONTENT_DIR ?? join(ROOT, "content");
  // The pages that show a pack's size or pages are filled in first, then the manifest is made
  // again: its hashes must be those of the pages as served.
  const first = packManifest(dist, content);
  writePackSizes(dist, first);
  writePackPages(dist, first);
  const manifest = packManifest(dist, content);
  const target = join(dist, fileOfUrl(PACK_MANIFEST_URL));
  mkdirSync(join(target, ".."), { recursive: true });
  writeFileSync(target, `${JSON.stringify(manifest)}\n`);
  const worker = await bundleWorker(dist);
  writeFileSync(join(dist, "sw.js"), worker);
  // What the worker costs every reader once, after a first page has loaded: itself and the shell.
  const shell = shellFiles(dist);
  const shellBytes = shell.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`offline worker sw.js: ${kb(Buffer.byteLength(worker))}`);
  console.log(`offline shell (precached): ${shell.length} files, ${kb(shellBytes)}`);
  for (const pack of manifest.packs)
    console.log(`offline pack ${pack.id}: ${pack.files.length} files, ${kb(pack.bytes)}`);
}

if (process.argv[1] === import.meta.filename) await main();

/**
 * A tiny static file server for dist/, for the browser tests: node:http on 127.0.0.1 with a
 * random port, `index.html` for directories, a redirect from `/dir` to `/dir/` (as static
 * hosts do), the 404 page for missing files, and no network beyond the loopback.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** Maps a URL path to a file in `root`, or undefined; never leaves `root`. */
export function resolvePath(root: string, pathname: string): { file?: string; redirect?: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return {};
  }
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return {};
  if (!existsSync(path)) return {};
  const stat = statSync(path);
  if (stat.isDirectory()) {
    if (!pathname.endsWith("/")) return { redirect: `${pathname}/` };
    const index = join(path, "index.html");
    return existsSync(index) ? { file: index } : {};
  }
  return { file: path };
}

export async function serveStatic(root: string): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? "/", "http://127.0.0.1");
    const { file, redirect } = resolvePath(root, pathname);
    if (redirect !== undefined) {
      res.writeHead(301, { Location: redirect + search });
      res.end();
      return;
    }
    if (file === undefined) {
      const notFound = join(root, "404.html");
      res.writeHead(404, { "Content-Type": TYPES[".html"] });
      if (existsSync(notFound)) createReadStream(notFound).pipe(res);
      else res.end("Not found");
      return;
    }
    res.writeHead(200, {
      "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
      "Cache-Control": "no-store",
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}

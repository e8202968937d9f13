/**
 * A tiny static file server for dist/, for the browser tests: node:http on 127.0.0.1 with a
 * random port, `index.html` for directories, a redirect from `/dir` to `/dir/` (as static
 * hosts do), the 404 page for missing files, the response headers of `_headers` (the site's
 * frame policy, public/_headers) and no network beyond the loopback.
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
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

/** One rule of a `_headers` file: a path pattern (`*` any text), headers set and detached. */
interface HeaderRule {
  readonly pattern: RegExp;
  readonly set: [string, string][];
  readonly detach: string[];
}

/**
 * Reads a `_headers` file as static hosts do (Cloudflare Pages' format): a path line, then
 * indented `Name: value` lines, or `! Name` to drop a header an earlier matching rule set.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replaceAll("*", ".*");
      rules.push({ pattern: new RegExp(`^${glob}$`), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (rule === undefined) throw new Error(`_headers: a header before any path: ${line.trim()}`);
    const detach = /^\s*!\s*(\S+)\s*$/.exec(line);
    const header = /^\s*([^:\s]+):\s*(.*)$/.exec(line);
    if (detach !== null) rule.detach.push(detach[1]!.toLowerCase());
    else if (header !== null) rule.set.push([header[1]!.toLowerCase(), header[2]!.trim()]);
    else throw new Error(`_headers: not a header line: ${line.trim()}`);
  }
  return rules;
}

/** The headers the rules give a path, every matching rule in order. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const r of rules.filter((x) => x.pattern.test(pathname))) {
    for (const [k, v] of r.set) out.set(k, out.has(k) ? `${out.get(k)!}, ${v}` : v);
    for (const k of r.detach) out.delete(k);
  }
  return out;
}

export async function serveStatic(root: string): Promise<StaticServer> {
  const headersFile = join(root, "_headers");
  const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, "utf8")) : [];
  const server: Server = createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? "/", "http://127.0.0.1");
    for (const [k, v] of headersFor(rules, pathname)) res.setHeader(k, v);
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

import type { Plugin } from "vite";

const SUFFIX = "?worker-chunk";
const PREFIX = "\0worker-chunk:";

/**
 * `import url from "./worker.ts?worker-chunk"` gives the URL of worker.ts built as one more chunk
 * of the page's own bundle, for `new Worker(url, { type: "module" })`. Vite's own worker syntax
 * (`new Worker(new URL(...))`) builds a worker as a separate bundle, with its own copy of every
 * module it imports: the simulator's search worker then downloaded the engine family the page had
 * already loaded a second time. Built in the same bundle, the worker imports the page's chunks
 * (the family, the core), fetched once. In the dev server the module is served as it is.
 *
 * The page's chunks then run in a worker, where there is no document: Vite's module preloading,
 * which wraps every dynamic import in code that adds `<link rel="modulepreload">` elements to the
 * document, is turned off for the browser build (the chunks an engine family needs are few and
 * small; they load as the browser meets their imports).
 */
/**
 * The simulator's door to the engine (src/play/engine.ts) declares functions and nothing
 * else. Said so to the bundler, a module that takes only the engine's `Result` helpers or family
 * list through it (the compare picker, the board views) does not load the door's own chunk, and
 * with it the family loaders and the engine core.
 */
const DOOR = /[\\/]src[\\/]play[\\/]engine\.ts$/;

/**
 * Vite's preload helper, which Vite wraps around every dynamic import of a browser build even
 * with `modulePreload: false` (vitejs/vite#13952, #18551): it adds `<link>` elements for the
 * imported chunk's CSS and modules, and re-dispatches load errors as `vite:preloadError`. No
 * chunk of ours imports CSS (pages carry their styles) and module preloading is off, so it only
 * ever calls the import, yet it was a chunk of its own (0.9 KB gzip) on every page that imports
 * anything on use. Vite has no option to leave it out; its module is replaced by one that calls
 * the import and nothing else (a chunk of 48 B gzip).
 */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const PRELOAD_CALL = "export const __vitePreload = (load) => load();";

/** The chunks the client build groups modules into, in order (the bundler's `codeSplitting`). */
const GROUPS = (() => {
  // The engine core (results, options, the search) as one chunk that the page and the worker
  // share, rather than pieces of it placed in whichever family chunk came first. Its two
  // smallest modules, `Result` and the family list, have a chunk of their own: the compare
  // picker and the board views read them and need nothing else of the core.
  const basics = {
    name: "engine-basics",
    test: /[\\/]src[\\/]engine[\\/]core[\\/](result|ruleset)\.ts$/,
  };
  // The modules only the "Change the rules" workers load (the divergence search, its refusals
  // and dead-option check, self-play) stay out of it: in the shared chunk every simulator
  // page downloaded them (7 KB gzip) before anyone asked where a reading parts. The group
  // must not take in what its modules import (core/index.ts re-exports them all), or they
  // come back in as dependencies.
  const core = {
    name: "engine-core",
    test: /[\\/]src[\\/]engine[\\/]core[\\/](?!(?:diverge|dead-options|refusals|selfplay)\.ts$)/,
    includeDependenciesRecursively: false,
  };
  // The bundler's own helpers (namespace objects) in a chunk of their own: left to it, they
  // went into the first chunk that needed them, the divergence search's, which every page
  // then loaded for a few bytes of helper.
  const runtime = { name: "rolldown-runtime", test: /rolldown[:/]runtime/ };
  // The simulator's game (session.ts) and its tree of moves (game-tree.ts) as one chunk: the
  // tree's drawing and editing, loaded on use, import the tree alone, and the bundler had
  // made it a chunk of its own that every simulator, embed and lesson fetched besides.
  const session = {
    name: "session",
    test: /[\\/]src[\\/]play[\\/](session|game-tree|link)\.ts$/,
    includeDependenciesRecursively: false,
  };
  // The site's words and its DOM builder (src/site/dom), which the simulator, its embed, a
  // lesson and the compare picker all load: five chunks of 150-480 B gzip each, one chunk
  // here (0.3 KB gzip less on a simulator page, which had outgrown its budget). The English
  // labels of why a game ended (tables/en/ends.ts) go with status-words.ts, which reads them:
  // left to the bundler, they went into the compare words' chunk, which every simulator page
  // then loaded at start (0.8 KB gzip). The English basis words (tables/en/basis.ts) likewise
  // go with basis-words.ts: left to the bundler, they went into the move tree's panel chunk, and
  // every simulator page loaded that panel and its imports at start (13 KB gzip).
  const words = {
    name: "site-words",
    test: /[\\/]src[\\/](?:site[\\/](?:dom[\\/](?:to-dom|tree)|words|status-words|basis-words)|i18n[\\/]tables[\\/]en[\\/](?:ends|basis))\.ts$/,
    includeDependenciesRecursively: false,
  };
  return [runtime, session, words, basics, core];
})();

export default function workerChunk(): Plugin {
  let serve = false;
  return {
    name: "worker-chunk",
    enforce: "pre",
    configEnvironment(name) {
      if (name !== "client") return null;
      return {
        build: {
          modulePreload: false,
          rolldownOptions: {
            treeshake: { moduleSideEffects: (id: string) => (DOOR.test(id) ? false : undefined) },
            // Required by a group that leaves its modules' imports out (engine-core): an entry
            // chunk may then export more than its module did, which nothing in a page reads.
            preserveEntrySignatures: "allow-extension",
            output: { codeSplitting: { groups: GROUPS } },
          },
        },
      };
    },
    configResolved(config) {
      serve = config.command === "serve";
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const r = await this.resolve(source.slice(0, -SUFFIX.length), importer);
      return r === null ? null : `${PREFIX}${r.id}`;
    },
    load(id) {
      if (id === PRELOAD_HELPER && !serve && this.environment.name === "client")
        return PRELOAD_CALL;
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      if (serve || this.environment.name !== "client")
        return `export default ${JSON.stringify(`/@fs${file}`)};`;
      // Named by folder and file (`simulator-worker`, `selfplay-worker`): two emitted chunks of
      // one name were given one URL, and the self-play pool started the search worker.
      const [dir, base] = file.split(/[\\/]/).slice(-2);
      const name = `${dir ?? ""}-${(base ?? "worker").replace(/\.[a-z]+$/, "")}`;
      const ref = this.emitFile({ type: "chunk", id: file, name });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
  };
}

// The engine's command line: `npm run --silent engine -- <command> ...` (see docs/cli.md).
// Node 24 runs this TypeScript file directly (type stripping).
import { main } from "./main.ts";

const chunks: string[] = [];
let size = 0;
const flush = (): void => {
  if (chunks.length > 0) process.stdout.write(chunks.join(""));
  chunks.length = 0;
  size = 0;
};
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  // A closed pipe (`| head`) is not an error of ours.
  if (e.code === "EPIPE") process.exit(0);
});
const status = main(
  process.argv.slice(2),
  (line) => {
    chunks.push(line, "\n");
    size += line.length + 1;
    if (size > 1 << 16) flush();
  },
  (line) => {
    flush();
    process.stderr.write(`${line}\n`);
  },
);
flush();
process.exitCode = status;

/** `./worker.ts?worker-chunk`: the URL of the module built as a chunk of the page's bundle. */
declare module "*?worker-chunk" {
  const url: string;
  export default url;
}

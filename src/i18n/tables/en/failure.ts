/**
 * Why something the browser does for the reader failed (src/site/failures.ts
 * `FAIL_REASONS`): `simb.fail.<reason>`, its values as placeholders. Where the English is wholly
 * ours it is the code's `message` word for word (tests/site/failure-words.test.ts); where the
 * code's message is the browser's own exception text, these words say what failed instead. Like
 * the engine's errors' words, a French or Malagasy simulator's config carries them and an
 * English one goes without (src/play/words.ts `ENGINE_WORD_PREFIXES`).
 */
export const failure = {
  "simb.fail.status": "{path} could not be loaded ({status})",
  "simb.fail.network": "{path} could not be loaded: the network did not answer",
  "simb.fail.code": "part of this page's code could not be loaded",
  "simb.fail.json": "{path} is not the JSON expected",
  "simb.fail.unpack-too-big": "it unpacks to more than {limit} bytes, more than any game file",
  "simb.fail.unpack-data": "it is not deflate-compressed data",
  "simb.fail.unpack-text": "it does not unpack to UTF-8 text",
  "simb.fail.image-decode": "the browser could not draw the picture",
  "simb.fail.no-canvas": "this browser gives no canvas to draw on",
  "simb.fail.no-png": "no PNG made",
  "simb.fail.unexpected": "{why}",
} as const;

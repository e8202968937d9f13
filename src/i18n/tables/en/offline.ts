/**
 * The offline pages (/offline/, /offline/not-stored/) and the messages of their browser code
 * (src/offline/keep.ts), which the page hands to it in `data-words`.
 */
export const offline = {
  "offline.title": "Keep pages offline",
  "offline.description":
    "Keep a game family's pages, rulesets, simulator and search on this device for reading without a connection.",
  "offline.intro":
    "Pages you read are kept on this device and open again without a connection. To keep a whole game family before you travel (its game, ruleset, evidence, source and study pages, the simulator with its computer player, and search over them), keep its pack below. The size is shown before anything is downloaded; later, only the files that changed are fetched again.",
  "offline.needsJs":
    "The list of packs needs JavaScript and a browser that can keep pages offline.",
  "offline.js.cannot": "This browser cannot keep pages offline.",
  "offline.js.unreadable": "The list of packs could not be read: you are offline.",
  "offline.js.notKept": "Not kept. Download: {size}.",
  "offline.js.upToDate": "Kept on this device, up to date ({size}).",
  "offline.js.update": "Kept; an update is ready: {files}, {size}.",
  "offline.js.files.one": "{n} file",
  "offline.js.files.other": "{n} files",
  "offline.js.games": "Games: {games}. {files}.",
  "offline.js.keep": "Keep offline",
  "offline.js.updateButton": "Update",
  "offline.js.remove": "Remove",
  "offline.js.progress": "{done} of {total}",
  "offline.js.kept": "Kept on this device: {size}.",
  "offline.js.failed": "Not kept: {error}",
  // Why a file of the pack was not fetched (src/offline/failed.ts): French and Malagasy pages
  // say these; an English page says the English it said before (the script's own).
  "offline.js.fail.status": "{path} could not be fetched ({status})",
  "offline.js.fail.network": "{path} could not be fetched: the network did not answer",
  "offline.js.fail.unexpected": "{why}",
  "nav.offline": "Use offline",
  "offline.keepFamily": "Keep this family offline ({size})",
  "offline.megabytes": "{n} MB",
  "offline.homeLine":
    "Reading somewhere without a connection? {link}: the pages you read are kept on this device, and a whole game family can be kept before you go.",
  "notStored.pack": "This page is kept with {pack}: {link}, and it opens without a connection.",
  "notStored.keepIt": "keep that family on this device",
  "notStored.title": "Not stored on this device",
  "notStored.heading": "This page is not stored on this device",
  "notStored.text":
    "You are offline, and this page was neither read before on this device nor kept with a game family. It will open when you are back online. Pages already read, and the families kept on {link}, open without a connection.",
} as const;

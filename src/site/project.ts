/**
 * The project's public addresses, set once here: where the site is published (its canonical and
 * `hreflang` links are made absolute with it, astro.config.mjs's `site`), and where corrections
 * go (the repository's new-issue form, and an e-mail address for readers without an account
 * there). The footer shows them beside the licence; every "Suggest a correction" form ends in
 * them (src/contribute/suggest.ts).
 *
 * The values below are PLACEHOLDERS under the reserved `.example` top-level domain (RFC 2606):
 * the project has no public address yet. Set the real ones here, or at build time with
 * SITE_URL, REPOSITORY_URL and CORRECTIONS_EMAIL (which win over these), before publishing.
 * tests/site/reading.test.ts fails on any other example domain in a page.
 */
const env = (name: string): string | undefined =>
  typeof process === "undefined" ? undefined : process.env[name] || undefined;

/** The project's public addresses. */
export const PROJECT = {
  /** The published site's origin, with a trailing slash. */
  site: env("SITE_URL") ?? "https://fanorona-mancala.example/",
  /** The repository's address on its forge (GitHub, Gitea and Forgejo take the same links). */
  repository: env("REPOSITORY_URL") ?? "https://forge.fanorona-mancala.example/reference",
  /** Where corrections go by e-mail. */
  email: env("CORRECTIONS_EMAIL") ?? "corrections@fanorona-mancala.example",
} as const;

/** The forge's new-issue address, prefilled with a title and a body (its URL parameters). */
export const newIssueUrl = (title: string, body: string): string =>
  `${PROJECT.repository}/issues/new?${new URLSearchParams({ title, body }).toString()}`;

/** A `mailto:` address to the corrections address, prefilled with a subject and a body. */
export const mailtoUrl = (subject: string, body: string): string =>
  `mailto:${PROJECT.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

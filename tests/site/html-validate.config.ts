/**
 * The html-validate rule set for the built pages: the recommended rules, with these changes,
 * each for a stated reason. Everything else the recommended preset reports is fixed in the
 * pages, not switched off.
 */
import type { ConfigData } from "html-validate";

export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // Whitespace at line ends is what Astro's HTML compression leaves between inline elements
    // (compressHTML keeps the separating space, see astro.config.mjs); it is generated, carries
    // no meaning in HTML, and nobody edits dist/.
    "no-trailing-whitespace": "off",
    // A 70-character title limit is search-snippet advice, not validity or accessibility. Our
    // titles are "<record title> — <site name>", and record titles are the researchers' own
    // headings, which we do not truncate.
    "long-title": "off",
    // Scrollable tables and the region map are <div role="region" tabindex="0" aria-label>,
    // the WAI pattern for a keyboard-scrollable area: the region role is what screen readers
    // announce for it. html-validate would have a <section>; the two are equivalent, so the
    // established pattern stays. All other roles must still be native elements.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // A group of checkboxes sharing one name is how a GET form sends a list (the compare
    // picker's ?r=a&r=b); the recommended preset shares names only among radios and buttons.
    "form-dup-name": ["error", { shared: ["radio", "button", "reset", "submit", "checkbox"] }],
  },
};

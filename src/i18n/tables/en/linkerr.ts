/**
 * Why a game link (the simulator's address after `#`) or its option list cannot be read:
 * `simb.linkerr.<reason>`, one entry per reason of src/reading/link-errors.ts `LINK_REASONS`,
 * its values as placeholders. The English is the code's `message` word for word
 * (tests/site/link-words.test.ts makes each from a bad link and compares); like the engine's
 * errors' words, a French or Malagasy simulator's config carries them and an English one goes
 * without (src/play/words.ts `ENGINE_WORD_PREFIXES`).
 */
export const linkerr = {
  "simb.linkerr.too-long": "the link is {n} characters long, more than a game needs",
  "simb.linkerr.not-a-field": '"{text}" is not a field of a game link',
  "simb.linkerr.bad-url-text": "the field {key} is not valid URL text",
  "simb.linkerr.unknown-field": 'unknown field "{key}" in the link',
  "simb.linkerr.no-ruleset": "the link names no ruleset",
  "simb.linkerr.changes-too-long":
    "the option list is {n} characters long, more than any reading needs",
  "simb.linkerr.not-a-change":
    "{item} is not an option and its value: write each as <option>:<value>",
  "simb.linkerr.change-twice": "the option {option} is given twice",
  "simb.linkerr.export-no-reason":
    "give a reason for the change: it goes into each changed citation",
  "simb.linkerr.export-unchanged": "nothing is changed: this is the source's reading",
  "simb.linkerr.export-yaml": "the ruleset file is not valid YAML: {error}",
  "simb.linkerr.export-fields": "the ruleset file has no id, game, title or summary",
  "simb.linkerr.export-option": 'the ruleset file has no option "{key}" with its citation',
} as const;

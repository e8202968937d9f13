/**
 * The contribution page (/contribute/), the form's frame (src/contribute/ContributeForm.astro)
 * and a record's "Cite this record" box with its "Propose a correction" (src/downloads/
 * CiteRecord.astro). The form's own messages are still src/contribute/words.ts's English.
 */
export const contribute = {
  "contribute.title": "Propose a record, a correction or a reading",
  "contribute.description":
    "A form made from the content schemas: it checks a record as the site's build does and gives its YAML file and a pull request's text.",
  "contribute.lead":
    'The database grows by contributions. Choose what you propose and fill in its fields: each says what it means. "Check" tests the record with the same schemas, and the same messages, as the site\'s build; once it passes you get its YAML file, with where it goes under {content}, and the text of a pull request. A reading may state behaviour it claims (a turn refused by a rule, a perft figure, a game\'s result): the rules engine checks every claim when the pull request is tested. The {method} says how records are written; a record page\'s "Propose a correction" opens this form with that record.',
  "contribute.methodLink": "method page",
  "contribute.englishForm":
    "The fields keep their names as the content files have them, and their help (the schemas' comments) is in English; a schema's own explanation of a problem is in English too.",
  "contribute.formName": "The form",
  "contribute.loading": "Loading the form…",
  "contribute.noscript":
    "The form needs JavaScript. Without it, run {command} in a copy of the repository to make a file with its places to fill marked.",
  "cite.heading": "Cite this record",
  "cite.permanent": "Permanent URL: {link}",
  "cite.chicago": "Chicago (author-date)",
  "cite.accessed":
    "The access date is the day this page was built ({date}); change it to the day you read the record. Dataset version {version}, licence {licence}.",
  "cite.kind.evidence": "Evidence record",
  "cite.kind.source": "Source record",
  "cite.kind.ruleset": "Ruleset",
  "cite.files": "This record on its own:",
  "cite.propose": "Propose a correction",
  "suggest.heading": "Suggest a correction",
  "suggest.title": "Correction suggested by a reader",
  "suggest.titleAbout": "Correction: {about}",
  "suggest.intro":
    "Say what is wrong and where you read otherwise. Nothing is sent until you choose one of the two links below.",
  "suggest.what": "What is wrong",
  "suggest.source": "Your source (author, title, year)",
  "suggest.locator": "Where in it (page, chapter; optional)",
  "suggest.name": "Your name (optional)",
  "suggest.contact": "How to reach you (optional)",
  "suggest.issue": "Open it as a new issue on the project's repository",
  "suggest.mail": "Send it by e-mail",
  "suggest.next":
    "What happens next: an editor reads your suggestion, checks the source, and answers on the issue or by e-mail. A correction that holds is made in the record, citing your source; your name is credited only if you give it.",
  "suggest.editHeading": "Edit the record itself",
  "suggest.edit": "Edit the record itself (the full form, for contributors)",
  "layout.where": "Published at {site}. Corrections go to {issues}, or by e-mail to {email}.",
  "layout.issues": "the project's issue tracker",
} as const;

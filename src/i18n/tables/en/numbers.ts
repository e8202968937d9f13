/**
 * Words that go with numbers (src/i18n/numbers.ts writes the numbers themselves): a
 * coordinate's hemisphere, after its degrees ("18.96° S, 47.59° E").
 */
export const numbers = {
  /** North of the equator, after a latitude's degrees. */
  "coord.north": "N",
  /** South of the equator. */
  "coord.south": "S",
  /** East of Greenwich, after a longitude's degrees. */
  "coord.east": "E",
  /** West of Greenwich. */
  "coord.west": "W",
  /** The nth, by the language's ordinal rules (Intl.PluralRules, `type: "ordinal"`): "21st". */
  "ord.one": "{n}st",
  "ord.two": "{n}nd",
  "ord.few": "{n}rd",
  "ord.other": "{n}th",
} as const;

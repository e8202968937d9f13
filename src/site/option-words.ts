/**
 * Engine options in French and Malagasy, outside the engine (which declares them in English):
 * each option key's label, as the ruleset pages head their options list (`optionLabel` in
 * English), what an option means (./option-docs-fr.ts, ./option-docs-mg.ts), and a value in
 * words. Option keys and their enumerated values are the link format's and the files' words and
 * stay as they are there; a reader sees an enumerated value in words, by option and value (the
 * interface tables' area `values`, `value.<key>.<value>`), and booleans and `null` said.
 * Build-time only: a simulator gets its game's meanings and value words in its config
 * (src/play/words.ts).
 * The French is given French typography here, as the interface tables are (src/i18n/table.ts):
 * the words above keep the ordinary spaces typed, every reader (pages, the simulator's config,
 * the compare view) gets them spaced. The Malagasy awaits a native speaker's review
 * (docs/i18n.md).
 */
import type { Lang } from "../i18n/languages.ts";
import { GAMES, optionDoc } from "../engine/index.ts";
import { optionLabel, valueWords } from "./words.ts";
import { OPTION_DOCS_FR } from "./option-docs-fr.ts";
import { OPTION_DOCS_MG } from "./option-docs-mg.ts";
import { frenchSpacing } from "../i18n/typography.ts";
import { TABLES, t, type Key } from "../i18n/t.ts";

const LABELS_FR: Readonly<Record<string, string>> = {
  "after-reserve": "Après la réserve",
  blocked: "Joueur bloqué",
  board: "Plateau",
  camou: "Camou",
  capture: "Prise",
  "capture-choice": "Choix de la prise",
  "capture-outer": "Prise du trou extérieur",
  "capture-target": "Destination des prises",
  captured: "Trous pris",
  "chain-target": "Destination des prises en chaîne",
  "chibou-capture": "Prise des Chibou",
  circuit: "Parcours",
  "compulsory-capture": "Prise obligatoire",
  continuation: "Suite de la chaîne",
  counters: "Graines",
  diagonals: "Diagonales",
  direction: "Sens",
  "draw-neither-can-capture": "Nulle quand personne ne peut prendre",
  "draw-quiet-turns": "Nulle après des tours sans prise",
  "draw-repetition": "Nulle par répétition",
  "endless-sowing": "Semis sans fin",
  "extra-capture-condition": "Condition des prises supplémentaires",
  "extra-captures": "Prises supplémentaires",
  "extra-captures-declinable": "Prises supplémentaires refusables",
  "end-hole": "Trou d’extrémité vide",
  "first-player": "Premier joueur",
  holes: "Trous",
  "lone-counter": "Graine seule",
  mamoueatsrha: "Mamoueatsrha",
  movement: "Déplacement",
  "no-immediate-return": "Pas de retour immédiat",
  "no-move": "Sans coup",
  "no-opposite-capture": "Pas de prise opposée",
  "no-revisit": "Pas de retour sur un point",
  "no-same-direction": "Pas deux fois la même direction",
  "no-same-line": "Pas deux fois la même ligne",
  opening: "Ouverture",
  "opening-single-capture": "Une seule prise à l’ouverture",
  "opposite-capture-frame": "Sens de « opposé »",
  pieces: "Pièces",
  placement: "Pose",
  relay: "Relais",
  repetition: "Répétition",
  reserve: "Réserve",
  respread: "Nouvel épandage",
  setup: "Mise en place",
  "singleton-rear": "Graine seule à l’arrière",
  singletons: "Graines seules",
  "sow-from": "Trou semé",
  starts: "Premier à jouer",
  "turn-limit": "Limite de tours",
  "vela-form": "Forme du vela",
  "vela-loser-cannot-capture": "Perdant du vela sans prise",
  "vela-loser-single-capture": "Une prise par tour pour le perdant du vela",
  "vela-release-5x5": "Libération du vela (5x5)",
  "vela-release-9x5": "Libération du vela (9x5)",
  "vela-winner-must-offer": "Le gagnant du vela doit laisser prendre",
  win: "Victoire",
};

const LABELS_MG: Readonly<Record<string, string>> = {
  "after-reserve": "Aorian’ny tahiry",
  blocked: "Mpilalao voasakana",
  board: "Takelaka",
  camou: "Camou",
  capture: "Fakana",
  "capture-choice": "Safidy amin’ny fakana",
  "capture-outer": "Fakana ny lavaka ivelany",
  "capture-target": "Toerana alehan’ny nalaina",
  captured: "Lavaka nalaina",
  "chain-target": "Toerana alehan’ny fakana misesy",
  "chibou-capture": "Fakana ny Chibou",
  circuit: "Fihodinana",
  "compulsory-capture": "Fakana tsy maintsy atao",
  continuation: "Fitohizan’ny rojo",
  counters: "Voa",
  diagonals: "Diagonaly",
  direction: "Làlana",
  "draw-neither-can-capture": "Sahala rehefa tsy misy afaka maka",
  "draw-quiet-turns": "Sahala aorian’ny anjara tsy misy fakana",
  "draw-repetition": "Sahala noho ny fiverimberenana",
  "endless-sowing": "Famafazana tsy misy fiafarana",
  "extra-capture-condition": "Fepetran’ny fakana fanampiny",
  "extra-captures": "Fakana fanampiny",
  "extra-captures-declinable": "Fakana fanampiny azo lavina",
  "end-hole": "Lavaka foana eo amin’ny faran’ny laharana",
  "first-player": "Mpilalao voalohany",
  holes: "Lavaka",
  "lone-counter": "Voa tokana",
  mamoueatsrha: "Mamoueatsrha",
  movement: "Famindrana",
  "no-immediate-return": "Tsy miverina avy hatrany",
  "no-move": "Tsy misy dia",
  "no-opposite-capture": "Tsy misy fakana mifanohitra",
  "no-revisit": "Tsy miverina amin’ny teboka",
  "no-same-direction": "Tsy làlana iray indroa",
  "no-same-line": "Tsy tsipika iray indroa",
  opening: "Fanokafana",
  "opening-single-capture": "Fakana tokana amin’ny fanokafana",
  "opposite-capture-frame": "Hevitry ny hoe « mifanohitra »",
  pieces: "Vato",
  placement: "Fametrahana",
  relay: "Fifandimbiasana",
  repetition: "Fiverimberenana",
  reserve: "Tahiry",
  respread: "Famafazana indray",
  setup: "Fandaharana",
  "singleton-rear": "Voa tokana any aoriana",
  singletons: "Voa tokana",
  "sow-from": "Lavaka afafy",
  starts: "Mpilalao voalohany",
  "turn-limit": "Fetran’ny anjara",
  "vela-form": "Endriky ny vela",
  "vela-loser-cannot-capture": "Resy amin’ny vela tsy afaka maka",
  "vela-loser-single-capture": "Fakana iray isaky ny anjara ho an’ny resy amin’ny vela",
  "vela-release-5x5": "Fanafahana amin’ny vela (5x5)",
  "vela-release-9x5": "Fanafahana amin’ny vela (9x5)",
  "vela-winner-must-offer": "Tsy maintsy mamela haka ny nandresy amin’ny vela",
  win: "Fandresena",
};

/** Yes, no and none, by language (the rest of a value is written as it is). */
const SAID = {
  fr: { yes: "oui", no: "non", none: "aucun" },
  mg: { yes: "eny", no: "tsia", none: "tsy misy" },
} as const;

/** An option key as a heading: "Prise obligatoire"; in English "Compulsory capture". */
export function optionLabelIn(lang: Lang, key: string): string {
  if (lang === "en") return optionLabel(key);
  const label = (lang === "fr" ? LABELS_FR : LABELS_MG)[key];
  if (label === undefined) return optionLabel(key);
  return lang === "fr" ? frenchSpacing(label) : label;
}

/**
 * What option `key` of `game` means in `lang`: the translation of the engine's meaning, or the
 * engine's English when it has none (undefined for an option the game lacks).
 */
export function optionDocIn(lang: Lang, game: string, key: string): string | undefined {
  const english = optionDoc(game, key);
  if (lang === "en" || english === undefined) return english;
  const doc = (lang === "fr" ? OPTION_DOCS_FR : OPTION_DOCS_MG)[english];
  if (doc === undefined) return english;
  return lang === "fr" ? frenchSpacing(doc) : doc;
}

/** Whether the meaning of `key` of `game` has its words in `lang` (English always has). */
export const hasOptionDoc = (lang: Lang, game: string, key: string): boolean =>
  lang === "en" || optionDocIn(lang, game, key) !== optionDoc(game, key);

/** The table key of an enumerated value's words: `value.<option key>.<value>`. */
export const valueKey = (key: string, value: string): string => `value.${key}.${value}`;

/** Whether the tables have words for `value` of option `key` (every language has the same keys). */
export const hasValueWords = (key: string, value: string): boolean =>
  Object.hasOwn(TABLES.en, valueKey(key, value));

/**
 * An option value in words: an enumerated value of option `key` as the tables say it ("l’approche
 * prime" for capture-choice approach), oui/non, aucun; a number as written. A string with no
 * words (no `key`, or a value the engine does not declare) is written as it is; English without
 * a key reads as words.ts has it.
 */
export function valueWordsIn(lang: Lang, value: unknown, key?: string): string {
  if (typeof value === "string" && key !== undefined && hasValueWords(key, value))
    return t(lang, valueKey(key, value) as Key);
  if (lang === "en") return valueWords(value);
  const said = SAID[lang];
  if (value === true) return said.yes;
  if (value === false) return said.no;
  if (value === null) return said.none;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/**
 * The words of every enumerated value of a game's options in `lang`, by option key and value,
 * for its simulator and the compare views: only the game's own, so a page carries its family's.
 */
export function valueWordsOf(lang: Lang, game: string): Record<string, Record<string, string>> {
  const options = GAMES[game]?.options ?? {};
  return Object.fromEntries(
    Object.entries(options).flatMap(([key, spec]) =>
      spec.kind === "enum"
        ? [[key, Object.fromEntries(spec.values.map((v) => [v, valueWordsIn(lang, v, key)]))]]
        : [],
    ),
  );
}

/** Each option of `game` by its plain name in `lang`, by key (the simulator's rule cards). */
export function optionLabelsOf(lang: Lang, game: string): Record<string, string> | undefined {
  const options = GAMES[game]?.options;
  if (options === undefined) return undefined;
  return Object.fromEntries(Object.keys(options).map((k) => [k, optionLabelIn(lang, k)]));
}

/** The meanings of a game's options in `lang`, by key, for its simulator (none in English). */
export function optionDocsOf(lang: Lang, game: string): Record<string, string> | undefined {
  const options = GAMES[game]?.options;
  if (lang === "en" || options === undefined) return undefined;
  return Object.fromEntries(Object.keys(options).map((k) => [k, optionDocIn(lang, game, k)!]));
}

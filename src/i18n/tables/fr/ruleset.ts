/** The French of the English area ../en/ruleset.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { ruleset as english } from "../en/ruleset.ts";

export const ruleset: Strings<typeof english> = {
  "rs.tocOptions": "Les options et d’où vient chacune",
  "rs.tocFacets": "Aspects des règles",
  "rs.tocOthers": "Autres jeux de règles pour {game}",
  "rs.game": "Jeu",
  "rs.id": "Identifiant du jeu de règles",
  "rs.type": "Type",
  "rs.typesLink": "(les types)",
  "rs.follows": "Suit",
  "rs.evidence": "Attestations",
  "rs.options": "Options",
  "rs.optionCounts":
    "{n} en tout : {stated} énoncées, {elsewhere}{inferred} déduites, {default} par défaut",
  "rs.optionElsewhere": "{n} énoncées ailleurs, ",
  "rs.whatTheseMean": "ce que cela veut dire",
  "rs.noOptions": "Ce jeu de règles ne fixe aucune option.",
  "rs.engineSetting": "Réglage du moteur {key} = {value}",
  "rs.noFacets": "Aucun aspect relevé pour l’instant.",
  "rs.notStated": "La source ne le dit pas.",
  "rs.sideBySide": "{link}, sur la page de {game}.",
  "rs.sideBySideLink": "Les jeux de règles côte à côte",
  "rs.otherType": "(jeu de règles de type {type})",
  "rs.ownLocators":
    "Quand un renvoi ne nomme pas de source, il renvoie à {source}. Les passages cités, et pourquoi une règle est déduite, prise à une autre source ou choisie par défaut, sont sur la page à cette adresse.",
  "cite.evidence": "(attestation : {link})",
  "cite.cut": "Coupé en [...] :",
  "cite.noQuote": "Aucune citation relevée pour cette référence.",
  "cite.reasoning": "Raisonnement :",
  "cite.notInWordsOf": "pas dans les mots de {own}",
  "cite.borrowed": "D’après {cited}, {notIn}",
  "dead.heading": "Options qui ne décident rien dans les positions examinées",
  "dead.intro":
    "Chaque option de cette lecture a été passée, seule, à chacune de ses autres valeurs, et les coups légaux et le résultat comparés à ceux de la lecture dans {positions} positions : {sample} ({command}).",
  "dead.none": "Chaque option change au moins un coup légal, un résultat ou la position de départ.",
  "dead.head":
    "Dans les {positions} positions examinées, passer {key} de {from} à {to} ne change aucun coup légal, l’effet d’aucun coup ni aucun résultat. Ou bien sa clause ne se présente que dans des positions que l’échantillon n’atteint pas, ou bien les autres règles de la lecture tranchent déjà chaque cas qu’elle tranche.",
  "dead.stated":
    "Dans le second cas, une règle que la source énonce n’ajoute rien telle qu’elle est lue ici, ce qui donne à penser que la lecture de ces autres règles n’est peut-être pas celle de la source.",
  "dead.other":
    "Dans le second cas, sa valeur, dont le fondement est « {basis} » et non l’énoncé de la source de cette lecture, ne change rien à cette lecture.",
  "dead.or": "{list} ou {last}",
  "dead.sample":
    "le départ, les {breadth} premières positions en largeur à partir de lui, les positions construites à la main pour le jeu, et chaque position de {games} parties aléatoires à graine d’au plus {maxTurns} tours (graine {seed})",
};

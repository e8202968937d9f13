/** The French of the English area ../en/linkerr.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { linkerr as english } from "../en/linkerr.ts";

export const linkerr: Strings<typeof english> = {
  "simb.linkerr.too-long":
    "le lien compte {n} caractères, bien plus qu’il n’en faut pour une partie",
  "simb.linkerr.not-a-field": "« {text} » n’est pas un champ d’un lien de partie",
  "simb.linkerr.bad-url-text": "le champ {key} n’est pas un texte d’URL valide",
  "simb.linkerr.unknown-field": "champ « {key} » inconnu dans le lien",
  "simb.linkerr.no-ruleset": "le lien ne nomme aucun jeu de règles",
  "simb.linkerr.changes-too-long":
    "la liste des options compte {n} caractères, bien plus qu’aucune lecture n’en demande",
  "simb.linkerr.not-a-change":
    "{item} n’est pas une option suivie de sa valeur : écrivez chacune <option>:<valeur>",
  "simb.linkerr.change-twice": "l’option {option} est donnée deux fois",
  "simb.linkerr.export-no-reason":
    "donnez une raison au changement : elle s’inscrit dans chaque citation changée",
  "simb.linkerr.export-unchanged": "rien n’est changé : c’est la lecture de la source",
  "simb.linkerr.export-yaml": "le fichier du jeu de règles n’est pas du YAML valide : {error}",
  "simb.linkerr.export-fields":
    "le fichier du jeu de règles n’a pas d’id, de jeu, de titre ou de résumé",
  "simb.linkerr.export-option":
    "le fichier du jeu de règles n’a pas d’option « {key} » avec sa citation",
};

/** The French of the English area ../en/form.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { form as english } from "../en/form.ts";

export const form: Strings<typeof english> = {
  "form.kindLabel": "Que proposez-vous ?",
  "form.kind.ruleset": "Une lecture (un jeu de règles)",
  "form.kind.evidence": "Une attestation (le passage d’une source sur un jeu)",
  "form.kind.source": "Une source (une notice bibliographique)",
  "form.kind.study": "Une étude de source",
  "form.fileId": "Nom du fichier (l’identifiant de la fiche, jamais changé une fois publié)",
  "form.fileIdHelp":
    "Des mots en minuscules joints par des traits d’union ; une attestation peut garder un identifiant DLP (DLP.Evidence.661).",
  "form.add": "Ajouter à {what}",
  "form.remove": "Retirer l’élément {n} de {what}",
  "form.entryName": "Nom",
  "form.variant": "Quelle forme de {what}",
  "form.fixed": "toujours",
  "form.none": "(aucun)",
  "form.check": "Vérifier et produire le fichier",
  "form.loadFailed": "Impossible de charger {what} : proposez-la plutôt comme une nouvelle fiche.",
  "form.problems.one": "{n} problème à corriger",
  "form.problems.other": "{n} problèmes à corriger",
  "form.accepted":
    "La fiche satisfait aux schémas du contenu. Enregistrez le fichier ci-dessous et ouvrez une demande de fusion (pull request) avec le texte qui le suit.",
  "form.fileLabel": "Le fichier {path}",
  "form.prLabel": "Le texte de la demande de fusion",
  "form.line": "champ `{field}` : {message}",
  "form.record": "(la fiche)",
  "form.fileName": "(nom du fichier)",
  "form.issue.type": "Entrée invalide : {expected} attendu, {received} reçu",
  "form.issue.value": "Entrée invalide : {value} attendu",
  "form.issue.option": "Option invalide : une valeur parmi {values} attendue",
  "form.issue.small": "Trop petit : {origin} doit avoir {bound} {unit}",
  "form.issue.smallValue": "Trop petit : {origin} doit être {bound}",
  "form.issue.big": "Trop grand : {origin} doit avoir {bound} {unit}",
  "form.issue.bigValue": "Trop grand : {origin} doit être {bound}",
  "form.issue.exactly": "exactement {n}",
  "form.issue.characters": "caractères",
  "form.issue.items": "éléments",
  "form.issue.pattern": "Chaîne invalide : doit correspondre au motif {pattern}",
  "form.issue.keys": "Clés non reconnues : {keys}",
  "form.issue.union": "Entrée invalide",
};

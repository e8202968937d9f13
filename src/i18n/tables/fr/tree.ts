/** The French of the English area ../en/tree.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { tree as english } from "../en/tree.ts";

export const tree: Strings<typeof english> = {
  "simb.tree.variationLabel": "Variante, {turn}",
  "simb.tree.start": "La position de départ.",
  "simb.tree.move": "Coup {n}, {player} : {turn}",
  "simb.tree.mainOf": ", le coup principal sur {count} ici",
  "simb.tree.variationOf": ", variante {i} sur {count} ici",
  "simb.tree.inVariation": ", dans une variante",
  "simb.tree.comment": "Commentaire : {comment}",
  "simb.tree.edgeStart": "La position de départ : aucun coup avant elle.",
  "simb.tree.edgeEnd": "La fin de cette ligne.",
  "simb.tree.edgeOther": "Aucun autre coup n’a été joué ici.",
  "simb.tree.mainAlready": "Ce coup est déjà sur la ligne principale.",
  "simb.tree.promoted": "Promu : {turn} est désormais le coup principal au coup {n}.",
  "simb.tree.promotedInside":
    "Promu : {turn} est désormais le coup principal au coup {n}, à l’intérieur d’une variante : promouvez-le encore pour le remonter davantage.",
  "simb.tree.mainKept": "Ce coup est sur la ligne principale, qui ne se supprime pas.",
  "simb.tree.deleted.one": "Variante {turn} supprimée ({n} coup).",
  "simb.tree.deleted.other": "Variante {turn} supprimée ({n} coups).",
  "simb.tree.commentGame": "Commentaire sur la partie",
  "simb.tree.commentMove": "Commentaire sur {move}",
  "simb.tree.saveComment": "Enregistrer le commentaire",
  "simb.tree.cancel": "Annuler",
  "simb.tree.commentRemoved": "Commentaire supprimé.",
  "simb.tree.commentSaved": "Commentaire enregistré.",
  "simb.tree.commentKept": "Commentaire inchangé.",
  "simb.tree.downloaded":
    "{name} téléchargé : un fichier de notation de toutes les lignes et de tous les commentaires.",
  "simb.tree.fileCopied": "Fichier de notation copié.",
  "simb.tree.linkCopied": "Lien avec toutes les lignes et tous les commentaires copié.",
  "simb.tree.fileNotCopied":
    "Le navigateur a refusé de copier le fichier de notation ; téléchargez-le plutôt.",
  "simb.tree.linkNotCopied":
    "Le navigateur a refusé de copier le lien avec toutes les lignes et tous les commentaires ; il est dans le champ ci-dessous.",
  "simb.tree.tooLong":
    "Trop long pour être partagé en lien : téléchargez le fichier (le lien ferait {length} caractères, la limite est de {limit}).",
  "simb.tree.notLoaded": "Non chargé, {from} : {error}. Votre partie n’a pas changé.",
  "simb.tree.fromPasted": "le texte collé",
  "simb.tree.fromLink": "la partie du lien",
  "simb.tree.at": "ligne {line}, colonne {column} : {message}",
  "simb.tree.loaded": "Chargé, {from} : {moves}, {variations}, selon {title}.",
  "simb.tree.loadedChanged":
    "Chargé, {from} : {moves}, {variations}, selon {title}, modifié par le fichier.",
  "simb.tree.moves.one": "{n} coup",
  "simb.tree.moves.other": "{n} coups",
  "simb.tree.variations.one": "{n} variante",
  "simb.tree.variations.other": "{n} variantes",
  "simb.tree.versionNote":
    "La version indiquée par le fichier (Version) n’est pas une version de ce jeu de règles ({why}) ; la partie est jouée selon le jeu de règles tel qu’il est aujourd’hui.",
  "simb.tree.badLink": "Ce lien ne contient pas de partie jouable ici ({why}).",
  "simb.tree.panelNote":
    "Un fichier de notation contient toutes les lignes, variantes et commentaires, avec la lecture des règles sous laquelle la partie a été jouée.",
  "simb.tree.copy": "Copier en texte",
  "simb.tree.download": "Télécharger le fichier",
  "simb.tree.share": "Lien avec toutes les lignes",
  "simb.tree.linkLabel": "Lien avec toutes les lignes et tous les commentaires",
  "simb.tree.paste": "Coller un fichier de notation",
  "simb.tree.load": "Charger ce texte",
  "simb.tree.open": "Ou ouvrir un fichier",
  "simb.notation.commentOpen": "le commentaire ouvert ici n’est jamais fermé par }",
  "simb.notation.commentClose": "} ne ferme aucun commentaire",
  "simb.notation.tagPair":
    '{text} n’est pas une paire d’étiquette : écrivez [Nom "valeur"] sur une seule ligne',
  "simb.notation.glyphNumber":
    "{text} n’est pas un signe d’annotation : écrivez $ suivi d’un nombre de 0 à {max}",
  "simb.notation.glyphUnknown":
    "{text} n’est pas un signe d’annotation : les signes sont {glyphs} et $n",
  "simb.notation.numberOrResult":
    "{text} n’est ni un numéro de coup ({n}. ou {n}...) ni un résultat",
  "simb.notation.character": "le caractère {char} n’a pas de sens ici",
  "simb.notation.tagUnknown": "étiquette inconnue {name} ; les étiquettes sont {tags}",
  "simb.notation.tagTwice": "l’étiquette {name} est donnée deux fois",
  "simb.notation.format": "le fichier est au format {value} ; ce lecteur connaît le format {known}",
  "simb.notation.resultTag":
    "Result {value} n’est pas un résultat : écrivez 1-0, 0-1, 1/2-1/2 ou *",
  "simb.notation.dateTag": "Date {value} n’est pas une date : écrivez AAAA, AAAA-MM ou AAAA-MM-JJ",
  "simb.notation.afterResult": "rien ne peut suivre le résultat",
  "simb.notation.numberAlone": "un numéro de coup sans coup",
  "simb.notation.tagLate": "les étiquettes viennent avant le premier coup",
  "simb.notation.glyphAlone": "un signe d’annotation doit suivre le coup qu’il marque",
  "simb.notation.variationOpenAtResult":
    "la variante ouverte ici n’est pas fermée avant le résultat",
  "simb.notation.numberWrong":
    "le numéro de coup {written} ne convient pas : ce coup est le {due} (les numéros comptent les paires de tours depuis le début du fichier)",
  "simb.notation.variationFirst": "une variante doit suivre le coup qu’elle remplace",
  "simb.notation.variationClose": ") ne ferme aucune variante",
  "simb.notation.variationEmpty": "une variante sans coup",
  "simb.notation.variationOpen": "la variante ouverte ici n’est jamais fermée par )",
  "simb.notation.resultNoTag":
    'les coups se terminent par {result} mais le fichier n’a pas d’étiquette Result : ajoutez [Result "{result}"]',
  "simb.notation.resultDiffers":
    "les coups se terminent par {result} mais l’étiquette Result indique {tag}",
  "simb.notation.tooLong": "le fichier compte {length} caractères, plus que {max}",
  "simb.notation.noGame": 'le fichier ne nomme aucun jeu : ajoutez [Game "<id du jeu>"]',
  "simb.notation.noRuleset": 'le fichier ne nomme aucun jeu de règles : ajoutez [Ruleset "<id>"]',
  "simb.notation.notATurn": "{text} n’est pas un tour ici : {why}",
  "simb.notation.refused": "{text} est refusé par la règle {rule} : {why}",
  "simb.notation.refusedCite": "{text} est refusé par la règle {rule} : {why} ({cite})",
  "simb.notation.position": "ce n’est pas une position de {game} : {why}",
  "simb.notation.otherGame": "le fichier est une partie de {named}, non de {game}",
  "simb.notation.resultPlayed":
    "la ligne principale se termine par {end} selon cette lecture, mais l’étiquette Result indique {result}",
  "simb.notation.otherPage":
    "le fichier est une partie de {game}, non de {page} : ouvrez-le sur la page de ce jeu",
  "simb.notation.noSuchRuleset":
    "{game} n’a pas ici de jeu de règles « {ruleset} » (la page a {list})",
  "simb.notation.changes": "{why}",
  "simb.notation.linkLength":
    "le lien compte {length} caractères, plus qu’il n’en faut pour une partie",
  "simb.notation.linkChars": "l’arbre du lien n’est pas du texte base64url",
  "simb.notation.linkUnpack": "l’arbre du lien ne peut pas être décompressé ({why})",
};

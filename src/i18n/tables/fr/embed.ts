/** The French of the English area ../en/embed.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { embed as english } from "../en/embed.ts";

export const embed: Strings<typeof english> = {
  "embed.pageTitle": "Plateau de {game} — {site}",
  "embed.boardLabel": "Plateau (défile de côté sur un écran étroit)",
  "embed.boardStart": "Plateau de {game}, {title}, départ",
  "embed.caption": "Position de départ.",
  "embed.steps": "Parcourir les coups",
  "embed.first": "Début",
  "embed.prev": "Précédent",
  "embed.next": "Suivant",
  "embed.last": "Fin",
  "embed.note":
    "La position de départ. Les coups peuvent être parcourus une fois la page démarrée (il faut JavaScript).",
  "embed.back": "Ouvrir sur {site}",
  "simb.embed.start": "La position de départ.",
  "simb.embed.startMoves.one": "La position de départ ; {n} coup.",
  "simb.embed.startMoves.other": "La position de départ ; {n} coups.",
  "simb.embed.move": "Coup {ply} sur {n}, {move}.",
  "simb.embed.boardStart": "Plateau de {game}, {title}, départ",
  "simb.embed.boardAfter": "Plateau de {game}, {title}, après le coup {ply}",
  "simb.embed.whereStart": "Position de départ",
  "simb.embed.whereAfter": "Après le coup {ply} sur {n}",
  "simb.share.toMove": "{player} au trait.",
  "simb.share.gameTitle": "{game} : {title}",
  "simb.share.startPosition": "Position de départ.",
  "simb.share.setUpPosition": "Position mise en place.",
  "simb.share.afterStart": "Position après le coup {n} depuis le départ.",
  "simb.share.afterSetUp": "Position après le coup {n} depuis la position mise en place.",
  "simb.share.imageTitle": "Plateau de {game}, {title}",
  "simb.share.iframeTitle": "Plateau de {game} : {title}",
  "simb.share.downloaded": "{name} téléchargé : le plateau, ses coordonnées et une légende.",
  "simb.share.imageFailed": "L’image n’a pas pu être faite : {why}.",
  "simb.share.embedLabel": "Code d’intégration (à coller dans une page web)",
  "simb.share.embedCopied":
    "Code d’intégration copié : une <iframe> qui montre ce plateau et ses coups.",
  "simb.share.embedInField":
    "Le code d’intégration est dans le champ sous la position ; sélectionnez-le et copiez-le.",
};

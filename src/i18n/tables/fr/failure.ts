/** The French of the English area ../en/failure.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { failure as english } from "../en/failure.ts";

export const failure: Strings<typeof english> = {
  "simb.fail.status": "{path} n’a pas pu être chargé (statut HTTP {status})",
  "simb.fail.network": "{path} n’a pas pu être chargé : le réseau n’a pas répondu",
  "simb.fail.code": "une partie du code de cette page n’a pas pu être chargée",
  "simb.fail.json": "{path} n’est pas le JSON attendu",
  "simb.fail.unpack-too-big":
    "il se décompresse en plus de {limit} octets, plus que n’en compte aucun fichier de partie",
  "simb.fail.unpack-data": "ce ne sont pas des données compressées au format deflate",
  "simb.fail.unpack-text": "il ne se décompresse pas en texte UTF-8",
  "simb.fail.image-decode": "le navigateur n’a pas pu dessiner l’image",
  "simb.fail.no-canvas": "ce navigateur n’offre pas de canevas où dessiner",
  "simb.fail.no-png": "aucun PNG n’a été produit",
  "simb.fail.unexpected": "{why} (message du navigateur, en anglais)",
};

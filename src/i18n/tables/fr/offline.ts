/** The French of the English area ../en/offline.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { offline as english } from "../en/offline.ts";

export const offline: Strings<typeof english> = {
  "offline.title": "Garder des pages hors ligne",
  "offline.description":
    "Garder sur cet appareil les pages, les jeux de règles, le simulateur et la recherche d’une famille de jeux, pour les lire sans connexion.",
  "offline.intro":
    "Les pages que vous lisez sont gardées sur cet appareil et se rouvrent sans connexion. Pour garder toute une famille de jeux avant un voyage (ses pages de jeux, de jeux de règles, d’attestations, de sources et d’études, le simulateur avec son joueur automatique, et la recherche dans ces pages), gardez son paquet ci-dessous. La taille est indiquée avant tout téléchargement ; ensuite, seuls les fichiers modifiés sont téléchargés de nouveau.",
  "offline.needsJs":
    "La liste des paquets demande JavaScript et un navigateur capable de garder des pages hors ligne.",
  "offline.js.cannot": "Ce navigateur ne peut pas garder de pages hors ligne.",
  "offline.js.unreadable": "La liste des paquets n’a pas pu être lue : vous êtes hors ligne.",
  "offline.js.notKept": "Non gardé. Téléchargement : {size}.",
  "offline.js.upToDate": "Gardé sur cet appareil, à jour ({size}).",
  "offline.js.update": "Gardé ; une mise à jour est prête : {files}, {size}.",
  "offline.js.files.one": "{n} fichier",
  "offline.js.files.other": "{n} fichiers",
  "offline.js.games": "Jeux : {games}. {files}.",
  "offline.js.keep": "Garder hors ligne",
  "offline.js.updateButton": "Mettre à jour",
  "offline.js.remove": "Retirer",
  "offline.js.progress": "{done} sur {total}",
  "offline.js.kept": "Gardé sur cet appareil : {size}.",
  "offline.js.failed": "Non gardé : {error}",
  "offline.js.fail.status": "{path} n’a pas pu être téléchargé (statut HTTP {status})",
  "offline.js.fail.network": "{path} n’a pas pu être téléchargé : le réseau n’a pas répondu",
  "offline.js.fail.unexpected": "{why} (message du navigateur, en anglais)",
  "nav.offline": "Utiliser hors ligne",
  "offline.keepFamily": "Garder cette famille hors ligne ({size})",
  "offline.megabytes": "{n} Mo",
  "offline.homeLine":
    "Vous lirez sans connexion ? {link} : les pages lues restent sur cet appareil, et une famille de jeux entière peut y être gardée avant le départ.",
  "notStored.pack": "Cette page est gardée avec {pack} : {link}, et elle s’ouvrira sans connexion.",
  "notStored.keepIt": "gardez cette famille sur cet appareil",
  "notStored.title": "Page absente de cet appareil",
  "notStored.heading": "Cette page n’est pas gardée sur cet appareil",
  "notStored.text":
    "Vous êtes hors ligne, et cette page n’a été ni lue auparavant sur cet appareil ni gardée avec une famille de jeux. Elle s’ouvrira quand vous serez de nouveau en ligne. Les pages déjà lues, et les familles gardées depuis {link}, s’ouvrent sans connexion.",
};

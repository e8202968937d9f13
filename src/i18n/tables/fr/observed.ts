/** The French of the English area ../en/observed.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { observed as english } from "../en/observed.ts";

export const observed: Strings<typeof english> = {
  "observed.heading": "Noté lors d’un entretien de terrain",
  "observed.intro":
    "Cette lecture dit comment le jeu se jouait en un lieu et à une date, tel que l’ont dit les joueurs interrogés. Elle se tient à côté des lectures historiques et n’en remplace aucune : {method}.",
  "observed.methodLink": "comment on pèse un jeu de règles observé",
  "observed.card": "noté lors d’un entretien de terrain le {date}",
  "observed.date": "Date de l’entretien",
  "observed.place": "Lieu",
  "observed.placeAt": "{name} ({lat}, {lon})",
  "observed.notRecorded": "non noté",
  "observed.people": "Personnes interrogées",
  "observed.anonymous": "un joueur, anonyme : le consentement à publier un nom n’a pas été donné",
  "observed.language": "Langue de l’entretien",
  "observed.open": "Laissé ouvert",
  "observed.openNone": "rien : chaque question a reçu une valeur pour réponse",
  "observed.why.unknown": "le joueur ne savait pas",
  "observed.why.disagree": "les joueurs ne sont pas d’accord",
  "observed.why.not-asked": "question non posée",
  "observed.optionOpen":
    "Laissé ouvert lors de l’entretien ({why}). La valeur indiquée est seulement celle que joue le simulateur, prise de la lecture la plus proche des réponses ; ce n’est pas la réponse des joueurs.",
};

/** The French of the English area ../en/record.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { record as english } from "../en/record.ts";

export const record: Strings<typeof english> = {
  "record.cta": "Noter comment ce jeu se joue ici",
  "record.ctaNote":
    "Un entretien de terrain : les règles sur lesquelles les sources diffèrent, posées une à une, avec le plateau.",
  "record.indexTitle": "Noter comment un jeu se joue",
  "record.indexIntro":
    "Le fanorona et les jeux à quatre rangées se jouent aujourd’hui. Choisissez un jeu pour interroger un joueur : chaque règle que connaît le moteur devient une question, avec ce que dit chaque source et une position où la réponse compte. Les réponses sont gardées sur cet appareil au fil de l’entretien et deviennent un jeu de règles observé, que l’on peut jouer et comparer avec chaque lecture.",
  "record.heading": "Noter comment se joue le {game} ici",
  "record.intro":
    "Posez au joueur chaque question à tour de rôle. Toute réponse peut être « le joueur ne savait pas » ou « les joueurs ne sont pas d’accord » : elle est gardée telle quelle, jamais remplacée par la valeur d’une source. Les réponses sont gardées sur cet appareil au fil de l’entretien.",
  "record.games": "Jeux",
  "record.kept": "Entretiens gardés sur cet appareil",
  "record.keptNone": "Aucun entretien gardé sur cet appareil pour l’instant.",
  "record.keptItem": "{game}, {date}, {place} : {n} réponses",
  "record.about": "L’entretien",
  "record.date": "Date",
  "record.place": "Lieu",
  "record.placeKnown": "Un lieu parmi les régions",
  "record.placeNone": "(aucun choisi)",
  "record.placeNew": "Ou un nouveau lieu : son nom",
  "record.lat": "Latitude",
  "record.lon": "Longitude",
  "record.person": "Personne interrogée : un nom ou une étiquette anonyme",
  "record.consent": "Son nom peut-il être publié ?",
  "record.consentGiven": "Oui : consentement donné",
  "record.consentNot": "Non : consentement non donné",
  "record.language": "Langue de l’entretien",
  "record.questions": "Les questions",
  "record.answer": "La réponse du joueur",
  "record.unknown": "Le joueur ne savait pas",
  "record.disagree": "Les joueurs ne sont pas d’accord",
  "record.heldBy": "comme {readings}",
  "record.inWords": "Dans les mots du joueur",
  "record.sources": "Ce que dit chaque lecture",
  "record.never": "jamais",
  "record.positionTitle": "Une position où « {option} » compte",
  "record.atStart": "Au départ.",
  "record.afterLine": "Après {line}.",
  "record.onlyUnder": "Avec « {value} », {turns} peut se jouer ; avec « {other} », non.",
  "record.noPosition":
    "Le moteur n’a trouvé aucune position à moins de {depth} tours du départ où cette réponse change ce qui peut se jouer : posez-la en mots.",
  "record.playUnder": "La jouer avec « {value} »",
  "record.noscript":
    "Sans script, les réponses ne sont ni gardées sur cet appareil ni transformées en jeu de règles : notez-les.",
  "record.loading": "L’entretien commence quand vous répondez.",
  "record.couldNotStart": "L’entretien n’a pas pu commencer : {error}",
  "record.savedAt": "Gardé sur cet appareil à {time}.",
  "record.notSaved": "Cet appareil n’a pas pu garder les réponses : {error}",
  "record.result": "Ce que donne l’entretien",
  "record.observed":
    "Un jeu de règles observé du {game} : {answered} questions sur {total} ont une réponse.",
  "record.nearest": "Au plus près de {reading} ; il en diffère sur :",
  "record.sameAs": "Chaque réponse donnée est celle de la lecture {reading}.",
  "record.differs": "{option} : {value} ({reading} : {theirs})",
  "record.open": "Laissé ouvert",
  "record.openUnknown": "{option} : le joueur ne savait pas",
  "record.openDisagree": "{option} : les joueurs ne sont pas d’accord",
  "record.openPlayed":
    "Pour y jouer, une option laissée ouverte ou non posée prend la valeur que lui donne {reading} : le jeu de règles dit toujours qu’elle est ouverte.",
  "record.play": "Jouer ce jeu de règles",
  "record.compare": "Comparer avec chaque lecture",
  "record.export": "Exporter comme contribution",
  "record.exportNote":
    "Deux fichiers pour le dépôt du projet, vérifiés comme la construction du site les vérifie ; ajoutez {id} à la liste `rulesets` de {path}. Sans le consentement du joueur, aucun nom ne quitte cet appareil.",
  "record.download": "Télécharger {file}",
  "record.parts": "Où il se sépare d’abord de chaque lecture",
  "record.partsRun": "Chercher où il se sépare",
  "record.partsRunning": "Recherche…",
  "record.partsDiverge":
    "{reading} : {where} seul le jeu de règles observé permet {ours} ; seul {reading} permet {theirs}.",
  "record.partsNone": "{reading} : aucune différence à moins de {depth} tours du départ.",
  "record.partsCut":
    "{reading} : aucune différence trouvée ; la recherche s’est arrêtée en deçà de {depth} tours.",
  "record.nothing": "rien",
  "record.colon": " :",
  "record.keep": "Garder les réponses sur cet appareil",
  "record.new": "Commencer un nouvel entretien",
  "record.resume": "Reprendre",
  "record.delete": "Supprimer",
};

/** The French of the English area ../en/findings.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { findings as english } from "../en/findings.ts";

export const findings: Strings<typeof english> = {
  "ef.note":
    "Ces chiffres sont calculés par le moteur de règles du site au moment de la construction, à partir des fichiers des jeux de règles tels qu’ils sont ; aucun n’est saisi à la main.",
  "ef.under": "Selon",
  "ft.heading": "Premiers tours",
  "ft.lead": "Les tours permis depuis la position de départ, dans la notation du moteur.",
  "ft.tableLabel": "Premiers tours permis, jeu de règles par jeu de règles",
  "ft.ruleset": "Jeu de règles",
  "ft.firstToMove": "Qui joue en premier",
  "ft.legal": "Premiers tours permis",
  "ft.whole": "{turns} tours complets, à partir de {steps} premiers pas possibles",
  "ft.play": "Le jouer dans le simulateur",
  "ft.onlyHere": "Seul ce jeu de règles permet {turns} parmi ceux qui partent de la même position.",
  "fg.heading": "Un joueur a-t-il jamais le choix ?",
  "fg.lead":
    "Chaque partie est jouée depuis le départ, en relevant les tours permis dans chaque position, sur le plateau du jeu de règles et sur d’autres tailles de plateau.",
  "fg.determined":
    "Aucune position de ces parties n’offre plus d’un tour permis. {who} : chaque taille de plateau donne une seule partie forcée, entièrement déterminée par sa mise en place. C’est une propriété des règles telles qu’on les lit, non un défaut du moteur.",
  "fg.whoSanderson": "Lue ainsi, la description de Sanderson ne laisse aucun choix au joueur",
  "fg.whoRules": "Lues ainsi, les règles ne laissent aucun choix au joueur",
  "fg.choices":
    "{total} positions de ces parties offrent plus d’un tour permis (jusqu’à {most}) ; là où c’est le cas, la partie montrée prend le premier tour que liste le moteur.",
  "fg.limit": "la limite de {n} tours",
  "fg.cycle": "la position après le tour {ply} répète celle d’après le tour {of}",
  "fg.forever": ", si bien que sans la limite la partie tournerait en rond indéfiniment",
  "fg.clean":
    "Aucune position ne revient dans ces parties et aucune n’atteint {limit} : ni une répétition ni la limite de tours n’en termine aucune.",
  "fg.byLimit": "Sur {holes} trous, la partie est nulle par {limit}.",
  "fg.byLimitCycle": "Sur {holes} trous, la partie est nulle par {limit} : {cycle}.",
  "fg.repeatOnly": "Sur {holes} trous, {cycle}, avant la fin de la partie.",
  "fg.others":
    "Les {n} autres parties finissent avant {limit}, sans qu’aucune position ne revienne.",
  "fg.tableLabel": "Parties selon {titles}",
  "fg.holes": "Trous par rangée",
  "fg.plies": "Tours joués",
  "fg.withChoice": "Positions avec un choix",
  "fg.result": "Résultat ({player} joue en premier)",
  "fg.resultShort": "Résultat",
  "fg.rulesetBoard": "(le plateau du jeu de règles)",
  "fg.wins": "{player} gagne ({how})",
  "fg.drawn": "Partie nulle ({how})",
  "pp.heading": "Jeu parfait",
  "pp.centre": "le centre",
  "pp.corner": "les coins",
  "pp.side": "les milieux des côtés",
  "pp.draw": "partie nulle avec le meilleur jeu",
  "pp.winsIn.one": "{player} gagne en {n} demi-coup",
  "pp.winsIn.other": "{player} gagne en {n} demi-coups",
  "pp.startDraw":
    "Avec un jeu parfait, la partie est nulle depuis le plateau vide : aucun joueur ne peut forcer la victoire, et la règle de répétition termine la partie.",
  "pp.start":
    "Avec un jeu parfait, depuis le plateau vide : {value}, au {turn} tour de {winner}, quoi que fasse {loser} ({first} joue en premier).",
  "pp.each":
    "Chaque première pose, avec un jeu parfait ensuite (demi-coups comptés depuis le départ) :",
  "pp.counts":
    "Le solveur classe les {valid} positions permises : {win} gagnées, {loss} perdues et {draw} nulles pour le joueur qui a le trait.",
};

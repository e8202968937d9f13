/** The French of the English area ../en/sim.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { sim as english } from "../en/sim.ts";

export const sim: Strings<typeof english> = {
  "sim.heading": "Simulateur",
  "sim.cannotMentioned":
    "Le simulateur ne peut pas jouer au {game} : nos sources nomment le jeu mais n’en donnent pas assez de règles pour y jouer.",
  "sim.cannotYet":
    "Le simulateur ne peut pas encore jouer au {game} : aucun jeu de règles que le moteur sait jouer n’a été écrit pour lui.",
  "sim.boardLabel": "Plateau du simulateur (défile de côté sur un écran étroit)",
  "sim.startNote":
    "La position de départ selon {title}. Le plateau devient jouable quand cette partie de la page s’affiche (il faut JavaScript).",
  "sim.startTitle": "{game} : la position de départ selon {title}",
  "simb.yourChange": "votre changement, et non la règle de {source}, {locator}",
  "simb.cite": "{source}, {locator}",
  "simb.citeBasis": "{source}, {locator}, {basis}",
  "simb.refusal": "Coup refusé : {why} ({cite}).",
  "simb.refusalBare": "Coup refusé : {why}.",
  "simb.untranslated": "{why} (message du moteur, en anglais)",
  "simb.draw": "La partie est nulle ({reason}).",
  "simb.wins": "{player} gagne ({reason}).",
  "simb.reasonCite": "{reason} ; {cite}",
  "simb.played": "{player} a joué {move}.",
  "simb.playedTaking": "{player} a joué {move}, en prenant {taken}.",
  "simb.teloDraw": "nulle avec le meilleur jeu",
  "simb.teloWin": "gagne en {n} demi-coups",
  "simb.teloWinOne": "gagne en 1 demi-coup",
  "simb.teloLose": "perd en {n} demi-coups",
  "simb.teloLoseOne": "perd en 1 demi-coup",
  "simb.player.white": "blanc",
  "simb.player.black": "noir",
  "simb.player.south": "sud",
  "simb.player.north": "nord",
};

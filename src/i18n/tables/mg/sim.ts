/** The Malagasy of the English area ../en/sim.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { sim as english } from "../en/sim.ts";

export const sim: Strings<typeof english> = {
  "sim.heading": "Fitaovana filalaovana",
  "sim.cannotMentioned":
    "Tsy afaka milalao {game} ny fitaovana filalaovana: manonona ny lalao ny loharanonay nefa tsy manome fitsipika ampy hilalaovana azy.",
  "sim.cannotYet":
    "Tsy mbola afaka milalao {game} ny fitaovana filalaovana: tsy mbola misy fitsipika voasoratra ho azy izay lalaovin’ny milina.",
  "sim.boardLabel":
    "Takelaky ny fitaovana filalaovana (mivezivezy an-tsisiny amin’ny efijery tery)",
  "sim.startNote":
    "Ny toerana fanombohana araka ny {title}. Azo lalaovina ny takelaka rehefa miseho ity ampahan’ny pejy ity (mila JavaScript).",
  "sim.startTitle": "{game}: ny toerana fanombohana araka ny {title}",
  "simb.yourChange": "ny fanovanao, fa tsy ny fitsipiky ny {source}, {locator}",
  "simb.cite": "{source}, {locator}",
  "simb.citeBasis": "{source}, {locator}, {basis}",
  "simb.refusal": "Dia nolavina: {why} ({cite}).",
  "simb.refusalBare": "Dia nolavina: {why}.",
  "simb.untranslated": "{why} (hafatry ny milina, amin’ny teny anglisy)",
  "simb.draw": "Sahala ny lalao ({reason}).",
  "simb.wins": "Mandresy {player} ({reason}).",
  "simb.reasonCite": "{reason}; {cite}",
  "simb.played": "Nilalao {move} {player}.",
  "simb.playedTaking": "Nilalao {move} {player}, naka {taken}.",
  "simb.teloDraw": "sahala raha milalao tsara indrindra",
  "simb.teloWin": "mandresy amin’ny dia {n}",
  "simb.teloWinOne": "mandresy amin’ny dia 1",
  "simb.teloLose": "resy amin’ny dia {n}",
  "simb.teloLoseOne": "resy amin’ny dia 1",
  "simb.player.white": "fotsy",
  "simb.player.black": "mainty",
  "simb.player.south": "atsimo",
  "simb.player.north": "avaratra",
};

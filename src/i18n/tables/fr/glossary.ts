/** The French of the English area ../en/glossary.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { glossary as english } from "../en/glossary.ts";

export const glossary: Strings<typeof english> = {
  "gl.topic.game": "{language}, le nom d’un jeu",
  "gl.topic.phase": "{language}, une phase du jeu",
  "gl.topic.board": "{language}, une partie du plateau",
  "gl.topic.piece": "{language}, les pions",
  "gl.topic.move": "{language}, un coup",
  "gl.topic.outcome": "{language}, une issue de partie",
  "gl.topic.player": "{language}, un joueur",
  "gl.nameKind.person": "{language}, personne",
  "gl.nameKind.place": "{language}, lieu",
  "gl.nameKind.people": "{language}, peuple",
  "gl.awaiting": "en attente de relecture par un locuteur natif",
  "gl.checkedBy": "vérifié par {who}",
  "gl.aNativeSpeaker": "un locuteur natif",
  "gl.specialist": ", d’après des connaissances extérieures à nos sources",
  "gl.ours": "de nous",
  "gl.jumpLabel": "Aller à une lettre",
  "gl.findLabel": "Filtrer les entrées :",
  "gl.shown": "{n} sur {total} affichées",
  "gl.linkTo": "Lien vers {term}",
  "gl.today": "Forme actuelle :",
  "gl.asWritten": "Tel que l’écrivent les sources :",
  "gl.games": "Jeux",
  "gl.region": "Région",
  "gl.distinctFrom": "À ne pas confondre avec",
  "gl.standard": "Forme normalisée : {form}",
  "gl.inEnglish": "(en anglais)",
};

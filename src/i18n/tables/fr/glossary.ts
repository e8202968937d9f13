/** The French of the English area ../en/glossary.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { glossary as english } from "../en/glossary.ts";

export const glossary: Strings<typeof english> = {
  "gl.what": "{language}, {what}",
  "gl.topic.game": "le nom d’un jeu",
  "gl.topic.phase": "une phase du jeu",
  "gl.topic.board": "une partie du plateau",
  "gl.topic.piece": "les pions",
  "gl.topic.move": "un coup",
  "gl.topic.outcome": "une issue de partie",
  "gl.topic.player": "un joueur",
  "gl.nameKind.person": "personne",
  "gl.nameKind.place": "lieu",
  "gl.nameKind.people": "peuple",
  "gl.awaiting": "en attente de relecture par un locuteur natif",
  "gl.checkedBy": "vérifié par {who}",
  "gl.aNativeSpeaker": "un locuteur natif",
  "gl.specialist": ", d’après des connaissances extérieures à nos sources",
  "gl.ours": "de nous",
  "gl.linkTo": "Lien vers {term}",
  "gl.today": "Forme actuelle :",
  "gl.asWritten": "Tel que l’écrivent les sources :",
  "gl.games": "Jeux",
  "gl.region": "Région",
  "gl.distinctFrom": "À ne pas confondre avec",
  "gl.standard": "Forme normalisée : {form}",
  "gl.inEnglish": "(en anglais)",
};

/** The Malagasy of the English area ../en/glossary.ts, key for key (awaiting a native speaker). */
import type { Strings } from "../../table.ts";
import type { glossary as english } from "../en/glossary.ts";

export const glossary: Strings<typeof english> = {
  "gl.topic.game": "{language}, anaran’ny lalao",
  "gl.topic.phase": "{language}, dingana amin’ny lalao",
  "gl.topic.board": "{language}, ampahany amin’ny takelaka",
  "gl.topic.piece": "{language}, ny vato",
  "gl.topic.move": "{language}, fihetsika",
  "gl.topic.outcome": "{language}, fiafaran’ny lalao",
  "gl.topic.player": "{language}, mpilalao",
  "gl.nameKind.person": "{language}, olona",
  "gl.nameKind.place": "{language}, toerana",
  "gl.nameKind.people": "{language}, foko",
  "gl.awaiting": "miandry ho hamarinin’ny teratany",
  "gl.checkedBy": "nohamarinin’i {who}",
  "gl.aNativeSpeaker": "teratany iray",
  "gl.specialist": ", avy amin’ny fahalalana ivelan’ny loharanonay",
  "gl.ours": "anay",
  "gl.jumpLabel": "Mankany amin’ny litera iray",
  "gl.findLabel": "Sivano ny teny:",
  "gl.shown": "{n} amin’ny {total} aseho",
  "gl.linkTo": "Rohy mankany amin’ny {term}",
  "gl.today": "Endriny ankehitriny:",
  "gl.asWritten": "Araka ny fanoratan’ny loharano azy:",
  "gl.games": "Lalao",
  "gl.region": "Faritra",
  "gl.distinctFrom": "Aza afangaro amin’ny",
  "gl.standard": "Endrika ara-dalàna: {form}",
  "gl.inEnglish": "(amin’ny teny anglisy)",
};

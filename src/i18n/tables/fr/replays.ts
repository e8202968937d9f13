/**
 * The French of the English area ../en/replays.ts, key for key. The opening names and véla be
 * are game terms and stay.
 */
import type { Strings } from "../../table.ts";
import type { replays as english } from "../en/replays.ts";

export const replays: Strings<typeof english> = {
  "replay.opening": "L’ouverture {name} de l’article basque ({gloss})",
  "replay.gloss.vakiloha": "vers l’avant",
  "replay.gloss.havanana": "en diagonale depuis la droite",
  "replay.gloss.havia": "en diagonale depuis la gauche",
  "replay.gloss.fohy": "de côté, par approche",
  "replay.gloss.kobaka": "de côté, par retrait",
  "replay.velaBe": "L’exemple de véla be de l’article basque, ses seize premiers coups",
  "replay.perfect": "Jeu parfait selon {title} (la ligne du solveur)",
  "replay.forced": "La partie forcée selon {title}",
  "replay.englishTitle": "« {title} » (titre en anglais)",
};

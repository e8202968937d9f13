/** The French of the English area ../en/titles.ts. */
import type { Strings } from "../../table.ts";
import type { titles as english } from "../en/titles.ts";

export const titles: Strings<typeof english> = {
  "titles.credit": "Titre traduit par {by}\u202f; {review}",
  "titles.untranslated": "Titre pas encore traduit en {language}\u202f: affiché en anglais.",
};

/** The Malagasy of the English area ../en/titles.ts. */
import type { Strings } from "../../table.ts";
import type { titles as english } from "../en/titles.ts";

export const titles: Strings<typeof english> = {
  "titles.credit": "Lohateny nadikan’ny {by}; {review}",
  "titles.untranslated":
    "Mbola tsy voadika amin’ny teny {language} ny lohateny: aseho amin’ny teny anglisy.",
};

/** The Malagasy of the English area ../en/titles.ts. */
import type { Strings } from "../../table.ts";
import type { titles as english } from "../en/titles.ts";

export const titles: Strings<typeof english> = {
  "titles.credit": "Lohateny nadikan’ny {by}; {review}",
  "titles.untranslated":
    "Mbola tsy voadika amin’ny teny {language} ny lohateny: aseho amin’ny teny anglisy.",
  "titles.preset.undated":
    "Tsy misy fitsipi-dalao manaraka ity porofo ity, ary tsy manana daty hampitahana izy: {title} no lalaovina, ny famakiana voalohany voatanisa ho an’ity lalao ity.",
  "titles.preset.earliest":
    "Tsy misy fitsipi-dalao manaraka ity porofo ity: {title} ({year}) no lalaovina, ny fitsipi-dalao tranainy indrindra ananay.",
  "titles.preset.closest":
    "Tsy misy fitsipi-dalao manaraka ity porofo ity: {title} ({year}) no lalaovina, ny famakiana akaiky azy indrindra ara-potoana.",
};

/** The French of the English area ../en/titles.ts. */
import type { Strings } from "../../table.ts";
import type { titles as english } from "../en/titles.ts";

export const titles: Strings<typeof english> = {
  "titles.credit": "Titre traduit par {by}\u202f; {review}",
  "titles.untranslated": "Titre pas encore traduit en {language}\u202f: affiché en anglais.",
  "titles.preset.undated":
    "Aucun jeu de règles ne suit cette attestation, qui n’a pas de date à comparer : le simulateur joue {title}, la première lecture donnée pour ce jeu.",
  "titles.preset.earliest":
    "Aucun jeu de règles ne suit cette attestation : le simulateur joue {title} ({year}), les plus anciennes règles dont nous disposions.",
  "titles.preset.closest":
    "Aucun jeu de règles ne suit cette attestation : le simulateur joue {title} ({year}), la lecture la plus proche dans le temps.",
};

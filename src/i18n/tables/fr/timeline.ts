/** The French of the English area ../en/timeline.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { timeline as english } from "../en/timeline.ts";

export const timeline: Strings<typeof english> = {
  "timeline.title": "Chronologie",
  "timeline.description":
    "Les attestations du fanorona et des jeux de mancala à quatre rangées, par date.",
  "timeline.lead":
    "Chaque attestation est placée entre la première et la dernière année que sa date permet : quand le texte a été écrit ou l’objet fabriqué, non quand il a été publié. Les attestations sont groupées par le premier siècle que touche leur date. Une date connue à un seul bout (« 1937 au plus tard », « à partir de 2018 ») est dessinée par un court trait qui s’estompe du côté ouvert.",
  "timeline.showOnly": "Montrer seulement",
  "timeline.game": "Jeu",
  "timeline.allGames": "Tous les jeux",
  "timeline.region": "Région",
  "timeline.allRegions": "Toutes les régions",
  "timeline.undated": "Sans date",
};

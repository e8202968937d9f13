/** Le français de l'aire anglaise ../en/ways.ts, clé pour clé. */
import type { Strings } from "../../table.ts";
import type { ways as english } from "../en/ways.ts";

export const ways: Strings<typeof english> = {
  "nav.compare": "Comparer",
  "nav.offline": "Hors ligne",
  "ways.heading": "Ce que vous pouvez faire ici",
  "ways.read": "Lire les sources",
  "ways.readText":
    "Chaque attestation avec sa citation, son lieu, sa date et son degré de confiance : {links}",
  "ways.byGame": "par jeu",
  "ways.byRegion": "par région",
  "ways.bySource": "par source",
  "ways.byDate": "par date",
  "ways.compare": "Comparer des lectures",
  "ways.compareText": "{pair} : un jeu de lignes et de points face à un jeu de semailles. {all}.",
  "ways.comparePair": "Le fanorona de Montgomery et le fifangha de Flacourt",
  "ways.compareAll": "Toutes les comparaisons",
  "ways.play": "Jouer et essayer une règle",
  "ways.playText":
    "Jouez au {game} contre un ami ou l’ordinateur, changez une règle et voyez ce qu’elle change.",
  "ways.studies": "Suivre une partie documentée",
  "ways.studiesText":
    "La partie d’une source, coup par coup, avec le passage sur lequel repose chaque coup.",
  "ways.offline": "Consulter hors ligne",
  "ways.offlineText": "Gardez une famille de jeux sur cet appareil avant de partir.",
  "ways.correct": "Proposer une correction",
  "ways.correctText":
    "Chaque page d’attestation ouvre le formulaire rempli avec cette attestation.",
  "summary.label": "L’attestation en bref",
  "summary.written": "Source écrite ou publiée",
  "summary.events": "Faits rapportés",
  "summary.date": "Date",
  "summary.place": "Lieu",
  "summary.edtf": "Code de la date (EDTF)",
  "summary.quoteFirst": "Ce que dit la source",
  "dates.source": "source {date}",
  "dates.events": "faits {date}",
  "filter.centuryEvents": "Siècle des faits rapportés",
  "filter.centurySource": "Siècle où la source fut écrite ou publiée",
  "search.didYouMean": "Vouliez-vous dire {words} ?",
  "compare.thisReading": "Comparer cette lecture avec une autre",
  "compare.fromSource": "Comparer les lectures de cette source",
  "compare.fromRulesets": "Comparer des lectures",
};

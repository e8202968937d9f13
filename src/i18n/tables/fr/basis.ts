/** The French of the English area ../en/basis.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { basis as english } from "../en/basis.ts";

export const basis: Strings<typeof english> = {
  "basis.stated.label": "énoncé",
  "basis.stated.meaning":
    "énoncé par sa propre source : le témoin de la lecture, ou la source de la fiche",
  "basis.stated.why": "Note",
  "basis.stated-elsewhere.label": "énoncé ailleurs",
  "basis.stated-elsewhere.meaning":
    "énoncé par une autre source, nommée à côté, et non par sa propre source",
  "basis.stated-elsewhere.why": "Note",
  "basis.inferred.label": "déduit",
  "basis.inferred.meaning": "déduit : notre lecture de la source, avec le raisonnement",
  "basis.inferred.why": "Pourquoi nous le lisons ainsi",
  "basis.default.label": "par défaut",
  "basis.default.meaning": "par défaut : notre choix là où la source se tait, avec la raison",
  "basis.default.why": "Pourquoi ce choix",
  "basis.not-stated.label": "non énoncé",
  "basis.not-stated.meaning":
    "non énoncé par la source : ce qu’elle laisse de côté, et pourquoi cela compte",
  "basis.not-stated.why": "Pourquoi cela compte",
  "basis.override.label": "changé par le lecteur",
  "basis.override.meaning":
    "un changement de la valeur de la source par le lecteur, la règle d’aucune source",
  "basis.override.why": "Note",
};

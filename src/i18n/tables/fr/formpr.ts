/** The French of the English area ../en/formpr.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { formpr as english } from "../en/formpr.ts";

export const formpr: Strings<typeof english> = {
  "form.pr.title": "Proposition ({kind}) {id} : {title}",
  "form.pr.kind.ruleset": "jeu de règles",
  "form.pr.kind.evidence": "attestation",
  "form.pr.kind.source": "source",
  "form.pr.kind.study": "étude",
  "form.pr.correctionOf": "Une correction de {id} : {title}.",
  "form.pr.newRecord": "Nouvelle fiche ({kind}) : {title}.",
  "form.pr.what": "## De quoi il s’agit",
  "form.pr.file": "## Le fichier",
  "form.pr.sources": "## Ses sources",
  "form.pr.basis": "## Le fondement de ses citations",
  "form.pr.claims": "## Comportement affirmé (vérifié par le moteur en CI)",
  "form.pr.claim": "affirmation {n} : {text}",
  "form.pr.fromSetup": "depuis la mise en place{after}",
  "form.pr.fromPosition": "depuis la position {position}{after}",
  "form.pr.after": " après {turns}",
  "form.pr.refused": "{from}, {turn} est refusé par la règle {rule}",
  "form.pr.legal": "{from}, {turn} est légal",
  "form.pr.perft": "{from}, le perft à la profondeur {depth} vaut {count}",
  "form.pr.replay": "{from}, la partie {turns} se termine par {result}",
  "form.pr.checked": "## Vérifications",
  "form.pr.checkFast": "`npm run test:fast` passe (les schémas et les règles du contenu)",
  "form.pr.checkClaims": "`npm run check-claims` passe (jeux de règles et études)",
  "form.pr.checkQuotes":
    "chaque citation est textuelle, avec sa localisation, dans les limites des règles du contenu",
  "form.pr.none": "(aucun)",
};

/** The French of the English area ../en/data.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { data as english } from "../en/data.ts";

export const data: Strings<typeof english> = {
  "data.title": "Données",
  "data.description": "Télécharger la base en JSON, CSV, CSL-JSON et BibTeX.",
  "data.heading": "Données à télécharger",
  "data.lead":
    "Les mêmes fiches que celles dont les pages sont faites, produites à la construction du site. La {method} explique les dates, l’échelle de confiance et les étiquettes qu’elles emploient. Version du jeu de données {version} (la date et le commit du contenu). Licence : {licence} ({id}). Chaque fichier ci-dessous indique l’une et l’autre.",
  "data.methodLink": "page de méthode",
  "data.whole": "La base entière",
  "data.records": "({n} fiches)",
  "data.wholeNote":
    "Toutes les collections en un fichier. Sa structure est décrite par le JSON Schema {schema}, tiré des mêmes schémas qui vérifient le contenu.",
  "data.bibliography": "Bibliographie",
  "data.sourcesAndDataset": "({n} sources et le jeu de données)",
  "data.bibtex":
    "BibTeX, écrit par Citation.js ; chaque clé est l’identifiant de la source sur ce site.",
  "data.csl": "CSL-JSON, que Zotero et les processeurs de citations importent.",
  "data.collections": "Chaque collection",
  "data.collectionsNote":
    "Le JSON garde la structure (schémas : {schemas}). Le CSV a une ligne par fiche, pour les tableurs : UTF-8 avec indicateur d’ordre des octets, listes jointes par « ; », champs imbriqués en colonnes numérotées ({example}) ; une cellule qu’un tableur exécuterait comme une formule commence par une apostrophe.",
  "data.unit.sources": "sources",
  "data.unit.evidence": "attestations",
  "data.unit.games": "jeux",
  "data.unit.regions": "régions",
  "data.unit.rulesets": "jeux de règles",
  "data.what.sources": "La bibliographie, avec nos notes sur chaque source.",
  "data.what.evidence":
    "Chaque attestation, avec l’année la plus ancienne et la plus récente et les siècles tirés de sa date EDTF.",
  "data.what.games": "Chaque jeu : noms, famille, couverture, tablier, régions, jeux de règles.",
  "data.what.regions":
    "Chaque région, avec ses coordonnées, ses identifiants de répertoires géographiques, ses peuples et ses langues.",
  "data.what.rulesets":
    "Chaque jeu de règles : les options du moteur avec leur provenance, et les facettes des règles.",
  "data.unit.studies": "études",
  "data.unit.relations": "relations",
  "data.unit.terms": "termes",
  "data.unit.names": "noms",
  "data.what.studies":
    "Chaque étude de source : son passage pas à pas avec le coup que décrit chaque pas, la notation de chaque chapitre et les affirmations que le moteur vérifie.",
  "data.what.relations":
    "La généalogie des sources : quelle source copie, cite, traduit ou paraphrase laquelle, avec les passages qui le montrent, son fondement et notre confiance.",
  "data.what.terms":
    "Le glossaire : chaque mot des jeux avec chaque graphie que les sources impriment, et chaque sens avec qui le donne.",
  "data.what.names":
    "Le fichier d’autorité des noms : personnes, lieux et peuples sous la forme qu’emploie ce site, avec chaque graphie que les sources impriment.",
  "data.noCsv.studies":
    "Pas de CSV : une étude est une liste de chapitres, chacun une partie avec son passage pas à pas, qu’une ligne par étude ne peut contenir. Chaque chapitre figure plutôt ci-dessous en fichier de notation.",
  "data.studyFiles": "Les études en fichiers de notation",
  "data.studyFilesNote":
    "Chaque chapitre d’une étude en fichier .fnt, dans la notation de parties propre au projet (version 1, sur le modèle du PGN des échecs) : le texte que montre la page de l’étude, vérifié coup par coup par le moteur de règles à la construction du site. La ligne de commande du projet le vérifie de nouveau avec {command}.",
  "data.licence": "Licence",
  "data.licenceData":
    "Les données sont sous licence {licence} : {covers}. Réutilisez-les à toute fin, en citant « {name} » et en renvoyant à la fiche.",
  "data.licenceCode": "Le code est sous {licence} : {covers}.",
  "data.oneRecord": "Une fiche à la fois",
  "data.oneRecordNote":
    "Chaque fiche d’attestation, de source, de jeu, de région et de jeu de règles se télécharge seule, dans le fichier YAML où elle est écrite et en JSON : {yaml} et {json} (jeux de règles : {rulesets}). Les pages des fiches y renvoient sous « Citer cette fiche ».",
};

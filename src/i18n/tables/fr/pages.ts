/** The French of the English area ../en/pages.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { pages as english } from "../en/pages.ts";

export const pages: Strings<typeof english> = {
  "crumbs.label": "Fil d’Ariane",
  "toc.label": "Sur cette page",
  "rcard.after": "({kind} ; d’après {sources})",
  "rcard.kind": "règle {type}",
  "scan.see": "voir la page",
  "scan.pages": "p. {pages}",
  "scan.pageImages": "images des pages imprimées",
  "scan.transcription": "une transcription où les pages imprimées sont marquées",
  "scan.via": "adresse trouvée dans {via}",
  "scan.none":
    "Aucune numérisation de cette page n’est liée : nous n’en connaissons pas d’adresse publique que nous puissions donner sans la deviner.",
  "print.qr": "Code QR de l’adresse permanente de {what}",
  "print.label": "Adresse permanente",
  "print.address": "Adresse permanente",
  "print.version": "Version des données",
  "print.licence": "Licence",
  "print.licenceText": "{licence} ; les citations restent à leurs auteurs.",
  "version.label": "Version",
  "version.released": "Telles que publiées dans la version {version} des données.",
  "version.changed":
    "Modifiées depuis la version {version}, dans aucune publication encore : {changes}.",
  "version.unreleased": "Dans aucune publication encore.",
  "version.kept": "Versions conservées :",
  "version.keptNote":
    "(les liens de partie nomment la version sous laquelle ils ont été faits, et se jouent comme elle).",
  "ruleFacet.board": "Plateau",
  "ruleFacet.setup": "Mise en place",
  "ruleFacet.who-starts": "Qui commence",
  "ruleFacet.movement": "Déplacement",
  "ruleFacet.capture": "Prise",
  "ruleFacet.obligation": "Obligation",
  "ruleFacet.continuation": "Suite du tour",
  "ruleFacet.restrictions": "Restrictions",
  "ruleFacet.end": "Fin de partie",
  "ruleFacet.draws": "Parties nulles",
  "ruleFacet.handicap": "Handicap",
  "ruleFacet.scoring": "Décompte",
  "map.country": "pays",
  "map.place": "lieu dans un pays",
  "map.current": "la région de cette page",
  "map.caption":
    "Régions attestées, en projection de Mercator de Madagascar et de l’Afrique du Sud-Est ; les lieux trop proches pour être distingués sont agrandis dans un encart. Les pays qui contiennent une région attestée sont ombrés. Contours des pays : Natural Earth 1:50m (domaine public).",
  "list.and": " et ",
  "gp.facetCredits": "Résumés de ce tableau : {credits}.",
  "rsMeta.kind": "Règle ({type})",
  "rsMeta.date": "sources de {years}",
  "rsMeta.and": " et ",
};

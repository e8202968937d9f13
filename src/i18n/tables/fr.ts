/**
 * The French interface strings, translated by the project's editors and awaiting review by a
 * native speaker (none has reviewed them yet: `reviewed` below names one per string once done).
 */
import { table } from "../table.ts";

export const fr = table(
  "fr",
  { by: "project" },
  {
    "site.name": "Référence Fanorona & mancala",
    "site.about":
      "Un ouvrage de référence ouvert sur le fanorona et les mancalas à quatre rangées de Madagascar et d’Afrique centrale. Chaque règle et chaque attestation cite sa source ; les citations gardent leur langue d’origine.",
    "layout.skip": "Aller au contenu",
    "layout.navLabel": "Navigation principale",
    "layout.footerNavLabel": "Pied de page",
    "layout.licence":
      "Données : {data}. Code : {code}. Les citations restent à leurs auteurs ({details}).",
    "layout.licenceDetails": "détails",
    "layout.credits":
      "Contours des pays : Natural Earth (domaine public), via world-atlas. Pages statiques ; recherche par Pagefind.",
    "nav.home": "Accueil",
    "nav.games": "Jeux",
    "nav.evidence": "Attestations",
    "nav.rulesets": "Règles",
    "nav.sources": "Sources",
    "nav.regions": "Régions",
    "nav.timeline": "Chronologie",
    "nav.search": "Recherche",
    "nav.allEvidence": "Toutes les attestations",
    "nav.allRulesets": "Toutes les règles",
    "nav.method": "Méthode",
    "nav.studies": "Études",
    "nav.glossary": "Glossaire",
    "nav.names": "Noms",
    "nav.data": "Données à télécharger",
    "search.headerLabel": "Rechercher sur le site",
    "search.placeholder": "p. ex. Montgomery",
    "search.button": "Rechercher",
    "lang.self": "français",
    "lang.switchLabel": "Langue",
    "lang.awaiting": "en attente de relecture",
    "review.marker":
      "L’interface de cette page est une traduction en attente de relecture par un locuteur natif.",
    "review.footer":
      "Interface en {language} : traduite par {by} ; {reviewed} chaînes sur {total} relues par un locuteur natif.",
    "review.byProject": "l’équipe éditoriale du projet",
    "content.untranslated": "Pas encore traduit en {language} : affiché en anglais.",
    "content.translatedBy": "Traduit par {by}",
    "content.reviewedBy": "relu par {who}",
    "content.reviewed": "relu",
    "content.awaiting": "en attente de relecture",
    "content.original": "Texte anglais d’origine",
    "count.record.one": "{n} attestation",
    "count.record.other": "{n} attestations",
    "count.evidence.one": "{n} attestation",
    "count.evidence.other": "{n} attestations",
    "count.game.one": "{n} jeu",
    "count.game.other": "{n} jeux",
    "count.source.one": "{n} source",
    "count.source.other": "{n} sources",
    "count.region.one": "{n} région",
    "count.region.other": "{n} régions",
    "count.ruleset.one": "{n} règle",
    "count.ruleset.other": "{n} règles",
    "date.century": "{ord} siècle",
    "date.centuryBce": "{ord} siècle av. J.-C.",
    "home.title": "Accueil",
    "home.description":
      "Un ouvrage de référence ouvert sur le fanorona et les mancalas à quatre rangées de Madagascar et d’Afrique centrale : attestations, sources, régions, règles.",
    "home.heading": "Le fanorona et les mancalas à quatre rangées",
    "home.lead":
      "Un ouvrage de référence ouvert sur les jeux de plateau de Madagascar et d’Afrique centrale : le fanorona et ses parents joués sur des lignes et des points, et les mancalas à quatre rangées relevés chez les Nyanja et leurs voisins. Chaque attestation dit de quelle source elle vient, où et quand ; chaque règle de chaque lecture nomme le passage sur lequel elle repose, dans la langue de la source avec une traduction anglaise.",
    "home.holds":
      "Le site rassemble {evidence} sur {games}, tirées de {sources}, dans {regions}, et {rulesets}.",
    "home.termEvidence": "Attestation",
    "home.defEvidence":
      "Ce qu’une source dit d’un jeu : où, quand, dans ses propres mots, et avec quel degré de certitude.",
    "home.termRuleset": "Règle",
    "home.defRuleset":
      "Une lecture d’une source sous forme de règles jouables ; chaque règle nomme la phrase sur laquelle elle repose.",
    "home.termConfidence": "Confiance",
    "home.defConfidence":
      "Notre jugement, de 0 à 100, de la confiance qu’on peut accorder à une attestation ; voir la {method} pour l’échelle, les dates et les libellés.",
    "home.methodLink": "méthode",
    "home.byGame": "Par jeu",
    "home.mentionedOnly": "seulement mentionné",
    "home.allGames": "Tous les jeux",
    "home.byRegion": "Par région",
    "home.regionCounts": "Les nombres comprennent les lieux situés dans chaque région.",
    "home.regionMap": "Carte de toutes les régions",
    "home.bySource": "Par source",
    "home.bibliography": "Bibliographie",
    "home.byDate": "Par date",
    "home.undated": "Sans date",
    "home.more": "Et aussi",
    "home.moreEvidence": "{link}, par ordre chronologique",
    "home.moreEvidenceLink": "Toutes les attestations",
    "home.moreRulesets": "{link}, avec la provenance de chaque option",
    "home.moreData": "{link} : JSON et CSL-JSON, avec leur licence",
    "home.moreMethod":
      "{link} : l’échelle de confiance, les dates et la manière de lire les règles",
    "home.moreSearch": "{link} avec des filtres par jeu, région, source et siècle",
    "games.description":
      "Les jeux de la famille du fanorona et les mancalas à quatre rangées, avec leurs attestations et leurs règles.",
    "games.lead":
      "Chaque jeu a sa page : ses noms, ses attestations par ordre chronologique et les règles lues dans les sources. Pour les jeux que les sources ne font que mentionner, la page dit ce que nous avons et ce qui nous manque.",
    "games.counts": "({coverage} ; {evidence}, {rulesets})",
    "games.mentioned": "seulement mentionné",
    "games.documented": "documenté",
    "family.alquerque-line-capture": "Prise en ligne, famille de l’alquerque",
    "family.alignment": "Alignement",
    "family.four-row-mancala": "Mancala à quatre rangées",
    "family.two-row-mancala": "Mancala à deux rangées",
    "family.other": "Autres",
    "notFound.title": "Page introuvable",
    "notFound.body":
      "Il n’y a pas de page à cette adresse. Essayez les {games}, les {sources}, la {timeline} ou la {search}.",
    "notFound.games": "jeux",
    "notFound.sources": "sources",
    "notFound.timeline": "chronologie",
    "notFound.search": "recherche",
    "evidence.description": "Toutes les attestations, par ordre chronologique.",
    "evidence.lead":
      "Chaque attestation rapporte ce qu’une source dit d’un jeu, où et quand. Celles qui viennent du Digital Ludeme Project gardent leur identifiant DLP ; les nôtres ont des identifiants descriptifs. Voir aussi la {timeline}.",
    "evidence.timelineLink": "chronologie",
    "evidenceList.none": "Aucune attestation pour l’instant.",
    "evidenceList.game": "Jeu : {game}",
    "evidenceList.source": "Source : {source}, {locator}",
    "evidenceList.confidence": "Confiance {n}",
    "rulesets.description": "Toutes les lectures des sources que le moteur sait jouer.",
    "rulesets.lead":
      "Une règle est la lecture d’une source. Chaque valeur d’option nomme le passage sur lequel elle repose et précise si la source l’énonce, si nous la déduisons, ou si nous avons choisi une valeur par défaut là où la source se tait.",
    "rulesets.none": "Aucune règle n’a encore été rédigée.",
    "sources.description":
      "Bibliographie des sources sur le fanorona et les mancalas à quatre rangées.",
    "sources.lead":
      "Toutes les sources citées sur ce site, en style auteur-date. Chaque entrée mène à sa page, qui énumère les attestations et les règles qui s’appuient sur elle ; les marques indiquent quelles entrées ont un tel contenu ici. La liste complète existe aussi en {csl} pour Zotero et les processeurs de citations. Les rapports entre les sources (qui copie, traduit ou cite qui) sont tracés dans {genealogy}.",
    "sources.genealogyLink": "la généalogie des sources",
    "sources.onSite": "Sur ce site : {what}",
    "sources.namedIn": "nommée dans {records}",
    "sources.bibliographyOnly": "Bibliographie seulement",
    "regions.description": "D’où viennent les attestations : Madagascar et l’Afrique du Sud-Est.",
    "regions.lead":
      "Les lieux que décrivent nos attestations (et non ceux où les auteurs ont vécu ou publié). Choisissez un repère ou un nom pour ouvrir la page de la région : liens vers les répertoires géographiques, peuples, langues et attestations.",
    "regions.mapLabel": "Carte des régions ayant des attestations",
    "regions.all": "Toutes les régions",
    "regions.counts":
      "Chaque nombre comprend les attestations des lieux situés dans la région, comme sur la page d’accueil.",
    "glossary.description":
      "Les mots des jeux tels que les sources les écrivent : riatra, vela, laka, chibou, bassy, fòibény et d’autres, chaque glose avec qui la donne.",
    "glossary.lead":
      "Les mots des jeux tels que nos sources les écrivent, chaque graphie avec les sources qui l’impriment, et chaque sens avec qui le donne : une source en un lieu, ou nous.",
    "glossary.ours":
      "Une glose ou une forme marquée {ours} est notre lecture, avec sa raison ; une forme malgache de notre main attend la relecture d’un locuteur natif et le dit. La {search} traite chaque graphie d’un mot comme les autres, et le texte du site relie un mot à son entrée là où il paraît pour la première fois. Les personnes et les lieux se trouvent dans le {names}.",
    "glossary.oursWord": "nôtre",
    "glossary.searchLink": "recherche",
    "glossary.namesLink": "fichier d’autorité des noms",
    "names.description":
      "Les personnes, lieux et peuples nommés dans les sources, avec la forme retenue et chaque graphie que les sources impriment.",
    "names.lead":
      "Les personnes, lieux et peuples nommés dans nos sources, sous la forme qu’emploie ce site, avec chaque graphie que les sources impriment et qui l’imprime.",
    "names.ours":
      "Une graphie fautive dans la source est conservée et marquée [sic]. Une forme retenue marquée {ours} n’est imprimée par aucune source que nous ayons ; une forme malgache de ce genre attend la relecture d’un locuteur natif. Les noms faciles à confondre mais distincts sont présentés côte à côte et cherchés séparément. La {search} traite chaque graphie d’un nom comme les autres. Les termes de jeu sont dans le {glossary}.",
    "names.glossaryLink": "glossaire",
    "studies.title": "Études de sources",
    "studies.description":
      "Les parties que racontent les sources, et des lignes que trouve le moteur, coup par coup à côté du texte, avec un mode leçon.",
    "studies.lead":
      "Certaines sources racontent des parties, et le moteur trouve ses propres lignes. Chaque étude place un passage, phrase par phrase, à côté des coups qu’il décrit, vérifiés par le moteur de règles selon la lecture nommée ; là où le texte ne donne pas le coup, l’étude dit comment il a été choisi. Chaque chapitre peut se suivre comme une leçon : vous jouez le coup que décrit chaque phrase.",
    "searchPage.description":
      "Rechercher dans les attestations, les jeux, les sources, les régions et les règles.",
    "searchPage.label":
      "Rechercher dans les attestations, les jeux, les sources, les régions et les règles",
    "searchPage.filters": "Filtres",
    "searchPage.filtersHelp":
      "Dans un même filtre, une page correspond si elle a l’une des valeurs cochées ; d’un filtre à l’autre, elle doit les satisfaire tous. Les siècles sont ceux de la date d’une attestation et des sources d’une règle.",
    "searchPage.searching": "Recherche en cours…",
    "searchPage.chosen": "({n} choisis)",
    "searchPage.result.one": "{n} résultat",
    "searchPage.result.other": "{n} résultats",
    "searchPage.filterValue.one": "{n} valeur de filtre",
    "searchPage.filterValue.other": "{n} valeurs de filtre",
    "searchPage.forQuery": "pour « {q} »",
    "searchPage.withFilters": "avec ces filtres",
    "searchPage.also": " (également cherché : {variants})",
    "searchPage.filtered": ", {values} choisies",
    "searchPage.line": "{count} {what}{also}{filtered}.",
    "searchPage.more": "Afficher plus de résultats",
    "searchPage.noscript":
      "La recherche demande JavaScript. Sans lui, parcourez les {games}, les {evidence}, les {sources}, les {regions} ou la {timeline}.",
    "searchPage.language": "Les résultats sont les pages en {language}.",
    "filter.kind": "Type de page",
    "filter.game": "Jeu",
    "filter.region": "Région",
    "filter.century": "Siècle",
    "filter.source": "Source",
    "filter.evidenceType": "Type d’attestation",
    "filter.confidence": "Confiance",
    "words.evidence": "attestations",
    "words.games": "jeux",
    "words.sources": "sources",
    "words.regions": "régions",
    "words.timeline": "chronologie",
  },
);

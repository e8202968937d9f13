/** The French of the English area ../en/method.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { method as english } from "../en/method.ts";

export const method: Strings<typeof english> = {
  "method.title": "Méthode",
  "method.description":
    "Comment le site lit ses sources : la confiance, les dates, les fondements des valeurs (énoncé, énoncé ailleurs, déduit, par défaut, non énoncé), les types de jeux de règles, les facteurs d’incertitude, les notations.",
  "method.lead":
    "Comment nous faisons de ce que dit une source des fiches et des jeux de règles, et ce que signifient les étiquettes des pages.",
  "method.h.confidence": "L’échelle de confiance",
  "method.h.dates": "Les dates",
  "method.h.basis": "Énoncé, énoncé ailleurs, déduit, par défaut",
  "method.h.rulesetTypes": "Les types de jeux de règles",
  "method.h.witnesses": "Des témoins, pas des voix",
  "method.h.observed": "Les jeux de règles observés à côté des lectures historiques",
  "method.h.uncertainty": "Les facteurs d’incertitude",
  "method.h.regions": "Les régions et les décomptes",
  "method.h.notations": "Les notations",
  "method.h.search": "La recherche et les synonymes",
  "method.h.licence": "Licence",
  "method.confidence.scale":
    "Chaque attestation a une confiance de 0 à 100 : la mesure dans laquelle nous nous y fions comme témoignage du jeu qu’elle nomme, à la date et au lieu qu’elle donne. Nous suivons en cela la pratique du Digital Ludeme Project : les attestations du DLP gardent le chiffre du DLP ; pour les nôtres, le chiffre est le nôtre, et chaque attestation en donne les raisons. Ce chiffre est un jugement, non une mesure ; les tranches le regroupent pour la recherche.",
  "method.band.80-100": "haute : peu de chose pèse contre l’attestation",
  "method.band.50-79": "moyenne : l’attestation est utilisable, avec les doutes qu’elle énumère",
  "method.band.0-49": "basse : à utiliser avec prudence ; l’attestation dit pourquoi",
  "method.confidence.colours":
    "Les couleurs des tranches servent seulement à les distinguer ; une tranche basse n’est pas une erreur, seulement un témoignage plus faible.",
  "method.dates.written":
    "Une attestation est datée du moment où son texte a été écrit ou son objet fabriqué, non de sa publication : Flacourt a écrit entre 1648 et sa mort en 1660, bien que son livre ait paru en 1658 et en 1661 (le chapitre sur les jeux n’est connu que par l’édition de 1661). Les dates sont écrites en toutes lettres, avec à côté leur valeur exacte dans le format EDTF (Extended Date/Time Format, ISO 8601-2), qui sait dire « vers », « incertain », « une année des années 1890 » ou « au plus tard ».",
  "method.dates.inWords": "En toutes lettres",
  "method.dates.open":
    "Une borne ouverte (« en 1937 au plus tard », « à partir de 2018 ») signifie que la source ne fixe qu’un côté. « 2018 ou après » est une seule année, dont on sait seulement qu’elle n’est pas antérieure : la date d’un texte qui n’en donne aucune, fixée seulement par l’ouvrage le plus récent qu’il cite. Sur la {timeline}, ces dates sont dessinées ouvertes, et non comme des barres partant du début de l’échelle.",
  "method.dates.timelineLink": "chronologie",
  "method.basis.intro":
    "Un jeu de règles est une lecture d’une source, son témoin (la première de ses sources). Il donne une valeur à chaque règle dont le moteur a besoin et dit d’où vient cette valeur ; un fondement n’est jamais sous-entendu, et chaque citation en nomme un :",
  "method.basis.stated":
    "la source même de la lecture le dit (ou une traduction de cette source, ou une attestation qui cite ses mots) ; la phrase citée est à côté de la valeur.",
  "method.basis.stated-elsewhere":
    "une autre source le dit, et la citation nomme laquelle : par exemple le résumé du DLP qui complète ce que Sanderson ne dit pas. Une telle valeur n’est pas la parole de la source de la lecture, et les comparaisons ne la comptent pas comme un accord de cette source.",
  "method.basis.inferred":
    "notre lecture de ce que la source sous-entend, avec le raisonnement ; un autre lecteur peut en juger autrement.",
  "method.basis.default":
    "la source se tait et le moteur a besoin d’une valeur ; nous en avons donc choisi une, en général la pratique la plus courante dans les autres sources. Une valeur par défaut est une lacune de la source, non une erreur.",
  "method.basis.not-stated":
    "la source ne dit rien de cet aspect ou de ce point, et nous disons pourquoi (ce qu’elle couvre et où elle se tait) ; une valeur du moteur à cet endroit est notre valeur par défaut.",
  "method.basis.sentences":
    "Une attestation donne ses règles en nos termes, phrase par phrase, et chaque phrase a l’un des mêmes fondements, sa propre source étant celle de l’attestation : une phrase énoncée ailleurs nomme l’autre source à côté d’elle (le résumé des règles par le Digital Ludeme Project à côté des mots de Montgomery ou de Sanderson, qui ne passe jamais pour les leurs), et une phrase non énoncée dit ce que la source laisse de côté et pourquoi cela compte (un passage qui raconte un événement ne donne pas de règles).",
  "method.types.intro":
    "Les types sont ceux du Digital Ludeme Project (Stephenson, Crist et Browne 2020). Un jeu de règles de ce site est toujours une lecture de sources nommées ; le type dit de quelle sorte de lecture il s’agit.",
  "method.witnesses.text":
    "Des sources qui s’accordent ne comptent pas comme des voix distinctes quand l’une suit l’autre. {genealogy} relève quelle source copie, traduit, paraphrase ou cite quelle autre, chaque relation avec son passage, qui l’affirme (la source elle-même, une autre source, ou nous, par déduction) et une confiance de 0 à 100 ; elle relève aussi les endroits où une source ne nomme aucune source pour ce qu’elle dit. Les pages de comparaison s’en servent : là où des lectures s’accordent, elles sont groupées en témoins dépendants, si bien que Walker et l’article basque (qui cite un livre de Walker) forment un seul groupe de témoins, et non deux témoins indépendants.",
  "method.witnesses.genealogyLink": "La généalogie des sources",
  "method.observed.evidence":
    "Un jeu de règles observé, noté lors d’un entretien de terrain (fait avec {record}), témoigne de la façon dont le jeu se jouait en un lieu et à une date, telle que l’ont dite les joueurs interrogés : nommés s’ils y ont consenti, anonymes sinon. Il ne dit rien de la façon dont le jeu se jouait avant, ni ailleurs.",
  "method.observed.recordLink": "le formulaire d’entretien",
  "method.observed.cited":
    "Il est cité d’après sa propre source, l’entretien : un manuscrit d’ethnographie de première main, avec sa date, son lieu et sa langue. Chaque règle à laquelle le joueur a répondu repose sur cet entretien, avec la question pour localisation et les mots du joueur quand ils ont été notés ; le nom d’un joueur n’apparaît qu’avec son consentement.",
  "method.observed.open":
    "Là où le joueur ne savait pas, ou là où les joueurs n’étaient pas d’accord, la règle reste ouverte : la page du jeu de règles et les comparaisons le disent, avec la raison, et ne la donnent jamais pour la réponse des joueurs. Pour que le simulateur puisse la jouer, la règle prend la valeur de la lecture la plus proche des autres réponses, marquée comme notre valeur par défaut.",
  "method.observed.beside":
    "Un jeu de règles observé ne corrige ni ne remplace jamais la lecture d’une source historique : une règle jouée autrement aujourd’hui est une différence entre deux témoins de deux époques, non une erreur du plus ancien. Il a donc sa propre page et sa propre colonne dans les comparaisons, à côté des lectures historiques, d’accord avec les unes et différent des autres, et ses premières divergences avec chacune sont cherchées comme pour toute lecture.",
  "method.uncertainty.text":
    "Chaque attestation énumère ce qui l’affaiblit, dans les termes de la base d’attestations du DLP. Ces facteurs expliquent un chiffre de confiance ; aucun ne rend une attestation fausse.",
  "method.regions.text":
    "Les régions sont les lieux que décrivent les attestations, non ceux où les auteurs ont vécu ou publié. Une région peut en contenir d’autres (l’Imerina se trouve à Madagascar). Tout décompte d’attestations d’une région, sur toutes les pages, inclut celles des lieux qu’elle contient ; la page d’une région présente les deux séparément.",
  "method.notations.fanorona": "Fanorona, fanoron-dimy et vela",
  "method.notations.points":
    "Les points sont nommés de `a1` à `i5` : colonnes a à i de gauche à droite, telles que Blanc voit le plateau, rangées 1 à 5 depuis le côté de Blanc (sur le plateau de 5 × 5, de `a1` à `e5`). Un coup sans prise s’écrit avec le point de départ et celui d’arrivée, `d3e3` ; une prise ajoute `A` pour l’approche ou `W` pour le retrait, `f2e3A` ; une suite de prises continue avec chaque point suivant, `c1d1Ad2A`.",
  "method.notations.basque":
    "L’article basque numérote les points de 1 à 45, rangée par rangée depuis le côté de Noir, de gauche à droite tel que Blanc voit le plateau : 1 à 9 est la cinquième rangée, 23 le centre (e3) et 45 le point i1. Ses coups s’écrivent 22-23, et les prises x24.",
  "method.notations.telo": "Fanorona-telo",
  "method.notations.teloPoints":
    "Les neuf points sont nommés de `a1` à `c3` de la même manière ; une pose s’écrit `@b2` et un déplacement `a1b2`.",
  "method.notations.mancala": "Les mancalas à quatre rangées",
  "method.notations.holes":
    "Les trous sont nommés du point de vue du joueur qui a le trait : `a` sa rangée arrière, `b` sa rangée avant, `c` et `d` les rangées avant et arrière de l’adversaire, numérotés depuis la gauche du joueur. `b3` sème le trou b3 ; les prises supplémentaires du msuwa s’écrivent `xc5` ; la direction au fifangha est `L` ou `R`, et `>b1` porte une prise au premier Chibou. Tout ce qu’un tour fait sans décision (relais, redistributions forcées) ne s’écrit pas.",
  "method.search.synonyms":
    "La {search} cherche aussi les autres mots que les sources emploient pour la même chose, de sorte qu’une recherche de l’un trouve les autres :",
  "method.search.searchLink": "recherche",
  "method.search.synonym": "{concept} : {terms}",
  "method.search.spellings":
    "Elle traite aussi chaque graphie d’un terme de jeu comme les autres (riatra, véla et vela ; bassy, bassi et baßy), et chaque graphie d’un nom (Andrianamponimerina et Andrianampoinimerina) : les graphies, et qui imprime chacune, se trouvent dans le {glossary} et le {names}.",
  "method.search.glossaryLink": "glossaire",
  "method.search.namesLink": "fichier d’autorité des noms",
  "method.synonym.capture-by-withdrawal": "La prise au fanorona en s’éloignant de la ligne prise",
  "method.synonym.capture-by-approach": "La prise au fanorona en s’avançant vers la ligne prise",
  "method.synonym.sowing": "Déplacer les graines d’un trou une à une dans les trous suivants",
  "method.synonym.relay-sowing":
    "Un semis qui reprend depuis le trou où la dernière graine est tombée",
  "method.synonym.hole": "Un trou d’un plateau de mancala",
  "method.synonym.counter": "Les pièces d’un jeu de mancala",
  "method.licence.text": "Données : {data}. Code : {code}. {excluded} Voir les {downloads}.",
  "method.licence.excluded":
    "Les citations restent l’œuvre de leurs auteurs et éditeurs : les sources antérieures à 1927 sont dans le domaine public ; les plus récentes sont citées brièvement, avec leur source, à des fins d’étude et de critique. Les traductions attribuées à un traducteur publié appartiennent à ce traducteur.",
  "method.licence.downloadsLink": "données à télécharger",
};

/** The French of the English area ../en/help.ts, key for key. Field names, values, ids and examples in `code` stay verbatim. */
import type { Strings } from "../../table.ts";
import type { help as english } from "../en/help.ts";

export const help: Strings<typeof english> = {
  "help.source.written":
    "Quand la source fut écrite (EDTF), pour une source sans date de parution : une page web sans date, bornée par sa bibliographie, porte `[2018..]`. Les listes la montrent comme date de la source, à côté de la date des faits que rapporte une attestation.",
  "help.ruleset.id":
    "Identifiant stable au sein de son jeu, égal au nom du fichier (`icga`, `montgomery-1896`).",
  "help.ruleset.game":
    "Identifiant du jeu dans `games` ; c’est aussi l’identifiant du jeu pour le moteur.",
  "help.ruleset.family": "Famille du moteur qui la fait jouer.",
  "help.ruleset.title": "Titre lisible, par exemple « Montgomery (1886) ».",
  "help.ruleset.titleTranslations":
    "Nos traductions de `title` en français et en malgache, avec qui les a faites et leur relecture. Les pages dans ces langues montrent le titre traduit ; les citations gardent le titre anglais, et l’identifiant et l’adresse ne changent jamais.",
  "help.ruleset.type": "Type de règle de la DLP.",
  "help.ruleset.sources":
    "Sources que suit cette lecture, identifiants dans `sources`. La première est la source propre de la lecture, son témoin : une citation marquée `stated` doit la citer (ou une traduction de celle-ci), et une citation marquée `stated-elsewhere` doit en citer une autre (vérifié dans src/content/integrity-basis.ts).",
  "help.ruleset.evidence":
    "Attestations sur lesquelles repose cette lecture, identifiants dans `evidence`.",
  "help.ruleset.summary":
    "Ce qu’est cette lecture et en quoi elle diffère des autres, dans nos propres mots.",
  "help.ruleset.titleTranslations.fr.text": "Le texte traduit.",
  "help.ruleset.titleTranslations.fr.by":
    "Qui a fait la traduction : `project` pour les éditeurs de ce projet, ou le nom de la personne qui l’a faite. Affiché à côté du texte, pour qu’aucun lecteur ne la prenne pour celle de la source.",
  "help.ruleset.titleTranslations.fr.reviewed.by": "Le nom du relecteur.",
  "help.ruleset.titleTranslations.fr.reviewed.date": "Date de la relecture (AAAA-MM-JJ).",
  "help.ruleset.titleTranslations.fr.reviewed":
    "Qui a vérifié la traduction, et quand (pour le malgache, un locuteur natif). Absent : la traduction attend sa relecture, et les pages le disent.",
  "help.ruleset.titleTranslations.fr": "La traduction française.",
  "help.ruleset.titleTranslations.mg": "La traduction malgache.",
  "help.ruleset.translations":
    "Nos traductions de `summary` en français et en malgache, avec leurs auteurs et leur relecture.",
  "help.ruleset.options.value": "La valeur qu’utilise le moteur.",
  "help.ruleset.options.provenance.source": "Identifiant de l’entrée citée dans `sources`.",
  "help.ruleset.options.provenance.evidence":
    "Identifiant de l’attestation d’où viennent les mots, s’il y en a une.",
  "help.ruleset.options.provenance.locator":
    "Où dans la source : page, numéro de règle, paragraphe (« p. 153 », « rule 9 », « Vela be, para. 3 »).",
  "help.ruleset.options.provenance.quote":
    "Les mots mêmes de la source, textuellement, dans leur langue d’origine.",
  "help.ruleset.options.provenance.lang":
    "Langue de `quote`. Obligatoire quand il y a une citation.",
  "help.ruleset.options.provenance.translation":
    "Traduction anglaise de `quote` ; obligatoire quand `lang` n’est pas `en`.",
  "help.ruleset.options.provenance.translationSource":
    "Source de `translation` (identifiant dans `sources`) ; absent, la traduction est la nôtre. Quand la citation vient d’une attestation, c’est la traduction de ce passage par l’attestation, inchangée.",
  "help.ruleset.options.provenance.omission":
    "Pourquoi les mots omis à `[...]` dans `quote` n’en changent pas le sens ; obligatoire avec `[...]`.",
  "help.ruleset.options.provenance.translations.fr.via":
    "Pour `depends-via` : la source intermédiaire (identifiant dans `sources`) par laquelle elle atteint `to`.",
  "help.ruleset.options.provenance.translations":
    "Nos traductions de `quote` en français et en malgache, à côté de l’anglaise ; aucune dans la langue même de la citation. Les mêmes mots que la citation de l’attestation dont elles viennent.",
  "help.ruleset.options.provenance.basis":
    "Comment la valeur ou le résumé repose sur ce passage ; obligatoire, jamais sous-entendu. - `stated` : la source propre de la lecture le dit. Pour une règle, c’est son témoin, `sources[0]`, ou une traduction de celui-ci (`translationOf`) ; l’attestation de la DLP qui cite les mots du témoin est citée avec le témoin comme `source` et l’attestation comme `evidence`. - `stated-elsewhere` : une autre source le dit et `source` la nomme ; ce ne doit pas être la source propre de la lecture (le résumé de la DLP qui comble ce que Sanderson ne dit pas). Aucun raisonnement n’est exigé : la citation dit elle-même qui le dit. - `inferred` : notre lecture du passage ; `reasoning` dit pourquoi. - `default` : notre choix là où la source se tait ; `reasoning` dit pourquoi.",
  "help.ruleset.options.provenance.reasoning":
    "Pourquoi nous lisons le passage ainsi. Obligatoire pour inferred et default.",
  "help.ruleset.options.provenance.reasoningTranslations":
    "Nos traductions de `reasoning` en français et en malgache, avec leurs auteurs et leur relecture. Seulement avec un raisonnement.",
  "help.ruleset.options.provenance.override":
    "Vrai quand la valeur est une modification d’un lecteur, non celle de la source (une lecture modifiée dans le simulateur puis téléchargée, ou l’option `--option` de la CLI) : la citation est celle de la valeur remplacée, dont les mots disent autre chose, elle ne porte donc pas de citation textuelle ; `basis` vaut `default` et `reasoning` donne la raison du lecteur. Les pages la montrent comme la modification du lecteur, jamais comme la règle de la source.",
  "help.ruleset.options.provenance": "D’où vient la valeur.",
  "help.ruleset.options.deadNote.note":
    "Le commentaire, dans nos propres mots : pourquoi l’option ne décide de rien, et ce qui en découle.",
  "help.ruleset.options.deadNote.basis":
    "Toujours `inferred` : le commentaire est notre lecture du résultat du moteur.",
  "help.ruleset.options.deadNote":
    "Ce que signifie pour cette lecture le fait que l’option ne décide de rien dans les positions explorées par la recherche des options mortes (`npm run divergences`, src/compare/divergence/dead-options.json) : affiché sur la page de la règle sous les chiffres enregistrés, qui ne sont jamais saisis ici. Notre commentaire, jamais celui de la source : `basis` le dit. Permis seulement sur une option que la vérification enregistrée trouve morte (tests/content/dead-options.test.ts).",
  "help.ruleset.options":
    "Options du moteur : chacune est une valeur avec le passage sur lequel elle repose. Les clés sont les noms d’options de la famille.",
  "help.ruleset.facets.facet": "Quel aspect.",
  "help.ruleset.facets.summary":
    "Ce que dit cette lecture sur cet aspect, dans nos propres mots. Absent avec `notStated`.",
  "help.ruleset.facets.translations":
    "Nos traductions de `summary` en français et en malgache, avec leurs auteurs et leur relecture. Seulement avec un résumé (une raison `notStated` a `notStatedTranslations`).",
  "help.ruleset.facets.citation":
    "Le passage sur lequel repose le résumé. Absent avec `notStated`.",
  "help.ruleset.facets.notStated":
    "La source ne dit rien sur cet aspect : pourquoi nous l’enregistrons ainsi (ce que couvre la source et là où elle se tait). Une option du moteur qui décide de cet aspect est alors notre choix par défaut.",
  "help.ruleset.facets.notStatedTranslations":
    "Nos traductions de `notStated` en français et en malgache, avec leurs auteurs et leur relecture. Seulement avec `notStated`.",
  "help.ruleset.facets":
    "Les aspects des règles, pour les tableaux de comparaison : pour chacun, notre résumé de ce que dit cette lecture avec sa citation, ou `notStated` avec la raison pour laquelle la source n’en dit rien.",
  "help.ruleset.claims.kind": "Un tour que les règles refusent.",
  "help.ruleset.claims.position":
    "La position d’où part l’affirmation, dans la notation de position de la famille (docs/cli.md) ; absent, c’est la mise en place de la règle.",
  "help.ruleset.claims.after":
    "Tours joués d’abord depuis cette position, dans la notation du jeu, dans l’ordre.",
  "help.ruleset.claims.turn": "Le tour refusé, dans la notation du jeu (`d3e3Ad3A`).",
  "help.ruleset.claims.rule":
    "La règle qui le refuse : une clé d’option de la famille (`opening-single-capture`) ou une règle de base du moteur (`not-adjacent`). Vrai quand elle est parmi toutes les règles qui refusent le tour (src/engine/core/refusals.ts), pas seulement la première que le moteur teste.",
  "help.ruleset.claims.kind.2": "Un tour que les règles permettent.",
  "help.ruleset.claims.turn.2": "Le tour permis, dans la notation du jeu.",
  "help.ruleset.claims.kind.3": "Un décompte de suites de coups (perft, en tours entiers).",
  "help.ruleset.claims.depth":
    "Combien de tours de profondeur ; gardé petit, car la vérification tourne en CI à chaque modification.",
  "help.ruleset.claims.count":
    "Le nombre de suites de `depth` tours que les règles permettent, tel que la source le publie.",
  "help.ruleset.claims.kind.4": "Une partie, tour par tour, et sa fin.",
  "help.ruleset.claims.turns":
    "Les tours de la partie, dans la notation du jeu, dans l’ordre ; chacun doit être légal.",
  "help.ruleset.claims.result":
    "Son résultat après le dernier tour, tel que la CLI l’affiche : `ongoing`, `draw` ou `<player>-wins` avec le nom de joueur du jeu (`white-wins`, `south-wins`).",
  "help.ruleset.claims":
    "Comportement que les sources de cette lecture attribuent aux règles (un tour refusé par une règle, un tour permis, un chiffre de perft, le résultat d’une partie), chacun avec son passage : le moteur joue chaque affirmation en CI (`npm run check-claims`) et une affirmation fausse échoue en nommant le fichier et l’affirmation.",
  "help.evidence.title": "Titre court pour les listes, dans nos mots (« Montgomery on Fanorona »).",
  "help.evidence.type": "Quelle sorte d’attestation c’est.",
  "help.evidence.game": "Le jeu dont parle la fiche (identifiant dans `games`).",
  "help.evidence.source.id": "Identifiant dans `sources`.",
  "help.evidence.source.locator": "Étendue de pages, numéros de règles ou section (« 151-155 »).",
  "help.evidence.source": "La source et l’endroit dans celle-ci.",
  "help.evidence.dlpUrl":
    "La page de la fiche dans la base de données de la DLP, pour les fiches qui en viennent.",
  "help.evidence.date":
    "Quand le texte a été écrit ou l’objet fait (EDTF), et non quand il a été publié : Flacourt a écrit entre sa nomination en 1648 et sa mort en 1660 (l’édition dont on sait qu’elle contient le chapitre du Fifangha est de 1661), d’où `1648/1660`.",
  "help.evidence.dateNote": "Pourquoi la fiche a cette date, quand ce n’est pas évident.",
  "help.evidence.dateNoteTranslations":
    "Nos traductions de `dateNote` en français et en malgache, avec leurs auteurs et leur relecture.",
  "help.ruleset.options.deadNote.noteTranslations":
    "Nos traductions de `note` en français et en malgache, avec leurs auteurs et leur relecture.",
  "help.source.citedOtherwise.reasonTranslations":
    "Nos traductions de `reason` en français et en malgache, avec leurs auteurs et leur relecture.",
  "help.evidence.quotations.originalNotHeldTranslations":
    "Nos traductions de `originalNotHeld` en français et en malgache, avec leurs auteurs et leur relecture. Seulement avec `originalNotHeld`.",
  "help.evidence.place.nameTranslations":
    "Nos traductions de `name` en français et en malgache, avec leurs auteurs et leur relecture : seulement là où le nom est dans nos mots (« Mahamasina square, Antananarivo ») ; le nom propre d’un lieu reste tel qu’il s’écrit, dans toutes les langues.",
  "help.evidence.regions":
    "Régions que décrit l’attestation (identifiants dans `regions`), et non celles où vivait l’auteur.",
  "help.evidence.place.name":
    "Nom du lieu tel que nous l’écrivons, avec la graphie de la source dans `notes` si elle diffère.",
  "help.evidence.place.coordinates.lat": "Latitude, négative au sud.",
  "help.evidence.place.coordinates.lon": "Longitude, négative à l’ouest.",
  "help.evidence.place.coordinates": "Coordonnées du lieu.",
  "help.evidence.place": "Le lieu décrit, quand la source en nomme un.",
  "help.evidence.rules.text": "Ce que dit la source propre de la fiche, dans nos mots.",
  "help.evidence.rules.translations":
    "Nos traductions de `text` en français et en malgache, avec leurs auteurs.",
  "help.evidence.rules.basis": "La source propre de la fiche (`source.id`) le dit.",
  "help.evidence.rules.reasoning":
    "Comment les mots de la source le confirment, quand ce n’est pas évident.",
  "help.evidence.rules.reasoningTranslations":
    "Nos traductions de `reasoning` en français et en malgache, avec leurs auteurs.",
  "help.evidence.rules.text.2": "Ce qu’une autre source dit de ce jeu, dans nos mots.",
  "help.evidence.rules.basis.2":
    "Ce n’est pas la source propre de la fiche mais une autre qui le dit : le résumé de la DLP à côté des mots de l’auteur.",
  "help.evidence.rules.by":
    "La source qui le dit (identifiant dans `sources`) ; jamais la source propre de la fiche.",
  "help.evidence.rules.reasoning.2":
    "Où cette source le dit, ou d’où elle peut le tenir, quand cela vaut la peine d’être dit.",
  "help.evidence.rules":
    "Les règles telles que cette fiche les donne, dans nos propres mots, une phrase à la fois, chacune avec son fondement : ce que la source affirme, ce qu’une autre source affirme (le résumé de la DLP à côté des mots de l’auteur), ce que nous déduisons ou choisissons, et ce que la source ne dit pas. Une fiche sans règles le dit dans une phrase `not-stated`, avec ce dont parle le passage à la place.",
  "help.evidence.quotations.text":
    "Les mots exactement tels qu’imprimés, coquilles comprises ; les modifications éditoriales entre [crochets] ou marquées [sic].",
  "help.evidence.quotations.lang": "Langue de `text`.",
  "help.evidence.quotations.locator": "Page ou section du passage (« 151-155 », « rule 9 »).",
  "help.evidence.quotations.translation":
    "Traduction anglaise, obligatoire quand `lang` n’est pas l’anglais.",
  "help.evidence.quotations.translationSource":
    "Source de la traduction (identifiant dans `sources`) ; absent, la traduction est la nôtre.",
  "help.evidence.quotations.omission":
    "Pourquoi les mots omis à `[...]` dans `text` n’en changent pas le sens ; obligatoire avec `[...]`.",
  "help.evidence.quotations.originalNotHeld":
    "Le passage rapporte un autre texte dont nous n’avons pas les mots mêmes : ce qu’est cet original et pourquoi nous n’avons que ceci (« Montgomery's English, which we hold only in the Basque article's translation »). Affiché avec la citation, pour que personne ne prenne ces mots pour l’original.",
  "help.evidence.quotations.translations":
    "Nos traductions de `text` en français et en malgache, à côté de l’anglaise ; aucune dans la langue même du passage (un passage en français n’a pas de traduction française).",
  "help.evidence.quotations": "Les mots mêmes de la source : un ou plusieurs passages textuels.",
  "help.evidence.confidence":
    "Degré de certitude de l’attribution de ces règles à ce jeu, ce lieu et cette date (0-100).",
  "help.evidence.confidenceNote": "Pourquoi la fiche a le degré de confiance qu’elle a.",
  "help.evidence.confidenceNoteTranslations":
    "Nos traductions de `confidenceNote` en français et en malgache, avec leurs auteurs et leur relecture.",
  "help.evidence.uncertainty": "Facteurs d’incertitude de la DLP qui s’appliquent.",
  "help.evidence.ages": "Âges des joueurs, seulement quand la source les donne.",
  "help.evidence.genders": "Genres des joueurs, seulement quand la source les donne.",
  "help.evidence.socialStatus": "Statut social des joueurs, seulement quand la source le donne.",
  "help.evidence.spaces": "Sorte de lieu où l’on jouait, seulement quand la source le dit.",
  "help.evidence.related":
    "Autres attestations à lire avec celle-ci (identifiants dans `evidence`).",
  "help.evidence.notes":
    "Tout ce qu’un chercheur devrait savoir d’autre : désaccords, corrections éditoriales, lacunes.",
  "help.evidence.notesTranslations":
    "Nos traductions de `notes` en français et en malgache, avec leurs auteurs et l’indication d’une éventuelle vérification : nos mots sur la fiche, jamais ceux de la source ; les mots cités à l’intérieur restent dans leur langue d’origine.",
  "help.source.type": "Type de document CSL.",
  "help.source.kind":
    "Ce qu’est la source pour un chercheur : une ethnographie de première main, une traduction, une fiche de base de données...",
  "help.source.author.family": "Nom de famille tel qu’imprimé (« de Voogt », « Montgomery »).",
  "help.source.author.given": "Prénoms ou initiales, tels qu’imprimés.",
  "help.source.author.literal":
    "Un nom qui ne se découpe pas en parties : une institution, ou un auteur connu sous un seul nom.",
  "help.source.author":
    "Auteurs dans l’ordre imprimé ; vide quand l’auteur ne nous est pas connu (le dire dans `note`).",
  "help.source.translator": "Traducteurs, pour les traductions.",
  "help.source.editor": "Éditeurs scientifiques du volume ou de la collection.",
  "help.source.issued.date-parts":
    "[[année]] ou [[année, mois, jour]] ; deux tableaux internes pour un intervalle.",
  "help.source.issued.literal":
    "Une date telle qu’imprimée quand elle ne peut pas s’exprimer en parties (« n.d. »).",
  "help.source.issued":
    "Date de publication (et non d’écriture : les dates des attestations indiquent quand un texte a été écrit).",
  "help.source.title": "Titre dans sa langue et sa graphie d’origine.",
  "help.source.title-short": "Titre court pour les listes (« Montgomery 1886 »).",
  "help.source.container-title": "Revue, annuaire, site web ou livre qui contient le document.",
  "help.source.volume": "Volume du contenant.",
  "help.source.issue": "Numéro du contenant.",
  "help.source.page": "Étendue de pages du document dans le contenant (« 148-157 »).",
  "help.source.edition": "Édition, quand elle compte (« 2nd »).",
  "help.source.publisher": "Éditeur (maison d’édition).",
  "help.source.publisher-place": "Lieu de publication.",
  "help.source.URL": "Où le document peut être lu en ligne (jamais récupéré par ce site).",
  "help.source.language": "Langue dans laquelle le document est écrit.",
  "help.source.translationOf": "Pour une traduction : identifiant de la source qu’elle traduit.",
  "help.source.note":
    "Ce qu’un chercheur devrait savoir de la fiche elle-même : lacunes, éditions, comment nous l’avons obtenue.",
  "help.source.noteTranslations":
    "Nos traductions de `note` en français et en malgache, avec leurs auteurs et l’indication d’une éventuelle vérification : notre lecture de la fiche, jamais les mots de la source. Les mots cités à l’intérieur restent dans leur langue d’origine.",
  "help.source.scans.pages":
    "Les pages imprimées que montre l’adresse, en nombre ou en intervalle (« 108-110 », « 148-157 »).",
  "help.source.scans.url":
    "L’adresse : l’image de page ou la visionneuse d’une bibliothèque, ou une transcription qui marque les pages.",
  "help.source.scans.kind":
    "Images des pages imprimées, ou transcription qui marque où commence chaque page imprimée.",
  "help.source.scans.via.source":
    "Identifiant dans `sources` d’une source citée qui donne l’adresse (de Voogt & Rougetet pour Gallica).",
  "help.source.scans.via.page":
    "La page publique d’où l’adresse a été relevée, quand elle n’a pas été donnée par une source.",
  "help.source.scans.via.text":
    "Où elle a été trouvée, en mots pour le lecteur (« de Voogt & Rougetet's introduction »).",
  "help.source.scans.via":
    "Où l’adresse a été trouvée (voir `scanVia`) ; une adresse sans `via` est refusée.",
  "help.source.scans.note":
    "Ce que l’adresse ouvre et ce qu’elle n’ouvre pas : le volume plutôt que la page, une recherche.",
  "help.source.scans":
    "Numérisations publiques des pages du document sur lesquelles une citation peut être vérifiée (voir `scan`).",
  "help.source.citedOtherwise.field": "Le champ de cette fiche qui diverge (« issued »).",
  "help.source.citedOtherwise.cited": "La valeur telle que l’autre source la donne (« 1896 »).",
  "help.source.citedOtherwise.citedBy":
    "Identifiant dans `sources` de la source qui la donne (« dlp-database »).",
  "help.source.citedOtherwise.reason":
    "Pourquoi nous donnons notre valeur, avec les pièces vérifiées et où on peut les voir.",
  "help.source.citedOtherwise":
    "Où cette fiche s’écarte de la façon dont une autre source cite le document, et pourquoi : l’année de Montgomery est 1886, là où la DLP donne 1896. Affiché sur la page de la source et dans les téléchargements.",
  "help.study.title":
    "Le titre de l’étude, dans nos mots (« Flacourt's narrated Fifangha opening »).",
  "help.study.summary":
    "Ce que montre l’étude et jusqu’où on peut suivre la source, dans nos mots.",
  "help.study.game": "Le jeu (identifiant dans `games`).",
  "help.study.ruleset":
    "La règle sous laquelle se joue chaque chapitre (son identifiant au sein du jeu, `flacourt-1658`).",
  "help.study.sources":
    "Les sources d’où vient le passage (identifiants dans `sources`), la source qui raconte en premier.",
  "help.study.evidence":
    "Les attestations qui contiennent le passage (identifiants dans `evidence`).",
  "help.study.chapters.title":
    "Le titre du chapitre, dans nos mots (« The three narrated turns »).",
  "help.study.chapters.summary":
    "Ce que montre le chapitre et où il s’écarte des mots, dans nos mots.",
  "help.study.chapters.notation":
    "La partie sous forme de fichier de notation (docs/notation-files.md), en ligne : les étiquettes (`Game` et `Ruleset` celles de l’étude ; `Position` pour une mise en place que construit le chapitre), puis les coups avec commentaires et variantes. Vérifiée coup par coup par le moteur sous la règle nommée lors de la construction du site.",
  "help.study.chapters.steps.quote.text":
    "Les mots exactement tels qu’imprimés, coquilles comprises et marquées [sic] ; les modifications éditoriales entre [crochets].",
  "help.study.chapters.steps.quote.locator":
    "Où dans la source (« 108-110 », « 734-735 », « pp. 151-155, Secondly »).",
  "help.study.chapters.steps.quote.translationSource":
    "Qui a fait la traduction (identifiant dans `sources`) ; absent, elle est la nôtre. Une traduction prise d’une attestation garde le traducteur de cette attestation.",
  "help.study.chapters.steps.quote.translations":
    "Nos traductions de `text` en français et en malgache, à côté de l’anglaise ; aucune dans la langue même de la citation (le français de Flacourt reste tel qu’il l’a écrit). Les mêmes mots que la citation de l’attestation dont elles viennent, s’il y en a une.",
  "help.study.chapters.steps.quote":
    "Les mots de la source, textuellement (les sources d’avant 1927 longuement ; les plus récentes, une phrase ou deux).",
  "help.study.chapters.steps.paraphrase.text":
    "Nos mots pour ce que dit la source ici : pour les sources d’après 1927 au-delà de la phrase ou deux que les règles du contenu nous permettent de citer (le tableau de l’article basque), et pour une ligne que calcule le moteur, qui n’a pas de mots à elle.",
  "help.study.chapters.steps.paraphrase.locator":
    "Où dans la source (« Vela be, table, row 3 »), ou le calcul du moteur qu’est la ligne.",
  "help.study.chapters.steps.paraphrase":
    "Ce que dit ici la source, dans nos mots, là où ses mots ne sont pas cités.",
  "help.study.chapters.steps.move.ply":
    "Le premier tour que décrit la phrase, 0 pour le premier de la ligne principale.",
  "help.study.chapters.steps.move.to":
    "Le dernier tour qu’elle décrit, quand elle en décrit plusieurs de suite (une ligne de tableau : les deux réponses).",
  "help.study.chapters.steps.move.step":
    "La seule décision du tour `ply` que décrit la phrase, 0 pour la première du tour (la première prise d’une chaîne) ; les décisions sont les pas du moteur dans ce tour. Absent : le tour entier.",
  "help.study.chapters.steps.move.basis":
    "Comment le coup repose sur les mots : `stated` quand la source nomme ce coup même (le `22-23` d’un tableau) ; `inferred` quand les mots le décrivent sans le nommer et que nous lisons de quel coup il s’agit (pourquoi dans `reasoning`) ; `default` quand les mots laissent un choix que les règles permettent et que nous en avons pris un (pourquoi dans `reasoning`).",
  "help.study.chapters.steps.move.reasoning":
    "Pourquoi nous lisons les mots comme ce coup, ou pourquoi ce choix ; obligatoire sauf avec `stated`.",
  "help.study.chapters.steps.move":
    "Le ou les coups que décrivent les mots ; absent pour des mots qui ne décrivent aucun coup (la mise en place).",
  "help.study.chapters.steps.note":
    "Notre note sur l’étape : ce que la source laisse ouvert, ce que fait le moteur ici et pourquoi.",
  "help.study.chapters.titleTranslations":
    "Nos traductions du `title` du chapitre en français et en malgache, avec qui les a faites.",
  "help.study.chapters.commentTranslations":
    "Nos traductions des commentaires des coups de la ligne principale (les `{...}` de `notation`), par le tour qu’ils suivent (0 pour le premier de la ligne principale, comme compte `move.ply`), puis par langue. Le fichier de notation reste un seul texte, en anglais, tel qu’un lecteur le télécharge ; la page montre chaque commentaire dans sa langue. Un tour sans commentaire est refusé à la construction du site.",
  "help.study.chapters.steps.paraphrase.translations":
    "Nos traductions de `text` en français et en malgache, avec qui les a faites et leur relecture : nos mots, traduits comme notre prose (celles d’une citation sont les mots de la source, `stepQuote.translations`).",
  "help.study.chapters.steps.noteTranslations":
    "Nos traductions de `note` en français et en malgache, avec qui les a faites. Seulement avec une note.",
  "help.study.chapters.steps":
    "Le passage, étape par étape, dans l’ordre de la source (les coups de chaque étape après ceux de la précédente).",
  "help.study.chapters": "Les chapitres, dans l’ordre de lecture.",
  "help.study.claims":
    "Comportement que la source de l’étude attribue aux règles, vérifié par le moteur sous le jeu de règles de l’étude en CI (`npm run check-claims`), comme le sont les affirmations d’un jeu de règles.",
  "help.study.chapters.steps.claims":
    "Ce que l’étape dit du jeu, vérifié par le moteur (src/schemas/step-claim.ts) : si une règle qu’elle cite décide quelque chose ici, si un tour prend, combien de tours une position offre, le résultat, un tour refusé. Une affirmation sur des tours demande le coup de l’étape ou son propre `ply`.",
  "help.study.chapters.steps.claims.option":
    "Une clé d’option du jeu de règles de l’étude (`singleton-rear`).",
  "help.study.chapters.steps.claims.off":
    'La valeur à laquelle on la passe : une autre valeur de l’option (`false`, `"heading"`).',
  "help.study.chapters.steps.claims.decides":
    "Si la règle décide quelque chose à cette étape (true) ou rien dans la partie (false).",
  "help.relation.kind.what": "Ce que `from` en fait (src/schemas/vocabulary.ts, RELATION_KINDS).",
  "help.study.chapters.steps.claims.ply":
    "Le premier tour dont parle l’affirmation ; absent : le coup de l’étape.",
  "help.study.chapters.steps.claims.to":
    "Le dernier, quand il y en a plusieurs à la suite ; absent : `ply` seul.",
  "help.study.chapters.steps.claims.refusedBy":
    "L’option à une seule valeur qui porte la règle ; absente pour une règle de base de la famille.",
  "help.study.chapters.steps.claims.captures":
    "Si chacun des tours prend des graines, des trous ou des pièces de l’adversaire.",
  "help.study.chapters.steps.claims.count": "Combien de tours légaux offre chaque position.",
  "help.study.chapters.steps.claims.result":
    "Tel que la CLI l’écrit (`south-wins`) ; après le dernier des tours.",
  "help.study.chapters.boardSizes":
    "Montrer la partie jouée depuis la mise en place sur chaque nombre de trous (de 3 à 20 et celui du jeu de règles), calculée par le moteur à la construction du site : sa longueur, son vainqueur et les positions qui offrent un choix (src/findings/forced-game.ts). Pour un jeu de mancala à quatre rangées dont la source laisse ouvert le nombre de trous, là où ce que montre l’unique plateau du chapitre se lirait sinon comme venant de la source. Seulement pour la famille mancala.",
  "help.ruleset.observation":
    "Pour un jeu de règles de type `observed` noté lors d’un entretien de terrain (src/record/) : la date, le lieu, les personnes interrogées (nommées seulement avec leur consentement), la langue et les options laissées ouvertes.",
  "help.ruleset.observation.date": "Le jour de l’entretien.",
  "help.ruleset.observation.place":
    "Où : une région du contenu, ou un lieu qu’il n’a pas, par son nom avec ses coordonnées.",
  "help.ruleset.observation.place.region":
    "Pour un lieu ou un peuple : sa page parmi les régions (id dans `regions`), quand il y en a une.",
  "help.ruleset.observation.place.name": "Le nom du lieu tel que l’enquêteur l’a écrit.",
  "help.ruleset.observation.place.at": "Ses coordonnées, quand elles ont été notées.",
  "help.ruleset.observation.people":
    "Les personnes interrogées, nommées seulement avec leur consentement.",
  "help.ruleset.observation.people.name": "Le nom tel que la personne l’a donné pour être publié.",
  "help.ruleset.observation.people.consent":
    "Toujours `given` : un nom n’est dans le fichier qu’avec le consentement.",
  "help.ruleset.observation.people.anonymous":
    "Le consentement à publier un nom n’a pas été donné, ou aucun nom n’a été noté.",
  "help.ruleset.observation.language": "La langue dans laquelle l’entretien s’est tenu.",
  "help.ruleset.observation.open":
    "Les options que l’entretien a laissées ouvertes, avec la raison : jamais une valeur des joueurs. Chacune nomme une option du jeu de règles, dont la valeur (celle de la lecture la plus proche, fondement `default`) est seulement jouée.",
  "help.ruleset.observation.open.option": "La clé de l’option, comme dans `options`.",
  "help.ruleset.observation.open.why":
    "Pourquoi elle reste ouverte : `unknown` (le joueur ne savait pas), `disagree`, `not-asked`.",
};

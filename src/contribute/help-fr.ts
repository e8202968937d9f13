/**
 * The contribution form's help texts (the schemas' doc comments, src/schemas/) in French, keyed by
 * the English comment itself: when a comment is reworded, its entry here no longer matches and the
 * English shows, until it is translated again (tests/content/form-help.test.ts lists what is
 * missing). Field names, enumerated values, ids and examples stay as the English has them.
 * Read through ./help.ts.
 */
export const HELP_FR: Readonly<Record<string, string>> = {
  "When the source was written (EDTF), for a source with no date of issue: an undated web page bounded by its bibliography is `[2018..]`. Lists show it as the date of the source, beside the date of the events a record reports.":
    "Quand la source fut écrite (EDTF), pour une source sans date de parution : une page web sans date, bornée par sa bibliographie, porte `[2018..]`. Les listes la montrent comme date de la source, à côté de la date des faits que rapporte une attestation.",
  "Stable id within its game, equal to the file name (`icga`, `montgomery-1896`).":
    "Identifiant stable au sein de son jeu, égal au nom du fichier (`icga`, `montgomery-1896`).",
  "Id of the game in `games`; also the engine's game id.":
    "Identifiant du jeu dans `games` ; c’est aussi l’identifiant du jeu pour le moteur.",
  "Engine family that runs it.": "Famille du moteur qui la fait jouer.",
  'Human title, e.g. "Montgomery (1886)".': "Titre lisible, par exemple « Montgomery (1886) ».",
  "Our translations of `title` into French and Malagasy, with who made them and their review. Pages in those languages show the title in translation; citations keep the English title, and the id and address never change.":
    "Nos traductions de `title` en français et en malgache, avec qui les a faites et leur relecture. Les pages dans ces langues montrent le titre traduit ; les citations gardent le titre anglais, et l’identifiant et l’adresse ne changent jamais.",
  "DLP ruleset type.": "Type de règle de la DLP.",
  "Sources this reading follows, ids in `sources`. The first is the reading's own source, its witness: a citation marked `stated` must cite it (or a translation of it), and one marked `stated-elsewhere` must cite another (checked in src/content/integrity-basis.ts).":
    "Sources que suit cette lecture, identifiants dans `sources`. La première est la source propre de la lecture, son témoin : une citation marquée `stated` doit la citer (ou une traduction de celle-ci), et une citation marquée `stated-elsewhere` doit en citer une autre (vérifié dans src/content/integrity-basis.ts).",
  "Evidence records this reading rests on, ids in `evidence`.":
    "Attestations sur lesquelles repose cette lecture, identifiants dans `evidence`.",
  "What this reading is and how it differs from the others, in our own words.":
    "Ce qu’est cette lecture et en quoi elle diffère des autres, dans nos propres mots.",
  "The translated text.": "Le texte traduit.",
  "Who made the translation: `project` for this project's editors, or the name of the person who made it. Shown beside the text, so that no reader takes it for the source's.":
    "Qui a fait la traduction : `project` pour les éditeurs de ce projet, ou le nom de la personne qui l’a faite. Affiché à côté du texte, pour qu’aucun lecteur ne la prenne pour celle de la source.",
  "The reviewer's name.": "Le nom du relecteur.",
  "When the review was done (YYYY-MM-DD).": "Date de la relecture (AAAA-MM-JJ).",
  "Who checked the translation and when (for Malagasy, a native speaker). Absent means the translation is awaiting review, and pages say so.":
    "Qui a vérifié la traduction, et quand (pour le malgache, un locuteur natif). Absent : la traduction attend sa relecture, et les pages le disent.",
  "The French translation.": "La traduction française.",
  "The Malagasy translation.": "La traduction malgache.",
  "Our translations of `summary` into French and Malagasy, with who made them and their review.":
    "Nos traductions de `summary` en français et en malgache, avec leurs auteurs et leur relecture.",
  "The value the engine uses.": "La valeur qu’utilise le moteur.",
  "Id of the cited entry in `sources`.": "Identifiant de l’entrée citée dans `sources`.",
  "Id of the evidence record the words come from, when there is one.":
    "Identifiant de l’attestation d’où viennent les mots, s’il y en a une.",
  'Where in the source: page, rule number, paragraph ("p. 153", "rule 9", "Vela be, para. 3").':
    "Où dans la source : page, numéro de règle, paragraphe (« p. 153 », « rule 9 », « Vela be, para. 3 »).",
  "The source's own words, verbatim, in their original language.":
    "Les mots mêmes de la source, textuellement, dans leur langue d’origine.",
  "Language of `quote`. Required when there is a quote.":
    "Langue de `quote`. Obligatoire quand il y a une citation.",
  "English translation of `quote`; required when `lang` is not `en`.":
    "Traduction anglaise de `quote` ; obligatoire quand `lang` n’est pas `en`.",
  "Source of `translation` (id in `sources`); absent means the translation is ours. When the quote comes from an evidence record, the record's translation of that passage, unchanged.":
    "Source de `translation` (identifiant dans `sources`) ; absent, la traduction est la nôtre. Quand la citation vient d’une attestation, c’est la traduction de ce passage par l’attestation, inchangée.",
  "Why the words left out at `[...]` in `quote` do not change its sense; required with `[...]`.":
    "Pourquoi les mots omis à `[...]` dans `quote` n’en changent pas le sens ; obligatoire avec `[...]`.",
  "For `depends-via`: the intermediary source (id in `sources`) through which it reaches `to`.":
    "Pour `depends-via` : la source intermédiaire (identifiant dans `sources`) par laquelle elle atteint `to`.",
  "Our translations of `quote` into French and Malagasy, beside the English; none into the quote's own language. The same words as the evidence record's quotation they come from.":
    "Nos traductions de `quote` en français et en malgache, à côté de l’anglaise ; aucune dans la langue même de la citation. Les mêmes mots que la citation de l’attestation dont elles viennent.",
  "How the value or summary rests on this passage; required, never implied. - `stated`: the reading's own source says it. For a ruleset that is its witness, `sources[0]`, or a translation of it (`translationOf`); the DLP evidence record quoting the witness's words is cited with the witness as `source` and the record as `evidence`. - `stated-elsewhere`: another source says it and `source` names which; it must not be the reading's own (the DLP's summary filling in what Sanderson does not say). No reasoning is required: the citation itself says who says it. - `inferred`: our reading of the passage; `reasoning` says why. - `default`: our choice where the source is silent; `reasoning` says why.":
    "Comment la valeur ou le résumé repose sur ce passage ; obligatoire, jamais sous-entendu. - `stated` : la source propre de la lecture le dit. Pour une règle, c’est son témoin, `sources[0]`, ou une traduction de celui-ci (`translationOf`) ; l’attestation de la DLP qui cite les mots du témoin est citée avec le témoin comme `source` et l’attestation comme `evidence`. - `stated-elsewhere` : une autre source le dit et `source` la nomme ; ce ne doit pas être la source propre de la lecture (le résumé de la DLP qui comble ce que Sanderson ne dit pas). Aucun raisonnement n’est exigé : la citation dit elle-même qui le dit. - `inferred` : notre lecture du passage ; `reasoning` dit pourquoi. - `default` : notre choix là où la source se tait ; `reasoning` dit pourquoi.",
  "Why we read the passage this way. Required for inferred and default.":
    "Pourquoi nous lisons le passage ainsi. Obligatoire pour inferred et default.",
  "Our translations of `reasoning` into French and Malagasy, with who made them and their review. Only with a reasoning.":
    "Nos traductions de `reasoning` en français et en malgache, avec leurs auteurs et leur relecture. Seulement avec un raisonnement.",
  "True when the value is a reader's change, not the source's (a reading changed in the simulator and downloaded, or the CLI's `--option`): the citation is that of the value it replaced, whose words say otherwise, so it carries no quote; `basis` is `default` and `reasoning` gives the reader's reason. Pages show it as the reader's change, never as the source's rule.":
    "Vrai quand la valeur est une modification d’un lecteur, non celle de la source (une lecture modifiée dans le simulateur puis téléchargée, ou l’option `--option` de la CLI) : la citation est celle de la valeur remplacée, dont les mots disent autre chose, elle ne porte donc pas de citation textuelle ; `basis` vaut `default` et `reasoning` donne la raison du lecteur. Les pages la montrent comme la modification du lecteur, jamais comme la règle de la source.",
  "Where the value comes from.": "D’où vient la valeur.",
  "The comment, in our own words: why the option decides nothing, and what follows.":
    "Le commentaire, dans nos propres mots : pourquoi l’option ne décide de rien, et ce qui en découle.",
  "Always `inferred`: the comment is our reading of the engine's result.":
    "Toujours `inferred` : le commentaire est notre lecture du résultat du moteur.",
  "What it means for this reading that the option decides nothing in the positions the dead-option check searched (`npm run divergences`, src/compare/divergence/dead-options.json): shown on the ruleset page under the saved figures, which are never typed here. Our comment, never the source's: `basis` says so. Allowed only on an option the saved check finds dead (tests/content/dead-options.test.ts).":
    "Ce que signifie pour cette lecture le fait que l’option ne décide de rien dans les positions explorées par la recherche des options mortes (`npm run divergences`, src/compare/divergence/dead-options.json) : affiché sur la page de la règle sous les chiffres enregistrés, qui ne sont jamais saisis ici. Notre commentaire, jamais celui de la source : `basis` le dit. Permis seulement sur une option que la vérification enregistrée trouve morte (tests/content/dead-options.test.ts).",
  "Engine options: each a value with the passage it rests on. Keys are the family's option names.":
    "Options du moteur : chacune est une valeur avec le passage sur lequel elle repose. Les clés sont les noms d’options de la famille.",
  "Which facet.": "Quel aspect.",
  "What this reading says on it, in our own words. Absent with `notStated`.":
    "Ce que dit cette lecture sur cet aspect, dans nos propres mots. Absent avec `notStated`.",
  "Our translations of `summary` into French and Malagasy, with who made them and their review. Only with a summary (a `notStated` reason has `notStatedTranslations`).":
    "Nos traductions de `summary` en français et en malgache, avec leurs auteurs et leur relecture. Seulement avec un résumé (une raison `notStated` a `notStatedTranslations`).",
  "The passage the summary rests on. Absent with `notStated`.":
    "Le passage sur lequel repose le résumé. Absent avec `notStated`.",
  "The source says nothing on this facet: why we record it so (what the source covers and where it is silent). An engine option that decides the facet is then our default.":
    "La source ne dit rien sur cet aspect : pourquoi nous l’enregistrons ainsi (ce que couvre la source et là où elle se tait). Une option du moteur qui décide de cet aspect est alors notre choix par défaut.",
  "Our translations of `notStated` into French and Malagasy, with who made them and their review. Only with `notStated`.":
    "Nos traductions de `notStated` en français et en malgache, avec leurs auteurs et leur relecture. Seulement avec `notStated`.",
  "The rule facets, for comparison tables: for each, our summary of what this reading says with its citation, or `notStated` with why the source says nothing on it.":
    "Les aspects des règles, pour les tableaux de comparaison : pour chacun, notre résumé de ce que dit cette lecture avec sa citation, ou `notStated` avec la raison pour laquelle la source n’en dit rien.",
  "A turn the rules refuse.": "Un tour que les règles refusent.",
  "The position the claim starts from, in the family's position notation (docs/cli.md); absent means the ruleset's set-up.":
    "La position d’où part l’affirmation, dans la notation de position de la famille (docs/cli.md) ; absent, c’est la mise en place de la règle.",
  "Turns played first from that position, in the game's notation, in order.":
    "Tours joués d’abord depuis cette position, dans la notation du jeu, dans l’ordre.",
  "The refused turn, in the game's notation (`d3e3Ad3A`).":
    "Le tour refusé, dans la notation du jeu (`d3e3Ad3A`).",
  "The rule that refuses it: an option key of the family (`opening-single-capture`) or a base rule of the engine (`not-adjacent`). True when it is among every rule that refuses the turn (src/engine/core/refusals.ts), not only the first the engine tests.":
    "La règle qui le refuse : une clé d’option de la famille (`opening-single-capture`) ou une règle de base du moteur (`not-adjacent`). Vrai quand elle est parmi toutes les règles qui refusent le tour (src/engine/core/refusals.ts), pas seulement la première que le moteur teste.",
  "A turn the rules allow.": "Un tour que les règles permettent.",
  "The allowed turn, in the game's notation.": "Le tour permis, dans la notation du jeu.",
  "A count of move sequences (perft, in whole turns).":
    "Un décompte de suites de coups (perft, en tours entiers).",
  "How many turns deep; kept small, since the check runs in CI on every change.":
    "Combien de tours de profondeur ; gardé petit, car la vérification tourne en CI à chaque modification.",
  "The number of lines of `depth` turns the rules allow, as the source publishes it.":
    "Le nombre de suites de `depth` tours que les règles permettent, tel que la source le publie.",
  "A game, turn by turn, and how it ends.": "Une partie, tour par tour, et sa fin.",
  "The game's turns, in the game's notation, in order; every one must be legal.":
    "Les tours de la partie, dans la notation du jeu, dans l’ordre ; chacun doit être légal.",
  "Its result after the last turn, as the CLI prints it: `ongoing`, `draw` or `<player>-wins` with the game's player name (`white-wins`, `south-wins`).":
    "Son résultat après le dernier tour, tel que la CLI l’affiche : `ongoing`, `draw` ou `<player>-wins` avec le nom de joueur du jeu (`white-wins`, `south-wins`).",
  "Behaviour this reading's sources say the rules have (a turn refused by a rule, a turn allowed, a perft figure, a game's result), each with its passage: the engine plays every claim in CI (`npm run check-claims`) and a false one fails with the file and the claim.":
    "Comportement que les sources de cette lecture attribuent aux règles (un tour refusé par une règle, un tour permis, un chiffre de perft, le résultat d’une partie), chacun avec son passage : le moteur joue chaque affirmation en CI (`npm run check-claims`) et une affirmation fausse échoue en nommant le fichier et l’affirmation.",
  'Short heading for lists, in our words ("Montgomery on Fanorona").':
    "Titre court pour les listes, dans nos mots (« Montgomery on Fanorona »).",
  "What kind of evidence this is.": "Quelle sorte d’attestation c’est.",
  "The game the record is about (id in `games`).":
    "Le jeu dont parle la fiche (identifiant dans `games`).",
  "Id in `sources`.": "Identifiant dans `sources`.",
  'Page range, rule numbers or section ("151-155").':
    "Étendue de pages, numéros de règles ou section (« 151-155 »).",
  "The source and the place in it.": "La source et l’endroit dans celle-ci.",
  "The record's page in the DLP database, for records that come from it.":
    "La page de la fiche dans la base de données de la DLP, pour les fiches qui en viennent.",
  "When the text was written or the object made (EDTF), not when it was published: Flacourt wrote between his appointment in 1648 and his death in 1660 (the edition known to hold the Fifangha chapter is of 1661), so `1648/1660`.":
    "Quand le texte a été écrit ou l’objet fait (EDTF), et non quand il a été publié : Flacourt a écrit entre sa nomination en 1648 et sa mort en 1660 (l’édition dont on sait qu’elle contient le chapitre du Fifangha est de 1661), d’où `1648/1660`.",
  "Why the record has this date, when it is not obvious.":
    "Pourquoi la fiche a cette date, quand ce n’est pas évident.",
  "Our translations of `dateNote` into French and Malagasy, with who made them and their review.":
    "Nos traductions de `dateNote` en français et en malgache, avec leurs auteurs et leur relecture.",
  "Our translations of `note` into French and Malagasy, with who made them and their review.":
    "Nos traductions de `note` en français et en malgache, avec leurs auteurs et leur relecture.",
  "Our translations of `reason` into French and Malagasy, with who made them and their review.":
    "Nos traductions de `reason` en français et en malgache, avec leurs auteurs et leur relecture.",
  "Our translations of `originalNotHeld` into French and Malagasy, with who made them and their review. Only with `originalNotHeld`.":
    "Nos traductions de `originalNotHeld` en français et en malgache, avec leurs auteurs et leur relecture. Seulement avec `originalNotHeld`.",
  'Our translations of `name` into French and Malagasy, with who made them and their review: only where the name is in our words ("Mahamasina square, Antananarivo"); a place\'s own name stays as written in every language.':
    "Nos traductions de `name` en français et en malgache, avec leurs auteurs et leur relecture : seulement là où le nom est dans nos mots (« Mahamasina square, Antananarivo ») ; le nom propre d’un lieu reste tel qu’il s’écrit, dans toutes les langues.",
  "Regions the evidence describes (ids in `regions`), not where the author lived.":
    "Régions que décrit l’attestation (identifiants dans `regions`), et non celles où vivait l’auteur.",
  "Place name as we write it, with the source's spelling in `notes` if different.":
    "Nom du lieu tel que nous l’écrivons, avec la graphie de la source dans `notes` si elle diffère.",
  "Latitude, south negative.": "Latitude, négative au sud.",
  "Longitude, west negative.": "Longitude, négative à l’ouest.",
  "Coordinates of the place.": "Coordonnées du lieu.",
  "The place described, when the source names one.": "Le lieu décrit, quand la source en nomme un.",
  "What the record's own source says, in our words.":
    "Ce que dit la source propre de la fiche, dans nos mots.",
  "Our translations of `text` into French and Malagasy, with who made them.":
    "Nos traductions de `text` en français et en malgache, avec leurs auteurs.",
  "The record's own source (`source.id`) says it.":
    "La source propre de la fiche (`source.id`) le dit.",
  "How the source's words bear it out, when that is not plain.":
    "Comment les mots de la source le confirment, quand ce n’est pas évident.",
  "Our translations of `reasoning` into French and Malagasy, with who made them.":
    "Nos traductions de `reasoning` en français et en malgache, avec leurs auteurs.",
  "What another source says on this game, in our words.":
    "Ce qu’une autre source dit de ce jeu, dans nos mots.",
  "Not the record's own source but another one says it: the DLP's summary beside the author's words.":
    "Ce n’est pas la source propre de la fiche mais une autre qui le dit : le résumé de la DLP à côté des mots de l’auteur.",
  "The source that says it (id in `sources`); never the record's own source.":
    "La source qui le dit (identifiant dans `sources`) ; jamais la source propre de la fiche.",
  "Where that source says it, or where it may have it from, when worth saying.":
    "Où cette source le dit, ou d’où elle peut le tenir, quand cela vaut la peine d’être dit.",
  "The rules as this record gives them, in our own words, one sentence at a time, each with its basis: what the source states, what another source states (the DLP's summary beside the author's words), what we infer or choose, and what the source leaves unsaid. A record without rules says so in a `not-stated` sentence, with what the passage is about instead.":
    "Les règles telles que cette fiche les donne, dans nos propres mots, une phrase à la fois, chacune avec son fondement : ce que la source affirme, ce qu’une autre source affirme (le résumé de la DLP à côté des mots de l’auteur), ce que nous déduisons ou choisissons, et ce que la source ne dit pas. Une fiche sans règles le dit dans une phrase `not-stated`, avec ce dont parle le passage à la place.",
  "The words exactly as printed, typos kept; editorial changes in [brackets] or marked [sic].":
    "Les mots exactement tels qu’imprimés, coquilles comprises ; les modifications éditoriales entre [crochets] ou marquées [sic].",
  "Language of `text`.": "Langue de `text`.",
  'Page or section of the passage ("151-155", "rule 9").':
    "Page ou section du passage (« 151-155 », « rule 9 »).",
  "English translation, required when `lang` is not English.":
    "Traduction anglaise, obligatoire quand `lang` n’est pas l’anglais.",
  "Source of the translation (id in `sources`); absent means the translation is ours.":
    "Source de la traduction (identifiant dans `sources`) ; absent, la traduction est la nôtre.",
  "Why the words left out at `[...]` in `text` do not change its sense; required with `[...]`.":
    "Pourquoi les mots omis à `[...]` dans `text` n’en changent pas le sens ; obligatoire avec `[...]`.",
  "The passage reports another text whose own words we do not hold: what that original is and why we have only this (\"Montgomery's English, which we hold only in the Basque article's translation\"). Shown with the quotation, so that no one takes these words for the original.":
    "Le passage rapporte un autre texte dont nous n’avons pas les mots mêmes : ce qu’est cet original et pourquoi nous n’avons que ceci (« Montgomery's English, which we hold only in the Basque article's translation »). Affiché avec la citation, pour que personne ne prenne ces mots pour l’original.",
  "Our translations of `text` into French and Malagasy, beside the English one; none into the passage's own language (a French passage has no French translation).":
    "Nos traductions de `text` en français et en malgache, à côté de l’anglaise ; aucune dans la langue même du passage (un passage en français n’a pas de traduction française).",
  "The source's own words: one or more verbatim passages.":
    "Les mots mêmes de la source : un ou plusieurs passages textuels.",
  "How sure the attribution of these rules to this game, place and date is (0-100).":
    "Degré de certitude de l’attribution de ces règles à ce jeu, ce lieu et cette date (0-100).",
  "Why the record has the confidence it has.":
    "Pourquoi la fiche a le degré de confiance qu’elle a.",
  "Our translations of `confidenceNote` into French and Malagasy, with who made them and their review.":
    "Nos traductions de `confidenceNote` en français et en malgache, avec leurs auteurs et leur relecture.",
  "DLP uncertainty factors that apply.": "Facteurs d’incertitude de la DLP qui s’appliquent.",
  "Ages of players, only when the source says.":
    "Âges des joueurs, seulement quand la source les donne.",
  "Genders of players, only when the source says.":
    "Genres des joueurs, seulement quand la source les donne.",
  "Social status of players, only when the source says.":
    "Statut social des joueurs, seulement quand la source le donne.",
  "Kind of space where the game was played, only when the source says.":
    "Sorte de lieu où l’on jouait, seulement quand la source le dit.",
  "Other evidence this record should be read with (ids in `evidence`).":
    "Autres attestations à lire avec celle-ci (identifiants dans `evidence`).",
  "Anything else a researcher should know: disagreements, editorial corrections, gaps.":
    "Tout ce qu’un chercheur devrait savoir d’autre : désaccords, corrections éditoriales, lacunes.",
  "Our translations of `notes` into French and Malagasy, with who made them and whether anyone has checked them: our words about the record, never the source's; quoted words inside stay in their original language.":
    "Nos traductions de `notes` en français et en malgache, avec leurs auteurs et l’indication d’une éventuelle vérification : nos mots sur la fiche, jamais ceux de la source ; les mots cités à l’intérieur restent dans leur langue d’origine.",
  "CSL item type.": "Type de document CSL.",
  "What the source is to a researcher: a primary ethnography, a translation, a database record...":
    "Ce qu’est la source pour un chercheur : une ethnographie de première main, une traduction, une fiche de base de données...",
  'Family name as printed ("de Voogt", "Montgomery").':
    "Nom de famille tel qu’imprimé (« de Voogt », « Montgomery »).",
  "Given names or initials, as printed.": "Prénoms ou initiales, tels qu’imprimés.",
  "A name that is not split into parts: an institution, or an author known by one name.":
    "Un nom qui ne se découpe pas en parties : une institution, ou un auteur connu sous un seul nom.",
  "Authors in printed order; empty when the author is not known to us (say so in `note`).":
    "Auteurs dans l’ordre imprimé ; vide quand l’auteur ne nous est pas connu (le dire dans `note`).",
  "Translators, for translations.": "Traducteurs, pour les traductions.",
  "Editors of the volume or series.": "Éditeurs scientifiques du volume ou de la collection.",
  "[[year]] or [[year, month, day]]; two inner arrays for a range.":
    "[[année]] ou [[année, mois, jour]] ; deux tableaux internes pour un intervalle.",
  'A date as printed when it cannot be expressed in parts ("n.d.").':
    "Une date telle qu’imprimée quand elle ne peut pas s’exprimer en parties (« n.d. »).",
  "Date of publication (not of writing: evidence dates record when a text was written).":
    "Date de publication (et non d’écriture : les dates des attestations indiquent quand un texte a été écrit).",
  "Title in its original language and spelling.": "Titre dans sa langue et sa graphie d’origine.",
  'Short title for lists ("Montgomery 1886").':
    "Titre court pour les listes (« Montgomery 1886 »).",
  "Journal, annual, website or book that contains the item.":
    "Revue, annuaire, site web ou livre qui contient le document.",
  "Volume of the container.": "Volume du contenant.",
  "Issue number of the container.": "Numéro du contenant.",
  'Page range of the item within the container ("148-157").':
    "Étendue de pages du document dans le contenant (« 148-157 »).",
  'Edition, when it matters ("2nd").': "Édition, quand elle compte (« 2nd »).",
  "Publisher.": "Éditeur (maison d’édition).",
  "Place of publication.": "Lieu de publication.",
  "Where the item can be read online (never fetched by this site).":
    "Où le document peut être lu en ligne (jamais récupéré par ce site).",
  "Language the item is written in.": "Langue dans laquelle le document est écrit.",
  "For a translation: id of the source it translates.":
    "Pour une traduction : identifiant de la source qu’elle traduit.",
  "What a researcher should know about the record itself: gaps, editions, how we got it.":
    "Ce qu’un chercheur devrait savoir de la fiche elle-même : lacunes, éditions, comment nous l’avons obtenue.",
  "Our translations of `note` into French and Malagasy, with who made them and whether anyone has checked them: our reading of the record, never the source's words. Quoted words inside stay in their original language.":
    "Nos traductions de `note` en français et en malgache, avec leurs auteurs et l’indication d’une éventuelle vérification : notre lecture de la fiche, jamais les mots de la source. Les mots cités à l’intérieur restent dans leur langue d’origine.",
  'The printed pages the address shows, as a number or range ("108-110", "148-157").':
    "Les pages imprimées que montre l’adresse, en nombre ou en intervalle (« 108-110 », « 148-157 »).",
  "The address: a library's page image or viewer, or a transcription marked by page.":
    "L’adresse : l’image de page ou la visionneuse d’une bibliothèque, ou une transcription qui marque les pages.",
  "Images of the printed pages, or a transcription that marks where each printed page begins.":
    "Images des pages imprimées, ou transcription qui marque où commence chaque page imprimée.",
  "Id in `sources` of a cited source that gives the address (de Voogt & Rougetet for Gallica).":
    "Identifiant dans `sources` d’une source citée qui donne l’adresse (de Voogt & Rougetet pour Gallica).",
  "The public page the address was read from, when it was not given by a source.":
    "La page publique d’où l’adresse a été relevée, quand elle n’a pas été donnée par une source.",
  'Where it was found, in words for the reader ("de Voogt & Rougetet\'s introduction").':
    "Où elle a été trouvée, en mots pour le lecteur (« de Voogt & Rougetet's introduction »).",
  "Where the address was found (see `scanVia`); an address with no `via` is refused.":
    "Où l’adresse a été trouvée (voir `scanVia`) ; une adresse sans `via` est refusée.",
  "What the address opens and what it does not: the volume rather than the page, a search.":
    "Ce que l’adresse ouvre et ce qu’elle n’ouvre pas : le volume plutôt que la page, une recherche.",
  "Public scans of the item's pages that a quotation can be checked against (see `scan`).":
    "Numérisations publiques des pages du document sur lesquelles une citation peut être vérifiée (voir `scan`).",
  'The field of this record that departs ("issued").':
    "Le champ de cette fiche qui diverge (« issued »).",
  'The value as the other source gives it ("1896").':
    "La valeur telle que l’autre source la donne (« 1896 »).",
  'Id in `sources` of the source that gives it ("dlp-database").':
    "Identifiant dans `sources` de la source qui la donne (« dlp-database »).",
  "Why we give our value, with the evidence checked and where it can be seen.":
    "Pourquoi nous donnons notre valeur, avec les pièces vérifiées et où on peut les voir.",
  "Where this record departs from the way another source cites the item, and why: Montgomery's year is 1886, where the DLP gives 1896. Shown on the source page and in the downloads.":
    "Où cette fiche s’écarte de la façon dont une autre source cite le document, et pourquoi : l’année de Montgomery est 1886, là où la DLP donne 1896. Affiché sur la page de la source et dans les téléchargements.",
  "The study's heading, in our words (\"Flacourt's narrated Fifangha opening\").":
    "Le titre de l’étude, dans nos mots (« Flacourt's narrated Fifangha opening »).",
  "What the study shows and how far the source can be followed, in our words.":
    "Ce que montre l’étude et jusqu’où on peut suivre la source, dans nos mots.",
  "The game (id in `games`).": "Le jeu (identifiant dans `games`).",
  "The ruleset every chapter is played under (its id within the game, `flacourt-1658`).":
    "La règle sous laquelle se joue chaque chapitre (son identifiant au sein du jeu, `flacourt-1658`).",
  "The sources the passage comes from (ids in `sources`), the narrating source first.":
    "Les sources d’où vient le passage (identifiants dans `sources`), la source qui raconte en premier.",
  "The evidence records holding the passage (ids in `evidence`).":
    "Les attestations qui contiennent le passage (identifiants dans `evidence`).",
  'The chapter\'s heading, in our words ("The three narrated turns").':
    "Le titre du chapitre, dans nos mots (« The three narrated turns »).",
  "What the chapter shows and where it departs from the words, in our words.":
    "Ce que montre le chapitre et où il s’écarte des mots, dans nos mots.",
  "The game as a notation file (docs/notation-files.md), inline: tags (`Game` and `Ruleset` those of the study; `Position` for a set-up the chapter builds), then the moves with comments and variations. Checked move by move by the engine under the named ruleset when the site builds.":
    "La partie sous forme de fichier de notation (docs/notation-files.md), en ligne : les étiquettes (`Game` et `Ruleset` celles de l’étude ; `Position` pour une mise en place que construit le chapitre), puis les coups avec commentaires et variantes. Vérifiée coup par coup par le moteur sous la règle nommée lors de la construction du site.",
  "The words exactly as printed, typos kept and marked [sic]; editorial changes in [brackets].":
    "Les mots exactement tels qu’imprimés, coquilles comprises et marquées [sic] ; les modifications éditoriales entre [crochets].",
  'Where in the source ("108-110", "734-735", "pp. 151-155, Secondly").':
    "Où dans la source (« 108-110 », « 734-735 », « pp. 151-155, Secondly »).",
  "Who made the translation (id in `sources`); absent means it is ours. A translation taken from an evidence record keeps that record's translator.":
    "Qui a fait la traduction (identifiant dans `sources`) ; absent, elle est la nôtre. Une traduction prise d’une attestation garde le traducteur de cette attestation.",
  "Our translations of `text` into French and Malagasy, beside the English; none into the quotation's own language (Flacourt's French stays as he wrote it). The same words as the evidence record's quotation they come from, where there is one.":
    "Nos traductions de `text` en français et en malgache, à côté de l’anglaise ; aucune dans la langue même de la citation (le français de Flacourt reste tel qu’il l’a écrit). Les mêmes mots que la citation de l’attestation dont elles viennent, s’il y en a une.",
  "The source's words, verbatim (pre-1927 sources at length; later ones a sentence or two).":
    "Les mots de la source, textuellement (les sources d’avant 1927 longuement ; les plus récentes, une phrase ou deux).",
  "Our words for what the source says here: used for post-1927 sources beyond the sentence or two the content rules let us quote (the Basque article's table), and for a line the engine computes, which has no words of its own.":
    "Nos mots pour ce que dit la source ici : pour les sources d’après 1927 au-delà de la phrase ou deux que les règles du contenu nous permettent de citer (le tableau de l’article basque), et pour une ligne que calcule le moteur, qui n’a pas de mots à elle.",
  'Where in the source ("Vela be, table, row 3"), or the engine\'s computation the line is.':
    "Où dans la source (« Vela be, table, row 3 »), ou le calcul du moteur qu’est la ligne.",
  "What the source says here in our words, where its words are not quoted.":
    "Ce que dit ici la source, dans nos mots, là où ses mots ne sont pas cités.",
  "The first turn the sentence describes, 0 for the main line's first.":
    "Le premier tour que décrit la phrase, 0 pour le premier de la ligne principale.",
  "The last turn it describes, when it describes several in a row (a table row: both replies).":
    "Le dernier tour qu’elle décrit, quand elle en décrit plusieurs de suite (une ligne de tableau : les deux réponses).",
  "The one decision of turn `ply` the sentence describes, 0 for the turn's first (a chain's first capture); the decisions are the engine's steps of that turn. Absent: the whole turn.":
    "La seule décision du tour `ply` que décrit la phrase, 0 pour la première du tour (la première prise d’une chaîne) ; les décisions sont les pas du moteur dans ce tour. Absent : le tour entier.",
  "How the move rests on the words: `stated` when the source names this very move (a table's `22-23`); `inferred` when the words describe it without naming it and we read which move it is (why in `reasoning`); `default` when the words leave a choice the rules allow and we picked one (why in `reasoning`).":
    "Comment le coup repose sur les mots : `stated` quand la source nomme ce coup même (le `22-23` d’un tableau) ; `inferred` quand les mots le décrivent sans le nommer et que nous lisons de quel coup il s’agit (pourquoi dans `reasoning`) ; `default` quand les mots laissent un choix que les règles permettent et que nous en avons pris un (pourquoi dans `reasoning`).",
  "Why we read the words as this move, or why this choice; required unless `stated`.":
    "Pourquoi nous lisons les mots comme ce coup, ou pourquoi ce choix ; obligatoire sauf avec `stated`.",
  "The move(s) the words describe; absent for words that describe no move (the set-up).":
    "Le ou les coups que décrivent les mots ; absent pour des mots qui ne décrivent aucun coup (la mise en place).",
  "Our note on the step: what the source leaves open, what the engine does here and why.":
    "Notre note sur l’étape : ce que la source laisse ouvert, ce que fait le moteur ici et pourquoi.",
  "Our translations of the chapter's `title` into French and Malagasy, with who made them.":
    "Nos traductions du `title` du chapitre en français et en malgache, avec qui les a faites.",
  "Our translations of the main line's move comments (the `{...}` of `notation`), by the turn they follow (0 for the main line's first, as `move.ply` counts), then by language. The notation file stays one text, in English, as a reader downloads it; the page shows each comment in its language. A turn with no comment is refused when the site is built.":
    "Nos traductions des commentaires des coups de la ligne principale (les `{...}` de `notation`), par le tour qu’ils suivent (0 pour le premier de la ligne principale, comme compte `move.ply`), puis par langue. Le fichier de notation reste un seul texte, en anglais, tel qu’un lecteur le télécharge ; la page montre chaque commentaire dans sa langue. Un tour sans commentaire est refusé à la construction du site.",
  "Our translations of `text` into French and Malagasy, with who made them and their review: our words, translated like our prose (a quotation's are the source's, `stepQuote.translations`).":
    "Nos traductions de `text` en français et en malgache, avec qui les a faites et leur relecture : nos mots, traduits comme notre prose (celles d’une citation sont les mots de la source, `stepQuote.translations`).",
  "Our translations of `note` into French and Malagasy, with who made them. Only with a note.":
    "Nos traductions de `note` en français et en malgache, avec qui les a faites. Seulement avec une note.",
  "The passage, step by step, in the order of the source (each step's moves after the last's).":
    "Le passage, étape par étape, dans l’ordre de la source (les coups de chaque étape après ceux de la précédente).",
  "The chapters, in reading order.": "Les chapitres, dans l’ordre de lecture.",
  "Behaviour the study's source says the rules have, checked by the engine under the study's ruleset in CI (`npm run check-claims`), as a ruleset's claims are.":
    "Comportement que la source de l’étude attribue aux règles, vérifié par le moteur sous le jeu de règles de l’étude en CI (`npm run check-claims`), comme le sont les affirmations d’un jeu de règles.",
  "What the step says about the play, checked by the engine (src/schemas/step-claim.ts): whether a rule it quotes decides anything here, whether a turn captures, how many turns a position offers, the result, a refused turn. A claim about turns needs the step's move or its own `ply`.":
    "Ce que l’étape dit du jeu, vérifié par le moteur (src/schemas/step-claim.ts) : si une règle qu’elle cite décide quelque chose ici, si un tour prend, combien de tours une position offre, le résultat, un tour refusé. Une affirmation sur des tours demande le coup de l’étape ou son propre `ply`.",
  "What `from` does with it (src/schemas/vocabulary.ts, RELATION_KINDS).":
    "Ce que `from` en fait (src/schemas/vocabulary.ts, RELATION_KINDS).",
  "The first turn the claim speaks of; absent: the step's move.":
    "Le premier tour dont parle l’affirmation ; absent : le coup de l’étape.",
  "The last, when several in a row; absent: `ply` alone.":
    "Le dernier, quand il y en a plusieurs à la suite ; absent : `ply` seul.",
  "The option of one value that holds the rule; absent for a base rule of the family.":
    "L’option à une seule valeur qui porte la règle ; absente pour une règle de base de la famille.",
  "Whether each of the turns takes some of the opponent's counters, holes or pieces.":
    "Si chacun des tours prend des graines, des trous ou des pièces de l’adversaire.",
  "How many legal turns each position offers.": "Combien de tours légaux offre chaque position.",
  "As the CLI prints it (`south-wins`); after the last of the turns.":
    "Tel que la CLI l’écrit (`south-wins`) ; après le dernier des tours.",
  "Show the game walked from the set-up on every number of holes (3 to 20 and the ruleset's own), computed by the engine when the site is built: its length, its winner and the positions that offer a choice (src/findings/forced-game.ts). For a four-row mancala game whose source leaves the number of holes open, where what the chapter's one board shows would otherwise be read as the source's. Only for the mancala family.":
    "Montrer la partie jouée depuis la mise en place sur chaque nombre de trous (de 3 à 20 et celui du jeu de règles), calculée par le moteur à la construction du site : sa longueur, son vainqueur et les positions qui offrent un choix (src/findings/forced-game.ts). Pour un jeu de mancala à quatre rangées dont la source laisse ouvert le nombre de trous, là où ce que montre l’unique plateau du chapitre se lirait sinon comme venant de la source. Seulement pour la famille mancala.",
  "An option key of the study's ruleset (`singleton-rear`).":
    "Une clé d’option du jeu de règles de l’étude (`singleton-rear`).",
  'The value it is switched to: another value of the option (`false`, `"heading"`).':
    'La valeur à laquelle on la passe : une autre valeur de l’option (`false`, `"heading"`).',
  "Whether the rule decides something at this step (true) or nothing in the game (false).":
    "Si la règle décide quelque chose à cette étape (true) ou rien dans la partie (false).",
};

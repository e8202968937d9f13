/**
 * The contribution form's help texts (the schemas' doc comments, src/schemas/) in Malagasy, keyed
 * by the English comment itself: when a comment is reworded, its entry here no longer matches and
 * the English shows, until it is translated again (tests/content/form-help.test.ts lists what is
 * missing). Field names, enumerated values, ids and examples stay as the English has them. Ours,
 * awaiting a native speaker's review (docs/i18n.md). Read through ./help.ts.
 */
export const HELP_MG: Readonly<Record<string, string>> = {
  "When the source was written (EDTF), for a source with no date of issue: an undated web page bounded by its bibliography is `[2018..]`. Lists show it as the date of the source, beside the date of the events a record reports.":
    "Fotoana nanoratana ny loharano (EDTF), ho an’ny loharano tsy misy daty namoahana: pejy tranonkala tsy misy daty, voafetran’ny lisitry ny boky ao aminy, dia `[2018..]`. Asehon’ny lisitra ho datin’ny loharano izany, eo akaikin’ny datin’ny zava-nitranga lazain’ny porofo.",
  "Stable id within its game, equal to the file name (`icga`, `montgomery-1896`).":
    "Mari-pamantarana tsy miova ao anatin’ny lalaony, mitovy amin’ny anaran’ny rakitra (`icga`, `montgomery-1896`).",
  "Id of the game in `games`; also the engine's game id.":
    "Mari-pamantaran’ny lalao ao amin’ny `games`; izy koa no mari-pamantaran’ny lalao ho an’ny milina.",
  "Engine family that runs it.": "Ny fianakavian’ny milina mampilalao azy.",
  'Human title, e.g. "Montgomery (1886)".':
    "Lohateny azon’ny olona vakiana, ohatra « Montgomery (1886) ».",
  "Our translations of `title` into French and Malagasy, with who made them and their review. Pages in those languages show the title in translation; citations keep the English title, and the id and address never change.":
    "Ny fandikanay ny `title` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fanamarinana azy. Ny pejy amin’ireo teny ireo dia mampiseho ny lohateny voadika; ny fanondroana dia mitazona ny lohateny anglisy, ary tsy miova mihitsy ny famantarana sy ny adiresy.",
  "DLP ruleset type.": "Karazana fitsipi-dalao araka ny DLP.",
  "Sources this reading follows, ids in `sources`. The first is the reading's own source, its witness: a citation marked `stated` must cite it (or a translation of it), and one marked `stated-elsewhere` must cite another (checked in src/content/integrity-basis.ts).":
    "Ireo loharano arahin’ity famakiana ity, mari-pamantarana ao amin’ny `sources`. Ny voalohany no loharanon’ny famakiana ihany, ny vavolombelony: ny fanononana voamarika `stated` dia tsy maintsy manonona azy (na fandikan-teny azy), ary ny voamarika `stated-elsewhere` dia tsy maintsy manonona loharano hafa (hamarinina ao amin’ny src/content/integrity-basis.ts).",
  "Evidence records this reading rests on, ids in `evidence`.":
    "Ireo porofo iorenan’ity famakiana ity, mari-pamantarana ao amin’ny `evidence`.",
  "What this reading is and how it differs from the others, in our own words.":
    "Inona ity famakiana ity ary amin’ny inona no tsy itoviany amin’ny hafa, amin’ny teninay manokana.",
  "The translated text.": "Ny soratra voadika.",
  "Who made the translation: `project` for this project's editors, or the name of the person who made it. Shown beside the text, so that no reader takes it for the source's.":
    "Iza no nandika: `project` ho an’ny mpanonta ity tetikasa ity, na ny anaran’ny olona nandika. Aseho eo anilan’ny soratra, mba tsy hisy mpamaky hihevitra azy ho an’ny loharano.",
  "The reviewer's name.": "Ny anaran’ny mpandinika.",
  "When the review was done (YYYY-MM-DD).": "Ny daty nanaovana ny fandinihana (YYYY-MM-DD).",
  "Who checked the translation and when (for Malagasy, a native speaker). Absent means the translation is awaiting review, and pages say so.":
    "Iza no nanamarina ny fandikan-teny ary oviana (ho an’ny teny malagasy, olona teratany miteny azy). Raha tsy misy, dia mbola miandry fandinihana ny fandikan-teny, ary milaza izany ny pejy.",
  "The French translation.": "Ny fandikan-teny frantsay.",
  "The Malagasy translation.": "Ny fandikan-teny malagasy.",
  "Our translations of `summary` into French and Malagasy, with who made them and their review.":
    "Ny fandikanay ny `summary` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "The value the engine uses.": "Ny sanda ampiasain’ny milina.",
  "Id of the cited entry in `sources`.":
    "Mari-pamantaran’ny loharano tononina ao amin’ny `sources`.",
  "Id of the evidence record the words come from, when there is one.":
    "Mari-pamantaran’ny porofo niavian’ny teny, raha misy.",
  'Where in the source: page, rule number, paragraph ("p. 153", "rule 9", "Vela be, para. 3").':
    "Aiza ao amin’ny loharano: pejy, laharan’ny fitsipika, fehintsoratra (« p. 153 », « rule 9 », « Vela be, para. 3 »).",
  "The source's own words, verbatim, in their original language.":
    "Ny tenin’ny loharano ihany, ara-bakiteny, amin’ny fiteny niaviany.",
  "Language of `quote`. Required when there is a quote.":
    "Ny fitenin’ny `quote`. Ilaina raha misy teny tononina.",
  "English translation of `quote`; required when `lang` is not `en`.":
    "Fandikan-teny anglisy ny `quote`; ilaina raha tsy `en` ny `lang`.",
  "Source of `translation` (id in `sources`); absent means the translation is ours. When the quote comes from an evidence record, the record's translation of that passage, unchanged.":
    "Loharanon’ny `translation` (mari-pamantarana ao amin’ny `sources`); raha tsy misy, dia anay ny fandikan-teny. Raha avy amin’ny porofo iray ny teny tononina, dia ny fandikan’io porofo io an’ilay andalan-tsoratra, tsy niova.",
  "Why the words left out at `[...]` in `quote` do not change its sense; required with `[...]`.":
    "Nahoana ny teny nesorina teo amin’ny `[...]` ao amin’ny `quote` no tsy manova ny heviny; ilaina rehefa misy `[...]`.",
  "For `depends-via`: the intermediary source (id in `sources`) through which it reaches `to`.":
    "Ho an’ny `depends-via`: ny loharano mpanelanelana (mari-pamantarana ao amin’ny `sources`) izay handalovany hahatongavana any amin’ny `to`.",
  "Our translations of `quote` into French and Malagasy, beside the English; none into the quote's own language. The same words as the evidence record's quotation they come from.":
    "Ny fandikanay ny `quote` amin’ny teny frantsay sy malagasy, eo anilan’ny anglisy; tsy misy amin’ny fitenin’ny teny tononina ihany. Ireo teny mitovy amin’ny teny tononin’ny porofo niaviany.",
  "How the value or summary rests on this passage; required, never implied. - `stated`: the reading's own source says it. For a ruleset that is its witness, `sources[0]`, or a translation of it (`translationOf`); the DLP evidence record quoting the witness's words is cited with the witness as `source` and the record as `evidence`. - `stated-elsewhere`: another source says it and `source` names which; it must not be the reading's own (the DLP's summary filling in what Sanderson does not say). No reasoning is required: the citation itself says who says it. - `inferred`: our reading of the passage; `reasoning` says why. - `default`: our choice where the source is silent; `reasoning` says why.":
    "Ny fomba iorenan’ny sanda na ny famintinana amin’ity andalan-tsoratra ity; ilaina, tsy azo atao ho azo tsotra izao. - `stated`: ny loharanon’ny famakiana ihany no milaza izany. Ho an’ny fitsipi-dalao dia ny vavolombelony, `sources[0]`, na fandikan-teny azy (`translationOf`); ny porofon’ny DLP manonona ny tenin’ny vavolombelona dia tononina miaraka amin’ny vavolombelona ho `source` sy ny porofo ho `evidence`. - `stated-elsewhere`: loharano hafa no milaza izany ary ny `source` no manondro azy; tsy tokony ho ny loharanon’ny famakiana ihany izy (ny famintinan’ny DLP mameno izay tsy lazain’i Sanderson). Tsy ilaina ny fanazavana: ny fanononana mihitsy no milaza hoe iza no milaza izany. - `inferred`: ny famakianay ny andalan-tsoratra; ny `reasoning` no milaza ny antony. - `default`: ny safidinay rehefa mangina ny loharano; ny `reasoning` no milaza ny antony.",
  "Why we read the passage this way. Required for inferred and default.":
    "Nahoana izahay no mamaky ny andalan-tsoratra toy izao. Ilaina ho an’ny inferred sy default.",
  "Our translations of `reasoning` into French and Malagasy, with who made them and their review. Only with a reasoning.":
    "Ny fandikanay ny `reasoning` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy. Raha misy fanazavana ihany.",
  "True when the value is a reader's change, not the source's (a reading changed in the simulator and downloaded, or the CLI's `--option`): the citation is that of the value it replaced, whose words say otherwise, so it carries no quote; `basis` is `default` and `reasoning` gives the reader's reason. Pages show it as the reader's change, never as the source's rule.":
    "Marina raha fanovan’ny mpamaky ny sanda fa tsy an’ny loharano (famakiana novaina tao amin’ny fitaovana filalaovana ary nalaina, na ny `--option` an’ny CLI): ny fanononana dia an’ny sanda nosoloina, izay milaza zavatra hafa ny teniny, ka tsy misy teny tononina; `default` ny `basis` ary ny `reasoning` no manome ny antony nataon’ny mpamaky. Asehon’ny pejy ho fanovan’ny mpamaky izany, fa tsy ho fitsipiky ny loharano mihitsy.",
  "Where the value comes from.": "Avy aiza ny sanda.",
  "The comment, in our own words: why the option decides nothing, and what follows.":
    "Ny fanamarihana, amin’ny teninay manokana: nahoana ny safidy no tsy manapaka na inona na inona, ary inona no vokany.",
  "Always `inferred`: the comment is our reading of the engine's result.":
    "`inferred` foana: famakianay ny vokatry ny milina ny fanamarihana.",
  "What it means for this reading that the option decides nothing in the positions the dead-option check searched (`npm run divergences`, src/compare/divergence/dead-options.json): shown on the ruleset page under the saved figures, which are never typed here. Our comment, never the source's: `basis` says so. Allowed only on an option the saved check finds dead (tests/content/dead-options.test.ts).":
    "Inona no dikan’izany ho an’ity famakiana ity fa tsy manapaka na inona na inona ny safidy amin’ireo toerana nokarohin’ny fanamarinana ny safidy maty (`npm run divergences`, src/compare/divergence/dead-options.json): aseho ao amin’ny pejin’ny fitsipi-dalao eo ambanin’ireo isa voatahiry, izay tsy soratana eto mihitsy. Fanamarihanay, fa tsy an’ny loharano mihitsy: ny `basis` no milaza izany. Avela ihany amin’ny safidy izay hitan’ny fanamarinana voatahiry ho maty (tests/content/dead-options.test.ts).",
  "Engine options: each a value with the passage it rests on. Keys are the family's option names.":
    "Ny safidin’ny milina: sanda tsirairay miaraka amin’ny andalan-tsoratra iorenany. Ny fanalahidy dia ny anaran’ny safidin’ny fianakaviana.",
  "Which facet.": "Lafiny inona.",
  "What this reading says on it, in our own words. Absent with `notStated`.":
    "Izay lazain’ity famakiana ity momba izany, amin’ny teninay manokana. Tsy misy raha misy `notStated`.",
  "Our translations of `summary` into French and Malagasy, with who made them and their review. Only with a summary (a `notStated` reason has `notStatedTranslations`).":
    "Ny fandikanay ny `summary` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy. Raha misy famintinana ihany (ny antony `notStated` dia manana `notStatedTranslations`).",
  "The passage the summary rests on. Absent with `notStated`.":
    "Ny andalan-tsoratra iorenan’ny famintinana. Tsy misy raha misy `notStated`.",
  "The source says nothing on this facet: why we record it so (what the source covers and where it is silent). An engine option that decides the facet is then our default.":
    "Tsy milaza na inona na inona momba ity lafiny ity ny loharano: nahoana izahay no mirakitra izany toy izao (izay resahin’ny loharano sy izay anginany). Ny safidin’ny milina manapaka ity lafiny ity dia lasa safidinay (default).",
  "Our translations of `notStated` into French and Malagasy, with who made them and their review. Only with `notStated`.":
    "Ny fandikanay ny `notStated` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy. Raha misy `notStated` ihany.",
  "The rule facets, for comparison tables: for each, our summary of what this reading says with its citation, or `notStated` with why the source says nothing on it.":
    "Ny lafin’ny fitsipika, ho an’ny tabilao fampitahana: isaky ny lafiny, ny famintinanay ny voalazan’ity famakiana ity miaraka amin’ny fanononana azy, na `notStated` miaraka amin’ny antony tsy ilazan’ny loharano na inona na inona momba azy.",
  "A turn the rules refuse.": "Fihetsika lavin’ny fitsipika.",
  "The position the claim starts from, in the family's position notation (docs/cli.md); absent means the ruleset's set-up.":
    "Ny toerana iaingan’ny filazana, amin’ny fanoratana toerana an’ny fianakaviana (docs/cli.md); raha tsy misy, dia ny fandaminana am-piandohan’ny fitsipi-dalao.",
  "Turns played first from that position, in the game's notation, in order.":
    "Fihetsika lalaovina aloha avy amin’io toerana io, amin’ny fanoratana an’ny lalao, araka ny filaharany.",
  "The refused turn, in the game's notation (`d3e3Ad3A`).":
    "Ny fihetsika lavina, amin’ny fanoratana an’ny lalao (`d3e3Ad3A`).",
  "The rule that refuses it: an option key of the family (`opening-single-capture`) or a base rule of the engine (`not-adjacent`). True when it is among every rule that refuses the turn (src/engine/core/refusals.ts), not only the first the engine tests.":
    "Ny fitsipika mandà azy: fanalahidin’ny safidin’ny fianakaviana (`opening-single-capture`) na fitsipika fototry ny milina (`not-adjacent`). Marina raha anisan’ny fitsipika rehetra mandà ilay fihetsika izy (src/engine/core/refusals.ts), fa tsy ilay voalohany andramain’ny milina ihany.",
  "A turn the rules allow.": "Fihetsika avelan’ny fitsipika.",
  "The allowed turn, in the game's notation.":
    "Ny fihetsika avela, amin’ny fanoratana an’ny lalao.",
  "A count of move sequences (perft, in whole turns).":
    "Isan’ny filaharan’ny fihetsika (perft, amin’ny fihetsika feno).",
  "How many turns deep; kept small, since the check runs in CI on every change.":
    "Firy ny halalin’ny fihetsika; kely foana, satria mandeha ao amin’ny CI isaky ny fanovana ny fanamarinana.",
  "The number of lines of `depth` turns the rules allow, as the source publishes it.":
    "Ny isan’ny filaharana misy fihetsika `depth` avelan’ny fitsipika, araka ny navoakan’ny loharano.",
  "A game, turn by turn, and how it ends.":
    "Lalao iray, fihetsika isaky ny fihetsika, sy ny fiafarany.",
  "The game's turns, in the game's notation, in order; every one must be legal.":
    "Ny fihetsiky ny lalao, amin’ny fanoratana an’ny lalao, araka ny filaharany; tsy maintsy ara-dalàna avokoa izy rehetra.",
  "Its result after the last turn, as the CLI prints it: `ongoing`, `draw` or `<player>-wins` with the game's player name (`white-wins`, `south-wins`).":
    "Ny vokany aorian’ny fihetsika farany, araka ny asehon’ny CLI: `ongoing`, `draw` na `<player>-wins` miaraka amin’ny anaran’ny mpilalao ao amin’ny lalao (`white-wins`, `south-wins`).",
  "Behaviour this reading's sources say the rules have (a turn refused by a rule, a turn allowed, a perft figure, a game's result), each with its passage: the engine plays every claim in CI (`npm run check-claims`) and a false one fails with the file and the claim.":
    "Fihetsiky ny fitsipika lazain’ny loharanon’ity famakiana ity (fihetsika lavin’ny fitsipika iray, fihetsika avela, isa perft, vokatry ny lalao iray), samy miaraka amin’ny andalan-tsoratra avy: lalaovin’ny milina ao amin’ny CI ny filazana rehetra (`npm run check-claims`) ary tsy mandalo ny filazana diso, miaraka amin’ny anaran’ny rakitra sy ny filazana.",
  'Short heading for lists, in our words ("Montgomery on Fanorona").':
    "Lohateny fohy ho an’ny lisitra, amin’ny teninay (« Montgomery on Fanorona »).",
  "What kind of evidence this is.": "Karazana porofo inona ity.",
  "The game the record is about (id in `games`).":
    "Ny lalao resahin’ny firaketana (mari-pamantarana ao amin’ny `games`).",
  "Id in `sources`.": "Mari-pamantarana ao amin’ny `sources`.",
  'Page range, rule numbers or section ("151-155").':
    "Elanelam-pejy, laharan’ny fitsipika na fizarana (« 151-155 »).",
  "The source and the place in it.": "Ny loharano sy ny toerana ao anatiny.",
  "The record's page in the DLP database, for records that come from it.":
    "Ny pejin’ny firaketana ao amin’ny banky angon’ny DLP, ho an’ny firaketana avy ao.",
  "When the text was written or the object made (EDTF), not when it was published: Flacourt wrote between his appointment in 1648 and his death in 1660 (the edition known to hold the Fifangha chapter is of 1661), so `1648/1660`.":
    "Fotoana nanoratana ny soratra na nanaovana ny zavatra (EDTF), fa tsy fotoana namoahana azy: nanoratra i Flacourt teo anelanelan’ny nanendrena azy tamin’ny 1648 sy ny nahafatesany tamin’ny 1660 (ny fanontana fantatra fa misy ny toko momba ny Fifangha dia tamin’ny 1661), ka `1648/1660`.",
  "Why the record has this date, when it is not obvious.":
    "Nahoana ny firaketana no manana io daty io, raha tsy miharihary izany.",
  "Our translations of `dateNote` into French and Malagasy, with who made them and their review.":
    "Ny fandikanay ny `dateNote` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "Our translations of `note` into French and Malagasy, with who made them and their review.":
    "Ny fandikanay ny `note` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "Our translations of `reason` into French and Malagasy, with who made them and their review.":
    "Ny fandikanay ny `reason` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "Our translations of `originalNotHeld` into French and Malagasy, with who made them and their review. Only with `originalNotHeld`.":
    "Ny fandikanay ny `originalNotHeld` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy. Raha misy `originalNotHeld` ihany.",
  'Our translations of `name` into French and Malagasy, with who made them and their review: only where the name is in our words ("Mahamasina square, Antananarivo"); a place\'s own name stays as written in every language.':
    "Ny fandikanay ny `name` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy: raha amin’ny teninay ihany ilay anarana (« Mahamasina square, Antananarivo »); ny anaran’ny toerana mihitsy dia mijanona araka ny fanoratana azy amin’ny fiteny rehetra.",
  "Regions the evidence describes (ids in `regions`), not where the author lived.":
    "Ireo faritra lazalazain’ny porofo (mari-pamantarana ao amin’ny `regions`), fa tsy ny toerana nipetrahan’ny mpanoratra.",
  "Place name as we write it, with the source's spelling in `notes` if different.":
    "Anaran’ny toerana araka ny fanoratanay azy, miaraka amin’ny tsipelin’ny loharano ao amin’ny `notes` raha hafa.",
  "Latitude, south negative.": "Latitude, ratsy (négatif) any atsimo.",
  "Longitude, west negative.": "Longitude, ratsy (négatif) any andrefana.",
  "Coordinates of the place.": "Ny koordinatan’ny toerana.",
  "The place described, when the source names one.":
    "Ny toerana lazalazaina, raha manonona iray ny loharano.",
  "What the record's own source says, in our words.":
    "Izay lazain’ny loharanon’ny firaketana ihany, amin’ny teninay.",
  "Our translations of `text` into French and Malagasy, with who made them.":
    "Ny fandikanay ny `text` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika.",
  "The record's own source (`source.id`) says it.":
    "Ny loharanon’ny firaketana ihany (`source.id`) no milaza izany.",
  "How the source's words bear it out, when that is not plain.":
    "Ny fomba anamafisan’ny tenin’ny loharano izany, raha tsy miharihary.",
  "Our translations of `reasoning` into French and Malagasy, with who made them.":
    "Ny fandikanay ny `reasoning` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika.",
  "What another source says on this game, in our words.":
    "Izay lazain’ny loharano hafa momba ity lalao ity, amin’ny teninay.",
  "Not the record's own source but another one says it: the DLP's summary beside the author's words.":
    "Tsy ny loharanon’ny firaketana fa loharano hafa no milaza izany: ny famintinan’ny DLP eo anilan’ny tenin’ny mpanoratra.",
  "The source that says it (id in `sources`); never the record's own source.":
    "Ny loharano milaza izany (mari-pamantarana ao amin’ny `sources`); tsy ny loharanon’ny firaketana mihitsy.",
  "Where that source says it, or where it may have it from, when worth saying.":
    "Aiza no ilazan’io loharano io izany, na avy aiza no mety nahazoany azy, raha mendrika ho lazaina.",
  "The rules as this record gives them, in our own words, one sentence at a time, each with its basis: what the source states, what another source states (the DLP's summary beside the author's words), what we infer or choose, and what the source leaves unsaid. A record without rules says so in a `not-stated` sentence, with what the passage is about instead.":
    "Ny fitsipika araka ny omen’ity firaketana ity, amin’ny teninay manokana, fehezanteny tsirairay, samy miaraka amin’ny fototra iorenany: izay lazain’ny loharano, izay lazain’ny loharano hafa (ny famintinan’ny DLP eo anilan’ny tenin’ny mpanoratra), izay tsoahanay na safidianay, ary izay tsy lazain’ny loharano. Ny firaketana tsy misy fitsipika dia milaza izany amin’ny fehezanteny `not-stated`, miaraka amin’izay resahin’ny andalan-tsoratra kosa.",
  "The words exactly as printed, typos kept; editorial changes in [brackets] or marked [sic].":
    "Ny teny araka ny nanontana azy tsara, tazonina ny diso fanoratana; ny fanovana nataon’ny mpanonta ao anaty [fononteny] na voamarika [sic].",
  "Language of `text`.": "Ny fitenin’ny `text`.",
  'Page or section of the passage ("151-155", "rule 9").':
    "Pejy na fizaran’ny andalan-tsoratra (« 151-155 », « rule 9 »).",
  "English translation, required when `lang` is not English.":
    "Fandikan-teny anglisy, ilaina raha tsy anglisy ny `lang`.",
  "Source of the translation (id in `sources`); absent means the translation is ours.":
    "Loharanon’ny fandikan-teny (mari-pamantarana ao amin’ny `sources`); raha tsy misy, dia anay ny fandikan-teny.",
  "Why the words left out at `[...]` in `text` do not change its sense; required with `[...]`.":
    "Nahoana ny teny nesorina teo amin’ny `[...]` ao amin’ny `text` no tsy manova ny heviny; ilaina rehefa misy `[...]`.",
  "The passage reports another text whose own words we do not hold: what that original is and why we have only this (\"Montgomery's English, which we hold only in the Basque article's translation\"). Shown with the quotation, so that no one takes these words for the original.":
    "Mitatitra soratra hafa ny andalan-tsoratra, nefa tsy ananay ny tena teniny: inona io soratra voalohany io ary nahoana no ity ihany no ananay (« Montgomery's English, which we hold only in the Basque article's translation »). Aseho miaraka amin’ny teny tononina, mba tsy hisy hihevitra ireo teny ireo ho ny soratra voalohany.",
  "Our translations of `text` into French and Malagasy, beside the English one; none into the passage's own language (a French passage has no French translation).":
    "Ny fandikanay ny `text` amin’ny teny frantsay sy malagasy, eo anilan’ny anglisy; tsy misy amin’ny fitenin’ny andalan-tsoratra ihany (tsy misy fandikan-teny frantsay ny andalan-tsoratra frantsay).",
  "The source's own words: one or more verbatim passages.":
    "Ny tenin’ny loharano ihany: andalan-tsoratra iray na maromaro ara-bakiteny.",
  "How sure the attribution of these rules to this game, place and date is (0-100).":
    "Hatraiza ny fahatokisana fa an’ity lalao, toerana ary daty ity ireo fitsipika ireo (0-100).",
  "Why the record has the confidence it has.":
    "Nahoana ny firaketana no manana izany fahatokisana izany.",
  "Our translations of `confidenceNote` into French and Malagasy, with who made them and their review.":
    "Ny fandikanay ny `confidenceNote` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "DLP uncertainty factors that apply.": "Ireo antony tsy fahazoana antoka araka ny DLP mihatra.",
  "Ages of players, only when the source says.":
    "Taonan’ny mpilalao, raha lazain’ny loharano ihany.",
  "Genders of players, only when the source says.":
    "Maha-lahy na maha-vavin’ny mpilalao, raha lazain’ny loharano ihany.",
  "Social status of players, only when the source says.":
    "Sata ara-piaraha-monin’ny mpilalao, raha lazain’ny loharano ihany.",
  "Kind of space where the game was played, only when the source says.":
    "Karazana toerana nilalaovana, raha lazain’ny loharano ihany.",
  "Other evidence this record should be read with (ids in `evidence`).":
    "Porofo hafa tokony hovakiana miaraka amin’ity firaketana ity (mari-pamantarana ao amin’ny `evidence`).",
  "Anything else a researcher should know: disagreements, editorial corrections, gaps.":
    "Zavatra hafa rehetra tokony ho fantatry ny mpikaroka: tsy fitovian-kevitra, fanitsiana nataon’ny mpanonta, banga.",
  "Our translations of `notes` into French and Malagasy, with who made them and whether anyone has checked them: our words about the record, never the source's; quoted words inside stay in their original language.":
    "Ny fandikanay ny `notes` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy raha nisy nanamarina azy: ny teninay momba ny firaketana, fa tsy ny an’ny loharano mihitsy; ny teny tononina ao anatiny dia mijanona amin’ny fiteny niaviany.",
  "CSL item type.": "Karazana singa araka ny CSL.",
  "What the source is to a researcher: a primary ethnography, a translation, a database record...":
    "Inona ity loharano ity ho an’ny mpikaroka: etnografia voalohany, fandikan-teny, firaketana ao amin’ny banky angona...",
  'Family name as printed ("de Voogt", "Montgomery").':
    "Anaram-pianakaviana araka ny nanontana azy (« de Voogt », « Montgomery »).",
  "Given names or initials, as printed.":
    "Fanampin’anarana na litera voalohany, araka ny nanontana azy.",
  "A name that is not split into parts: an institution, or an author known by one name.":
    "Anarana tsy zaraina ho ampahany: andrim-panjakana na fikambanana, na mpanoratra fantatra amin’ny anarana iray.",
  "Authors in printed order; empty when the author is not known to us (say so in `note`).":
    "Mpanoratra araka ny filaharana voasoratra; foana raha tsy fantatray ny mpanoratra (lazao ao amin’ny `note` izany).",
  "Translators, for translations.": "Mpandika teny, ho an’ny fandikan-teny.",
  "Editors of the volume or series.": "Mpandrindra ny boky na ny andiany.",
  "[[year]] or [[year, month, day]]; two inner arrays for a range.":
    "[[taona]] na [[taona, volana, andro]]; tabilao anatiny roa ho an’ny elanelana.",
  'A date as printed when it cannot be expressed in parts ("n.d.").':
    "Daty araka ny nanontana azy raha tsy azo zaraina ho ampahany (« n.d. »).",
  "Date of publication (not of writing: evidence dates record when a text was written).":
    "Daty namoahana (fa tsy nanoratana: ny datin’ny porofo no mirakitra ny fotoana nanoratana ny soratra).",
  "Title in its original language and spelling.": "Lohateny amin’ny fiteny sy tsipelina niaviany.",
  'Short title for lists ("Montgomery 1886").':
    "Lohateny fohy ho an’ny lisitra (« Montgomery 1886 »).",
  "Journal, annual, website or book that contains the item.":
    "Gazety, boky isan-taona, tranonkala na boky misy ilay singa.",
  "Volume of the container.": "Bokin’ilay mirakitra azy (volume).",
  "Issue number of the container.": "Laharan’ilay mirakitra azy (numéro).",
  'Page range of the item within the container ("148-157").':
    "Elanelam-pejin’ilay singa ao anatin’ilay mirakitra azy (« 148-157 »).",
  'Edition, when it matters ("2nd").': "Fanontana, raha misy dikany (« 2nd »).",
  "Publisher.": "Mpamoaka boky.",
  "Place of publication.": "Toerana namoahana.",
  "Where the item can be read online (never fetched by this site).":
    "Toerana ahafahana mamaky ilay singa an-tserasera (tsy alain’ity tranonkala ity mihitsy).",
  "Language the item is written in.": "Fiteny nanoratana ilay singa.",
  "For a translation: id of the source it translates.":
    "Ho an’ny fandikan-teny: mari-pamantaran’ny loharano adikany.",
  "What a researcher should know about the record itself: gaps, editions, how we got it.":
    "Izay tokony ho fantatry ny mpikaroka momba ny firaketana mihitsy: banga, fanontana, ny fomba nahazoanay azy.",
  "Our translations of `note` into French and Malagasy, with who made them and whether anyone has checked them: our reading of the record, never the source's words. Quoted words inside stay in their original language.":
    "Ny fandikanay ny `note` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy raha nisy nanamarina azy: ny famakianay ny firaketana, fa tsy ny tenin’ny loharano mihitsy. Ny teny tononina ao anatiny dia mijanona amin’ny fiteny niaviany.",
  'The printed pages the address shows, as a number or range ("108-110", "148-157").':
    "Ireo pejy voapirinty asehon’ny adiresy, isa na elanelana (« 108-110 », « 148-157 »).",
  "The address: a library's page image or viewer, or a transcription marked by page.":
    "Ny adiresy: sarin’ny pejy na mpijery an’ny tranomboky, na fandikana an-tsoratra voamarika isaky ny pejy.",
  "Images of the printed pages, or a transcription that marks where each printed page begins.":
    "Sarin’ireo pejy voapirinty, na fandikana an-tsoratra manamarika ny toerana anombohan’ny pejy voapirinty tsirairay.",
  "Id in `sources` of a cited source that gives the address (de Voogt & Rougetet for Gallica).":
    "Mari-pamantarana ao amin’ny `sources` an’ny loharano tononina manome ny adiresy (de Voogt & Rougetet ho an’ny Gallica).",
  "The public page the address was read from, when it was not given by a source.":
    "Ny pejy ho an’ny daholobe nakana ny adiresy, raha tsy loharano no nanome azy.",
  'Where it was found, in words for the reader ("de Voogt & Rougetet\'s introduction").':
    "Toerana nahitana azy, amin’ny teny ho an’ny mpamaky (« de Voogt & Rougetet's introduction »).",
  "Where the address was found (see `scanVia`); an address with no `via` is refused.":
    "Toerana nahitana ny adiresy (jereo ny `scanVia`); lavina ny adiresy tsy misy `via`.",
  "What the address opens and what it does not: the volume rather than the page, a search.":
    "Izay sokafan’ny adiresy sy izay tsy sokafany: ny boky fa tsy ny pejy, fikarohana iray.",
  "Public scans of the item's pages that a quotation can be checked against (see `scan`).":
    "Sary azon’ny daholobe jerena an’ireo pejin’ilay singa, izay azo anamarinana teny tononina (jereo ny `scan`).",
  'The field of this record that departs ("issued").':
    "Ny sahan’ity firaketana ity tsy mitovy (« issued »).",
  'The value as the other source gives it ("1896").':
    "Ny sanda araka ny omen’ilay loharano hafa (« 1896 »).",
  'Id in `sources` of the source that gives it ("dlp-database").':
    "Mari-pamantarana ao amin’ny `sources` an’ny loharano manome azy (« dlp-database »).",
  "Why we give our value, with the evidence checked and where it can be seen.":
    "Nahoana izahay no manome ny sandanay, miaraka amin’ny porofo voamarina sy ny toerana ahitana azy.",
  "Where this record departs from the way another source cites the item, and why: Montgomery's year is 1886, where the DLP gives 1896. Shown on the source page and in the downloads.":
    "Ny toerana tsy itovian’ity firaketana ity amin’ny fomba anononan’ny loharano hafa ilay singa, sy ny antony: 1886 ny taonan’i Montgomery, fa 1896 no omen’ny DLP. Aseho ao amin’ny pejin’ny loharano sy ao amin’ny rakitra azo alaina.",
  "The study's heading, in our words (\"Flacourt's narrated Fifangha opening\").":
    "Ny lohatenin’ny fandalinana, amin’ny teninay (« Flacourt's narrated Fifangha opening »).",
  "What the study shows and how far the source can be followed, in our words.":
    "Izay asehon’ny fandalinana sy hatraiza no azo arahina ny loharano, amin’ny teninay.",
  "The game (id in `games`).": "Ny lalao (mari-pamantarana ao amin’ny `games`).",
  "The ruleset every chapter is played under (its id within the game, `flacourt-1658`).":
    "Ny fitsipi-dalao ilalaovana ny toko rehetra (ny mari-pamantarany ao anatin’ny lalao, `flacourt-1658`).",
  "The sources the passage comes from (ids in `sources`), the narrating source first.":
    "Ireo loharano niavian’ny andalan-tsoratra (mari-pamantarana ao amin’ny `sources`), ny loharano mitantara no voalohany.",
  "The evidence records holding the passage (ids in `evidence`).":
    "Ireo porofo mirakitra ny andalan-tsoratra (mari-pamantarana ao amin’ny `evidence`).",
  'The chapter\'s heading, in our words ("The three narrated turns").':
    "Ny lohatenin’ny toko, amin’ny teninay (« The three narrated turns »).",
  "What the chapter shows and where it departs from the words, in our words.":
    "Izay asehon’ny toko sy ny toerana tsy itoviany amin’ny teny, amin’ny teninay.",
  "The game as a notation file (docs/notation-files.md), inline: tags (`Game` and `Ruleset` those of the study; `Position` for a set-up the chapter builds), then the moves with comments and variations. Checked move by move by the engine under the named ruleset when the site builds.":
    "Ny lalao ho rakitra fanoratana (docs/notation-files.md), ao anatiny mivantana: ireo marika (`Game` sy `Ruleset` an’ny fandalinana; `Position` ho an’ny fandaminana am-piandohana aorin’ny toko), avy eo ny fihetsika miaraka amin’ny fanamarihana sy ny fiovany. Hamarinin’ny milina fihetsika isaky ny fihetsika araka ny fitsipi-dalao voatonona rehefa amboarina ny tranonkala.",
  "The words exactly as printed, typos kept and marked [sic]; editorial changes in [brackets].":
    "Ny teny araka ny nanontana azy tsara, tazonina ny diso fanoratana ary voamarika [sic]; ny fanovana nataon’ny mpanonta ao anaty [fononteny].",
  'Where in the source ("108-110", "734-735", "pp. 151-155, Secondly").':
    "Aiza ao amin’ny loharano (« 108-110 », « 734-735 », « pp. 151-155, Secondly »).",
  "Who made the translation (id in `sources`); absent means it is ours. A translation taken from an evidence record keeps that record's translator.":
    "Iza no nandika (mari-pamantarana ao amin’ny `sources`); raha tsy misy, dia anay izy. Ny fandikan-teny nalaina tamin’ny porofo iray dia mitazona ny mpandika an’io porofo io.",
  "Our translations of `text` into French and Malagasy, beside the English; none into the quotation's own language (Flacourt's French stays as he wrote it). The same words as the evidence record's quotation they come from, where there is one.":
    "Ny fandikanay ny `text` amin’ny teny frantsay sy malagasy, eo anilan’ny anglisy; tsy misy amin’ny fitenin’ny teny tononina ihany (mijanona araka ny nanoratany azy ny frantsay nosoratan’i Flacourt). Ireo teny mitovy amin’ny teny tononin’ny porofo niaviany, raha misy.",
  "The source's words, verbatim (pre-1927 sources at length; later ones a sentence or two).":
    "Ny tenin’ny loharano, ara-bakiteny (ny loharano talohan’ny 1927 lava; ny taty aoriana fehezanteny iray na roa).",
  "Our words for what the source says here: used for post-1927 sources beyond the sentence or two the content rules let us quote (the Basque article's table), and for a line the engine computes, which has no words of its own.":
    "Ny teninay ho an’izay lazain’ny loharano eto: ampiasaina ho an’ny loharano taorian’ny 1927 mihoatra ny fehezanteny iray na roa avelan’ny fitsipiky ny votoaty hotononinay (ny tabilaon’ny lahatsoratra Basque), ary ho an’ny andalana kajian’ny milina, izay tsy manana teny ho azy.",
  'Where in the source ("Vela be, table, row 3"), or the engine\'s computation the line is.':
    "Aiza ao amin’ny loharano (« Vela be, table, row 3 »), na ny kajy ataon’ny milina izay ilay andalana.",
  "What the source says here in our words, where its words are not quoted.":
    "Izay lazain’ny loharano eto, amin’ny teninay, raha tsy tononina ny teniny.",
  "The first turn the sentence describes, 0 for the main line's first.":
    "Ny fihetsika voalohany lazalazain’ny fehezanteny, 0 ho an’ny voalohany amin’ny andalana lehibe.",
  "The last turn it describes, when it describes several in a row (a table row: both replies).":
    "Ny fihetsika farany lazalazainy, raha fihetsika maromaro mifanesy no lazalazainy (andalana amin’ny tabilao: ny valiny roa).",
  "The one decision of turn `ply` the sentence describes, 0 for the turn's first (a chain's first capture); the decisions are the engine's steps of that turn. Absent: the whole turn.":
    "Ilay fanapahan-kevitra tokana amin’ny fihetsika `ply` lazalazain’ny fehezanteny, 0 ho an’ny voalohany amin’ny fihetsika (ny fakana voalohany amin’ny rojo); ny fanapahan-kevitra dia ny dingan’ny milina amin’io fihetsika io. Raha tsy misy: ny fihetsika manontolo.",
  "How the move rests on the words: `stated` when the source names this very move (a table's `22-23`); `inferred` when the words describe it without naming it and we read which move it is (why in `reasoning`); `default` when the words leave a choice the rules allow and we picked one (why in `reasoning`).":
    "Ny fomba iorenan’ny fihetsika amin’ny teny: `stated` raha manonona an’io fihetsika io mihitsy ny loharano (ny `22-23` ao amin’ny tabilao); `inferred` raha mamaritra azy ny teny nefa tsy manonona azy ary izahay no mamaky hoe fihetsika inona izy (ny antony ao amin’ny `reasoning`); `default` raha mamela safidy avelan’ny fitsipika ny teny ary nisafidy iray izahay (ny antony ao amin’ny `reasoning`).",
  "Why we read the words as this move, or why this choice; required unless `stated`.":
    "Nahoana izahay no mamaky ny teny ho io fihetsika io, na nahoana io safidy io; ilaina afa-tsy amin’ny `stated`.",
  "The move(s) the words describe; absent for words that describe no move (the set-up).":
    "Ny fihetsika (iray na maro) lazalazain’ny teny; tsy misy ho an’ny teny tsy mamaritra fihetsika (ny fandaminana am-piandohana).",
  "Our note on the step: what the source leaves open, what the engine does here and why.":
    "Ny fanamarihanay momba ny dingana: izay avelan’ny loharano ho misokatra, izay ataon’ny milina eto sy ny antony.",
  "Our translations of the chapter's `title` into French and Malagasy, with who made them.":
    "Ny fandikanay ny `title` an’ny toko amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika azy.",
  "Our translations of the main line's move comments (the `{...}` of `notation`), by the turn they follow (0 for the main line's first, as `move.ply` counts), then by language. The notation file stays one text, in English, as a reader downloads it; the page shows each comment in its language. A turn with no comment is refused when the site is built.":
    "Ny fandikanay ny fanamarihana momba ny fihetsika amin’ny tsipika lehibe (ny `{...}` ao amin’ny `notation`), araka ny anjara arahiny (0 ho an’ny voalohany amin’ny tsipika lehibe, araka ny fanisan’ny `move.ply`), avy eo araka ny fiteny. Lahatsoratra iray amin’ny teny anglisy ihany ny rakitra notation, toy ny alain’ny mpamaky azy; ny pejy kosa mampiseho ny fanamarihana tsirairay amin’ny fiteniny. Lavina rehefa amboarina ny tranonkala ny anjara tsy misy fanamarihana.",
  "Our translations of `text` into French and Malagasy, with who made them and their review: our words, translated like our prose (a quotation's are the source's, `stepQuote.translations`).":
    "Ny fandikanay ny `text` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy: ny teninay, adika toy ny lahatsoratray (ny an’ny teny tononina dia tenin’ny loharano, `stepQuote.translations`).",
  "Our translations of `note` into French and Malagasy, with who made them. Only with a note.":
    "Ny fandikanay ny `note` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika azy. Raha misy fanamarihana ihany.",
  "The passage, step by step, in the order of the source (each step's moves after the last's).":
    "Ny andalan-tsoratra, dingana isaky ny dingana, araka ny filaharan’ny loharano (ny fihetsiky ny dingana tsirairay aorian’ny an’ny teo aloha).",
  "The chapters, in reading order.": "Ireo toko, araka ny filaharana famakiana.",
  "Behaviour the study's source says the rules have, checked by the engine under the study's ruleset in CI (`npm run check-claims`), as a ruleset's claims are.":
    "Fihetsiky ny fitsipika lazain’ny loharanon’ny fandalinana, hamarinin’ny milina araka ny fitsipi-dalaon’ny fandalinana ao amin’ny CI (`npm run check-claims`), tahaka ny filazan’ny fitsipi-dalao iray.",
  "What the step says about the play, checked by the engine (src/schemas/step-claim.ts): whether a rule it quotes decides anything here, whether a turn captures, how many turns a position offers, the result, a refused turn. A claim about turns needs the step's move or its own `ply`.":
    "Izay lazain’ny dingana momba ny lalao, hamarinin’ny milina (src/schemas/step-claim.ts): raha misy tapahin’ny fitsipika tononiny eto, raha mihinana ny anjara iray, firy ny anjara atolotry ny toerana iray, ny vokatra, anjara iray lavina. Ny filazana momba ny anjara dia mila ny fihetsiky ny dingana na ny `ply` azy manokana.",
  "What `from` does with it (src/schemas/vocabulary.ts, RELATION_KINDS).":
    "Izay ataon’ny `from` aminy (src/schemas/vocabulary.ts, RELATION_KINDS).",
  "The first turn the claim speaks of; absent: the step's move.":
    "Ny anjara voalohany resahin’ny filazana; raha tsy misy: ny fihetsiky ny dingana.",
  "The last, when several in a row; absent: `ply` alone.":
    "Ny farany, raha maromaro mifanesy; raha tsy misy: ny `ply` ihany.",
  "The option of one value that holds the rule; absent for a base rule of the family.":
    "Ny safidy misy sanda iray mitondra ny fitsipika; tsy misy ho an’ny fitsipika fototry ny fianakaviana.",
  "Whether each of the turns takes some of the opponent's counters, holes or pieces.":
    "Raha mihinana voa, lavaka na vato an’ny mpifanandrina ny anjara tsirairay.",
  "How many legal turns each position offers.":
    "Firy ny anjara ara-dalàna atolotry ny toerana tsirairay.",
  "As the CLI prints it (`south-wins`); after the last of the turns.":
    "Araka ny fanoratan’ny CLI azy (`south-wins`); aorian’ny anjara farany.",
  "Show the game walked from the set-up on every number of holes (3 to 20 and the ruleset's own), computed by the engine when the site is built: its length, its winner and the positions that offer a choice (src/findings/forced-game.ts). For a four-row mancala game whose source leaves the number of holes open, where what the chapter's one board shows would otherwise be read as the source's. Only for the mancala family.":
    "Asehoy ny lalao lalaovina manomboka amin’ny fandaminana amin’ny isan-davaka rehetra (3 ka hatramin’ny 20 sy ny an’ny fitsipi-dalao), kajian’ny milina rehefa amboarina ny tranonkala: ny halavany, ny mpandresy ary ny toerana manolotra safidy (src/findings/forced-game.ts). Ho an’ny lalao mancala misy laharana efatra izay avelan’ny loharano ho misokatra ny isan-davaka, fa raha tsy izany dia ho vakiana ho an’ny loharano izay asehon’ny takelaka tokan’ny toko. Ho an’ny fianakaviana mancala ihany.",
  "An option key of the study's ruleset (`singleton-rear`).":
    "Lakilen’ny safidy iray amin’ny fitsipi-dalaon’ny fandalinana (`singleton-rear`).",
  'The value it is switched to: another value of the option (`false`, `"heading"`).':
    'Ny sanda omena azy: sanda hafa an’ilay safidy (`false`, `"heading"`).',
  "Whether the rule decides something at this step (true) or nothing in the game (false).":
    "Raha manapaka zavatra eto amin’ity dingana ity ny fitsipika (true) na tsy manapaka na inona na inona ao amin’ny lalao (false).",
};

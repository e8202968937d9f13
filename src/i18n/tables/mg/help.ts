/** The Malagasy of the English area ../en/help.ts, key for key (awaiting review). Field names, values, ids and examples in `code` stay verbatim. */
import type { Strings } from "../../table.ts";
import type { help as english } from "../en/help.ts";

export const help: Strings<typeof english> = {
  "help.source.written":
    "Fotoana nanoratana ny loharano (EDTF), ho an’ny loharano tsy misy daty namoahana: pejy tranonkala tsy misy daty, voafetran’ny lisitry ny boky ao aminy, dia `[2018..]`. Asehon’ny lisitra ho datin’ny loharano izany, eo akaikin’ny datin’ny zava-nitranga lazain’ny porofo.",
  "help.ruleset.id":
    "Mari-pamantarana tsy miova ao anatin’ny lalaony, mitovy amin’ny anaran’ny rakitra (`icga`, `montgomery-1896`).",
  "help.ruleset.game":
    "Mari-pamantaran’ny lalao ao amin’ny `games`; izy koa no mari-pamantaran’ny lalao ho an’ny milina.",
  "help.ruleset.family": "Ny fianakavian’ny milina mampilalao azy.",
  "help.ruleset.title": "Lohateny azon’ny olona vakiana, ohatra « Montgomery (1886) ».",
  "help.ruleset.titleTranslations":
    "Ny fandikanay ny `title` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fanamarinana azy. Ny pejy amin’ireo teny ireo dia mampiseho ny lohateny voadika; ny fanondroana dia mitazona ny lohateny anglisy, ary tsy miova mihitsy ny famantarana sy ny adiresy.",
  "help.ruleset.type": "Karazana fitsipi-dalao araka ny DLP.",
  "help.ruleset.sources":
    "Ireo loharano arahin’ity famakiana ity, mari-pamantarana ao amin’ny `sources`. Ny voalohany no loharanon’ny famakiana ihany, ny vavolombelony: ny fanononana voamarika `stated` dia tsy maintsy manonona azy (na fandikan-teny azy), ary ny voamarika `stated-elsewhere` dia tsy maintsy manonona loharano hafa (hamarinina ao amin’ny src/content/integrity-basis.ts).",
  "help.ruleset.evidence":
    "Ireo porofo iorenan’ity famakiana ity, mari-pamantarana ao amin’ny `evidence`.",
  "help.ruleset.summary":
    "Inona ity famakiana ity ary amin’ny inona no tsy itoviany amin’ny hafa, amin’ny teninay manokana.",
  "help.ruleset.titleTranslations.fr.text": "Ny soratra voadika.",
  "help.ruleset.titleTranslations.fr.by":
    "Iza no nandika: `project` ho an’ny mpanonta ity tetikasa ity, na ny anaran’ny olona nandika. Aseho eo anilan’ny soratra, mba tsy hisy mpamaky hihevitra azy ho an’ny loharano.",
  "help.ruleset.titleTranslations.fr.reviewed.by": "Ny anaran’ny mpandinika.",
  "help.ruleset.titleTranslations.fr.reviewed.date":
    "Ny daty nanaovana ny fandinihana (YYYY-MM-DD).",
  "help.ruleset.titleTranslations.fr.reviewed":
    "Iza no nanamarina ny fandikan-teny ary oviana (ho an’ny teny malagasy, olona teratany miteny azy). Raha tsy misy, dia mbola miandry fandinihana ny fandikan-teny, ary milaza izany ny pejy.",
  "help.ruleset.titleTranslations.fr": "Ny fandikan-teny frantsay.",
  "help.ruleset.titleTranslations.mg": "Ny fandikan-teny malagasy.",
  "help.ruleset.translations":
    "Ny fandikanay ny `summary` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "help.ruleset.options.value": "Ny sanda ampiasain’ny milina.",
  "help.ruleset.options.provenance.source":
    "Mari-pamantaran’ny loharano tononina ao amin’ny `sources`.",
  "help.ruleset.options.provenance.evidence":
    "Mari-pamantaran’ny porofo niavian’ny teny, raha misy.",
  "help.ruleset.options.provenance.locator":
    "Aiza ao amin’ny loharano: pejy, laharan’ny fitsipika, fehintsoratra (« p. 153 », « rule 9 », « Vela be, para. 3 »).",
  "help.ruleset.options.provenance.quote":
    "Ny tenin’ny loharano ihany, ara-bakiteny, amin’ny fiteny niaviany.",
  "help.ruleset.options.provenance.lang": "Ny fitenin’ny `quote`. Ilaina raha misy teny tononina.",
  "help.ruleset.options.provenance.translation":
    "Fandikan-teny anglisy ny `quote`; ilaina raha tsy `en` ny `lang`.",
  "help.ruleset.options.provenance.translationSource":
    "Loharanon’ny `translation` (mari-pamantarana ao amin’ny `sources`); raha tsy misy, dia anay ny fandikan-teny. Raha avy amin’ny porofo iray ny teny tononina, dia ny fandikan’io porofo io an’ilay andalan-tsoratra, tsy niova.",
  "help.ruleset.options.provenance.omission":
    "Nahoana ny teny nesorina teo amin’ny `[...]` ao amin’ny `quote` no tsy manova ny heviny; ilaina rehefa misy `[...]`.",
  "help.ruleset.options.provenance.translations.fr.via":
    "Ho an’ny `depends-via`: ny loharano mpanelanelana (mari-pamantarana ao amin’ny `sources`) izay handalovany hahatongavana any amin’ny `to`.",
  "help.ruleset.options.provenance.translations":
    "Ny fandikanay ny `quote` amin’ny teny frantsay sy malagasy, eo anilan’ny anglisy; tsy misy amin’ny fitenin’ny teny tononina ihany. Ireo teny mitovy amin’ny teny tononin’ny porofo niaviany.",
  "help.ruleset.options.provenance.basis":
    "Ny fomba iorenan’ny sanda na ny famintinana amin’ity andalan-tsoratra ity; ilaina, tsy azo atao ho azo tsotra izao. - `stated`: ny loharanon’ny famakiana ihany no milaza izany. Ho an’ny fitsipi-dalao dia ny vavolombelony, `sources[0]`, na fandikan-teny azy (`translationOf`); ny porofon’ny DLP manonona ny tenin’ny vavolombelona dia tononina miaraka amin’ny vavolombelona ho `source` sy ny porofo ho `evidence`. - `stated-elsewhere`: loharano hafa no milaza izany ary ny `source` no manondro azy; tsy tokony ho ny loharanon’ny famakiana ihany izy (ny famintinan’ny DLP mameno izay tsy lazain’i Sanderson). Tsy ilaina ny fanazavana: ny fanononana mihitsy no milaza hoe iza no milaza izany. - `inferred`: ny famakianay ny andalan-tsoratra; ny `reasoning` no milaza ny antony. - `default`: ny safidinay rehefa mangina ny loharano; ny `reasoning` no milaza ny antony.",
  "help.ruleset.options.provenance.reasoning":
    "Nahoana izahay no mamaky ny andalan-tsoratra toy izao. Ilaina ho an’ny inferred sy default.",
  "help.ruleset.options.provenance.reasoningTranslations":
    "Ny fandikanay ny `reasoning` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy. Raha misy fanazavana ihany.",
  "help.ruleset.options.provenance.override":
    "Marina raha fanovan’ny mpamaky ny sanda fa tsy an’ny loharano (famakiana novaina tao amin’ny fitaovana filalaovana ary nalaina, na ny `--option` an’ny CLI): ny fanononana dia an’ny sanda nosoloina, izay milaza zavatra hafa ny teniny, ka tsy misy teny tononina; `default` ny `basis` ary ny `reasoning` no manome ny antony nataon’ny mpamaky. Asehon’ny pejy ho fanovan’ny mpamaky izany, fa tsy ho fitsipiky ny loharano mihitsy.",
  "help.ruleset.options.provenance": "Avy aiza ny sanda.",
  "help.ruleset.options.deadNote.note":
    "Ny fanamarihana, amin’ny teninay manokana: nahoana ny safidy no tsy manapaka na inona na inona, ary inona no vokany.",
  "help.ruleset.options.deadNote.basis":
    "`inferred` foana: famakianay ny vokatry ny milina ny fanamarihana.",
  "help.ruleset.options.deadNote":
    "Inona no dikan’izany ho an’ity famakiana ity fa tsy manapaka na inona na inona ny safidy amin’ireo toerana nokarohin’ny fanamarinana ny safidy maty (`npm run divergences`, src/compare/divergence/dead-options.json): aseho ao amin’ny pejin’ny fitsipi-dalao eo ambanin’ireo isa voatahiry, izay tsy soratana eto mihitsy. Fanamarihanay, fa tsy an’ny loharano mihitsy: ny `basis` no milaza izany. Avela ihany amin’ny safidy izay hitan’ny fanamarinana voatahiry ho maty (tests/content/dead-options.test.ts).",
  "help.ruleset.options":
    "Ny safidin’ny milina: sanda tsirairay miaraka amin’ny andalan-tsoratra iorenany. Ny fanalahidy dia ny anaran’ny safidin’ny fianakaviana.",
  "help.ruleset.facets.facet": "Lafiny inona.",
  "help.ruleset.facets.summary":
    "Izay lazain’ity famakiana ity momba izany, amin’ny teninay manokana. Tsy misy raha misy `notStated`.",
  "help.ruleset.facets.translations":
    "Ny fandikanay ny `summary` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy. Raha misy famintinana ihany (ny antony `notStated` dia manana `notStatedTranslations`).",
  "help.ruleset.facets.citation":
    "Ny andalan-tsoratra iorenan’ny famintinana. Tsy misy raha misy `notStated`.",
  "help.ruleset.facets.notStated":
    "Tsy milaza na inona na inona momba ity lafiny ity ny loharano: nahoana izahay no mirakitra izany toy izao (izay resahin’ny loharano sy izay anginany). Ny safidin’ny milina manapaka ity lafiny ity dia lasa safidinay (default).",
  "help.ruleset.facets.notStatedTranslations":
    "Ny fandikanay ny `notStated` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy. Raha misy `notStated` ihany.",
  "help.ruleset.facets":
    "Ny lafin’ny fitsipika, ho an’ny tabilao fampitahana: isaky ny lafiny, ny famintinanay ny voalazan’ity famakiana ity miaraka amin’ny fanononana azy, na `notStated` miaraka amin’ny antony tsy ilazan’ny loharano na inona na inona momba azy.",
  "help.ruleset.claims.kind": "Fihetsika lavin’ny fitsipika.",
  "help.ruleset.claims.position":
    "Ny toerana iaingan’ny filazana, amin’ny fanoratana toerana an’ny fianakaviana (docs/cli.md); raha tsy misy, dia ny fandaminana am-piandohan’ny fitsipi-dalao.",
  "help.ruleset.claims.after":
    "Fihetsika lalaovina aloha avy amin’io toerana io, amin’ny fanoratana an’ny lalao, araka ny filaharany.",
  "help.ruleset.claims.turn": "Ny fihetsika lavina, amin’ny fanoratana an’ny lalao (`d3e3Ad3A`).",
  "help.ruleset.claims.rule":
    "Ny fitsipika mandà azy: fanalahidin’ny safidin’ny fianakaviana (`opening-single-capture`) na fitsipika fototry ny milina (`not-adjacent`). Marina raha anisan’ny fitsipika rehetra mandà ilay fihetsika izy (src/engine/core/refusals.ts), fa tsy ilay voalohany andramain’ny milina ihany.",
  "help.ruleset.claims.kind.2": "Fihetsika avelan’ny fitsipika.",
  "help.ruleset.claims.turn.2": "Ny fihetsika avela, amin’ny fanoratana an’ny lalao.",
  "help.ruleset.claims.kind.3": "Isan’ny filaharan’ny fihetsika (perft, amin’ny fihetsika feno).",
  "help.ruleset.claims.depth":
    "Firy ny halalin’ny fihetsika; kely foana, satria mandeha ao amin’ny CI isaky ny fanovana ny fanamarinana.",
  "help.ruleset.claims.count":
    "Ny isan’ny filaharana misy fihetsika `depth` avelan’ny fitsipika, araka ny navoakan’ny loharano.",
  "help.ruleset.claims.kind.4": "Lalao iray, fihetsika isaky ny fihetsika, sy ny fiafarany.",
  "help.ruleset.claims.turns":
    "Ny fihetsiky ny lalao, amin’ny fanoratana an’ny lalao, araka ny filaharany; tsy maintsy ara-dalàna avokoa izy rehetra.",
  "help.ruleset.claims.result":
    "Ny vokany aorian’ny fihetsika farany, araka ny asehon’ny CLI: `ongoing`, `draw` na `<player>-wins` miaraka amin’ny anaran’ny mpilalao ao amin’ny lalao (`white-wins`, `south-wins`).",
  "help.ruleset.claims":
    "Fihetsiky ny fitsipika lazain’ny loharanon’ity famakiana ity (fihetsika lavin’ny fitsipika iray, fihetsika avela, isa perft, vokatry ny lalao iray), samy miaraka amin’ny andalan-tsoratra avy: lalaovin’ny milina ao amin’ny CI ny filazana rehetra (`npm run check-claims`) ary tsy mandalo ny filazana diso, miaraka amin’ny anaran’ny rakitra sy ny filazana.",
  "help.evidence.title":
    "Lohateny fohy ho an’ny lisitra, amin’ny teninay (« Montgomery on Fanorona »).",
  "help.evidence.type": "Karazana porofo inona ity.",
  "help.evidence.game": "Ny lalao resahin’ny firaketana (mari-pamantarana ao amin’ny `games`).",
  "help.evidence.source.id": "Mari-pamantarana ao amin’ny `sources`.",
  "help.evidence.source.locator": "Elanelam-pejy, laharan’ny fitsipika na fizarana (« 151-155 »).",
  "help.evidence.source": "Ny loharano sy ny toerana ao anatiny.",
  "help.evidence.dlpUrl":
    "Ny pejin’ny firaketana ao amin’ny banky angon’ny DLP, ho an’ny firaketana avy ao.",
  "help.evidence.date":
    "Fotoana nanoratana ny soratra na nanaovana ny zavatra (EDTF), fa tsy fotoana namoahana azy: nanoratra i Flacourt teo anelanelan’ny nanendrena azy tamin’ny 1648 sy ny nahafatesany tamin’ny 1660 (ny fanontana fantatra fa misy ny toko momba ny Fifangha dia tamin’ny 1661), ka `1648/1660`.",
  "help.evidence.dateNote":
    "Nahoana ny firaketana no manana io daty io, raha tsy miharihary izany.",
  "help.evidence.dateNoteTranslations":
    "Ny fandikanay ny `dateNote` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "help.ruleset.options.deadNote.noteTranslations":
    "Ny fandikanay ny `note` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "help.source.citedOtherwise.reasonTranslations":
    "Ny fandikanay ny `reason` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "help.evidence.quotations.originalNotHeldTranslations":
    "Ny fandikanay ny `originalNotHeld` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy. Raha misy `originalNotHeld` ihany.",
  "help.evidence.place.nameTranslations":
    "Ny fandikanay ny `name` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy: raha amin’ny teninay ihany ilay anarana (« Mahamasina square, Antananarivo »); ny anaran’ny toerana mihitsy dia mijanona araka ny fanoratana azy amin’ny fiteny rehetra.",
  "help.evidence.regions":
    "Ireo faritra lazalazain’ny porofo (mari-pamantarana ao amin’ny `regions`), fa tsy ny toerana nipetrahan’ny mpanoratra.",
  "help.evidence.place.name":
    "Anaran’ny toerana araka ny fanoratanay azy, miaraka amin’ny tsipelin’ny loharano ao amin’ny `notes` raha hafa.",
  "help.evidence.place.coordinates.lat": "Latitude, ratsy (négatif) any atsimo.",
  "help.evidence.place.coordinates.lon": "Longitude, ratsy (négatif) any andrefana.",
  "help.evidence.place.coordinates": "Ny koordinatan’ny toerana.",
  "help.evidence.place": "Ny toerana lazalazaina, raha manonona iray ny loharano.",
  "help.evidence.rules.text": "Izay lazain’ny loharanon’ny firaketana ihany, amin’ny teninay.",
  "help.evidence.rules.translations":
    "Ny fandikanay ny `text` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika.",
  "help.evidence.rules.basis": "Ny loharanon’ny firaketana ihany (`source.id`) no milaza izany.",
  "help.evidence.rules.reasoning":
    "Ny fomba anamafisan’ny tenin’ny loharano izany, raha tsy miharihary.",
  "help.evidence.rules.reasoningTranslations":
    "Ny fandikanay ny `reasoning` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika.",
  "help.evidence.rules.text.2":
    "Izay lazain’ny loharano hafa momba ity lalao ity, amin’ny teninay.",
  "help.evidence.rules.basis.2":
    "Tsy ny loharanon’ny firaketana fa loharano hafa no milaza izany: ny famintinan’ny DLP eo anilan’ny tenin’ny mpanoratra.",
  "help.evidence.rules.by":
    "Ny loharano milaza izany (mari-pamantarana ao amin’ny `sources`); tsy ny loharanon’ny firaketana mihitsy.",
  "help.evidence.rules.reasoning.2":
    "Aiza no ilazan’io loharano io izany, na avy aiza no mety nahazoany azy, raha mendrika ho lazaina.",
  "help.evidence.rules":
    "Ny fitsipika araka ny omen’ity firaketana ity, amin’ny teninay manokana, fehezanteny tsirairay, samy miaraka amin’ny fototra iorenany: izay lazain’ny loharano, izay lazain’ny loharano hafa (ny famintinan’ny DLP eo anilan’ny tenin’ny mpanoratra), izay tsoahanay na safidianay, ary izay tsy lazain’ny loharano. Ny firaketana tsy misy fitsipika dia milaza izany amin’ny fehezanteny `not-stated`, miaraka amin’izay resahin’ny andalan-tsoratra kosa.",
  "help.evidence.quotations.text":
    "Ny teny araka ny nanontana azy tsara, tazonina ny diso fanoratana; ny fanovana nataon’ny mpanonta ao anaty [fononteny] na voamarika [sic].",
  "help.evidence.quotations.lang": "Ny fitenin’ny `text`.",
  "help.evidence.quotations.locator":
    "Pejy na fizaran’ny andalan-tsoratra (« 151-155 », « rule 9 »).",
  "help.evidence.quotations.translation":
    "Fandikan-teny anglisy, ilaina raha tsy anglisy ny `lang`.",
  "help.evidence.quotations.translationSource":
    "Loharanon’ny fandikan-teny (mari-pamantarana ao amin’ny `sources`); raha tsy misy, dia anay ny fandikan-teny.",
  "help.evidence.quotations.omission":
    "Nahoana ny teny nesorina teo amin’ny `[...]` ao amin’ny `text` no tsy manova ny heviny; ilaina rehefa misy `[...]`.",
  "help.evidence.quotations.originalNotHeld":
    "Mitatitra soratra hafa ny andalan-tsoratra, nefa tsy ananay ny tena teniny: inona io soratra voalohany io ary nahoana no ity ihany no ananay (« Montgomery's English, which we hold only in the Basque article's translation »). Aseho miaraka amin’ny teny tononina, mba tsy hisy hihevitra ireo teny ireo ho ny soratra voalohany.",
  "help.evidence.quotations.translations":
    "Ny fandikanay ny `text` amin’ny teny frantsay sy malagasy, eo anilan’ny anglisy; tsy misy amin’ny fitenin’ny andalan-tsoratra ihany (tsy misy fandikan-teny frantsay ny andalan-tsoratra frantsay).",
  "help.evidence.quotations":
    "Ny tenin’ny loharano ihany: andalan-tsoratra iray na maromaro ara-bakiteny.",
  "help.evidence.confidence":
    "Hatraiza ny fahatokisana fa an’ity lalao, toerana ary daty ity ireo fitsipika ireo (0-100).",
  "help.evidence.confidenceNote": "Nahoana ny firaketana no manana izany fahatokisana izany.",
  "help.evidence.confidenceNoteTranslations":
    "Ny fandikanay ny `confidenceNote` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy.",
  "help.evidence.uncertainty": "Ireo antony tsy fahazoana antoka araka ny DLP mihatra.",
  "help.evidence.ages": "Taonan’ny mpilalao, raha lazain’ny loharano ihany.",
  "help.evidence.genders": "Maha-lahy na maha-vavin’ny mpilalao, raha lazain’ny loharano ihany.",
  "help.evidence.socialStatus":
    "Sata ara-piaraha-monin’ny mpilalao, raha lazain’ny loharano ihany.",
  "help.evidence.spaces": "Karazana toerana nilalaovana, raha lazain’ny loharano ihany.",
  "help.evidence.related":
    "Porofo hafa tokony hovakiana miaraka amin’ity firaketana ity (mari-pamantarana ao amin’ny `evidence`).",
  "help.evidence.notes":
    "Zavatra hafa rehetra tokony ho fantatry ny mpikaroka: tsy fitovian-kevitra, fanitsiana nataon’ny mpanonta, banga.",
  "help.evidence.notesTranslations":
    "Ny fandikanay ny `notes` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy raha nisy nanamarina azy: ny teninay momba ny firaketana, fa tsy ny an’ny loharano mihitsy; ny teny tononina ao anatiny dia mijanona amin’ny fiteny niaviany.",
  "help.source.type": "Karazana singa araka ny CSL.",
  "help.source.kind":
    "Inona ity loharano ity ho an’ny mpikaroka: etnografia voalohany, fandikan-teny, firaketana ao amin’ny banky angona...",
  "help.source.author.family":
    "Anaram-pianakaviana araka ny nanontana azy (« de Voogt », « Montgomery »).",
  "help.source.author.given": "Fanampin’anarana na litera voalohany, araka ny nanontana azy.",
  "help.source.author.literal":
    "Anarana tsy zaraina ho ampahany: andrim-panjakana na fikambanana, na mpanoratra fantatra amin’ny anarana iray.",
  "help.source.author":
    "Mpanoratra araka ny filaharana voasoratra; foana raha tsy fantatray ny mpanoratra (lazao ao amin’ny `note` izany).",
  "help.source.translator": "Mpandika teny, ho an’ny fandikan-teny.",
  "help.source.editor": "Mpandrindra ny boky na ny andiany.",
  "help.source.issued.date-parts":
    "[[taona]] na [[taona, volana, andro]]; tabilao anatiny roa ho an’ny elanelana.",
  "help.source.issued.literal":
    "Daty araka ny nanontana azy raha tsy azo zaraina ho ampahany (« n.d. »).",
  "help.source.issued":
    "Daty namoahana (fa tsy nanoratana: ny datin’ny porofo no mirakitra ny fotoana nanoratana ny soratra).",
  "help.source.title": "Lohateny amin’ny fiteny sy tsipelina niaviany.",
  "help.source.title-short": "Lohateny fohy ho an’ny lisitra (« Montgomery 1886 »).",
  "help.source.container-title": "Gazety, boky isan-taona, tranonkala na boky misy ilay singa.",
  "help.source.volume": "Bokin’ilay mirakitra azy (volume).",
  "help.source.issue": "Laharan’ilay mirakitra azy.",
  "help.source.page": "Elanelam-pejin’ilay singa ao anatin’ilay mirakitra azy (« 148-157 »).",
  "help.source.edition": "Fanontana, raha misy dikany (« 2nd »).",
  "help.source.publisher": "Mpamoaka boky.",
  "help.source.publisher-place": "Toerana namoahana.",
  "help.source.URL":
    "Toerana ahafahana mamaky ilay singa an-tserasera (tsy alain’ity tranonkala ity mihitsy).",
  "help.source.language": "Fiteny nanoratana ilay singa.",
  "help.source.translationOf": "Ho an’ny fandikan-teny: mari-pamantaran’ny loharano adikany.",
  "help.source.note":
    "Izay tokony ho fantatry ny mpikaroka momba ny firaketana mihitsy: banga, fanontana, ny fomba nahazoanay azy.",
  "help.source.noteTranslations":
    "Ny fandikanay ny `note` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy raha nisy nanamarina azy: ny famakianay ny firaketana, fa tsy ny tenin’ny loharano mihitsy. Ny teny tononina ao anatiny dia mijanona amin’ny fiteny niaviany.",
  "help.source.scans.pages":
    "Ireo pejy voapirinty asehon’ny adiresy, isa na elanelana (« 108-110 », « 148-157 »).",
  "help.source.scans.url":
    "Ny adiresy: sarin’ny pejy na mpijery an’ny tranomboky, na fandikana an-tsoratra voamarika isaky ny pejy.",
  "help.source.scans.kind":
    "Sarin’ireo pejy voapirinty, na fandikana an-tsoratra manamarika ny toerana anombohan’ny pejy voapirinty tsirairay.",
  "help.source.scans.via.source":
    "Mari-pamantarana ao amin’ny `sources` an’ny loharano tononina manome ny adiresy (de Voogt & Rougetet ho an’ny Gallica).",
  "help.source.scans.via.page":
    "Ny pejy ho an’ny daholobe nakana ny adiresy, raha tsy loharano no nanome azy.",
  "help.source.scans.via.text":
    "Toerana nahitana azy, amin’ny teny ho an’ny mpamaky (« de Voogt & Rougetet's introduction »).",
  "help.source.scans.via":
    "Toerana nahitana ny adiresy (jereo ny `scanVia`); lavina ny adiresy tsy misy `via`.",
  "help.source.scans.note":
    "Izay sokafan’ny adiresy sy izay tsy sokafany: ny boky fa tsy ny pejy, fikarohana iray.",
  "help.source.scans":
    "Sary azon’ny daholobe jerena an’ireo pejin’ilay singa, izay azo anamarinana teny tononina (jereo ny `scan`).",
  "help.source.citedOtherwise.field": "Ny sahan’ity firaketana ity tsy mitovy (« issued »).",
  "help.source.citedOtherwise.cited": "Ny sanda araka ny omen’ilay loharano hafa (« 1896 »).",
  "help.source.citedOtherwise.citedBy":
    "Mari-pamantarana ao amin’ny `sources` an’ny loharano manome azy (« dlp-database »).",
  "help.source.citedOtherwise.reason":
    "Nahoana izahay no manome ny sandanay, miaraka amin’ny porofo voamarina sy ny toerana ahitana azy.",
  "help.source.citedOtherwise":
    "Ny toerana tsy itovian’ity firaketana ity amin’ny fomba anononan’ny loharano hafa ilay singa, sy ny antony: 1886 ny taonan’i Montgomery, fa 1896 no omen’ny DLP. Aseho ao amin’ny pejin’ny loharano sy ao amin’ny rakitra azo alaina.",
  "help.study.title":
    "Ny lohatenin’ny fandalinana, amin’ny teninay (« Flacourt's narrated Fifangha opening »).",
  "help.study.summary":
    "Izay asehon’ny fandalinana sy hatraiza no azo arahina ny loharano, amin’ny teninay.",
  "help.study.game": "Ny lalao (mari-pamantarana ao amin’ny `games`).",
  "help.study.ruleset":
    "Ny fitsipi-dalao ilalaovana ny toko rehetra (ny mari-pamantarany ao anatin’ny lalao, `flacourt-1658`).",
  "help.study.sources":
    "Ireo loharano niavian’ny andalan-tsoratra (mari-pamantarana ao amin’ny `sources`), ny loharano mitantara no voalohany.",
  "help.study.evidence":
    "Ireo porofo mirakitra ny andalan-tsoratra (mari-pamantarana ao amin’ny `evidence`).",
  "help.study.chapters.title":
    "Ny lohatenin’ny toko, amin’ny teninay (« The three narrated turns »).",
  "help.study.chapters.summary":
    "Izay asehon’ny toko sy ny toerana tsy itoviany amin’ny teny, amin’ny teninay.",
  "help.study.chapters.notation":
    "Ny lalao ho rakitra fanoratana (docs/notation-files.md), ao anatiny mivantana: ireo marika (`Game` sy `Ruleset` an’ny fandalinana; `Position` ho an’ny fandaminana am-piandohana aorin’ny toko), avy eo ny fihetsika miaraka amin’ny fanamarihana sy ny fiovany. Hamarinin’ny milina fihetsika isaky ny fihetsika araka ny fitsipi-dalao voatonona rehefa amboarina ny tranonkala.",
  "help.study.chapters.steps.quote.text":
    "Ny teny araka ny nanontana azy tsara, tazonina ny diso fanoratana ary voamarika [sic]; ny fanovana nataon’ny mpanonta ao anaty [fononteny].",
  "help.study.chapters.steps.quote.locator":
    "Aiza ao amin’ny loharano (« 108-110 », « 734-735 », « pp. 151-155, Secondly »).",
  "help.study.chapters.steps.quote.translationSource":
    "Iza no nandika (mari-pamantarana ao amin’ny `sources`); raha tsy misy, dia anay izy. Ny fandikan-teny nalaina tamin’ny porofo iray dia mitazona ny mpandika an’io porofo io.",
  "help.study.chapters.steps.quote.translations":
    "Ny fandikanay ny `text` amin’ny teny frantsay sy malagasy, eo anilan’ny anglisy; tsy misy amin’ny fitenin’ny teny tononina ihany (mijanona araka ny nanoratany azy ny frantsay nosoratan’i Flacourt). Ireo teny mitovy amin’ny teny tononin’ny porofo niaviany, raha misy.",
  "help.study.chapters.steps.quote":
    "Ny tenin’ny loharano, ara-bakiteny (ny loharano talohan’ny 1927 lava; ny taty aoriana fehezanteny iray na roa).",
  "help.study.chapters.steps.paraphrase.text":
    "Ny teninay ho an’izay lazain’ny loharano eto: ampiasaina ho an’ny loharano taorian’ny 1927 mihoatra ny fehezanteny iray na roa avelan’ny fitsipiky ny votoaty hotononinay (ny tabilaon’ny lahatsoratra Basque), ary ho an’ny andalana kajian’ny milina, izay tsy manana teny ho azy.",
  "help.study.chapters.steps.paraphrase.locator":
    "Aiza ao amin’ny loharano (« Vela be, table, row 3 »), na ny kajy ataon’ny milina izay ilay andalana.",
  "help.study.chapters.steps.paraphrase":
    "Izay lazain’ny loharano eto, amin’ny teninay, raha tsy tononina ny teniny.",
  "help.study.chapters.steps.move.ply":
    "Ny fihetsika voalohany lazalazain’ny fehezanteny, 0 ho an’ny voalohany amin’ny andalana lehibe.",
  "help.study.chapters.steps.move.to":
    "Ny fihetsika farany lazalazainy, raha fihetsika maromaro mifanesy no lazalazainy (andalana amin’ny tabilao: ny valiny roa).",
  "help.study.chapters.steps.move.step":
    "Ilay fanapahan-kevitra tokana amin’ny fihetsika `ply` lazalazain’ny fehezanteny, 0 ho an’ny voalohany amin’ny fihetsika (ny fakana voalohany amin’ny rojo); ny fanapahan-kevitra dia ny dingan’ny milina amin’io fihetsika io. Raha tsy misy: ny fihetsika manontolo.",
  "help.study.chapters.steps.move.basis":
    "Ny fomba iorenan’ny fihetsika amin’ny teny: `stated` raha manonona an’io fihetsika io mihitsy ny loharano (ny `22-23` ao amin’ny tabilao); `inferred` raha mamaritra azy ny teny nefa tsy manonona azy ary izahay no mamaky hoe fihetsika inona izy (ny antony ao amin’ny `reasoning`); `default` raha mamela safidy avelan’ny fitsipika ny teny ary nisafidy iray izahay (ny antony ao amin’ny `reasoning`).",
  "help.study.chapters.steps.move.reasoning":
    "Nahoana izahay no mamaky ny teny ho io fihetsika io, na nahoana io safidy io; ilaina afa-tsy amin’ny `stated`.",
  "help.study.chapters.steps.move":
    "Ny fihetsika (iray na maro) lazalazain’ny teny; tsy misy ho an’ny teny tsy mamaritra fihetsika (ny fandaminana am-piandohana).",
  "help.study.chapters.steps.note":
    "Ny fanamarihanay momba ny dingana: izay avelan’ny loharano ho misokatra, izay ataon’ny milina eto sy ny antony.",
  "help.study.chapters.titleTranslations":
    "Ny fandikanay ny `title` an’ny toko amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika azy.",
  "help.study.chapters.commentTranslations":
    "Ny fandikanay ny fanamarihana momba ny fihetsika amin’ny tsipika lehibe (ny `{...}` ao amin’ny `notation`), araka ny anjara arahiny (0 ho an’ny voalohany amin’ny tsipika lehibe, araka ny fanisan’ny `move.ply`), avy eo araka ny fiteny. Lahatsoratra iray amin’ny teny anglisy ihany ny rakitra notation, toy ny alain’ny mpamaky azy; ny pejy kosa mampiseho ny fanamarihana tsirairay amin’ny fiteniny. Lavina rehefa amboarina ny tranonkala ny anjara tsy misy fanamarihana.",
  "help.study.chapters.steps.paraphrase.translations":
    "Ny fandikanay ny `text` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika sy ny fandinihana azy: ny teninay, adika toy ny lahatsoratray (ny an’ny teny tononina dia tenin’ny loharano, `stepQuote.translations`).",
  "help.study.chapters.steps.noteTranslations":
    "Ny fandikanay ny `note` amin’ny teny frantsay sy malagasy, miaraka amin’izay nandika azy. Raha misy fanamarihana ihany.",
  "help.study.chapters.steps":
    "Ny andalan-tsoratra, dingana isaky ny dingana, araka ny filaharan’ny loharano (ny fihetsiky ny dingana tsirairay aorian’ny an’ny teo aloha).",
  "help.study.chapters": "Ireo toko, araka ny filaharana famakiana.",
  "help.study.claims":
    "Fihetsiky ny fitsipika lazain’ny loharanon’ny fandalinana, hamarinin’ny milina araka ny fitsipi-dalaon’ny fandalinana ao amin’ny CI (`npm run check-claims`), tahaka ny filazan’ny fitsipi-dalao iray.",
  "help.study.chapters.steps.claims":
    "Izay lazain’ny dingana momba ny lalao, hamarinin’ny milina (src/schemas/step-claim.ts): raha misy tapahin’ny fitsipika tononiny eto, raha mihinana ny anjara iray, firy ny anjara atolotry ny toerana iray, ny vokatra, anjara iray lavina. Ny filazana momba ny anjara dia mila ny fihetsiky ny dingana na ny `ply` azy manokana.",
  "help.study.chapters.steps.claims.option":
    "Lakilen’ny safidy iray amin’ny fitsipi-dalaon’ny fandalinana (`singleton-rear`).",
  "help.study.chapters.steps.claims.off":
    'Ny sanda omena azy: sanda hafa an’ilay safidy (`false`, `"heading"`).',
  "help.study.chapters.steps.claims.decides":
    "Raha manapaka zavatra eto amin’ity dingana ity ny fitsipika (true) na tsy manapaka na inona na inona ao amin’ny lalao (false).",
  "help.relation.kind.what":
    "Izay ataon’ny `from` aminy (src/schemas/vocabulary.ts, RELATION_KINDS).",
  "help.study.chapters.steps.claims.ply":
    "Ny anjara voalohany resahin’ny filazana; raha tsy misy: ny fihetsiky ny dingana.",
  "help.study.chapters.steps.claims.to":
    "Ny farany, raha maromaro mifanesy; raha tsy misy: ny `ply` ihany.",
  "help.study.chapters.steps.claims.refusedBy":
    "Ny safidy misy sanda iray mitondra ny fitsipika; tsy misy ho an’ny fitsipika fototry ny fianakaviana.",
  "help.study.chapters.steps.claims.captures":
    "Raha mihinana voa, lavaka na vato an’ny mpifanandrina ny anjara tsirairay.",
  "help.study.chapters.steps.claims.count":
    "Firy ny anjara ara-dalàna atolotry ny toerana tsirairay.",
  "help.study.chapters.steps.claims.result":
    "Araka ny fanoratan’ny CLI azy (`south-wins`); aorian’ny anjara farany.",
  "help.study.chapters.boardSizes":
    "Asehoy ny lalao lalaovina manomboka amin’ny fandaminana amin’ny isan-davaka rehetra (3 ka hatramin’ny 20 sy ny an’ny fitsipi-dalao), kajian’ny milina rehefa amboarina ny tranonkala: ny halavany, ny mpandresy ary ny toerana manolotra safidy (src/findings/forced-game.ts). Ho an’ny lalao mancala misy laharana efatra izay avelan’ny loharano ho misokatra ny isan-davaka, fa raha tsy izany dia ho vakiana ho an’ny loharano izay asehon’ny takelaka tokan’ny toko. Ho an’ny fianakaviana mancala ihany.",
  "help.ruleset.observation":
    "Ho an’ny fitsipi-dalao karazana `observed` voasoratra nandritra ny resadresaka teny an-toerana (src/record/): ny daty, ny toerana, ny olona nanontaniana (voatonona anarana raha nanome alalana ihany), ny fiteny, ary ny safidy navela misokatra.",
  "help.ruleset.observation.date": "Ny andro nanaovana ny resadresaka.",
  "help.ruleset.observation.place":
    "Aiza: faritra iray ao amin’ny votoaty, na toerana tsy ao aminy, amin’ny anarany sy ny toerany ara-jeografika.",
  "help.ruleset.observation.place.region":
    "Ho an’ny toerana na vahoaka: ny pejiny ao amin’ireo faritra (id ao amin’ny `regions`), raha misy.",
  "help.ruleset.observation.place.name":
    "Ny anaran’ny toerana araka ny nanoratan’ilay nanao ny fanadihadiana azy.",
  "help.ruleset.observation.place.at": "Ny toerany ara-jeografika, raha voasoratra.",
  "help.ruleset.observation.people":
    "Ny olona nanontaniana, voatonona anarana raha nanome alalana ihany.",
  "help.ruleset.observation.people.name": "Ny anarana araka ny nomen’ilay olona azy mba havoaka.",
  "help.ruleset.observation.people.consent":
    "`given` foana: tsy ao amin’ny rakitra ny anarana raha tsy misy alalana.",
  "help.ruleset.observation.people.anonymous":
    "Tsy nomena ny alalana hamoaka anarana, na tsy nisy anarana voasoratra.",
  "help.ruleset.observation.language": "Ny fiteny nampiasaina tamin’ny resadresaka.",
  "help.ruleset.observation.open":
    "Ireo safidy navelan’ny resadresaka ho misokatra, miaraka amin’ny antony: tsy sandan’ny mpilalao mihitsy. Samy manonona safidy iray amin’ny fitsipi-dalao avy izy, ka ny sandany (an’ny famakiana akaiky indrindra, fototra `default`) dia lalaovina fotsiny.",
  "help.ruleset.observation.open.option": "Ny fanalahidin’ny safidy, toy ny ao amin’ny `options`.",
  "help.ruleset.observation.open.why":
    "Ny antony mbola misokatra azy: `unknown` (tsy fantatry ny mpilalao), `disagree`, `not-asked`.",
};

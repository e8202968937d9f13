/** The Malagasy of the English area ../en/optdoc.ts, key for key (awaiting review).  */
import type { Strings } from "../../table.ts";
import type { optdoc as english } from "../en/optdoc.ts";

export const optdoc: Strings<typeof english> = {
  "optdoc.starts":
    "iza no milalao ny anjara voalohany (amin’ny vela, ny resy tamin’ny lalao teo aloha no milalao ny Fotsy foana, ny nandresy ny Mainty)",
  "optdoc.capture-choice":
    "rehefa maka amin’ny fanatonana sy amin’ny fihemorana indray mandeha ny dingana iray, misafidy ny iray amin’ireo ny mpilalao, na ilay karazana voatonona no laharam-pahamehana",
  "optdoc.compulsory-capture.fanorona":
    "tsy maintsy manomboka amin’ny fakana ny anjara raha misy fakana azo atao; raha tsy izany (false), azo atao ny famindrana tsy maka (paika)",
  "optdoc.continuation":
    "aorian’ny fakana, afaka, na tsy maintsy, manohy maka ihany ilay vato raha mbola misy dingana fakana ara-dalàna",
  "optdoc.no-same-direction":
    "tsy afaka mandeha amin’ny làlana iray ihany ny dingana roa misesy amin’ny rojo iray",
  "optdoc.no-revisit":
    "tsy afaka miverina amin’ny teboka nipetrahan’ilay vato nandritra ny anjara ny rojo, anisan’izany ny teboka niaingany: izany hoe amin’ny teboka rehetra nialany nandritra ny anjara (ny fepetra (a) an’i Montgomery vakiana ho teboka rehetra nialana nandritra ny dia)",
  "optdoc.no-immediate-return":
    "tsy afaka miverina mivantana amin’ny teboka vao nialany ny rojo (ny fepetra (a) an’i Montgomery vakiana ho ilay teboka vao nialana)",
  "optdoc.no-same-line":
    "tsy maintsy manaraka tsipiky ny takelaka mbola tsy nampiasaina nandritra ny anjara ny dingana tsirairay amin’ny rojo",
  "optdoc.no-opposite-capture":
    "tsy afaka maka vato mifanohitra amin’ireo nalain’ny fakana vao natao ny fakana iray (« at both ends » an’i Montgomery), ny hoe « mifanohitra » vakiana araka ny safidy opposite-capture-frame",
  "optdoc.opposite-capture-frame":
    "ny fomba famakian’ny no-opposite-capture ny hoe « mifanohitra »: board, ireo vato alaina dia eo amin’ny làlana amin’ny takelaka mifanohitra amin’ireo nalain’ny fakana teo aloha; heading, mifanaraka amin’ny làlana alehan’ilay vato isaky ny dingana, maka ireo vato eo alohany ny fanatonana ary ireo ao aoriany ny fihemorana, ka tsy afaka manaraka fanatonana ny fihemorana, na fihemorana ny fanatonana (tsy misy mihitsy ny havanana sy ny havia: eo amin’ny tsipiky ny dingany avy ny fakana rehetra); tsy manapaka na inona na inona izy raha mbola tsy mandeha ny no-opposite-capture",
  "optdoc.opening-single-capture":
    "ireo anjara voafetra ho dingana fakana iray monja: tsy misy (none), ny anjara voalohany amin’ny lalao, na ny anjara voalohan’ny mpilalao tsirairay",
  "optdoc.blocked.fanorona":
    "izay mihatra amin’ny mpilalao manana vato nefa tsy manana anjara ara-dalàna",
  "optdoc.draw-quiet-turns":
    "sahala ny lalao aorian’ity isan’ny anjara misesy tsy misy fakana ity (null: tsy mihitsy)",
  "optdoc.draw-repetition":
    "sahala ny lalao rehefa miverina im-betsaka toy izao ny toerana iray (ny takelaka sy ny mpilalao hilalao) hatramin’ny fakana farany, ao anatin’ny firaketana lalao iray (null: tsy mihitsy)",
  "optdoc.draw-neither-can-capture":
    "sahala ny lalao rehefa samy tsy afaka maka ny roa tonta ary tsy misy dian’ny mpilalao hilalao hanome fakana ho an’ny iray amin’izy roa (famakiana dia iray amin’ny « neither side can capture any more »)",
  "optdoc.board": "ny takelaka ilalaovana ny vela",
  "optdoc.vela-form":
    "manomboka amin’ny fandaharana mahazatra ny vela be; esorin’ny vela kely ny laharana aorian’ny nandresy (laharana 5)",
  "optdoc.vela-release-9x5":
    "amin’ny takelaka 9x5, tsy afaka maka ny nandresy (Mainty) raha mbola manana vato mihoatra ity isa ity; amin’ity isa ity dia miverina ny lalao mahazatra ho an’izy roa",
  "optdoc.vela-release-5x5":
    "amin’ny takelaka 5x5, tsy afaka maka ny nandresy (Mainty) raha mbola manana vato mihoatra ity isa ity; amin’ity isa ity dia miverina ny lalao mahazatra ho an’izy roa",
  "optdoc.vela-loser-single-capture":
    "alohan’ny fanafahana, maka vato iray isaky ny anjara ny resy (Fotsy), ilay vaton’ny fahavalo akaiky indrindra ny azy eo amin’ny tsipika alaina",
  "optdoc.vela-loser-cannot-capture":
    "izay mitranga rehefa tsy manana fakana ny resy alohan’ny fanafahana: mandresy ny vela izy, na milalao famindrana tsy maka",
  "optdoc.vela-winner-must-offer":
    "alohan’ny fanafahana, tsy maintsy manao dia ahafahan’ny resy maka ny nandresy, raha misy dia toy izany",
  "optdoc.diagonals":
    "tsipiky ny takelaka ireo diagonaly lehibe roa, na amin’ny famindrana na amin’ny filaharana",
  "optdoc.pieces":
    "vato isaky ny mpilalao, apetraka iray isaky ny anjara amin’ny teboka malalaka mandra-pahatongan’ny vaton’ny mpilalao iray rehetra eo amin’ny takelaka; vao avy eo izy no mamindra",
  "optdoc.movement":
    "mamindra vato iray dingana iray manaraka tsipika mankany amin’ny teboka malalaka manaraka ny dia iray, na (anywhere, karazany iray hanaovana fampitahana) mankany amin’izay teboka malalaka rehetra",
  "optdoc.win.fanorona-telo":
    "mandresy avy hatrany ny mpilalao mahazo vato telo eo amin’ny tsipika iray, na mandritra ny fametrahana na mandritra ny famindrana",
  "optdoc.repetition":
    "sahala (foana) ny lalao rehefa miverina im-betsaka toy izao ny toerana iray, miaraka amin’ny mpilalao hilalao iray ihany, hatramin’ny fametrahana farany",
  "optdoc.blocked.fanorona-telo": "izay mihatra amin’ny mpilalao tsy manana anjara ara-dalàna",
  "optdoc.holes.chiana-wa-kunja": "lavaka isaky ny laharana (Sanderson: isa rehetra)",
  "optdoc.circuit":
    "outer-rows: mandeha manodidina ny laharana aoriana roa ireo andiany roa (Chiana wa Kunja); own-rows: mandeha amin’ny laharany roa ny andian’ny mpilalao tsirairay (Chiana wa Bwalo)",
  "optdoc.counters.chiana-wa-kunja":
    "voa apetraka amin’ny lavaka tsirairay amin’ny laharana aorian’ny mpilalao tsirairay amin’ny fiandohana",
  "optdoc.first-player": "iza no manao ny dia voalohany",
  "optdoc.direction.chiana-wa-kunja":
    "ny làlana alehan’ireo andiany (anticlockwise: avy havia mankany havanana manaraka ny ilany akaikin’ny mpilalao)",
  "optdoc.sow-from.chiana-wa-kunja":
    "mamafy ny lavaka farany (any aoriana indrindra) amin’ny andian’ny mpilalao ny dia iray, voa iray isaky ny lavaka manaraka",
  "optdoc.respread":
    "arahina famafazana indray ny lavaka farany (vaovao) ny famafazana izay mamela voa iray ao amin’ny lavaka voalohany sy roa ao amin’ny lavaka ao aoriany",
  "optdoc.capture.chiana-wa-kunja":
    "overtake: ny famafazana ao amin’ny andian’ny mpifanandrina dia maka ny lavaka rehetra nafafazana; last-empty-front: ny voa farany latsaka ao amin’ny lavaka foana amin’ny laharana aloha dia maka ny lavaka mifanatrika aminy amin’ny laharana alohan’ny mpifanandrina; newly-occupied-front: ny lavaka foana rehetra amin’ny laharana aloha hohanin’ny famafazana dia maka ny lavaka mifanatrika aminy",
  "optdoc.captured":
    "in-place: mitambatra amin’ny andian’ny naka eo amin’izay misy azy ireo lavaka nalaina; behind-series: mankany amin’ny lavaka ao aorian’ny andian’ny naka ny voany (ilay lavaka niaingan’ny famafazana); removed: miala amin’ny takelaka ireo voa nalaina",
  "optdoc.compulsory-capture.chiana-wa-kunja":
    "tsy maintsy manao izany ny mpilalao manana dia maka (tsy milaza na inona na inona momba izany i Sanderson sy ny famintinana nataon’ny DLP); amin’ny Chiana wa Kunja, izay ananan’ny mpilalao dia iray monja (roa raha voa tokana amin’ny lone-counter one-or-two), tsy manapaka na inona na inona mihitsy izy araka ny famakian’ireo loharano",
  "optdoc.singleton-rear":
    "ny voa tokana ao amin’ny lavaka farany amin’ny andiany misy lavaka roa na mihoatra dia ampiana aloha amin’ny lavaka manaraka, izay afafy avy eo",
  "optdoc.lone-counter":
    "ny mpilalao voa iray sisa no tavela aminy dia mampandeha azy lavaka roa, lavaka iray na roa araka ny safidiny, na lavaka iray",
  "optdoc.endless-sowing":
    "ny fifandimbiasana na famafazana indray izay tsy ho tapitra mihitsy dia mijanona amin’ny toe-javatra voalohany miverina, na amin’ny fakana fifandimbiasana faha-100 000, ary tapitra ny anjara (relay.ts)",
  "optdoc.turn-limit":
    "sahala ny lalao rehefa voalalao ity isan’ny anjara ity nefa tsy misy vokatra",
  "optdoc.win.chiana-wa-kunja":
    "mandresy ny mpilalao maka ny voan’ny mpifanandrina rehetra (Kunja: ny lavany rehetra)",
  "optdoc.holes.msuwa":
    "lavaka isaky ny laharana (famintinana nataon’ny DLP: isa tsiroa eo anelanelan’ny 10 sy 20; Sanderson: mitovy amin’ny an’ny Nsolo)",
  "optdoc.setup.msuwa":
    "msuwa: voa roa amin’ny lavaka rehetra afa-tsy ny lavaka havanana amin’ny laharana alohan’ny mpilalao tsirairay (tsy misy) sy ilay eo ankaviany (iray); msuwa-back-row: toy izany ihany, fa eo amin’ny faran’ny havanana amin’ny laharana aorian’ny mpilalao tsirairay ilay lavaka foana sy ilay mpiara-monina aminy misy voa iray (tsy manonona ny laharan’ny « the empty right-hand end hole » i Sanderson); msuwa-wa-kunja: voa roa amin’ny lavaka rehetra amin’ny laharana aoriana ihany",
  "optdoc.sow-from.msuwa":
    "afafin’ny anjara iray avokoa ny ao anatin’ny lavaka iray amin’ny laharana roan’ny mpilalao",
  "optdoc.direction.msuwa": "ny làlan’ny famafazana manodidina ny laharana roan’ny mpilalao",
  "optdoc.relay.msuwa":
    "ny voa farany latsaka ao amin’ny lavaka misy voa dia manainga io lavaka io ary mitohy ny famafazana",
  "optdoc.capture.msuwa":
    "empty-front: ny voa farany latsaka ao amin’ny lavaka foana amin’ny laharana alohan’ny mpilalao dia maka ny lavaka mifanatrika aminy amin’ny laharana alohan’ny mpifanandrina (ny fepetran’ny DLP); any-front: ny « the hole arrived at » an’i Sanderson tsy misy fepetra lavaka foana, andramana alohan’ny fifandimbiasana ny fakana, ka ny voa farany ao amin’ny lavaka amin’ny laharana aloha, foana na tsia, manatrika voa dia maka azy ireo ary mijanona eo ny famafazana, fa ny lavaka misy voa manatrika lavaka foana kosa dia mifandimby",
  "optdoc.compulsory-capture.msuwa":
    "tsy maintsy manao izany ny mpilalao manana famafazana maka (tsy milaza na inona na inona momba izany i Sanderson sy ny famintinana nataon’ny DLP)",
  "optdoc.capture-outer":
    "rehefa alaina ny lavaka amin’ny laharana aloha, alaina koa ny lavaka amin’ny laharana aorian’ny mpifanandrina ao aoriany",
  "optdoc.extra-captures": "firy ny lavaka hafa an’ny mpifanandrina fidin’ny naka ary alainy",
  "optdoc.extra-capture-condition":
    "alaina ireo lavaka fanampiny aorian’ny fakana rehetra (front) na rehefa samy nisy voa ihany ireo lavaka roa mifanatrika (front-and-back)",
  "optdoc.singletons":
    "restricted: tsy azo afafy ny voa tokana raha tsy tsy misy lavaky ny mpilalao misy voa mihoatra, ary ao amin’ny lavaka foana ihany",
  "optdoc.no-move": "ny mpilalao tsy afaka milalao",
  "optdoc.win.msuwa": "mandresy ny mpilalao maka ny voan’ny mpifanandrina rehetra",
  "optdoc.holes.fifangha": "lavaka isaky ny laharana (Flacourt: lavaka 32 amin’ny laharana efatra)",
  "optdoc.counters.fifangha":
    "bassi ao amin’ny lalao, ny antsasany ho an’ny mpilalao tsirairay (Flacourt: 64)",
  "optdoc.setup.fifangha":
    "bassi iray ao amin’ny efitra roa ambin’ny folo afovoan’ny laharana aloha (ny Chibou faharoa sy ireo efitra efatra eo anelanelany amin’ny andaniny sy ankilany); any amin’ny tahiry ny sisa",
  "optdoc.reserve":
    "per-player: milalao avy amin’ny tahiriny manokana ny mpilalao tsirairay (ny antsasaky ny bassi ho azy, afa-tsy ireo enina eo amin’ny takelaka); shared: samy maka amin’ny tahiry iray ihany izy roa",
  "optdoc.opening":
    "middle-cells: mankany amin’ny iray amin’ireo efitra efatra afovoany aminy ny bassi voalohan’ny mpilalao voalohany",
  "optdoc.placement":
    "ny bassi avy amin’ny tahiry dia tsy azo apetraka raha tsy ao amin’ny lavaka misy bassi",
  "optdoc.compulsory-capture.fifangha": "tsy maintsy maka ny mpilalao afaka maka",
  "optdoc.capture-target":
    "mankany amin’ny iray amin’ireo Chibou voalohan’ny naka (araka ny safidiny) ny bassi nalaina, na amin’ilay eo amin’ny antsasaky ny lavaka naka",
  "optdoc.chibou-capture":
    "when-both-held: raha efa nisy bassi talohan’ity fakana ity ny Chibou voalohany mandray ary misy bassi ny Chibou voalohan’ny mpifanandrina manatrika azy, dia samy foanana izy roa ary afafy mianatiny avy amin’ny Chibou mandray; when-opposite-occupied: toy izany ihany isaky ny misy bassi ny Chibou manatrika; always: afafy aorian’ny fakana rehetra ny Chibou mandray (sy ilay manatrika azy); none: mijanona ao amin’ny Chibou ny nalaina",
  "optdoc.chain-target":
    "ny fakana ataon’ny bassi farany amin’io famafazana io dia mankany amin’ny Chibou voalohany nofoanana",
  "optdoc.mamoueatsrha":
    "ireo lavaka afaka mandray ny bassin’ny mamoueatsrha: izay lavaka misy bassi rehetra amin’ny laharana roan’ny mpilalao, na amin’ny laharana alohany ihany",
  "optdoc.direction.fifangha":
    "afafy miankavia na miankavanana ny mamoueatsrha, araka ny safidin’ny mpilalao",
  "optdoc.relay.fifangha":
    "ny bassi farany latsaka ao amin’ny lavaka misy bassi dia manainga azy ary mitohy ny famafazana, manodidina ny laharana roan’ny mpilalao, mandra-pilatsaky ny iray ao amin’ny lavaka foana (mandre)",
  "optdoc.camou":
    "resy ny mpilalao rehefa foana avokoa ny lavaka rehetra amin’ny laharany roa (side) na amin’ny laharana alohany (Chibou sy efitra)",
  "optdoc.after-reserve":
    "sow: ny mpilalao tsy manana tahiry dia manainga ny iray amin’ireo lavany ary mamafy azy miankavia na miankavanana; raha latsaka ao amin’ny lavaka misy bassi amin’ny laharana aloha manatrika lavaka misy bassi ny bassi farany amin’io fihodinana voalohany io, dia maka izy, toy ny ataon’ny bassi avy amin’ny tahiry, raha tsy izany dia mifandimby hatrany amin’ny mandre ny famafazana toy ny mamoueatsrha; count: tapitra ny lalao rehefa tsy manana tahiry intsony ny mpilalao hilalao, ary ny mpilalao manana bassi betsaka kokoa amin’ny ilany no mandresy",
  "optdoc.extra-captures-declinable":
    "afaka mijanona ny naka alohan’ny hakany ny lavaka fanampiny rehetra anjarany (ny dingana x-, izay mamarana ny anjara); false: alainy daholo",
  "optdoc.end-hole":
    "amin’ny ilan’iza ny lavaka foana eo amin’ny faran’ny ankavanana sy ny lavaka misy voa iray eo akaikiny (setup msuwa na msuwa-back-row): amin’ny ilan’ny mpilalao tsirairay, na tsiroaroa iray ihany amin’ny takelaka manontolo (ny singiolarin’i Sanderson, « the empty right-hand end hole »), amin’ny ilan’ny mpilalao voalohany na faharoa; tsy manapaka na inona na inona izy amin’ny setup msuwa-wa-kunja",
};

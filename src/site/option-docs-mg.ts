/**
 * What each engine option means, in Malagasy, keyed by the engine's own English meaning
 * (`optionDoc`, the `doc` of a family's declarations): when the engine rewords an option, its
 * entry here no longer matches and the English shows, until it is translated again
 * (tests/site/option-words.test.ts lists what is missing). Read through ./option-words.ts. Awaiting a native speaker's review (docs/i18n.md).
 */
export const OPTION_DOCS_MG: Readonly<Record<string, string>> = {
  "who makes the first turn (in vela the loser of the previous game always plays White, the winner Black)":
    "iza no milalao ny anjara voalohany (amin’ny vela, ny resy tamin’ny lalao teo aloha no milalao ny Fotsy foana, ny nandresy ny Mainty)",
  "when one step captures both by approach and by withdrawal, the player chooses one, or the named kind takes precedence":
    "rehefa maka amin’ny fanatonana sy amin’ny fihemorana indray mandeha ny dingana iray, misafidy ny iray amin’ireo ny mpilalao, na ilay karazana voatonona no laharam-pahamehana",
  "a turn must begin with a capture when one is available; when false a non-capturing move (paika) may be played instead":
    "tsy maintsy manomboka amin’ny fakana ny anjara raha misy fakana azo atao; raha tsy izany (false), azo atao ny famindrana tsy maka (paika)",
  "after a capture the same piece may, or must, go on capturing while a legal capture step remains":
    "aorian’ny fakana, afaka, na tsy maintsy, manohy maka ihany ilay vato raha mbola misy dingana fakana ara-dalàna",
  "two consecutive steps of a chain may not go in the same direction":
    "tsy afaka mandeha amin’ny làlana iray ihany ny dingana roa misesy amin’ny rojo iray",
  "a chain may not return to any point the piece occupied in the turn, the starting point included: that is, to any point it has left during the turn (Montgomery's proviso (a) read as any point left during the run)":
    "tsy afaka miverina amin’ny teboka nipetrahan’ilay vato nandritra ny anjara ny rojo, anisan’izany ny teboka niaingany: izany hoe amin’ny teboka rehetra nialany nandritra ny anjara (ny fepetra (a) an’i Montgomery vakiana ho teboka rehetra nialana nandritra ny dia)",
  "a chain may not go straight back to the point it has just left (Montgomery's proviso (a) read as the point just left)":
    "tsy afaka miverina mivantana amin’ny teboka vao nialany ny rojo (ny fepetra (a) an’i Montgomery vakiana ho ilay teboka vao nialana)",
  "each step of a chain must be along a board line not yet used in the turn":
    "tsy maintsy manaraka tsipiky ny takelaka mbola tsy nampiasaina nandritra ny anjara ny dingana tsirairay amin’ny rojo",
  'a capture may not take pieces lying opposite to those of the capture just made (Montgomery\'s "at both ends"), "opposite" as option opposite-capture-frame reads it':
    "tsy afaka maka vato mifanohitra amin’ireo nalain’ny fakana vao natao ny fakana iray (« at both ends » an’i Montgomery), ny hoe « mifanohitra » vakiana araka ny safidy opposite-capture-frame",
  'how no-opposite-capture reads "opposite": board, the pieces taken lie in the board direction opposite to those the capture just before took; heading, relative to the way the piece moves in each step, an approach takes pieces in front of it and a withdrawal pieces behind it, so a withdrawal may not follow an approach, nor an approach a withdrawal (right and left never arise: every capture lies on the line of its step); it decides nothing while no-opposite-capture is off':
    "ny fomba famakian’ny no-opposite-capture ny hoe « mifanohitra »: board, ireo vato alaina dia eo amin’ny làlana amin’ny takelaka mifanohitra amin’ireo nalain’ny fakana teo aloha; heading, mifanaraka amin’ny làlana alehan’ilay vato isaky ny dingana, maka ireo vato eo alohany ny fanatonana ary ireo ao aoriany ny fihemorana, ka tsy afaka manaraka fanatonana ny fihemorana, na fihemorana ny fanatonana (tsy misy mihitsy ny havanana sy ny havia: eo amin’ny tsipiky ny dingany avy ny fakana rehetra); tsy manapaka na inona na inona izy raha mbola tsy mandeha ny no-opposite-capture",
  "which turns are limited to one capture step: none, the first turn of the game, or each player's first turn":
    "ireo anjara voafetra ho dingana fakana iray monja: tsy misy (none), ny anjara voalohany amin’ny lalao, na ny anjara voalohan’ny mpilalao tsirairay",
  "what happens to a player who has pieces but no legal turn":
    "izay mihatra amin’ny mpilalao manana vato nefa tsy manana anjara ara-dalàna",
  "the game is drawn after this many consecutive turns without capture (null: never)":
    "sahala ny lalao aorian’ity isan’ny anjara misesy tsy misy fakana ity (null: tsy mihitsy)",
  "the game is drawn when a position (board and player to move) occurs this many times since the last capture, within one game record (null: never)":
    "sahala ny lalao rehefa miverina im-betsaka toy izao ny toerana iray (ny takelaka sy ny mpilalao hilalao) hatramin’ny fakana farany, ao anatin’ny firaketana lalao iray (null: tsy mihitsy)",
  'the game is drawn when neither side can capture and no move of the player to move would give either side a capture (a one-move reading of "neither side can capture any more")':
    "sahala ny lalao rehefa samy tsy afaka maka ny roa tonta ary tsy misy dian’ny mpilalao hilalao hanome fakana ho an’ny iray amin’izy roa (famakiana dia iray amin’ny « neither side can capture any more »)",
  "the board vela is played on": "ny takelaka ilalaovana ny vela",
  "vela be starts from the normal set-up; vela kely removes the winner's back row (rank 5)":
    "manomboka amin’ny fandaharana mahazatra ny vela be; esorin’ny vela kely ny laharana aorian’ny nandresy (laharana 5)",
  "on the 9x5 board the winner (Black) may not capture while he has more pieces than this; at this number normal play resumes for both":
    "amin’ny takelaka 9x5, tsy afaka maka ny nandresy (Mainty) raha mbola manana vato mihoatra ity isa ity; amin’ity isa ity dia miverina ny lalao mahazatra ho an’izy roa",
  "on the 5x5 board the winner (Black) may not capture while he has more pieces than this; at this number normal play resumes for both":
    "amin’ny takelaka 5x5, tsy afaka maka ny nandresy (Mainty) raha mbola manana vato mihoatra ity isa ity; amin’ity isa ity dia miverina ny lalao mahazatra ho an’izy roa",
  "before the release the loser (White) captures one piece a turn, the enemy piece nearest to his own on the line captured":
    "alohan’ny fanafahana, maka vato iray isaky ny anjara ny resy (Fotsy), ilay vaton’ny fahavalo akaiky indrindra ny azy eo amin’ny tsipika alaina",
  "what happens when, before the release, the loser has no capture: he wins the vela, or plays a non-capturing move":
    "izay mitranga rehefa tsy manana fakana ny resy alohan’ny fanafahana: mandresy ny vela izy, na milalao famindrana tsy maka",
  "before the release the winner must make a move after which the loser can capture, when such a move exists":
    "alohan’ny fanafahana, tsy maintsy manao dia ahafahan’ny resy maka ny nandresy, raha misy dia toy izany",
  "the two main diagonals are lines of the board, for moving and for rows":
    "tsipiky ny takelaka ireo diagonaly lehibe roa, na amin’ny famindrana na amin’ny filaharana",
  "pieces per player, placed one a turn on an empty point until a player's pieces are all on the board; only then does that player move":
    "vato isaky ny mpilalao, apetraka iray isaky ny anjara amin’ny teboka malalaka mandra-pahatongan’ny vaton’ny mpilalao iray rehetra eo amin’ny takelaka; vao avy eo izy no mamindra",
  "a move takes one piece one step along a line to the adjacent empty point, or (anywhere, a variant for comparison) to any empty point":
    "mamindra vato iray dingana iray manaraka tsipika mankany amin’ny teboka malalaka manaraka ny dia iray, na (anywhere, karazany iray hanaovana fampitahana) mankany amin’izay teboka malalaka rehetra",
  "a player who gets three pieces on one line wins at once, while placing as well as while moving":
    "mandresy avy hatrany ny mpilalao mahazo vato telo eo amin’ny tsipika iray, na mandritra ny fametrahana na mandritra ny famindrana",
  "the game is drawn (void) when the same position with the same player to move occurs this many times since the last placement":
    "sahala (foana) ny lalao rehefa miverina im-betsaka toy izao ny toerana iray, miaraka amin’ny mpilalao hilalao iray ihany, hatramin’ny fametrahana farany",
  "what happens to a player with no legal turn":
    "izay mihatra amin’ny mpilalao tsy manana anjara ara-dalàna",
  "holes in each row (Sanderson: any number)": "lavaka isaky ny laharana (Sanderson: isa rehetra)",
  "outer-rows: both series travel the ring of the two back rows (Chiana wa Kunja); own-rows: each player's series travels its own two rows (Chiana wa Bwalo)":
    "outer-rows: mandeha manodidina ny laharana aoriana roa ireo andiany roa (Chiana wa Kunja); own-rows: mandeha amin’ny laharany roa ny andian’ny mpilalao tsirairay (Chiana wa Bwalo)",
  "counters put in every hole of each player's back row at the start":
    "voa apetraka amin’ny lavaka tsirairay amin’ny laharana aorian’ny mpilalao tsirairay amin’ny fiandohana",
  "who makes the first move": "iza no manao ny dia voalohany",
  "the way the series travel (anticlockwise: left to right along the player's near side)":
    "ny làlana alehan’ireo andiany (anticlockwise: avy havia mankany havanana manaraka ny ilany akaikin’ny mpilalao)",
  "a move spreads the last (rearmost) hole of the player's series, one counter in each following hole":
    "mamafy ny lavaka farany (any aoriana indrindra) amin’ny andian’ny mpilalao ny dia iray, voa iray isaky ny lavaka manaraka",
  "a spread that leaves one counter in the front hole and two in the hole behind it is followed by another spread of the (new) rearmost hole":
    "arahina famafazana indray ny lavaka farany (vaovao) ny famafazana izay mamela voa iray ao amin’ny lavaka voalohany sy roa ao amin’ny lavaka ao aoriany",
  "overtake: spreading into the opponent's series captures every hole sown into; last-empty-front: a last counter falling into an empty front-row hole takes the opponent's facing front-row hole; newly-occupied-front: every empty front-row hole the spread occupies takes the facing hole":
    "overtake: ny famafazana ao amin’ny andian’ny mpifanandrina dia maka ny lavaka rehetra nafafazana; last-empty-front: ny voa farany latsaka ao amin’ny lavaka foana amin’ny laharana aloha dia maka ny lavaka mifanatrika aminy amin’ny laharana alohan’ny mpifanandrina; newly-occupied-front: ny lavaka foana rehetra amin’ny laharana aloha hohanin’ny famafazana dia maka ny lavaka mifanatrika aminy",
  "in-place: captured holes join the captor's series where they are; behind-series: their counters go to the hole behind the captor's series (the hole the spread started from); removed: captured counters leave the board":
    "in-place: mitambatra amin’ny andian’ny naka eo amin’izay misy azy ireo lavaka nalaina; behind-series: mankany amin’ny lavaka ao aorian’ny andian’ny naka ny voany (ilay lavaka niaingan’ny famafazana); removed: miala amin’ny takelaka ireo voa nalaina",
  "a player who has a move that captures must make one (Sanderson and the DLP's summaries say nothing either way); in Chiana wa Kunja, where a player has one move (two only for a lone counter under lone-counter one-or-two), it never decides under the sources' readings":
    "tsy maintsy manao izany ny mpilalao manana dia maka (tsy milaza na inona na inona momba izany i Sanderson sy ny famintinana nataon’ny DLP); amin’ny Chiana wa Kunja, izay ananan’ny mpilalao dia iray monja (roa raha voa tokana amin’ny lone-counter one-or-two), tsy manapaka na inona na inona mihitsy izy araka ny famakian’ireo loharano",
  "a lone counter in the rearmost hole of a series of two or more holes is first added to the next hole, which is then spread":
    "ny voa tokana ao amin’ny lavaka farany amin’ny andiany misy lavaka roa na mihoatra dia ampiana aloha amin’ny lavaka manaraka, izay afafy avy eo",
  "a player left with a single counter moves it two holes, one or two holes at its choice, or one hole":
    "ny mpilalao voa iray sisa no tavela aminy dia mampandeha azy lavaka roa, lavaka iray na roa araka ny safidiny, na lavaka iray",
  "a relay or re-spreading that would never end stops at its first repeated situation, or at its 100,000th relay lift, and the turn ends (relay.ts)":
    "ny fifandimbiasana na famafazana indray izay tsy ho tapitra mihitsy dia mijanona amin’ny toe-javatra voalohany miverina, na amin’ny fakana fifandimbiasana faha-100 000, ary tapitra ny anjara (relay.ts)",
  "the game is drawn when this many turns have been played without a result":
    "sahala ny lalao rehefa voalalao ity isan’ny anjara ity nefa tsy misy vokatra",
  "the player who captures all the opponent's counters (Kunja: holes) wins":
    "mandresy ny mpilalao maka ny voan’ny mpifanandrina rehetra (Kunja: ny lavany rehetra)",
  "holes in each row (the DLP's summary: an even number from 10 to 20; Sanderson: as many as Nsolo)":
    "lavaka isaky ny laharana (famintinana nataon’ny DLP: isa tsiroa eo anelanelan’ny 10 sy 20; Sanderson: mitovy amin’ny an’ny Nsolo)",
  "msuwa: two in every hole but each player's right-hand front-row hole (none) and the one left of it (one); msuwa-back-row: the same with the empty hole and its one-counter neighbour at the right-hand end of each player's back row (Sanderson does not name the row of 'the empty right-hand end hole'); msuwa-wa-kunja: two in every back-row hole only":
    "msuwa: voa roa amin’ny lavaka rehetra afa-tsy ny lavaka havanana amin’ny laharana alohan’ny mpilalao tsirairay (tsy misy) sy ilay eo ankaviany (iray); msuwa-back-row: toy izany ihany, fa eo amin’ny faran’ny havanana amin’ny laharana aorian’ny mpilalao tsirairay ilay lavaka foana sy ilay mpiara-monina aminy misy voa iray (tsy manonona ny laharan’ny « the empty right-hand end hole » i Sanderson); msuwa-wa-kunja: voa roa amin’ny lavaka rehetra amin’ny laharana aoriana ihany",
  "a turn sows the whole contents of one hole of the player's own two rows":
    "afafin’ny anjara iray avokoa ny ao anatin’ny lavaka iray amin’ny laharana roan’ny mpilalao",
  "sowing direction round the player's two rows":
    "ny làlan’ny famafazana manodidina ny laharana roan’ny mpilalao",
  "a last counter falling into an occupied hole lifts that hole and sowing goes on":
    "ny voa farany latsaka ao amin’ny lavaka misy voa dia manainga io lavaka io ary mitohy ny famafazana",
  "empty-front: a last counter falling into an empty hole of the player's front row takes the opponent's facing front-row hole (the DLP's condition); any-front: Sanderson's 'the hole arrived at' with no emptiness condition, the capture tested before the relay, so a last counter in a front-row hole, empty or not, facing counters takes them and the sowing ends there, while an occupied hole facing an empty one relays":
    "empty-front: ny voa farany latsaka ao amin’ny lavaka foana amin’ny laharana alohan’ny mpilalao dia maka ny lavaka mifanatrika aminy amin’ny laharana alohan’ny mpifanandrina (ny fepetran’ny DLP); any-front: ny « the hole arrived at » an’i Sanderson tsy misy fepetra lavaka foana, andramana alohan’ny fifandimbiasana ny fakana, ka ny voa farany ao amin’ny lavaka amin’ny laharana aloha, foana na tsia, manatrika voa dia maka azy ireo ary mijanona eo ny famafazana, fa ny lavaka misy voa manatrika lavaka foana kosa dia mifandimby",
  "a player who has a sowing that captures must make one (Sanderson and the DLP's summary say nothing either way)":
    "tsy maintsy manao izany ny mpilalao manana famafazana maka (tsy milaza na inona na inona momba izany i Sanderson sy ny famintinana nataon’ny DLP)",
  "when the front-row hole is taken, the opponent's back-row hole behind it is taken too":
    "rehefa alaina ny lavaka amin’ny laharana aloha, alaina koa ny lavaka amin’ny laharana aorian’ny mpifanandrina ao aoriany",
  "how many further holes of the opponent the captor chooses and takes":
    "firy ny lavaka hafa an’ny mpifanandrina fidin’ny naka ary alainy",
  "the captor may stop before taking every extra hole it is owed (the step x-, which ends the turn); false: it takes them all":
    "afaka mijanona ny naka alohan’ny hakany ny lavaka fanampiny rehetra anjarany (ny dingana x-, izay mamarana ny anjara); false: alainy daholo",
  "whose side has the empty right-hand end hole and the one-counter hole beside it (setup msuwa or msuwa-back-row): each player's, or one such pair on the whole board (Sanderson's singular 'the empty right-hand end hole'), on the first or on the second player's side; it decides nothing under setup msuwa-wa-kunja":
    "amin’ny ilan’iza ny lavaka foana eo amin’ny faran’ny ankavanana sy ny lavaka misy voa iray eo akaikiny (setup msuwa na msuwa-back-row): amin’ny ilan’ny mpilalao tsirairay, na tsiroaroa iray ihany amin’ny takelaka manontolo (ny singiolarin’i Sanderson, « the empty right-hand end hole »), amin’ny ilan’ny mpilalao voalohany na faharoa; tsy manapaka na inona na inona izy amin’ny setup msuwa-wa-kunja",
  "the extra holes are taken after any capture (front) or only when both facing holes held counters (front-and-back)":
    "alaina ireo lavaka fanampiny aorian’ny fakana rehetra (front) na rehefa samy nisy voa ihany ireo lavaka roa mifanatrika (front-and-back)",
  "restricted: a single counter may be sown only when no hole of the player holds more, and only into an empty hole":
    "restricted: tsy azo afafy ny voa tokana raha tsy tsy misy lavaky ny mpilalao misy voa mihoatra, ary ao amin’ny lavaka foana ihany",
  "a player who cannot move": "ny mpilalao tsy afaka milalao",
  "the player who captures all the opponent's counters wins":
    "mandresy ny mpilalao maka ny voan’ny mpifanandrina rehetra",
  "holes in each row (Flacourt: 32 holes in four rows)":
    "lavaka isaky ny laharana (Flacourt: lavaka 32 amin’ny laharana efatra)",
  "bassi in the game, half for each player (Flacourt: 64)":
    "bassi ao amin’ny lalao, ny antsasany ho an’ny mpilalao tsirairay (Flacourt: 64)",
  "one bassi in each of the twelve middle cells of the front rows (second Chibou and the four cells between them on each side); the rest in reserve":
    "bassi iray ao amin’ny efitra roa ambin’ny folo afovoan’ny laharana aloha (ny Chibou faharoa sy ireo efitra efatra eo anelanelany amin’ny andaniny sy ankilany); any amin’ny tahiry ny sisa",
  "per-player: each player plays from its own reservoir (its half of the bassi less the six on the board); shared: both draw from one reservoir":
    "per-player: milalao avy amin’ny tahiriny manokana ny mpilalao tsirairay (ny antsasaky ny bassi ho azy, afa-tsy ireo enina eo amin’ny takelaka); shared: samy maka amin’ny tahiry iray ihany izy roa",
  "middle-cells: the first player's first bassi goes into one of its four middle cells":
    "middle-cells: mankany amin’ny iray amin’ireo efitra efatra afovoany aminy ny bassi voalohan’ny mpilalao voalohany",
  "a bassi from the reserve may only be put into a hole that holds bassi":
    "ny bassi avy amin’ny tahiry dia tsy azo apetraka raha tsy ao amin’ny lavaka misy bassi",
  "a player who can capture must capture": "tsy maintsy maka ny mpilalao afaka maka",
  "captured bassi go to either of the captor's first Chibou (its choice) or to the one on the capturing hole's half":
    "mankany amin’ny iray amin’ireo Chibou voalohan’ny naka (araka ny safidiny) ny bassi nalaina, na amin’ilay eo amin’ny antsasaky ny lavaka naka",
  "when-both-held: if the receiving first Chibou already held bassi before this capture and the opponent's first Chibou facing it holds bassi, both are emptied and sown inwards from the receiving Chibou; when-opposite-occupied: the same whenever the facing Chibou holds bassi; always: the receiving Chibou (with the facing one) is sown after every capture; none: captures stay in the Chibou":
    "when-both-held: raha efa nisy bassi talohan’ity fakana ity ny Chibou voalohany mandray ary misy bassi ny Chibou voalohan’ny mpifanandrina manatrika azy, dia samy foanana izy roa ary afafy mianatiny avy amin’ny Chibou mandray; when-opposite-occupied: toy izany ihany isaky ny misy bassi ny Chibou manatrika; always: afafy aorian’ny fakana rehetra ny Chibou mandray (sy ilay manatrika azy); none: mijanona ao amin’ny Chibou ny nalaina",
  "a capture made by the last bassi of that sowing goes to the first Chibou that was emptied":
    "ny fakana ataon’ny bassi farany amin’io famafazana io dia mankany amin’ny Chibou voalohany nofoanana",
  "the holes that may receive the bassi of a mamoueatsrha: any occupied hole of the player's two rows, or of its front row only":
    "ireo lavaka afaka mandray ny bassin’ny mamoueatsrha: izay lavaka misy bassi rehetra amin’ny laharana roan’ny mpilalao, na amin’ny laharana alohany ihany",
  "a mamoueatsrha is sown to the left or to the right, as the player chooses":
    "afafy miankavia na miankavanana ny mamoueatsrha, araka ny safidin’ny mpilalao",
  "a last bassi falling into an occupied hole lifts it and sowing goes on, round the player's two rows, until one falls into an empty hole (mandre)":
    "ny bassi farany latsaka ao amin’ny lavaka misy bassi dia manainga azy ary mitohy ny famafazana, manodidina ny laharana roan’ny mpilalao, mandra-pilatsaky ny iray ao amin’ny lavaka foana (mandre)",
  "a player loses when all the holes of its two rows (side) or of its front row (Chibou and cells) are empty":
    "resy ny mpilalao rehefa foana avokoa ny lavaka rehetra amin’ny laharany roa (side) na amin’ny laharana alohany (Chibou sy efitra)",
  "sow: a player without reserve lifts one of its holes and sows it left or right; if the last bassi of that first lap falls into an occupied front-row hole facing an occupied hole it captures, as a bassi from the reserve does, else the sowing relays to mandre as a mamoueatsrha; count: the game ends when the player to move has no reserve, the player with more bassi on its side winning":
    "sow: ny mpilalao tsy manana tahiry dia manainga ny iray amin’ireo lavany ary mamafy azy miankavia na miankavanana; raha latsaka ao amin’ny lavaka misy bassi amin’ny laharana aloha manatrika lavaka misy bassi ny bassi farany amin’io fihodinana voalohany io, dia maka izy, toy ny ataon’ny bassi avy amin’ny tahiry, raha tsy izany dia mifandimby hatrany amin’ny mandre ny famafazana toy ny mamoueatsrha; count: tapitra ny lalao rehefa tsy manana tahiry intsony ny mpilalao hilalao, ary ny mpilalao manana bassi betsaka kokoa amin’ny ilany no mandresy",
};

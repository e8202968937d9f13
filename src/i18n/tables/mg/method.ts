/** The Malagasy of the English area ../en/method.ts, key for key (awaiting a native speaker). */
import type { Strings } from "../../table.ts";
import type { method as english } from "../en/method.ts";

export const method: Strings<typeof english> = {
  "method.title": "Fomba fiasa",
  "method.description":
    "Ny fomba famakian’ny tranonkala ny loharanony: ny fahatokisana, ny daty, ny fototry ny sanda (voalaza, voalaza any an-kafa, natsoaka, sanda raisinay ho azy, tsy voalaza), ny karazana fitsipi-dalao, ny antony tsy fahazoana antoka, ny fanoratana ny lalao.",
  "method.lead":
    "Ny fomba anaovanay firaketana sy fitsipi-dalao avy amin’izay lazain’ny loharano, sy ny dikan’ny marika eo amin’ny pejy.",
  "method.h.confidence": "Ny ambaratongan’ny fahatokisana",
  "method.h.dates": "Ny daty",
  "method.h.basis": "Voalaza, voalaza any an-kafa, natsoaka, sanda raisinay ho azy",
  "method.h.rulesetTypes": "Ny karazana fitsipi-dalao",
  "method.h.witnesses": "Vavolombelona fa tsy vato",
  "method.h.observed": "Fitsipi-dalao hita maso eo anilan’ny famakiana ara-tantara",
  "method.h.uncertainty": "Ny antony tsy fahazoana antoka",
  "method.h.regions": "Ny faritra sy ny isa",
  "method.h.notations": "Ny fanoratana ny lalao",
  "method.h.search": "Ny fikarohana sy ny teny mitovy hevitra",
  "method.h.licence": "Fahazoan-dalana",
  "method.confidence.scale":
    "Samy manana fahatokisana 0 ka hatramin’ny 100 ny porofo tsirairay: ny habetsaky ny fitokisanay azy ho porofon’ny lalao tononiny, amin’ny daty sy ny toerana omeny. Manaraka ny fanaon’ny Digital Ludeme Project izany: mitazona ny isan’ny DLP ny porofon’ny DLP; ho an’ny porofonay, anay ny isa, ary samy manome ny antony ny porofo tsirairay. Fitsarana io isa io fa tsy fandrefesana; ny sokajy no manangona azy ho an’ny fikarohana.",
  "method.band.80-100": "avo: kely ny zavatra manohitra ny porofo",
  "method.band.50-79": "antonony: azo ampiasaina ny porofo, miaraka amin’ny ahiahy voatanisany",
  "method.band.0-49": "ambany: ampiasao amim-pitandremana; lazain’ny porofo ny antony",
  "method.confidence.colours":
    "Ny loko amin’ny sokajy dia mba hanavahana azy ireo fotsiny; tsy hadisoana ny sokajy ambany, fa porofo malemilemy kokoa fotsiny.",
  "method.dates.written":
    "Ny daty nanoratana ny lahatsorany na nanaovana ny zavatra no datin’ny porofo, fa tsy ny daty namoahana azy: nanoratra teo anelanelan’ny 1648 sy ny nahafatesany tamin’ny 1660 i Flacourt, na dia nivoaka tamin’ny 1658 sy 1661 aza ny bokiny (ny fanontana 1661 ihany no ahafantarana ny toko momba ny lalao). Soratana amin’ny teny ny daty, miaraka amin’ny sandany marina eo anilany amin’ny endrika EDTF (Extended Date/Time Format, ISO 8601-2), izay afaka milaza hoe “tokony ho”, “tsy azo antoka”, “taona iray tamin’ny taona 1890 tany ho any” na “farafahakeliny”.",
  "method.dates.inWords": "Amin’ny teny",
  "method.dates.open":
    "Ny fetra misokatra (“tamin’ny 1937 farafahakeliny”, “nanomboka tamin’ny 2018”) dia midika fa ilany iray ihany no raikitry ny loharano. Ny “2018 na taty aoriana” dia taona iray izay fantatra fotsiny fa tsy talohan’izay: ny datin’ny lahatsoratra tsy manome daty, raikitra amin’ny asa farany indrindra tononiny ihany. Eo amin’ny {timeline}, aseho misokatra ireo daty ireo, fa tsy toy ny tsipika manomboka eo am-piandohan’ny ambaratonga.",
  "method.dates.timelineLink": "tetiandro",
  "method.basis.intro":
    "Famakiana loharano iray ny fitsipi-dalao iray, ny vavolombelony (ny voalohany amin’ny loharanony). Manome sanda ho an’ny fitsipika rehetra ilain’ny milina izy ary milaza ny niavian’io sanda io; tsy ambara an-tsokosoko mihitsy ny fototra, fa samy manonona iray ny fanononana tsirairay:",
  "method.basis.stated":
    "ny loharanon’ny famakiana mihitsy no milaza izany (na dikan-teniny, na porofo manonona ny teniny); eo anilan’ny sanda ny fehezanteny tononina.",
  "method.basis.stated-elsewhere":
    "loharano hafa no milaza izany, ary tononin’ny fanononana hoe iza: ohatra, ny famintinan’ny DLP mameno izay tsy lazain’i Sanderson. Tsy tenin’ny loharanon’ilay famakiana ny sanda toy izany, ary tsy isain’ny fampitahana ho fanekena avy amin’io loharano io.",
  "method.basis.inferred":
    "ny famakianay izay ambaran’ny loharano an-kolaka, miaraka amin’ny fandinihana; mety hafa ny hevitry ny mpamaky hafa.",
  "method.basis.default":
    "mangina ny loharano nefa mila sanda ny milina, ka nisafidy iray izahay, matetika ny fanao mahazatra indrindra amin’ny loharano hafa. Banga ao amin’ny loharano ny sanda raisinay ho azy, fa tsy hadisoana.",
  "method.basis.not-stated":
    "tsy milaza na inona na inona momba io lafiny na io teboka io ny loharano, ary lazainay ny antony (izay resahiny sy izay anginany); sanda raisinay ho azy ny sandan’ny milina eo.",
  "method.basis.sentences":
    "Manome ny fitsipiny amin’ny teninay ny porofo, fehezanteny isaky ny fehezanteny, ary samy manana ny iray amin’ireo fototra ireo ihany ny fehezanteny tsirairay, ny loharanon’ny porofo no loharanony: manonona ilay loharano hafa eo anilany ny fehezanteny voalaza any an-kafa (ny famintinan’ny Digital Ludeme Project ny fitsipika eo anilan’ny tenin’i Montgomery na Sanderson, izay tsy atao ho azy ireo mihitsy), ary milaza izay tsy lazain’ny loharano sy ny maha-zava-dehibe izany ny fehezanteny tsy voalaza (tsy manome fitsipika ny andalana mitantara zava-nitranga).",
  "method.types.intro":
    "An’ny Digital Ludeme Project (Stephenson, Crist sy Browne 2020) ireo karazana ireo. Famakiana loharano voatonona foana ny fitsipi-dalao eto amin’ity tranonkala ity; ny karazany no milaza hoe famakiana manao ahoana izy.",
  "method.witnesses.text":
    "Ny loharano mifanaraka dia tsy isaina ho vato samihafa raha manaraka ny iray ny iray hafa. Mirakitra {genealogy} hoe loharano iza no mandika, mandika teny, mamerina amin’ny teny hafa na manonona iza, ny fifandraisana tsirairay miaraka amin’ny andalany, izay milaza izany (ny loharano mihitsy, loharano hafa, na izahay, amin’ny fanatsoahan-kevitra) ary fahatokisana 0 ka hatramin’ny 100; mirakitra koa izy ny toerana tsy anononan’ny loharano loharano ho an’izay lazainy. Ampiasain’ny pejy fampitahana izany: rehefa mifanaraka ny famakiana, dia voatanisa ho vondron’ny vavolombelona miankina izy ireo, ka aseho ho vondron’ny vavolombelona iray i Walker sy ny lahatsoratra baskoa (izay manonona boky nosoratan’i Walker), fa tsy vavolombelona roa tsy miankina.",
  "method.witnesses.genealogyLink": "Ny tetirazan’ny loharano",
  "method.observed.evidence":
    "Ny fitsipi-dalao hita maso voasoratra nandritra ny resadresaka teny an-toerana (natao tamin’ny {record}) dia porofon’ny fomba nilalaovana ny lalao tamin’ny toerana iray sy daty iray, araka ny nambaran’ireo mpilalao nanontaniana: voatonona anarana raha nanome alalana izy ireo, tsy voatonona anarana raha tsy izany. Tsy milaza na inona na inona momba ny fomba nilalaovana azy taloha na tany an-kafa izy.",
  "method.observed.recordLink": "takelaka fanaovana resadresaka",
  "method.observed.cited":
    "Ny loharanony manokana no itanisana azy, dia ny resadresaka: sora-tanana momba ny fiainam-poko voaray mivantana, miaraka amin’ny daty, ny toerana ary ny fiteny nampiasaina. Ny fitsipika tsirairay novalian’ny mpilalao dia miorina amin’io resadresaka io, ny fanontaniana no toerana anondroana azy, miaraka amin’ny tenin’ny mpilalao raha voasoratra; tsy miseho ny anaran’ny mpilalao raha tsy nanome alalana izy.",
  "method.observed.open":
    "Raha tsy fantatry ny mpilalao, na tsy nitovy hevitra ny mpilalao, dia mijanona ho misokatra ny fitsipika: lazain’ny pejin’ny fitsipi-dalao sy ny fampitahana izany sy ny antony, ary tsy omena ho valin’ny mpilalao mihitsy. Mba hahafahan’ny fitaovana filalaovana milalao azy, raisin’ny fitsipika ny sandan’ny famakiana akaiky indrindra ny valiny hafa, voamarika ho sanda raisinay ho azy.",
  "method.observed.beside":
    "Tsy manitsy na manolo ny famakian’ny loharano ara-tantara mihitsy ny fitsipi-dalao hita maso: fitsipika lalaovina hafa ankehitriny dia fahasamihafana eo amin’ny vavolombelona roa tamin’ny vanim-potoana roa, fa tsy hadisoan’ilay taloha. Noho izany dia manana ny pejiny manokana sy ny tsanganany manokana ao amin’ny fampitahana izy, eo anilan’ireo famakiana ara-tantara, mitovy amin’ny sasany ary tsy mitovy amin’ny hafa, ary karohina toy ny amin’ny famakiana rehetra ny toerana voalohany isarahany amin’ny tsirairay.",
  "method.uncertainty.text":
    "Samy mitanisa izay mampalemy azy ny porofo tsirairay, amin’ny teny ampiasain’ny tahirin-porofon’ny DLP. Manazava ny isan’ny fahatokisana ireo; tsy misy mahatonga ny porofo ho diso izy ireo.",
  "method.regions.text":
    "Ny faritra dia ny toerana lazalazain’ny porofo, fa tsy ny toerana nipetrahan’ny mpanoratra na namoahany. Mety ahitana faritra hafa ao anatiny ny faritra iray (ao Madagasikara i Imerina). Ny isan’ny porofo rehetra ho an’ny faritra iray, amin’ny pejy rehetra, dia ahitana ny porofon’ny toerana ao anatiny; ny pejin’ny faritra no manasaraka azy roa.",
  "method.notations.fanorona": "Fanorona, fanoron-dimy sy vela",
  "method.notations.points":
    "Ny teboka dia atao hoe `a1` ka hatramin’ny `i5`: andalana mijoro a ka hatramin’ny i avy ankavia miankavanana araka ny fahitan’ny Fotsy ny takelaka, andalana mitsivalana 1 ka hatramin’ny 5 avy amin’ny lafin’ny Fotsy (amin’ny takelaka 5 × 5, `a1` ka hatramin’ny `e5`). Ny fifindrana tsy misy fihinanana dia ny teboka niaingana sy ny teboka nahatongavana, `d3e3`; ny fihinanana dia manampy `A` ho an’ny fanatonana na `W` ho an’ny fihemorana, `f2e3A`; ny fihinanana mifanesy dia manohy amin’ny teboka manaraka tsirairay, `c1d1Ad2A`.",
  "method.notations.basque":
    "Manisa ny teboka 1 ka hatramin’ny 45 ny lahatsoratra baskoa, andalana isaky ny andalana avy amin’ny lafin’ny Mainty, avy ankavia miankavanana araka ny fahitan’ny Fotsy ny takelaka: ny 1 ka hatramin’ny 9 no andalana fahadimy, ny 23 no afovoany (e3) ary ny 45 no i1. Soratana hoe 22-23 ny fifindrany, ary x24 ny fihinanana.",
  "method.notations.telo": "Fanorona-telo",
  "method.notations.teloPoints":
    "Atao hoe `a1` ka hatramin’ny `c3` toy izany koa ny teboka sivy; soratana hoe `@b2` ny fametrahana ary `a1b2` ny fifindrana.",
  "method.notations.mancala": "Ny lalao mancala misy andalana efatra",
  "method.notations.holes":
    "Omena anarana araka ny fahitan’ny mpilalao manao ny anjarany ny lavaka: `a` ny andalana aoriany, `b` ny andalana alohany, `c` sy `d` ny andalana aloha sy aorian’ny mpifanandrina, isaina avy eo amin’ny ankavian’ny mpilalao. `b3` dia mamafy ny lavaka b3; soratana hoe `xc5` ny fihinanana fanampiny amin’ny msuwa; `L` na `R` ny lalana amin’ny fifangha, ary `>b1` dia mitondra fihinanana any amin’ny Chibou voalohany. Tsy soratana izay rehetra ataon’ny anjara iray tsy misy fanapahan-kevitra (fanohizana, famafazana indray voatery).",
  "method.search.synonyms":
    "Mitady koa ireo teny hafa ampiasain’ny loharano ho an’io zavatra io ihany ny {search}, ka ny fikarohana ny iray dia mahita ny hafa:",
  "method.search.searchLink": "fikarohana",
  "method.search.synonym": "{concept}: {terms}",
  "method.search.spellings":
    "Raisiny ho mitovy koa ny tsipelina rehetra amin’ny teny ara-dalao iray (riatra, véla sy vela; bassy, bassi sy baßy), sy ny tsipelina rehetra amin’ny anarana iray (Andrianamponimerina sy Andrianampoinimerina): ao amin’ny {glossary} sy ny {names} ny tsipelina, sy izay manonta azy tsirairay.",
  "method.search.glossaryLink": "voambolana",
  "method.search.namesLink": "lisitry ny anarana",
  "method.synonym.capture-by-withdrawal":
    "Ny fihinanana amin’ny fanorona amin’ny fihemorana miala amin’ny andalana hohanina",
  "method.synonym.capture-by-approach":
    "Ny fihinanana amin’ny fanorona amin’ny fanatonana ny andalana hohanina",
  "method.synonym.sowing":
    "Famindrana tsirairay ny voan’ny lavaka iray ho any amin’ireo lavaka manaraka",
  "method.synonym.relay-sowing": "Famafazana mitohy avy amin’ny lavaka nilatsahan’ny voa farany",
  "method.synonym.hole": "Lavaka amin’ny takelaka mancala",
  "method.synonym.counter": "Ny voa ilalaovana amin’ny lalao mancala",
  "method.licence.text": "Angona: {data}. Kaody: {code}. {excluded} Jereo ny {downloads}.",
  "method.licence.excluded":
    "Asan’ny mpanoratra sy ny mpamoaka azy ihany ny teny tononina: an’ny besinimaro ny loharano talohan’ny 1927; ny taty aoriana dia tononina fohy, miaraka amin’ny loharanony, ho an’ny fandalinana sy ny fitsikerana. An’ny mpandika teny navoaka ny dikan-teny voatonona ho azy.",
  "method.licence.downloadsLink": "angona azo alaina",
};

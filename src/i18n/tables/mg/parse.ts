/** The Malagasy of the English area ../en/parse.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { parse as english } from "../en/parse.ts";

export const parse: Strings<typeof english> = {
  "simb.parse.telo-no-point":
    "tsy misy teboka {point} eo amin’ny takelaka (a1 ka hatramin’ny c3 ny teboka)",
  "simb.parse.telo-not-a-turn":
    "tsy anjara izany: soraty hoe @b2 ny fametrahana ary a1b2 ny famindrana",
  "simb.parse.telo-position-fields":
    "ny toerana dia ny takelaka sy ny mpilalao manaraka hilalao, ohatra `.../.W./... b`",
  "simb.parse.telo-rank-count": 'mila andalana 3 misaraka amin’ny "/" ny takelaka, {found} no hita',
  "simb.parse.telo-rank-too-long": 'mihoatra ny 3 ny teboka ao amin’ny andalana {rank} ("{text}")',
  "simb.parse.telo-rank-character":
    '"{char}" tsy nampoizina ao amin’ny andalana {rank}: ampiasao W, B, . na isa 1 ka hatramin’ny 3',
  "simb.parse.telo-rank-short":
    'teboka {found} no ao amin’ny andalana {rank} ("{text}"); teboka 3 isaky ny andalana',
  "simb.parse.telo-side": 'tsy maintsy w na b ny mpilalao manaraka, fa "{side}" no hita',
  "simb.parse.telo-too-many-white":
    "manana vato {found} eo amin’ny takelaka ny fotsy; {pieces} no omen’ny fitsipika",
  "simb.parse.telo-too-many-black":
    "manana vato {found} eo amin’ny takelaka ny mainty; {pieces} no omen’ny fitsipika",
  "simb.parse.telo-both-rows":
    "samy manana vato telo milahatra ny mpilalao roa: tsy mety hitranga izany",
  "simb.parse.telo-mover-has-row":
    "efa manana vato telo milahatra ny mpilalao manaraka: tsy mety hitranga izany (nifarana ny lalao raha vao vita ilay filaharana)",
  "simb.parse.empty-move": "dia foana",
  "simb.parse.path-start":
    'teboka fiaingana no nandrasana (teboka a1 ka hatramin’ny {last}) amin’ny litera faha-{at} amin’ny "{text}"',
  "simb.parse.path-destination":
    'toerana halehana faha-{n} no nandrasana (teboka a1 ka hatramin’ny {last}) amin’ny litera faha-{at} amin’ny "{text}"',
  "simb.parse.path-after": 'A, W na teboka no nandrasana aorian’ny {point} ao amin’ny "{text}"',
  "simb.parse.path-no-destination":
    'manonona teboka ny "{text}" nefa tsy misy toerana halehana (soraty ohatra d3e3)',
  "simb.parse.chain-paika":
    "mila A (fanatonana) na W (fihemorana) ny dingana faha-{n} amin’ny rojo: ny dia tokana ihany no mety ho paika",
  "simb.parse.step-one-move":
    "famindrana iray ny dingana iray: soraty toerana halehana iray (na stop)",
  "simb.parse.fanorona-rank-count":
    'mila andalana {height} misaraka amin’ny "/" ny takelaka; {found} no hita',
  "simb.parse.fanorona-rank-character":
    'andalana {rank} ("{text}"): "{char}" tsy nampoizina (ampiasao W, B na isa)',
  "simb.parse.fanorona-rank-width":
    'teboka {found} no rakotry ny andalana {rank} ("{text}"); teboka {width} ny sakan’ny takelaka',
  "simb.parse.fanorona-position-fields":
    'mila ny takelaka sy ny mpilalao manaraka ("w" na "b") ny toerana',
  "simb.parse.fanorona-side": 'tsy maintsy "w" na "b" ny mpilalao manaraka, fa tsy "{side}"',
  "simb.parse.fanorona-field":
    'saha tsy fantatra "{field}" (quiet=, turn= na chain= no nandrasana)',
  "simb.parse.fanorona-turn-field": "tsy maintsy isa feno lehibe noho ny aotra ny turn",
  "simb.parse.fanorona-quiet-field": "tsy maintsy isa feno tsy latsaky ny aotra ny quiet",
  "simb.parse.chain-not-captures":
    "dingana fakana (A na W) ihany no mandrafitra ny rojo mbola mitohy",
  "simb.parse.chain-off-line": "tsy manaraka tsipika ny dingana {from}-{to} amin’ny rojo",
  "simb.parse.chain-end-white":
    "eo amin’ny {point} no mifarana ny rojo, ka tsy maintsy misy vato fotsy eo",
  "simb.parse.chain-end-black":
    "eo amin’ny {point} no mifarana ny rojo, ka tsy maintsy misy vato mainty eo",
  "simb.parse.chain-through":
    "nandalo teo amin’ny {point} ny rojo, ka tsy maintsy foana io teboka io izao",
  "simb.parse.chain-over":
    "chain=: tsy misy dingana fakana afaka manohy ity rojo ity, ka vita ny anjara; omeo ny toerana manaraka azy",
  "simb.parse.hole-out-of-range":
    'tsy ao anelanelan’ny 1 sy {n} ny laharan’ny lavaka {digits} ao amin’ny "{hole}"',
  "simb.parse.mancala-not-a-step":
    'tsy dingana ny "{text}": lavaka toy ny b3 (a3+2 ho an’ny voa tokana), xc5, L, R na >b1 no nandrasana',
  "simb.parse.take-distance": '"{text}": tsy manana elanelana ny fakana (x...)',
  "simb.parse.mancala-unexpected":
    '"{found}" tsy nampoizina amin’ny litera faha-{at} amin’ny "{text}"',
  "simb.parse.empty-turn": "anjara foana",
  "simb.parse.mancala-field-count":
    'saha 6 no nandrasana "<andalana> <manaraka> <voa azo> <tahiry> <anjara> <miandry>", {found} no hita',
  "simb.parse.mancala-row-count":
    'andalana "{text}": andalana 4 misaraka amin’ny "/" no nandrasana',
  "simb.parse.mancala-middle-row":
    'andalana {row} "{text}": ny andalana aoriana ihany no ampiasain’ity lalao ity; soraty "-"',
  "simb.parse.mancala-hole-count":
    'andalana {row} "{text}": lavaka {n} no nandrasana, {found} no hita',
  "simb.parse.mancala-hole-not-count":
    'lavaka "{cell}" (andalana {row}, lavaka {hole}): isan’ny voa no nandrasana',
  "simb.parse.mancala-hole-not-count-owned":
    'lavaka "{cell}" (andalana {row}, lavaka {hole}): isan’ny voa sy ny tompony, s na n (4s, 0) no nandrasana',
  "simb.parse.mancala-hole-owner-missing":
    'lavaka "{cell}" (andalana {row}, lavaka {hole}): lazao hoe an’iza ny voa, s na n',
  "simb.parse.mancala-empty-hole-owner":
    'lavaka "{cell}" (andalana {row}, lavaka {hole}): tsy manana tompony ny lavaka foana',
  "simb.parse.mancala-side": 'ilany manaraka "{side}": s (atsimo) na n (avaratra) no nandrasana',
  "simb.parse.mancala-no-stores":
    'voa azo "{text}": tsy misy voa miala amin’ny takelaka amin’ity lalao ity; soraty "-"',
  "simb.parse.mancala-stores":
    'voa azo "{text}": isan’ny voa azon’ny atsimo:avaratra no nandrasana, ohatra 0:0',
  "simb.parse.mancala-no-reserve": 'tahiry "{text}": tsy misy izany amin’ity lalao ity; soraty "-"',
  "simb.parse.mancala-shared-reserve":
    'tahiry "{text}": isan’ny voa ao amin’ny tahiry iraisana no nandrasana',
  "simb.parse.mancala-reserve": 'tahiry "{text}": isa atsimo:avaratra no nandrasana, ohatra 26:26',
  "simb.parse.mancala-turns-played": 'anjara efa nolalaovina "{text}": isa feno no nandrasana',
  "simb.parse.mancala-counter-total":
    "voa {found} no ao amin’ny toerana (takelaka, voa azo, tahiry ary an-tanana); {total} no an’ity lalao ity",
  "simb.parse.mancala-pending-hole":
    'miandry "{text}": tsy ao anelanelan’ny 1 sy {n} ny laharan’ny lavaka {digits}',
  "simb.parse.mancala-pending-take": 'miandry "{text}": lavaka iray farafahakeliny no halaina',
  "simb.parse.mancala-pending-carry":
    'miandry "{text}": voa iray farafahakeliny no entin’ny fakana',
  "simb.parse.mancala-pending":
    'miandry "{text}": -, take<k>, mam:<lavaka>, sow:<lavaka> na carry:<k>:<lavaka> no nandrasana',
  "simb.parse.mancala-no-pending": "tsy misy fanapahan-kevitra miandry amin’ity lalao ity",
  "simb.parse.mancala-no-such-pending":
    "tsy misy fanapahan-kevitra miandry toy izany amin’ity lalao ity",
  "simb.parse.msuwa-take-limit": "take{k}: lavaka {max} farafahabetsany no mety mbola halaina",
  "simb.parse.fifangha-one-reservoir": "tahiry iraisana iray ihany: soraty isa iray",
  "simb.parse.fifangha-no-take": "tsy misy fanapahan-kevitra momba ny fakana amin’ny Fifangha",
  "simb.parse.pending-hole-not-mover": "tsy maintsy lavaky ny mpilalao manaraka ny lavaka miandry",
  "simb.parse.pending-hole-empty": "foana ny lavaka miandry",
  "simb.parse.pending-sow-reserve":
    "sow: ny mpilalao tsy manana tahiry ihany no mamafy tsy mametraka",
  "simb.parse.pending-carry-front":
    "carry: tsy maintsy ao amin’ny andalana alohan’ny mpilalao manaraka ny lavaka maka",
  "simb.option.no-family": 'tsy manana fianakaviana "{family}" ny milina',
  "simb.option.no-game": 'tsy manana lalao "{game}" ny milina',
  "simb.option.family-game": 'tsy milalao "{game}" ny fianakaviana {family}',
  "simb.option.wrong-family":
    'avy amin’ny fianakaviana "{family}" ny fitsipika {ruleset}, fa tsy "{owner}"',
  "simb.option.wrong-game": 'ho an’ny "{game}" ny fitsipika {ruleset}, fa tsy ho an’ny "{owner}"',
  "simb.option.missing": "tsy ao: {doc} ({expected})",
  "simb.option.bad-value": "tsy maintsy {expected}; {value} no azo",
  "simb.option.unknown-option":
    'safidy tsy fantatra "{key}" ho an’ny {game}; ireo fantatra: {known}',
  "simb.option.no-such-override":
    'tsy azo ovaina: tsy misy safidy "{key}" ho an’ny {game}; ireo fantatra: {known}',
  "simb.option.bad-override": "tsy maintsy {expected}; {value} no azo (avy amin’ny fanovana)",
  "simb.option.overtake-needs-outer":
    'amin’ny faribolana ivelany (circuit: outer-rows) dia amin’ny fanenjehana no maka; mila own-rows ny "{capture}"',
  "simb.option.own-rows-no-overtake":
    "raha samy eo amin’ny andalany ny mpilalao (circuit: own-rows) dia tsy mifanena mihitsy ny andiany: mila outer-rows ny fanenjehana",
  "simb.option.overtake-keeps-counters":
    "mijanona eo amin’ny takelaka ny voa azo amin’ny fanenjehana: ampiasao in-place na behind-series",
  "simb.option.own-rows-removes":
    "esorina amin’ny takelaka ny voa azo amin’ny andalana aloha (circuit: own-rows): ampiasao removed",
  "simb.option.named": 'safidy "{option}": {why}',
  "simb.option.more": "{list}; {next}",
  "simb.optexp.bool": "true na false",
  "simb.optexp.enum": "iray amin’ireto {values}",
  "simb.optexp.atLeast": "isa feno {min} farafahakeliny",
  "simb.optexp.either": "{min} na {max}",
  "simb.optexp.range": "isa feno {min} ka hatramin’ny {max}",
  "simb.optexp.even": ", azo zaraina roa",
  "simb.optexp.nullable": ", na null",
};

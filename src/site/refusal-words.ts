/**
 * Why the engine refuses a move, in French and Malagasy: one entry per rule a refusal names
 * (`RuleViolation.rule`: a base rule, or the option key that carries an optional rule). English
 * pages show the engine's own message, which names the points involved; a page in another
 * language shows this clause instead, with the same citation. The base rules are typed
 * (`BaseRule`), so a rule the engine adds fails type checking here until it has its words; an
 * option's rule without words shows the engine's English, marked as such by the simulator.
 * Build-time only: a page passes its language's clauses to the simulator in its config. The
 * Malagasy awaits a native speaker's review (docs/i18n.md).
 */
import type { BaseRule } from "../engine/core/index.ts";

type RuleClauses = Readonly<Record<BaseRule, string>> & Readonly<Record<string, string>>;

export const REFUSAL_WORDS_FR: RuleClauses = {
  "all-pieces-placed": "toutes les pièces doivent d’abord être posées",
  "along-a-line": "le coup ne suit pas une ligne du plateau",
  "capture-not-named": "le coup doit dire quelle prise il fait",
  "captured-set": "ce chemin ne prend pas les pièces annoncées",
  "chain-capture-only": "la suite d’une chaîne ne peut être qu’une prise",
  "chain-piece": "seule la pièce qui vient de prendre peut continuer",
  "empty-point": "le point d’arrivée n’est pas libre",
  "empty-turn": "un tour doit déplacer une pièce",
  "game-over": "la partie est finie",
  illegal: "ce coup n’est pas légal dans cette position",
  "no-chain": "il n’y a pas de chaîne de prises à arrêter",
  "no-continuation": "la chaîne ne peut pas continuer d’ici",
  "no-such-point": "le coup nomme un point qui n’est pas sur le plateau",
  "not-a-capture": "ce déplacement ne prend aucune pièce adverse",
  "not-adjacent": "les deux points ne sont pas voisins",
  "not-own-piece": "ce point ne porte pas une pièce du joueur",
  occupied: "ce point est déjà occupé",
  "own-piece": "ce point ne porte pas une pièce du joueur",
  "paika-is-a-turn": "un déplacement sans prise est un tour entier",
  "pieces-in-hand": "il reste des pièces à poser",
  "turn-complete": "le tour est déjà complet",
  "capture-choice": "quand un coup prend des deux façons, la règle impose laquelle",
  "compulsory-capture": "une prise est possible, et prendre est obligatoire",
  continuation: "la pièce peut encore prendre, et continuer est obligatoire",
  "opening-single-capture": "ce tour ne peut faire qu’une seule prise",
  "no-revisit": "la pièce est déjà passée par ce point pendant ce tour",
  "no-immediate-return": "la pièce vient de quitter ce point",
  "no-same-direction": "deux pas de suite ne peuvent aller dans la même direction",
  "no-same-line": "ce tour a déjà pris le long de cette ligne",
  "no-opposite-capture":
    "la pièce ne peut pas prendre du côté opposé juste après sa dernière prise",
  "vela-loser-single-capture": "le perdant du vela ne fait qu’une prise par tour",
  "vela-winner-must-offer": "le gagnant du vela doit laisser prendre",
  "capture-target": "ce trou ne peut pas être pris",
  direction: "les graines ne se sèment pas dans ce sens",
  "extra-captures": "ces prises supplémentaires ne sont pas permises",
  mamoueatsrha: "la règle du mamoueatsrha l’interdit",
  placement: "ce placement n’est pas permis",
  "sow-from": "on ne peut pas semer depuis ce trou",
  place: "ce point ne peut pas recevoir de pièce",
  "extra-capture-condition": "la condition d’une prise supplémentaire n’est pas remplie",
  "lone-counter": "la règle de la graine seule l’interdit",
  opening: "la règle de l’ouverture l’interdit",
  singletons: "on ne sème pas une graine seule tant qu’un trou en a plusieurs",
};

export const REFUSAL_WORDS_MG: RuleClauses = {
  "all-pieces-placed": "tsy maintsy apetraka aloha ny vato rehetra",
  "along-a-line": "tsy manaraka tsipika amin’ny takelaka ilay dia",
  "capture-not-named": "tsy maintsy lazain’ilay dia izay fakana ataony",
  "captured-set": "tsy maka ireo vato voalaza ity lalana ity",
  "chain-capture-only": "fakana ihany no mety ho tohin’ny rojo",
  "chain-piece": "ny vato vao naka ihany no afaka manohy",
  "empty-point": "tsy malalaka ny teboka halehana",
  "empty-turn": "tsy maintsy mamindra vato ny anjara iray",
  "game-over": "vita ny lalao",
  illegal: "tsy ara-dalàna amin’ity toerana ity ity dia ity",
  "no-chain": "tsy misy rojon-dakana hajanona",
  "no-continuation": "tsy afaka mitohy avy eto ny rojo",
  "no-such-point": "manonona teboka tsy ao amin’ny takelaka ilay dia",
  "not-a-capture": "tsy maka vaton’ny mpifanandrina ity famindrana ity",
  "not-adjacent": "tsy mifanila ireo teboka roa",
  "not-own-piece": "tsy misy vaton’ny mpilalao amin’io teboka io",
  occupied: "efa misy vato io teboka io",
  "own-piece": "tsy misy vaton’ny mpilalao amin’io teboka io",
  "paika-is-a-turn": "anjara iray manontolo ny famindrana tsy misy fakana",
  "pieces-in-hand": "mbola misy vato tsy maintsy apetraka",
  "turn-complete": "efa feno ny anjara",
  "capture-choice": "raha maka amin’ny lafiny roa ny dia, ny fitsipika no manapaka izay atao",
  "compulsory-capture": "misy fakana azo atao, ary tsy maintsy maka",
  continuation: "mbola afaka maka ilay vato, ary tsy maintsy manohy",
  "opening-single-capture": "fakana iray ihany no azo atao amin’ity anjara ity",
  "no-revisit": "efa nitoetra teo amin’io teboka io ilay vato tamin’ity anjara ity",
  "no-immediate-return": "vao avy niala teo amin’io teboka io ilay vato",
  "no-same-direction": "tsy mahazo mandeha amin’ny lalana iray ihany ny dingana roa misesy",
  "no-same-line": "efa naka teo amin’io tsipika io ity anjara ity",
  "no-opposite-capture":
    "tsy mahazo maka amin’ny lafiny mifanohitra ilay vato avy hatrany aorian’ny fakana farany",
  "vela-loser-single-capture": "fakana iray isan’anjara ihany no ataon’ny resy tamin’ny vela",
  "vela-winner-must-offer": "tsy maintsy mamela haka ny mpandresy tamin’ny vela",
  "capture-target": "tsy azo alaina io lavaka io",
  direction: "tsy afafy amin’io lalana io ny voa",
  "extra-captures": "tsy azo atao ireo fakana fanampiny ireo",
  mamoueatsrha: "raran’ny fitsipiky ny mamoueatsrha izany",
  placement: "tsy azo atao io fametrahana io",
  "sow-from": "tsy azo afafy avy amin’io lavaka io",
  place: "tsy azo ametrahana vato io teboka io",
  "extra-capture-condition": "tsy tanteraka ny fepetran’ny fakana fanampiny",
  "lone-counter": "raran’ny fitsipiky ny voa tokana izany",
  opening: "raran’ny fitsipiky ny fanombohana izany",
  singletons: "tsy afafy ny voa tokana raha mbola misy lavaka manana voa maro",
};

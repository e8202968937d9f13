/** The French of the English area ../en/parse.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { parse as english } from "../en/parse.ts";

export const parse: Strings<typeof english> = {
  "simb.parse.telo-no-point": "pas de point {point} sur le plateau (les points vont de a1 à c3)",
  "simb.parse.telo-not-a-turn":
    "ce n’est pas un tour : écrivez une pose @b2 et un déplacement a1b2",
  "simb.parse.telo-position-fields":
    "une position est le plateau puis le joueur qui a le trait, par exemple `.../.W./... b`",
  "simb.parse.telo-rank-count":
    "le plateau demande 3 rangées séparées par « / », il y en a {found}",
  "simb.parse.telo-rank-too-long": "la rangée {rank} (« {text} ») a plus de 3 points",
  "simb.parse.telo-rank-character":
    "« {char} » inattendu dans la rangée {rank} : utilisez W, B, . ou un chiffre de 1 à 3",
  "simb.parse.telo-rank-short":
    "la rangée {rank} (« {text} ») a {found} points ; chaque rangée en a 3",
  "simb.parse.telo-side": "le joueur qui a le trait doit être w ou b, pas « {side} »",
  "simb.parse.telo-too-many-white":
    "Blanc a {found} pièces sur le plateau ; le jeu de règles lui en donne {pieces}",
  "simb.parse.telo-too-many-black":
    "Noir a {found} pièces sur le plateau ; le jeu de règles lui en donne {pieces}",
  "simb.parse.telo-both-rows":
    "les deux joueurs ont trois pièces alignées : cela ne peut pas arriver",
  "simb.parse.telo-mover-has-row":
    "le joueur qui a le trait a déjà trois pièces alignées : cela ne peut pas arriver (la partie a pris fin quand elles l’ont été)",
  "simb.parse.empty-move": "coup vide",
  "simb.parse.path-start":
    "point de départ attendu (un point de a1 à {last}) au caractère {at} de « {text} »",
  "simb.parse.path-destination":
    "arrivée {n} attendue (un point de a1 à {last}) au caractère {at} de « {text} »",
  "simb.parse.path-after": "A, W ou un point attendu après {point} dans « {text} »",
  "simb.parse.path-no-destination":
    "« {text} » nomme un point mais pas d’arrivée (écrivez par exemple d3e3)",
  "simb.parse.chain-paika":
    "le pas {n} d’une chaîne demande A (approche) ou W (retrait) : seul un déplacement simple peut être paika",
  "simb.parse.step-one-move":
    "un pas est un seul déplacement : écrivez une seule arrivée (ou stop)",
  "simb.parse.fanorona-rank-count":
    "le plateau demande {height} rangées séparées par « / » ; il y en a {found}",
  "simb.parse.fanorona-rank-character":
    "rangée {rank} (« {text} ») : « {char} » inattendu (utilisez W, B ou un chiffre)",
  "simb.parse.fanorona-rank-width":
    "la rangée {rank} (« {text} ») couvre {found} points ; le plateau en a {width} de large",
  "simb.parse.fanorona-position-fields":
    "une position demande le plateau et le joueur qui a le trait (« w » ou « b »)",
  "simb.parse.fanorona-side": "le joueur qui a le trait doit être « w » ou « b », pas « {side} »",
  "simb.parse.fanorona-field": "champ inconnu « {field} » (attendu : quiet=, turn= ou chain=)",
  "simb.parse.fanorona-turn-field": "turn doit être un entier positif",
  "simb.parse.fanorona-quiet-field": "quiet doit être un entier positif ou nul",
  "simb.parse.chain-not-captures": "une chaîne en cours est faite de pas de prise (A ou W)",
  "simb.parse.chain-off-line": "le pas de chaîne {from}-{to} ne suit pas une ligne",
  "simb.parse.chain-end-white": "la chaîne finit sur {point}, qui doit porter une pièce blanche",
  "simb.parse.chain-end-black": "la chaîne finit sur {point}, qui doit porter une pièce noire",
  "simb.parse.chain-through": "la chaîne est passée par {point}, qui doit maintenant être vide",
  "simb.parse.chain-over":
    "chain= : aucun pas de prise ne peut continuer cette chaîne, le tour est donc fini ; donnez la position qui le suit",
  "simb.parse.hole-out-of-range":
    "le numéro de trou {digits} dans « {hole} » n’est pas entre 1 et {n}",
  "simb.parse.mancala-not-a-step":
    "« {text} » n’est pas un pas : attendu un trou comme b3 (a3+2 pour une graine seule), xc5, L, R ou >b1",
  "simb.parse.take-distance": "« {text} » : une prise (x...) n’a pas de distance",
  "simb.parse.mancala-unexpected": "« {found} » inattendu au caractère {at} de « {text} »",
  "simb.parse.empty-turn": "tour vide",
  "simb.parse.mancala-field-count":
    "6 champs attendus « <rangées> <trait> <prises> <réserve> <tours> <en attente> », trouvé {found}",
  "simb.parse.mancala-row-count": "rangées « {text} » : 4 rangées attendues, séparées par « / »",
  "simb.parse.mancala-middle-row":
    "rangée {row} « {text} » : ce jeu n’utilise que les rangées du fond ; écrivez « - »",
  "simb.parse.mancala-hole-count": "rangée {row} « {text} » : {n} trous attendus, trouvé {found}",
  "simb.parse.mancala-hole-not-count":
    "trou « {cell} » (rangée {row}, trou {hole}) : nombre de graines attendu",
  "simb.parse.mancala-hole-not-count-owned":
    "trou « {cell} » (rangée {row}, trou {hole}) : nombre de graines attendu avec leur propriétaire, s ou n (4s, 0)",
  "simb.parse.mancala-hole-owner-missing":
    "trou « {cell} » (rangée {row}, trou {hole}) : dites à qui sont les graines, s ou n",
  "simb.parse.mancala-empty-hole-owner":
    "trou « {cell} » (rangée {row}, trou {hole}) : un trou vide n’a pas de propriétaire",
  "simb.parse.mancala-side": "côté qui a le trait « {side} » : attendu s (sud) ou n (nord)",
  "simb.parse.mancala-no-stores":
    "prises « {text} » : dans ce jeu aucune graine ne quitte le plateau ; écrivez « - »",
  "simb.parse.mancala-stores":
    "prises « {text} » : attendu les graines prises sud:nord, par exemple 0:0",
  "simb.parse.mancala-no-reserve": "réserve « {text} » : ce jeu n’en a pas ; écrivez « - »",
  "simb.parse.mancala-shared-reserve":
    "réserve « {text} » : attendu le nombre de graines de la réserve commune",
  "simb.parse.mancala-reserve":
    "réserve « {text} » : attendu les nombres sud:nord, par exemple 26:26",
  "simb.parse.mancala-turns-played": "tours joués « {text} » : nombre entier attendu",
  "simb.parse.mancala-counter-total":
    "la position compte {found} graines (plateau, prises, réserve et main) ; ce jeu en a {total}",
  "simb.parse.mancala-pending-hole":
    "en attente « {text} » : le numéro de trou {digits} n’est pas entre 1 et {n}",
  "simb.parse.mancala-pending-take": "en attente « {text} » : au moins un trou à prendre",
  "simb.parse.mancala-pending-carry":
    "en attente « {text} » : une prise emporte au moins une graine",
  "simb.parse.mancala-pending":
    "en attente « {text} » : attendu -, take<k>, mam:<trou>, sow:<trou> ou carry:<k>:<trou>",
  "simb.parse.mancala-no-pending": "ce jeu n’a pas de décision en attente",
  "simb.parse.mancala-no-such-pending": "ce jeu n’a pas de décision en attente de cette sorte",
  "simb.parse.msuwa-take-limit": "take{k} : au plus {max} trous peuvent rester à prendre",
  "simb.parse.fifangha-one-reservoir": "une seule réserve commune : écrivez un seul nombre",
  "simb.parse.fifangha-no-take": "le Fifangha n’a pas de décision de prise",
  "simb.parse.pending-hole-not-mover":
    "le trou en attente doit être un trou du joueur qui a le trait",
  "simb.parse.pending-hole-empty": "le trou en attente est vide",
  "simb.parse.pending-sow-reserve": "sow : seul un joueur sans réserve sème sans poser",
  "simb.parse.pending-carry-front":
    "carry : le trou qui prend doit être dans la rangée de devant du joueur qui a le trait",
  "simb.option.no-family": "le moteur n’a pas de famille « {family} »",
  "simb.option.no-game": "le moteur n’a pas de jeu « {game} »",
  "simb.option.family-game": "la famille {family} ne joue pas « {game} »",
  "simb.option.wrong-family":
    "le jeu de règles {ruleset} est de la famille « {family} », pas « {owner} »",
  "simb.option.wrong-game":
    "le jeu de règles {ruleset} est celui de « {game} », pas de « {owner} »",
  "simb.option.missing": "manquante : {doc} ({expected})",
  "simb.option.bad-value": "doit valoir {expected} ; reçu {value}",
  "simb.option.unknown-option": "option inconnue « {key} » pour {game} ; options connues : {known}",
  "simb.option.no-such-override":
    "changement impossible : pas d’option « {key} » pour {game} ; options connues : {known}",
  "simb.option.bad-override": "doit valoir {expected} ; reçu {value} (par un changement)",
  "simb.option.overtake-needs-outer":
    "sur l’anneau extérieur (circuit : outer-rows), on prend en rattrapant ; « {capture} » demande own-rows",
  "simb.option.own-rows-no-overtake":
    "quand chaque joueur a ses propres rangées (circuit : own-rows), les séries ne se rencontrent jamais : rattraper demande outer-rows",
  "simb.option.overtake-keeps-counters":
    "les prises par rattrapage laissent les graines sur le plateau : utilisez in-place ou behind-series",
  "simb.option.own-rows-removes":
    "les prises de la rangée de devant (circuit : own-rows) retirent les graines du plateau : utilisez removed",
  "simb.option.named": "option « {option} » : {why}",
  "simb.option.more": "{list} ; {next}",
  "simb.optexp.bool": "true ou false",
  "simb.optexp.enum": "l’une des valeurs {values}",
  "simb.optexp.atLeast": "un entier d’au moins {min}",
  "simb.optexp.either": "{min} ou {max}",
  "simb.optexp.range": "un entier de {min} à {max}",
  "simb.optexp.even": ", pair",
  "simb.optexp.nullable": ", ou null",
};

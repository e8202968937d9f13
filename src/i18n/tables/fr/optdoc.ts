/** The French of the English area ../en/optdoc.ts, key for key.  */
import type { Strings } from "../../table.ts";
import type { optdoc as english } from "../en/optdoc.ts";

export const optdoc: Strings<typeof english> = {
  "optdoc.starts":
    "qui joue le premier tour (au vela, le perdant de la partie précédente joue toujours Blanc, le gagnant Noir)",
  "optdoc.capture-choice":
    "quand un même pas prend à la fois par approche et par retrait, le joueur choisit l’une des deux prises, ou bien la sorte nommée l’emporte",
  "optdoc.compulsory-capture.fanorona":
    "un tour doit commencer par une prise quand il y en a une ; sinon (false), un déplacement sans prise (paika) peut être joué à la place",
  "optdoc.continuation":
    "après une prise, la même pièce peut, ou doit, continuer à prendre tant qu’il reste un pas de prise légal",
  "optdoc.no-same-direction":
    "deux pas consécutifs d’une chaîne ne peuvent pas aller dans la même direction",
  "optdoc.no-revisit":
    "une chaîne ne peut revenir à aucun point que la pièce a occupé pendant le tour, point de départ compris : c’est-à-dire à aucun point qu’elle a quitté pendant le tour (la clause (a) de Montgomery lue comme tout point quitté pendant la course)",
  "optdoc.no-immediate-return":
    "une chaîne ne peut pas revenir directement au point qu’elle vient de quitter (la clause (a) de Montgomery lue comme le point tout juste quitté)",
  "optdoc.no-same-line":
    "chaque pas d’une chaîne doit suivre une ligne du plateau pas encore utilisée pendant le tour",
  "optdoc.no-opposite-capture":
    "une prise ne peut pas prendre des pièces situées à l’opposé de celles de la prise qui vient d’être faite (« at both ends » chez Montgomery), « à l’opposé » étant lu comme le dit l’option opposite-capture-frame",
  "optdoc.opposite-capture-frame":
    "comment no-opposite-capture lit « à l’opposé » : board, les pièces prises sont dans la direction du plateau opposée à celles qu’a prises la prise précédente ; heading, par rapport au sens où la pièce avance à chaque pas, une approche prend les pièces devant elle et un retrait celles derrière elle, si bien qu’un retrait ne peut pas suivre une approche, ni une approche un retrait (la droite et la gauche n’arrivent jamais : toute prise est sur la ligne de son pas) ; elle ne décide de rien tant que no-opposite-capture est désactivée",
  "optdoc.opening-single-capture":
    "quels tours sont limités à un seul pas de prise : aucun (none), le premier tour de la partie, ou le premier tour de chaque joueur",
  "optdoc.blocked.fanorona": "ce qui arrive à un joueur qui a des pièces mais aucun tour légal",
  "optdoc.draw-quiet-turns":
    "la partie est nulle après ce nombre de tours consécutifs sans prise (null : jamais)",
  "optdoc.draw-repetition":
    "la partie est nulle quand une position (le plateau et le joueur au trait) revient ce nombre de fois depuis la dernière prise, dans un même relevé de partie (null : jamais)",
  "optdoc.draw-neither-can-capture":
    "la partie est nulle quand aucun des deux camps ne peut prendre et qu’aucun coup du joueur au trait ne donnerait une prise à l’un ou l’autre (une lecture à un coup de « neither side can capture any more »)",
  "optdoc.board": "le plateau sur lequel se joue le vela",
  "optdoc.vela-form":
    "le vela be part de la mise en place normale ; le vela kely retire la rangée arrière du gagnant (rangée 5)",
  "optdoc.vela-release-9x5":
    "sur le plateau 9x5, le gagnant (Noir) ne peut pas prendre tant qu’il a plus de pièces que ce nombre ; à ce nombre, le jeu normal reprend pour les deux",
  "optdoc.vela-release-5x5":
    "sur le plateau 5x5, le gagnant (Noir) ne peut pas prendre tant qu’il a plus de pièces que ce nombre ; à ce nombre, le jeu normal reprend pour les deux",
  "optdoc.vela-loser-single-capture":
    "avant la libération, le perdant (Blanc) prend une pièce par tour, la pièce ennemie la plus proche de la sienne sur la ligne de prise",
  "optdoc.vela-loser-cannot-capture":
    "ce qui arrive quand, avant la libération, le perdant n’a aucune prise : il gagne le vela, ou il joue un déplacement sans prise",
  "optdoc.vela-winner-must-offer":
    "avant la libération, le gagnant doit jouer un coup après lequel le perdant peut prendre, quand un tel coup existe",
  "optdoc.diagonals":
    "les deux grandes diagonales sont des lignes du plateau, pour se déplacer comme pour les alignements",
  "optdoc.pieces":
    "pièces par joueur, posées une par tour sur un point libre jusqu’à ce que toutes les pièces d’un joueur soient sur le plateau ; alors seulement ce joueur déplace",
  "optdoc.movement":
    "un coup mène une pièce d’un pas le long d’une ligne jusqu’au point libre voisin, ou (anywhere, une variante pour comparer) jusqu’à n’importe quel point libre",
  "optdoc.win.fanorona-telo":
    "un joueur qui aligne trois pièces sur une ligne gagne aussitôt, pendant la pose comme pendant les déplacements",
  "optdoc.repetition":
    "la partie est nulle (annulée) quand la même position, avec le même joueur au trait, revient ce nombre de fois depuis la dernière pose",
  "optdoc.blocked.fanorona-telo": "ce qui arrive à un joueur qui n’a aucun tour légal",
  "optdoc.holes.chiana-wa-kunja": "trous par rangée (Sanderson : un nombre quelconque)",
  "optdoc.circuit":
    "outer-rows : les deux séries parcourent l’anneau des deux rangées arrière (Chiana wa Kunja) ; own-rows : la série de chaque joueur parcourt ses deux propres rangées (Chiana wa Bwalo)",
  "optdoc.counters.chiana-wa-kunja":
    "graines mises au départ dans chaque trou de la rangée arrière de chaque joueur",
  "optdoc.first-player": "qui joue le premier coup",
  "optdoc.direction.chiana-wa-kunja":
    "le sens où avancent les séries (anticlockwise : de gauche à droite le long du côté proche du joueur)",
  "optdoc.sow-from.chiana-wa-kunja":
    "un coup répand le dernier trou (le plus en arrière) de la série du joueur, une graine dans chacun des trous suivants",
  "optdoc.respread":
    "un épandage qui laisse une graine dans le trou de tête et deux dans le trou derrière lui est suivi d’un nouvel épandage du (nouveau) dernier trou",
  "optdoc.capture.chiana-wa-kunja":
    "overtake : répandre dans la série de l’adversaire prend chaque trou ensemencé ; last-empty-front : une dernière graine tombant dans un trou vide de la rangée avant prend le trou d’en face de la rangée avant de l’adversaire ; newly-occupied-front : chaque trou vide de la rangée avant qu’occupe l’épandage prend le trou d’en face",
  "optdoc.captured":
    "in-place : les trous pris rejoignent la série du preneur là où ils sont ; behind-series : leurs graines vont dans le trou derrière la série du preneur (le trou d’où l’épandage est parti) ; removed : les graines prises quittent le plateau",
  "optdoc.compulsory-capture.chiana-wa-kunja":
    "un joueur qui a un coup qui prend doit en jouer un (Sanderson et les résumés du DLP ne disent rien là-dessus) ; au Chiana wa Kunja, où un joueur n’a qu’un coup (deux seulement pour une graine seule avec lone-counter one-or-two), elle ne décide jamais de rien selon les lectures des sources",
  "optdoc.singleton-rear":
    "une graine seule dans le dernier trou d’une série de deux trous ou plus est d’abord ajoutée au trou suivant, qui est alors répandu",
  "optdoc.lone-counter":
    "un joueur à qui il ne reste qu’une graine l’avance de deux trous, d’un ou deux trous à son choix, ou d’un trou",
  "optdoc.endless-sowing":
    "un relais ou un nouvel épandage qui ne finirait jamais s’arrête à sa première situation répétée, ou à sa 100 000e levée de relais, et le tour se termine (relay.ts)",
  "optdoc.turn-limit": "la partie est nulle quand ce nombre de tours a été joué sans résultat",
  "optdoc.win.chiana-wa-kunja":
    "le joueur qui prend toutes les graines de l’adversaire (Kunja : tous ses trous) gagne",
  "optdoc.holes.msuwa":
    "trous par rangée (le résumé du DLP : un nombre pair de 10 à 20 ; Sanderson : autant qu’au Nsolo)",
  "optdoc.setup.msuwa":
    "msuwa : deux graines dans chaque trou sauf le trou de droite de la rangée avant de chaque joueur (aucune) et celui à sa gauche (une) ; msuwa-back-row : de même, le trou vide et son voisin à une graine étant au bout droit de la rangée arrière de chaque joueur (Sanderson ne nomme pas la rangée de « the empty right-hand end hole ») ; msuwa-wa-kunja : deux graines dans chaque trou de la rangée arrière seulement",
  "optdoc.sow-from.msuwa": "un tour sème tout le contenu d’un trou des deux rangées du joueur",
  "optdoc.direction.msuwa": "le sens du semis autour des deux rangées du joueur",
  "optdoc.relay.msuwa":
    "une dernière graine tombant dans un trou occupé lève ce trou, et le semis continue",
  "optdoc.capture.msuwa":
    "empty-front : une dernière graine tombant dans un trou vide de la rangée avant du joueur prend le trou d’en face de la rangée avant de l’adversaire (la condition du DLP) ; any-front : « the hole arrived at » de Sanderson, sans condition de trou vide, la prise étant essayée avant le relais, si bien qu’une dernière graine dans un trou de la rangée avant, vide ou non, face à des graines les prend et le semis s’arrête là, tandis qu’un trou occupé face à un trou vide relaie",
  "optdoc.compulsory-capture.msuwa":
    "un joueur qui a un semis qui prend doit en jouer un (Sanderson et le résumé du DLP ne disent rien là-dessus)",
  "optdoc.capture-outer":
    "quand le trou de la rangée avant est pris, le trou de la rangée arrière de l’adversaire derrière lui est pris aussi",
  "optdoc.extra-captures": "combien d’autres trous de l’adversaire le preneur choisit et prend",
  "optdoc.extra-capture-condition":
    "les trous supplémentaires sont pris après toute prise (front) ou seulement quand les deux trous d’en face contenaient des graines (front-and-back)",
  "optdoc.singletons":
    "restricted : une graine seule ne peut être semée que si aucun trou du joueur n’en contient davantage, et seulement dans un trou vide",
  "optdoc.no-move": "un joueur qui ne peut pas jouer",
  "optdoc.win.msuwa": "le joueur qui prend toutes les graines de l’adversaire gagne",
  "optdoc.holes.fifangha": "trous par rangée (Flacourt : 32 trous en quatre rangées)",
  "optdoc.counters.fifangha": "bassi en jeu, la moitié pour chaque joueur (Flacourt : 64)",
  "optdoc.setup.fifangha":
    "un bassi dans chacune des douze cases du milieu des rangées avant (le second Chibou et les quatre cases entre eux de chaque côté) ; le reste en réserve",
  "optdoc.reserve":
    "per-player : chaque joueur joue de sa propre réserve (sa moitié des bassi moins les six sur le plateau) ; shared : les deux puisent dans une seule réserve",
  "optdoc.opening":
    "middle-cells : le premier bassi du premier joueur va dans l’une de ses quatre cases du milieu",
  "optdoc.placement":
    "un bassi de la réserve ne peut être mis que dans un trou qui contient des bassi",
  "optdoc.compulsory-capture.fifangha": "un joueur qui peut prendre doit prendre",
  "optdoc.capture-target":
    "les bassi pris vont dans l’un ou l’autre des premiers Chibou du preneur (à son choix) ou dans celui de la moitié du trou qui prend",
  "optdoc.chibou-capture":
    "when-both-held : si le premier Chibou qui reçoit contenait déjà des bassi avant cette prise et que le premier Chibou d’en face de l’adversaire contient des bassi, les deux sont vidés et semés vers l’intérieur depuis le Chibou qui reçoit ; when-opposite-occupied : de même chaque fois que le Chibou d’en face contient des bassi ; always : le Chibou qui reçoit (avec celui d’en face) est semé après chaque prise ; none : les prises restent dans le Chibou",
  "optdoc.chain-target":
    "une prise faite par le dernier bassi de ce semis va au premier Chibou qui a été vidé",
  "optdoc.mamoueatsrha":
    "les trous qui peuvent recevoir les bassi d’un mamoueatsrha : tout trou occupé des deux rangées du joueur, ou de sa rangée avant seulement",
  "optdoc.direction.fifangha":
    "un mamoueatsrha est semé vers la gauche ou vers la droite, au choix du joueur",
  "optdoc.relay.fifangha":
    "un dernier bassi tombant dans un trou occupé le lève, et le semis continue autour des deux rangées du joueur jusqu’à ce qu’un bassi tombe dans un trou vide (mandre)",
  "optdoc.camou":
    "un joueur perd quand tous les trous de ses deux rangées (side) ou de sa rangée avant (Chibou et cases) sont vides",
  "optdoc.after-reserve":
    "sow : un joueur sans réserve lève l’un de ses trous et le sème à gauche ou à droite ; si le dernier bassi de ce premier tour tombe dans un trou occupé de la rangée avant face à un trou occupé, il prend, comme le fait un bassi de la réserve, sinon le semis relaie jusqu’au mandre comme un mamoueatsrha ; count : la partie s’arrête quand le joueur au trait n’a plus de réserve, le joueur qui a le plus de bassi de son côté gagnant",
  "optdoc.extra-captures-declinable":
    "le preneur peut s’arrêter avant de prendre tous les trous supplémentaires qui lui reviennent (le pas x-, qui finit le tour) ; false : il les prend tous",
  "optdoc.end-hole":
    "de quel côté se trouvent le trou d’extrémité droit vide et le trou à un pion à côté de lui (setup msuwa ou msuwa-back-row) : du côté de chaque joueur, ou une seule paire sur tout le plateau (le singulier de Sanderson, « the empty right-hand end hole »), du côté du premier ou du second joueur ; elle ne décide de rien avec setup msuwa-wa-kunja",
};

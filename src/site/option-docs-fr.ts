/**
 * What each engine option means, in French, keyed by the engine's own English meaning
 * (`optionDoc`, the `doc` of a family's declarations): when the engine rewords an option, its
 * entry here no longer matches and the English shows, until it is translated again
 * (tests/site/option-words.test.ts lists what is missing). Read through ./option-words.ts.
 */
export const OPTION_DOCS_FR: Readonly<Record<string, string>> = {
  "who makes the first turn (in vela the loser of the previous game always plays White, the winner Black)":
    "qui joue le premier tour (au vela, le perdant de la partie précédente joue toujours Blanc, le gagnant Noir)",
  "when one step captures both by approach and by withdrawal, the player chooses one, or the named kind takes precedence":
    "quand un même pas prend à la fois par approche et par retrait, le joueur choisit l’une des deux prises, ou bien la sorte nommée l’emporte",
  "a turn must begin with a capture when one is available; when false a non-capturing move (paika) may be played instead":
    "un tour doit commencer par une prise quand il y en a une ; sinon (false), un déplacement sans prise (paika) peut être joué à la place",
  "after a capture the same piece may, or must, go on capturing while a legal capture step remains":
    "après une prise, la même pièce peut, ou doit, continuer à prendre tant qu’il reste un pas de prise légal",
  "two consecutive steps of a chain may not go in the same direction":
    "deux pas consécutifs d’une chaîne ne peuvent pas aller dans la même direction",
  "a chain may not return to any point the piece occupied in the turn, the starting point included: that is, to any point it has left during the turn (Montgomery's proviso (a) read as any point left during the run)":
    "une chaîne ne peut revenir à aucun point que la pièce a occupé pendant le tour, point de départ compris : c’est-à-dire à aucun point qu’elle a quitté pendant le tour (la clause (a) de Montgomery lue comme tout point quitté pendant la course)",
  "a chain may not go straight back to the point it has just left (Montgomery's proviso (a) read as the point just left)":
    "une chaîne ne peut pas revenir directement au point qu’elle vient de quitter (la clause (a) de Montgomery lue comme le point tout juste quitté)",
  "each step of a chain must be along a board line not yet used in the turn":
    "chaque pas d’une chaîne doit suivre une ligne du plateau pas encore utilisée pendant le tour",
  'a capture may not take pieces lying opposite to those of the capture just made (Montgomery\'s "at both ends"), "opposite" as option opposite-capture-frame reads it':
    "une prise ne peut pas prendre des pièces situées à l’opposé de celles de la prise qui vient d’être faite (« at both ends » chez Montgomery), « à l’opposé » étant lu comme le dit l’option opposite-capture-frame",
  'how no-opposite-capture reads "opposite": board, the pieces taken lie in the board direction opposite to those the capture just before took; heading, relative to the way the piece moves in each step, an approach takes pieces in front of it and a withdrawal pieces behind it, so a withdrawal may not follow an approach, nor an approach a withdrawal (right and left never arise: every capture lies on the line of its step); it decides nothing while no-opposite-capture is off':
    "comment no-opposite-capture lit « à l’opposé » : board, les pièces prises sont dans la direction du plateau opposée à celles qu’a prises la prise précédente ; heading, par rapport au sens où la pièce avance à chaque pas, une approche prend les pièces devant elle et un retrait celles derrière elle, si bien qu’un retrait ne peut pas suivre une approche, ni une approche un retrait (la droite et la gauche n’arrivent jamais : toute prise est sur la ligne de son pas) ; elle ne décide de rien tant que no-opposite-capture est désactivée",
  "which turns are limited to one capture step: none, the first turn of the game, or each player's first turn":
    "quels tours sont limités à un seul pas de prise : aucun (none), le premier tour de la partie, ou le premier tour de chaque joueur",
  "what happens to a player who has pieces but no legal turn":
    "ce qui arrive à un joueur qui a des pièces mais aucun tour légal",
  "the game is drawn after this many consecutive turns without capture (null: never)":
    "la partie est nulle après ce nombre de tours consécutifs sans prise (null : jamais)",
  "the game is drawn when a position (board and player to move) occurs this many times since the last capture, within one game record (null: never)":
    "la partie est nulle quand une position (le plateau et le joueur au trait) revient ce nombre de fois depuis la dernière prise, dans un même relevé de partie (null : jamais)",
  'the game is drawn when neither side can capture and no move of the player to move would give either side a capture (a one-move reading of "neither side can capture any more")':
    "la partie est nulle quand aucun des deux camps ne peut prendre et qu’aucun coup du joueur au trait ne donnerait une prise à l’un ou l’autre (une lecture à un coup de « neither side can capture any more »)",
  "the board vela is played on": "le plateau sur lequel se joue le vela",
  "vela be starts from the normal set-up; vela kely removes the winner's back row (rank 5)":
    "le vela be part de la mise en place normale ; le vela kely retire la rangée arrière du gagnant (rangée 5)",
  "on the 9x5 board the winner (Black) may not capture while he has more pieces than this; at this number normal play resumes for both":
    "sur le plateau 9x5, le gagnant (Noir) ne peut pas prendre tant qu’il a plus de pièces que ce nombre ; à ce nombre, le jeu normal reprend pour les deux",
  "on the 5x5 board the winner (Black) may not capture while he has more pieces than this; at this number normal play resumes for both":
    "sur le plateau 5x5, le gagnant (Noir) ne peut pas prendre tant qu’il a plus de pièces que ce nombre ; à ce nombre, le jeu normal reprend pour les deux",
  "before the release the loser (White) captures one piece a turn, the enemy piece nearest to his own on the line captured":
    "avant la libération, le perdant (Blanc) prend une pièce par tour, la pièce ennemie la plus proche de la sienne sur la ligne de prise",
  "what happens when, before the release, the loser has no capture: he wins the vela, or plays a non-capturing move":
    "ce qui arrive quand, avant la libération, le perdant n’a aucune prise : il gagne le vela, ou il joue un déplacement sans prise",
  "before the release the winner must make a move after which the loser can capture, when such a move exists":
    "avant la libération, le gagnant doit jouer un coup après lequel le perdant peut prendre, quand un tel coup existe",
  "the two main diagonals are lines of the board, for moving and for rows":
    "les deux grandes diagonales sont des lignes du plateau, pour se déplacer comme pour les alignements",
  "pieces per player, placed one a turn on an empty point until a player's pieces are all on the board; only then does that player move":
    "pièces par joueur, posées une par tour sur un point libre jusqu’à ce que toutes les pièces d’un joueur soient sur le plateau ; alors seulement ce joueur déplace",
  "a move takes one piece one step along a line to the adjacent empty point, or (anywhere, a variant for comparison) to any empty point":
    "un coup mène une pièce d’un pas le long d’une ligne jusqu’au point libre voisin, ou (anywhere, une variante pour comparer) jusqu’à n’importe quel point libre",
  "a player who gets three pieces on one line wins at once, while placing as well as while moving":
    "un joueur qui aligne trois pièces sur une ligne gagne aussitôt, pendant la pose comme pendant les déplacements",
  "the game is drawn (void) when the same position with the same player to move occurs this many times since the last placement":
    "la partie est nulle (annulée) quand la même position, avec le même joueur au trait, revient ce nombre de fois depuis la dernière pose",
  "what happens to a player with no legal turn":
    "ce qui arrive à un joueur qui n’a aucun tour légal",
  "holes in each row (Sanderson: any number)":
    "trous par rangée (Sanderson : un nombre quelconque)",
  "outer-rows: both series travel the ring of the two back rows (Chiana wa Kunja); own-rows: each player's series travels its own two rows (Chiana wa Bwalo)":
    "outer-rows : les deux séries parcourent l’anneau des deux rangées arrière (Chiana wa Kunja) ; own-rows : la série de chaque joueur parcourt ses deux propres rangées (Chiana wa Bwalo)",
  "counters put in every hole of each player's back row at the start":
    "graines mises au départ dans chaque trou de la rangée arrière de chaque joueur",
  "who makes the first move": "qui joue le premier coup",
  "the way the series travel (anticlockwise: left to right along the player's near side)":
    "le sens où avancent les séries (anticlockwise : de gauche à droite le long du côté proche du joueur)",
  "a move spreads the last (rearmost) hole of the player's series, one counter in each following hole":
    "un coup répand le dernier trou (le plus en arrière) de la série du joueur, une graine dans chacun des trous suivants",
  "a spread that leaves one counter in the front hole and two in the hole behind it is followed by another spread of the (new) rearmost hole":
    "un épandage qui laisse une graine dans le trou de tête et deux dans le trou derrière lui est suivi d’un nouvel épandage du (nouveau) dernier trou",
  "overtake: spreading into the opponent's series captures every hole sown into; last-empty-front: a last counter falling into an empty front-row hole takes the opponent's facing front-row hole; newly-occupied-front: every empty front-row hole the spread occupies takes the facing hole":
    "overtake : répandre dans la série de l’adversaire prend chaque trou ensemencé ; last-empty-front : une dernière graine tombant dans un trou vide de la rangée avant prend le trou d’en face de la rangée avant de l’adversaire ; newly-occupied-front : chaque trou vide de la rangée avant qu’occupe l’épandage prend le trou d’en face",
  "in-place: captured holes join the captor's series where they are; behind-series: their counters go to the hole behind the captor's series (the hole the spread started from); removed: captured counters leave the board":
    "in-place : les trous pris rejoignent la série du preneur là où ils sont ; behind-series : leurs graines vont dans le trou derrière la série du preneur (le trou d’où l’épandage est parti) ; removed : les graines prises quittent le plateau",
  "a player who has a move that captures must make one (Sanderson and the DLP's summaries say nothing either way); in Chiana wa Kunja, where a player has one move (two only for a lone counter under lone-counter one-or-two), it never decides under the sources' readings":
    "un joueur qui a un coup qui prend doit en jouer un (Sanderson et les résumés du DLP ne disent rien là-dessus) ; au Chiana wa Kunja, où un joueur n’a qu’un coup (deux seulement pour une graine seule avec lone-counter one-or-two), elle ne décide jamais de rien selon les lectures des sources",
  "a lone counter in the rearmost hole of a series of two or more holes is first added to the next hole, which is then spread":
    "une graine seule dans le dernier trou d’une série de deux trous ou plus est d’abord ajoutée au trou suivant, qui est alors répandu",
  "a player left with a single counter moves it two holes, one or two holes at its choice, or one hole":
    "un joueur à qui il ne reste qu’une graine l’avance de deux trous, d’un ou deux trous à son choix, ou d’un trou",
  "a relay or re-spreading that would never end stops at its first repeated situation, or at its 100,000th relay lift, and the turn ends (relay.ts)":
    "un relais ou un nouvel épandage qui ne finirait jamais s’arrête à sa première situation répétée, ou à sa 100 000e levée de relais, et le tour se termine (relay.ts)",
  "the game is drawn when this many turns have been played without a result":
    "la partie est nulle quand ce nombre de tours a été joué sans résultat",
  "the player who captures all the opponent's counters (Kunja: holes) wins":
    "le joueur qui prend toutes les graines de l’adversaire (Kunja : tous ses trous) gagne",
  "holes in each row (the DLP's summary: an even number from 10 to 20; Sanderson: as many as Nsolo)":
    "trous par rangée (le résumé du DLP : un nombre pair de 10 à 20 ; Sanderson : autant qu’au Nsolo)",
  "msuwa: two in every hole but each player's right-hand front-row hole (none) and the one left of it (one); msuwa-back-row: the same with the empty hole and its one-counter neighbour at the right-hand end of each player's back row (Sanderson does not name the row of 'the empty right-hand end hole'); msuwa-wa-kunja: two in every back-row hole only":
    "msuwa : deux graines dans chaque trou sauf le trou de droite de la rangée avant de chaque joueur (aucune) et celui à sa gauche (une) ; msuwa-back-row : de même, le trou vide et son voisin à une graine étant au bout droit de la rangée arrière de chaque joueur (Sanderson ne nomme pas la rangée de « the empty right-hand end hole ») ; msuwa-wa-kunja : deux graines dans chaque trou de la rangée arrière seulement",
  "a turn sows the whole contents of one hole of the player's own two rows":
    "un tour sème tout le contenu d’un trou des deux rangées du joueur",
  "sowing direction round the player's two rows":
    "le sens du semis autour des deux rangées du joueur",
  "a last counter falling into an occupied hole lifts that hole and sowing goes on":
    "une dernière graine tombant dans un trou occupé lève ce trou, et le semis continue",
  "empty-front: a last counter falling into an empty hole of the player's front row takes the opponent's facing front-row hole (the DLP's condition); any-front: Sanderson's 'the hole arrived at' with no emptiness condition, the capture tested before the relay, so a last counter in a front-row hole, empty or not, facing counters takes them and the sowing ends there, while an occupied hole facing an empty one relays":
    "empty-front : une dernière graine tombant dans un trou vide de la rangée avant du joueur prend le trou d’en face de la rangée avant de l’adversaire (la condition du DLP) ; any-front : « the hole arrived at » de Sanderson, sans condition de trou vide, la prise étant essayée avant le relais, si bien qu’une dernière graine dans un trou de la rangée avant, vide ou non, face à des graines les prend et le semis s’arrête là, tandis qu’un trou occupé face à un trou vide relaie",
  "a player who has a sowing that captures must make one (Sanderson and the DLP's summary say nothing either way)":
    "un joueur qui a un semis qui prend doit en jouer un (Sanderson et le résumé du DLP ne disent rien là-dessus)",
  "when the front-row hole is taken, the opponent's back-row hole behind it is taken too":
    "quand le trou de la rangée avant est pris, le trou de la rangée arrière de l’adversaire derrière lui est pris aussi",
  "how many further holes of the opponent the captor chooses and takes":
    "combien d’autres trous de l’adversaire le preneur choisit et prend",
  "the captor may stop before taking every extra hole it is owed (the step x-, which ends the turn); false: it takes them all":
    "le preneur peut s’arrêter avant de prendre tous les trous supplémentaires qui lui reviennent (le pas x-, qui finit le tour) ; false : il les prend tous",
  "whose side has the empty right-hand end hole and the one-counter hole beside it (setup msuwa or msuwa-back-row): each player's, or one such pair on the whole board (Sanderson's singular 'the empty right-hand end hole'), on the first or on the second player's side; it decides nothing under setup msuwa-wa-kunja":
    "de quel côté se trouvent le trou d’extrémité droit vide et le trou à un pion à côté de lui (setup msuwa ou msuwa-back-row) : du côté de chaque joueur, ou une seule paire sur tout le plateau (le singulier de Sanderson, « the empty right-hand end hole »), du côté du premier ou du second joueur ; elle ne décide de rien avec setup msuwa-wa-kunja",
  "the extra holes are taken after any capture (front) or only when both facing holes held counters (front-and-back)":
    "les trous supplémentaires sont pris après toute prise (front) ou seulement quand les deux trous d’en face contenaient des graines (front-and-back)",
  "restricted: a single counter may be sown only when no hole of the player holds more, and only into an empty hole":
    "restricted : une graine seule ne peut être semée que si aucun trou du joueur n’en contient davantage, et seulement dans un trou vide",
  "a player who cannot move": "un joueur qui ne peut pas jouer",
  "the player who captures all the opponent's counters wins":
    "le joueur qui prend toutes les graines de l’adversaire gagne",
  "holes in each row (Flacourt: 32 holes in four rows)":
    "trous par rangée (Flacourt : 32 trous en quatre rangées)",
  "bassi in the game, half for each player (Flacourt: 64)":
    "bassi en jeu, la moitié pour chaque joueur (Flacourt : 64)",
  "one bassi in each of the twelve middle cells of the front rows (second Chibou and the four cells between them on each side); the rest in reserve":
    "un bassi dans chacune des douze cases du milieu des rangées avant (le second Chibou et les quatre cases entre eux de chaque côté) ; le reste en réserve",
  "per-player: each player plays from its own reservoir (its half of the bassi less the six on the board); shared: both draw from one reservoir":
    "per-player : chaque joueur joue de sa propre réserve (sa moitié des bassi moins les six sur le plateau) ; shared : les deux puisent dans une seule réserve",
  "middle-cells: the first player's first bassi goes into one of its four middle cells":
    "middle-cells : le premier bassi du premier joueur va dans l’une de ses quatre cases du milieu",
  "a bassi from the reserve may only be put into a hole that holds bassi":
    "un bassi de la réserve ne peut être mis que dans un trou qui contient des bassi",
  "a player who can capture must capture": "un joueur qui peut prendre doit prendre",
  "captured bassi go to either of the captor's first Chibou (its choice) or to the one on the capturing hole's half":
    "les bassi pris vont dans l’un ou l’autre des premiers Chibou du preneur (à son choix) ou dans celui de la moitié du trou qui prend",
  "when-both-held: if the receiving first Chibou already held bassi before this capture and the opponent's first Chibou facing it holds bassi, both are emptied and sown inwards from the receiving Chibou; when-opposite-occupied: the same whenever the facing Chibou holds bassi; always: the receiving Chibou (with the facing one) is sown after every capture; none: captures stay in the Chibou":
    "when-both-held : si le premier Chibou qui reçoit contenait déjà des bassi avant cette prise et que le premier Chibou d’en face de l’adversaire contient des bassi, les deux sont vidés et semés vers l’intérieur depuis le Chibou qui reçoit ; when-opposite-occupied : de même chaque fois que le Chibou d’en face contient des bassi ; always : le Chibou qui reçoit (avec celui d’en face) est semé après chaque prise ; none : les prises restent dans le Chibou",
  "a capture made by the last bassi of that sowing goes to the first Chibou that was emptied":
    "une prise faite par le dernier bassi de ce semis va au premier Chibou qui a été vidé",
  "the holes that may receive the bassi of a mamoueatsrha: any occupied hole of the player's two rows, or of its front row only":
    "les trous qui peuvent recevoir les bassi d’un mamoueatsrha : tout trou occupé des deux rangées du joueur, ou de sa rangée avant seulement",
  "a mamoueatsrha is sown to the left or to the right, as the player chooses":
    "un mamoueatsrha est semé vers la gauche ou vers la droite, au choix du joueur",
  "a last bassi falling into an occupied hole lifts it and sowing goes on, round the player's two rows, until one falls into an empty hole (mandre)":
    "un dernier bassi tombant dans un trou occupé le lève, et le semis continue autour des deux rangées du joueur jusqu’à ce qu’un bassi tombe dans un trou vide (mandre)",
  "a player loses when all the holes of its two rows (side) or of its front row (Chibou and cells) are empty":
    "un joueur perd quand tous les trous de ses deux rangées (side) ou de sa rangée avant (Chibou et cases) sont vides",
  "sow: a player without reserve lifts one of its holes and sows it left or right; if the last bassi of that first lap falls into an occupied front-row hole facing an occupied hole it captures, as a bassi from the reserve does, else the sowing relays to mandre as a mamoueatsrha; count: the game ends when the player to move has no reserve, the player with more bassi on its side winning":
    "sow : un joueur sans réserve lève l’un de ses trous et le sème à gauche ou à droite ; si le dernier bassi de ce premier tour tombe dans un trou occupé de la rangée avant face à un trou occupé, il prend, comme le fait un bassi de la réserve, sinon le semis relaie jusqu’au mandre comme un mamoueatsrha ; count : la partie s’arrête quand le joueur au trait n’a plus de réserve, le joueur qui a le plus de bassi de son côté gagnant",
};

/** The Malagasy of the English area ../en/embed.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { embed as english } from "../en/embed.ts";

export const embed: Strings<typeof english> = {
  "embed.pageTitle": "Takelaky ny {game} — {site}",
  "embed.boardLabel": "Takelaka (mivezivezy an-tsisiny amin’ny efijery tery)",
  "embed.boardStart": "Takelaky ny {game}, {title}, fanombohana",
  "embed.caption": "Toerana fanombohana.",
  "embed.steps": "Diavo ny dia",
  "embed.first": "Fanombohana",
  "embed.prev": "Teo aloha",
  "embed.next": "Manaraka",
  "embed.last": "Farany",
  "embed.note":
    "Ny toerana fanombohana. Azo diavina ny dia rehefa nanomboka ny pejy (mila JavaScript).",
  "embed.back": "Sokafy ao amin’ny {site}",
  "simb.embed.start": "Ny toerana fanombohana.",
  "simb.embed.startMoves.one": "Ny toerana fanombohana; dia {n}.",
  "simb.embed.startMoves.other": "Ny toerana fanombohana; dia {n}.",
  "simb.embed.move": "Dia {ply} amin’ny {n}, {move}.",
  "simb.embed.boardStart": "Takelaky ny {game}, {title}, fanombohana",
  "simb.embed.boardAfter": "Takelaky ny {game}, {title}, taorian’ny dia {ply}",
  "simb.embed.whereStart": "Toerana fanombohana",
  "simb.embed.whereAfter": "Taorian’ny dia {ply} amin’ny {n}",
  "simb.share.toMove": "Anjaran’ny {player} ny milalao.",
  "simb.share.gameTitle": "{game}: {title}",
  "simb.share.startPosition": "Toerana fanombohana.",
  "simb.share.setUpPosition": "Toerana napetraka.",
  "simb.share.afterStart": "Toerana taorian’ny dia {n} hatramin’ny fanombohana.",
  "simb.share.afterSetUp": "Toerana taorian’ny dia {n} hatramin’ny toerana napetraka.",
  "simb.share.imageTitle": "Takelaky ny {game}, {title}",
  "simb.share.iframeTitle": "Takelaky ny {game}: {title}",
  "simb.share.downloaded": "Voaray {name}: ny takelaka, ny fanondroana azy ary fanazavana.",
  "simb.share.imageFailed": "Tsy vita ny sary: {why}.",
  "simb.share.embedLabel": "Kaody hampidirana (apetaho amin’ny pejy web)",
  "simb.share.embedCopied":
    "Voadika ny kaody hampidirana: <iframe> mampiseho ity takelaka ity sy ny diany.",
  "simb.share.embedInField":
    "Ao amin’ny saha eo ambanin’ny toerana ny kaody hampidirana; fidio ary adikao.",
};

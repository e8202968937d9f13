/** The Malagasy of the English area ../en/tree.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { tree as english } from "../en/tree.ts";

export const tree: Strings<typeof english> = {
  "simb.tree.variationLabel": "Dia hafa, {turn}",
  "simb.tree.start": "Ny toerana fanombohana.",
  "simb.tree.move": "Dia {n}, {player}: {turn}",
  "simb.tree.mainOf": ", ny dia fototra amin’ny {count} eto",
  "simb.tree.variationOf": ", dia hafa {i} amin’ny {count} eto",
  "simb.tree.inVariation": ", ao anatin’ny dia hafa",
  "simb.tree.comment": "Fanamarihana: {comment}",
  "simb.tree.edgeStart": "Ny toerana fanombohana: tsy misy dia alohany.",
  "simb.tree.edgeEnd": "Ny faran’ity andalana ity.",
  "simb.tree.edgeOther": "Tsy nisy dia hafa nolalaovina teto.",
  "simb.tree.mainAlready": "Efa ao amin’ny andalana fototra ity dia ity.",
  "simb.tree.promoted": "Nakarina: {turn} no dia fototra amin’ny dia {n} izao.",
  "simb.tree.promotedInside":
    "Nakarina: {turn} no dia fototra amin’ny dia {n} izao, ao anatin’ny dia hafa: akaro indray raha hampiakatra azy bebe kokoa.",
  "simb.tree.mainKept": "Ao amin’ny andalana fototra ity dia ity, ka tsy voafafa.",
  "simb.tree.deleted.one": "Voafafa ny dia hafa {turn} (dia {n}).",
  "simb.tree.deleted.other": "Voafafa ny dia hafa {turn} (dia {n}).",
  "simb.tree.commentGame": "Fanamarihana momba ny lalao",
  "simb.tree.commentMove": "Fanamarihana momba ny {move}",
  "simb.tree.saveComment": "Tehirizo ny fanamarihana",
  "simb.tree.cancel": "Aoka ihany",
  "simb.tree.commentRemoved": "Voafafa ny fanamarihana.",
  "simb.tree.commentSaved": "Voatahiry ny fanamarihana.",
  "simb.tree.commentKept": "Tsy niova ny fanamarihana.",
  "simb.tree.downloaded":
    "Voaray {name}: rakitra fanoratana misy ny andalana sy ny fanamarihana rehetra.",
  "simb.tree.fileCopied": "Voadika ny rakitra fanoratana.",
  "simb.tree.linkCopied": "Voadika ny rohy misy ny andalana sy ny fanamarihana rehetra.",
  "simb.tree.fileNotCopied":
    "Tsy nety nandika ny rakitra fanoratana ny mpitety tranonkala; alaivo kosa ilay rakitra.",
  "simb.tree.linkNotCopied":
    "Tsy nety nandika ny rohy misy ny andalana sy ny fanamarihana rehetra ny mpitety tranonkala; ao amin’ny saha eto ambany izy.",
  "simb.tree.tooLong":
    "Lava loatra hozaraina ho rohy: alaivo ny rakitra (litera {length} ny rohy, {limit} no fetra).",
  "simb.tree.notLoaded": "Tsy nampidirina, {from}: {error}. Tsy niova ny lalaonao.",
  "simb.tree.fromPasted": "ny soratra napetaka",
  "simb.tree.fromLink": "ny lalao ao amin’ny rohy",
  "simb.tree.at": "andalana {line}, tsanganana {column}: {message}",
  "simb.tree.loaded": "Nampidirina, {from}: {moves}, {variations}, araka ny {title}.",
  "simb.tree.loadedChanged":
    "Nampidirina, {from}: {moves}, {variations}, araka ny {title}, novain’ny rakitra.",
  "simb.tree.moves.one": "dia {n}",
  "simb.tree.moves.other": "dia {n}",
  "simb.tree.variations.one": "dia hafa {n}",
  "simb.tree.variations.other": "dia hafa {n}",
  "simb.tree.versionNote":
    "Tsy anisan’ny dikan’ireo fitsipika ireo ny Version an’ny rakitra ({why}); lalaovina araka ny fitsipika ankehitriny izy.",
  "simb.tree.badLink": "Tsy misy lalao azo lalaovina eto ao amin’ity rohy ity ({why}).",
  "simb.tree.panelNote":
    "Ny rakitra fanoratana dia mitahiry ny andalana sy ny dia hafa ary ny fanamarihana rehetra, miaraka amin’ny famakiana ny fitsipika nilalaovana azy.",
  "simb.tree.copy": "Adikao ho soratra",
  "simb.tree.download": "Alaivo ny rakitra",
  "simb.tree.share": "Rohy misy ny andalana rehetra",
  "simb.tree.linkLabel": "Rohy misy ny andalana sy ny fanamarihana rehetra",
  "simb.tree.paste": "Apetaho eto ny rakitra fanoratana",
  "simb.tree.load": "Ampidiro ity soratra ity",
  "simb.tree.open": "Na sokafy rakitra iray",
  "simb.notation.commentOpen": "tsy mihidy amin’ny } mihitsy ny fanamarihana nosokafana teto",
  "simb.notation.commentClose": "tsy manidy fanamarihana ny }",
  "simb.notation.tagPair":
    '{text} tsy marika tsara: soraty amin’ny andalana iray ny [Anarana "sanda"]',
  "simb.notation.glyphNumber":
    "{text} tsy famantarana: soraty ny $ arahin’ny isa 0 hatramin’ny {max}",
  "simb.notation.glyphUnknown": "{text} tsy famantarana: ny famantarana dia {glyphs} sy $n",
  "simb.notation.numberOrResult": "{text} tsy laharan’ny dia ({n}. na {n}...) na vokatra",
  "simb.notation.character": "tsy misy dikany eto ny litera {char}",
  "simb.notation.tagUnknown": "marika tsy fantatra {name}; ny marika dia {tags}",
  "simb.notation.tagTwice": "indroa no nomena ny marika {name}",
  "simb.notation.format":
    "amin’ny endrika {value} ny rakitra; ny endrika {known} no fantatr’ity mpamaky ity",
  "simb.notation.resultTag": "Result {value} tsy vokatra: soraty 1-0, 0-1, 1/2-1/2 na *",
  "simb.notation.dateTag": "Date {value} tsy daty: soraty TTTT, TTTT-VV na TTTT-VV-AA",
  "simb.notation.afterResult": "tsy misy azo manaraka ny vokatra",
  "simb.notation.numberAlone": "laharan’ny dia tsy misy dia",
  "simb.notation.tagLate": "alohan’ny dia voalohany ny marika",
  "simb.notation.glyphAlone": "tsy maintsy manaraka ny dia mariihany ny famantarana",
  "simb.notation.variationOpenAtResult": "tsy mihidy alohan’ny vokatra ny dia hafa nosokafana teto",
  "simb.notation.numberWrong":
    "tsy mety ny laharan’ny dia {written}: {due} ity dia ity (manisa ny tsingerina roa-roa hatramin’ny fiandohan’ny rakitra ny laharana)",
  "simb.notation.variationFirst": "tsy maintsy manaraka ny dia soloany ny dia hafa",
  "simb.notation.variationClose": "tsy manidy dia hafa ny )",
  "simb.notation.variationEmpty": "dia hafa tsy misy dia",
  "simb.notation.variationOpen": "tsy mihidy amin’ny ) mihitsy ny dia hafa nosokafana teto",
  "simb.notation.resultNoTag":
    'mifarana amin’ny {result} ny dia nefa tsy misy marika Result ny rakitra: ampio [Result "{result}"]',
  "simb.notation.resultDiffers":
    "mifarana amin’ny {result} ny dia nefa {tag} no lazain’ny marika Result",
  "simb.notation.tooLong": "litera {length} ny rakitra, mihoatra ny {max}",
  "simb.notation.noGame": 'tsy manonona lalao ny rakitra: ampio [Game "<id-n’ny lalao>"]',
  "simb.notation.noRuleset": 'tsy manonona fitsipika ny rakitra: ampio [Ruleset "<id>"]',
  "simb.notation.notATurn": "{text} tsy anjara lalao eto: {why}",
  "simb.notation.refused": "nolavin’ny fitsipika {rule} ny {text}: {why}",
  "simb.notation.refusedCite": "nolavin’ny fitsipika {rule} ny {text}: {why} ({cite})",
  "simb.notation.position": "tsy toeran’ny {game}: {why}",
  "simb.notation.otherGame": "lalao {named} ny rakitra, fa tsy {game}",
  "simb.notation.resultPlayed":
    "mifarana amin’ny {end} ny andalana fototra araka ity famakiana ity, nefa {result} no lazain’ny marika Result",
  "simb.notation.otherPage":
    "lalao {game} ny rakitra, fa tsy {page}: sokafy amin’ny pejin’io lalao io",
  "simb.notation.noSuchRuleset":
    "tsy manana fitsipika “{ruleset}” eto ny {game} (ny an’ny pejy dia {list})",
  "simb.notation.changes": "{why}",
  "simb.notation.linkLength": "litera {length} ny rohy, mihoatra noho izay ilain’ny lalao",
  "simb.notation.linkChars": "tsy soratra base64url ny hazon’ny rohy",
  "simb.notation.linkUnpack": "tsy voavelatra ny hazon’ny rohy ({why})",
};

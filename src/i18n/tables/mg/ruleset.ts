/** The Malagasy of the English area ../en/ruleset.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { ruleset as english } from "../en/ruleset.ts";

export const ruleset: Strings<typeof english> = {
  "rs.tocOptions": "Ireo safidy sy ny niaviany avy",
  "rs.tocFacets": "Lafin’ny fitsipika",
  "rs.tocOthers": "Fitsipika hafa ho an’ny {game}",
  "rs.game": "Lalao",
  "rs.id": "Famantarana ny fitsipika",
  "rs.type": "Karazany",
  "rs.typesLink": "(ireo karazany)",
  "rs.follows": "Manaraka",
  "rs.evidence": "Porofo",
  "rs.options": "Safidy",
  "rs.optionCounts":
    "{n} izy rehetra: {stated} voalaza, {elsewhere}{inferred} natsoaka, {default} sanda raisinay ho azy",
  "rs.optionElsewhere": "{n} voalaza any an-kafa, ",
  "rs.whatTheseMean": "ny dikan’ireo",
  "rs.noOptions": "Tsy mametraka safidy ireto fitsipika ireto.",
  "rs.engineSetting": "Fandrindrana ny milina {key} = {value}",
  "rs.noFacets": "Tsy mbola misy lafiny voarakitra.",
  "rs.notStated": "Tsy lazain’ny loharano.",
  "rs.sideBySide": "{link}, ao amin’ny pejin’ny {game}.",
  "rs.sideBySideLink": "Ireo fitsipika mifanila",
  "rs.otherType": "(fitsipika {type})",
  "rs.ownLocators":
    "Raha tsy manonona loharano ny toerana, dia ao amin’ny {source} izy. Ny teny notsongaina, sy ny antony nanatsoahana fitsipika, nakana azy tamin’ny loharano hafa na nifidianana azy, dia ao amin’ny pejy amin’ity adiresy ity.",
  "cite.evidence": "(porofo: {link})",
  "cite.cut": "Notapahina teo amin’ny [...]:",
  "cite.noQuote": "Tsy misy teny notsongaina voarakitra ho an’ity fanondroana ity.",
  "cite.reasoning": "Fandinihana:",
  "cite.notInWordsOf": "tsy amin’ny tenin’ny {own}",
  "cite.borrowed": "Avy amin’ny {cited}, {notIn}",
  "dead.heading": "Safidy tsy manapaka na inona na inona amin’ireo toerana nodinihina",
  "dead.intro":
    "Novaina tsirairay ho amin’ny sanda hafany avy ny safidin’ity famakiana ity, ary nampitahaina tamin’ny an’ny famakiana ny dia ara-dalàna sy ny vokatra tamin’ny toerana {positions}: {sample} ({command}).",
  "dead.none":
    "Manova dia ara-dalàna iray farafahakeliny, vokatra iray na ny toerana fanombohana ny safidy tsirairay.",
  "dead.head":
    "Amin’ireo toerana {positions} nodinihina, ny fanovana ny {key} avy amin’ny {from} ho {to} dia tsy manova dia ara-dalàna, ny vokatry ny dia na ny vokatry ny lalao. Na mipoitra amin’ny toerana tsy tratran’ny santionany ihany ny fepetrany, na efa manapaka ny tranga rehetra tapahiny ny fitsipika hafan’ny famakiana.",
  "dead.stated":
    "Amin’ny tranga faharoa, tsy manampy na inona na inona araka ny famakiana eto ny fitsipika lazain’ny loharano, ka mety tsy mitovy amin’ny an’ny loharano ny famakiana ireo fitsipika hafa ireo.",
  "dead.other":
    "Amin’ny tranga faharoa, tsy mampiova na inona na inona amin’ity famakiana ity ny sandany, izay «{basis}» ny fototra fa tsy lazain’ny loharanon’ity famakiana ity.",
  "dead.or": "{list} na {last}",
  "dead.sample":
    "ny fanombohana, ireo toerana {breadth} voalohany avy aminy amin’ny sakany, ireo toerana namboarina tanana ho an’ny lalao, ary ny toerana rehetra amin’ny lalao kisendrasendra {games} misy voa, hatramin’ny dia {maxTurns} (voa {seed})",
};

/** The Malagasy of the English area ../en/findings.ts, key for key (awaiting a native speaker). */
import type { Strings } from "../../table.ts";
import type { findings as english } from "../en/findings.ts";

export const findings: Strings<typeof english> = {
  "ef.note":
    "Ireo isa ireo dia kajian’ny milina mpampihatra fitsipiky ny tranonkala rehefa amboarina ny tranonkala, avy amin’ny rakitra fitsipika araka ny misy azy; tsy misy soratana tanana na iray aza.",
  "ef.under": "Araka ny",
  "ft.heading": "Fihodinana voalohany",
  "ft.lead": "Ireo anjara azo atao avy amin’ny toerana fanombohana, amin’ny fanoratan’ny milina.",
  "ft.tableLabel": "Fihodinana voalohany azo atao isaky ny fitsipika",
  "ft.ruleset": "Fitsipika",
  "ft.firstToMove": "Mialoha milalao",
  "ft.legal": "Fihodinana voalohany azo atao",
  "ft.whole": "Fihodinana feno {turns}, avy amin’ny dingana voalohany {steps} azo atao",
  "ft.play": "Lalaovy ao amin’ny fitaovana filalaovana",
  "ft.onlyHere":
    "Ity fitsipika ity ihany no mamela ny {turns} amin’ireo manomboka amin’ny toerana mitovy.",
  "fg.heading": "Manana safidy ve ny mpilalao indraindray?",
  "fg.lead":
    "Lalaovina hatrany am-piandohana ny lalao tsirairay, ka voatanisa ny anjara azo atao amin’ny toerana rehetra, eo amin’ny takelaky ny fitsipika sy amin’ny takelaka hafa habe.",
  "fg.determined":
    "Tsy misy toerana amin’ireo lalao ireo manolotra anjara mihoatra ny iray. {who}: lalao iray voatery ihany ny haben’ny takelaka tsirairay, voafaritry ny fandaminana am-piandohana tanteraka. Toetran’ny fitsipika araka ny famakiana azy izany, fa tsy hadisoan’ny milina.",
  "fg.whoSanderson":
    "Raha vakiana toy izao, ny filazalazan’i Sanderson dia tsy mamela safidy ho an’ny mpilalao",
  "fg.whoRules": "Raha vakiana toy izao, ny fitsipika dia tsy mamela safidy ho an’ny mpilalao",
  "fg.choices":
    "Toerana {total} amin’ireo lalao ireo no manolotra anjara mihoatra ny iray (hatramin’ny {most}); amin’izany, ny lalao aseho dia maka ny anjara voalohany tanisain’ny milina.",
  "fg.limit": "ny fetran’ny anjara {n}",
  "fg.cycle": "ny toerana aorian’ny anjara {ply} dia mamerina ilay aorian’ny anjara {of}",
  "fg.forever": ", ka raha tsy misy ny fetra dia hihodina mandrakizay ny lalao",
  "fg.clean":
    "Tsy misy toerana miverina amin’ireo lalao ireo ary tsy misy mahatratra {limit}: na ny famerimberenana na ny fetran’ny anjara tsy mamarana na dia iray aza.",
  "fg.byLimit": "Amin’ny lavaka {holes}, sahala ny lalao noho {limit}.",
  "fg.byLimitCycle": "Amin’ny lavaka {holes}, sahala ny lalao noho {limit}: {cycle}.",
  "fg.repeatOnly": "Amin’ny lavaka {holes}, {cycle}, alohan’ny hiafaran’ny lalao.",
  "fg.others": "Ireo lalao {n} hafa dia mifarana alohan’ny {limit}, tsy misy toerana miverina.",
  "fg.tableLabel": "Lalao araka ny {titles}",
  "fg.holes": "Lavaka isaky ny andalana",
  "fg.plies": "Fihodinana nolalaovina",
  "fg.withChoice": "Toerana misy safidy",
  "fg.result": "Vokatra ({player} no mialoha)",
  "fg.resultShort": "Vokatra",
  "fg.rulesetBoard": "(takelaky ny fitsipika)",
  "fg.wins": "Mandresy {player} ({how})",
  "fg.drawn": "Sahala ({how})",
  "pp.heading": "Lalao tonga lafatra",
  "pp.centre": "ny afovoany",
  "pp.corner": "ny zorony",
  "pp.side": "ny afovoan’ny sisiny",
  "pp.draw": "sahala raha samy milalao tsara indrindra",
  "pp.winsIn.one": "mandresy {player} amin’ny antsasaky ny anjara {n}",
  "pp.winsIn.other": "mandresy {player} amin’ny antsasaky ny anjara {n}",
  "pp.startDraw":
    "Raha tonga lafatra ny lalao, sahala izy hatramin’ny takelaka foana: tsy misy mpilalao afaka manery fandresena, ary ny fitsipiky ny famerimberenana no mamarana ny lalao.",
  "pp.start":
    "Raha tonga lafatra ny lalao, hatramin’ny takelaka foana: {value}, amin’ny anjara {turn} an’i {winner}, na inona na inona ataon’i {loser} ({first} no mialoha).",
  "pp.each":
    "Ny fametrahana voalohany tsirairay, ary lalao tonga lafatra aorian’izany (isaina hatrany am-piandohana ny antsasaky ny anjara):",
  "pp.counts":
    "Sokajian’ny mpamaha ny toerana ara-dalàna {valid} rehetra: {win} mandresy, {loss} resy ary {draw} sahala ho an’ny mpilalao manaraka.",
};

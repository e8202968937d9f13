/** The Malagasy of the English area ../en/linkerr.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { linkerr as english } from "../en/linkerr.ts";

export const linkerr: Strings<typeof english> = {
  "simb.linkerr.too-long":
    "litera {n} ny halavan’ny rohy, mihoatra lavitra noho izay ilain’ny lalao iray",
  "simb.linkerr.not-a-field": 'tsy saha amin’ny rohin’ny lalao ny "{text}"',
  "simb.linkerr.bad-url-text": "tsy soratra URL marina ny saha {key}",
  "simb.linkerr.unknown-field": 'saha "{key}" tsy fantatra ao amin’ny rohy',
  "simb.linkerr.no-ruleset": "tsy manonona fitsipika ny rohy",
  "simb.linkerr.changes-too-long":
    "litera {n} ny halavan’ny lisitry ny safidy, mihoatra noho izay ilain’ny famakiana rehetra",
  "simb.linkerr.not-a-change":
    "tsy safidy sy ny sandany ny {item}: soraty tsirairay ho <safidy>:<sanda>",
  "simb.linkerr.change-twice": "indroa no omena ny safidy {option}",
  "simb.linkerr.export-no-reason":
    "omeo antony ny fanovana: soratana ao amin’ny fanononana voaova tsirairay izany",
  "simb.linkerr.export-unchanged": "tsy nisy novaina: io no famakian’ny loharano",
  "simb.linkerr.export-yaml": "tsy YAML marina ny rakitry ny fitsipika: {error}",
  "simb.linkerr.export-fields":
    "tsy manana id, lalao, lohateny na famintinana ny rakitry ny fitsipika",
  "simb.linkerr.export-option":
    'tsy manana safidy "{key}" miaraka amin’ny fanononana azy ny rakitry ny fitsipika',
};

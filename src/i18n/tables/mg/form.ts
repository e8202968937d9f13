/** The Malagasy of the English area ../en/form.ts, key for key (awaiting a native speaker). */
import type { Strings } from "../../table.ts";
import type { form as english } from "../en/form.ts";

export const form: Strings<typeof english> = {
  "form.kindLabel": "Inona no atolotrao?",
  "form.kind.ruleset": "Famakiana (fitsipi-dalao)",
  "form.kind.evidence": "Porofo (andalana avy amin’ny loharano momba ny lalao iray)",
  "form.kind.source": "Loharano (firaketana momba ny boky na lahatsoratra)",
  "form.kind.study": "Fandalinana loharano",
  "form.fileId":
    "Anaran’ny rakitra (ny mari-pamantarana ny firaketana, tsy ovaina intsony rehefa navoaka)",
  "form.fileIdHelp":
    "Teny soratana amin’ny litera kely, ampifandraisina amin’ny tsipika fohy; afaka mitazona mari-pamantarana DLP ny porofo (DLP.Evidence.661).",
  "form.add": "Hanampy amin’ny {what}",
  "form.remove": "Hanala ny singa {n} amin’ny {what}",
  "form.entryName": "Anarana",
  "form.variant": "Endrika inona amin’ny {what}",
  "form.fixed": "foana",
  "form.none": "(tsy misy)",
  "form.check": "Hanamarina sy hamorona ny rakitra",
  "form.loadFailed": "Tsy nahomby ny fakana ny {what}: atolory ho firaketana vaovao izy.",
  "form.problems.one": "Olana {n} tokony hahitsiana",
  "form.problems.other": "Olana {n} tokony hahitsiana",
  "form.accepted":
    "Mifanaraka amin’ny firafitry ny votoaty ny firaketana. Tehirizo ny rakitra etsy ambany ary sokafy ny fangatahana fampidirana (pull request) miaraka amin’ny lahatsoratra manaraka azy.",
  "form.fileLabel": "Ny rakitra {path}",
  "form.prLabel": "Ny lahatsoratry ny fangatahana fampidirana",
  "form.line": "saha `{field}`: {message}",
  "form.record": "(ny firaketana)",
  "form.fileName": "(anaran’ny rakitra)",
  "form.issue.type": "Tsy mety ny sanda: {expected} no andrasana, {received} no azo",
  "form.issue.value": "Tsy mety ny sanda: {value} no andrasana",
  "form.issue.option": "Tsy mety ny safidy: iray amin’ireto no andrasana: {values}",
  "form.issue.small": "Kely loatra: tokony hanana {unit} {bound} ny {origin}",
  "form.issue.smallValue": "Kely loatra: tokony ho {bound} ny {origin}",
  "form.issue.big": "Lehibe loatra: tokony hanana {unit} {bound} ny {origin}",
  "form.issue.bigValue": "Lehibe loatra: tokony ho {bound} ny {origin}",
  "form.issue.exactly": "{n} marina",
  "form.issue.characters": "litera",
  "form.issue.items": "singa",
  "form.issue.pattern": "Tsy mety ny soratra: tsy maintsy mifanaraka amin’ny modely {pattern}",
  "form.issue.keys": "Fanalahidy tsy fantatra: {keys}",
  "form.issue.union": "Tsy mety ny sanda",
};

/** The French of the English area ../en/citedas.ts ("DLP database donne comme année 1896"). */
import type { Strings } from "../../table.ts";
import type { citedas as english } from "../en/citedas.ts";

export const citedas: Strings<typeof english> = {
  "citedAs.issued": "comme année {value}",
  "citedAs.publisher": "comme éditeur {value}",
  "citedAs.page": "comme pages {value}",
  "citedAs.volume": "comme volume {value}",
  "citedAs.other": "pour {field} {value}",
};

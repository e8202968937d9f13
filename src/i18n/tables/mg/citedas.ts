/** The Malagasy of the English area ../en/citedas.ts, awaiting a native speaker's review. */
import type { Strings } from "../../table.ts";
import type { citedas as english } from "../en/citedas.ts";

export const citedas: Strings<typeof english> = {
  "citedAs.issued": "ny taona hoe {value}",
  "citedAs.publisher": "ny mpamoaka hoe {value}",
  "citedAs.page": "ny pejy hoe {value}",
  "citedAs.volume": "ny fizarana (volume) hoe {value}",
  "citedAs.other": "ny {field} hoe {value}",
};

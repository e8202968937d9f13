/** The Malagasy of the English area ../en/licence.ts, key for key (awaiting a native speaker). */
import type { Strings } from "../../table.ts";
import type { licence as english } from "../en/licence.ts";

export const licence: Strings<typeof english> = {
  "licence.covers.data":
    "ny firaketana, ny famintinana, ny dikan-teny voamarika ho anay, ny fitsipi-dalao ary ny angona azo alaina (izay rehetra nosoratana ho an’ity tranonkala ity)",
  "licence.covers.code": "ny milina fitsipika, ny kaodin’ny tranonkala ary ny fitsapana",
};

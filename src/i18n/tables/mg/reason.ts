/** The Malagasy of the English area ../en/reason.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { reason as english } from "../en/reason.ts";

export const reason: Strings<typeof english> = {
  "simb.reason.suggested":
    "Fanovana nataon’ny mpamaky, fa tsy famakian’ny loharano: {changes} fa tsy {was} araka ny {title}, mba hahitana ny fandehan’ny lalao amin’izany.",
};

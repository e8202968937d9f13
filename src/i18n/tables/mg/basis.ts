/** The Malagasy of the English area ../en/basis.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { basis as english } from "../en/basis.ts";

export const basis: Strings<typeof english> = {
  "basis.stated.label": "voalaza",
  "basis.stated.meaning":
    "voalazan’ny loharanony: ny vavolombelon’ny famakiana, na ny loharanon’ny firaketana",
  "basis.stated.why": "Fanamarihana",
  "basis.stated-elsewhere.label": "voalaza any an-kafa",
  "basis.stated-elsewhere.meaning":
    "voalazan’ny loharano hafa, voatonona eo anilany, fa tsy ny loharanony",
  "basis.stated-elsewhere.why": "Fanamarihana",
  "basis.inferred.label": "natsoaka",
  "basis.inferred.meaning": "natsoaka: ny famakianay ny loharano, miaraka amin’ny fandinihana",
  "basis.inferred.why": "Nahoana no vakianay toy izany",
  "basis.default.label": "araka ny fanao",
  "basis.default.meaning":
    "araka ny fanao: ny safidinay raha mangina ny loharano, miaraka amin’ny antony",
  "basis.default.why": "Nahoana ity safidy ity",
  "basis.not-stated.label": "tsy voalaza",
  "basis.not-stated.meaning":
    "tsy lazain’ny loharano: izay avelany tsy voalaza, sy ny maha-zava-dehibe izany",
  "basis.not-stated.why": "Nahoana no zava-dehibe",
  "basis.override.label": "novain’ny mpamaky",
  "basis.override.meaning":
    "fanovan’ny mpamaky ny sandan’ny loharano, fa tsy fitsipiky ny loharano",
  "basis.override.why": "Fanamarihana",
};

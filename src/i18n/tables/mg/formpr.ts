/** The Malagasy of the English area ../en/formpr.ts, key for key (awaiting a native speaker). */
import type { Strings } from "../../table.ts";
import type { formpr as english } from "../en/formpr.ts";

export const formpr: Strings<typeof english> = {
  "form.pr.title": "Atolotra ({kind}) {id}: {title}",
  "form.pr.kind.ruleset": "fitsipi-dalao",
  "form.pr.kind.evidence": "porofo",
  "form.pr.kind.source": "loharano",
  "form.pr.kind.study": "fandalinana",
  "form.pr.correctionOf": "Fanitsiana ny {id}: {title}.",
  "form.pr.newRecord": "Firaketana vaovao ({kind}): {title}.",
  "form.pr.what": "## Inona ity",
  "form.pr.file": "## Ny rakitra",
  "form.pr.sources": "## Ireo loharanony",
  "form.pr.basis": "## Ny fototry ny fanononany",
  "form.pr.claims": "## Fihetsika lazainy (hamarinin’ny milina ao amin’ny CI)",
  "form.pr.claim": "filazana {n}: {text}",
  "form.pr.fromSetup": "avy amin’ny fandaminana am-piandohana{after}",
  "form.pr.fromPosition": "avy amin’ny toerana {position}{after}",
  "form.pr.after": " aorian’ny {turns}",
  "form.pr.refused": "{from}, lavin’ny fitsipika {rule} ny {turn}",
  "form.pr.legal": "{from}, ara-dalàna ny {turn}",
  "form.pr.perft": "{from}, {count} ny perft amin’ny halalina {depth}",
  "form.pr.replay": "{from}, mifarana amin’ny {result} ny lalao {turns}",
  "form.pr.checked": "## Voamarina",
  "form.pr.checkFast": "mandalo ny `npm run test:fast` (ny drafitras sy ny fitsipiky ny votoaty)",
  "form.pr.checkClaims": "mandalo ny `npm run check-claims` (fitsipi-dalao sy fandalinana)",
  "form.pr.checkQuotes":
    "ara-bakiteny ny teny tononina rehetra, misy ny toerany, ao anatin’ny fetran’ny fitsipiky ny votoaty",
  "form.pr.none": "(tsy misy)",
};

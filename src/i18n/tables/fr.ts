/**
 * The French interface strings, translated by the project's editors and awaiting review by a
 * native speaker (none has reviewed them yet: a fourth argument of `table` names one per string
 * once done). The strings are in ./fr/<area>.ts, one module per area of ./en/.
 */
import { table } from "../table.ts";
import { site } from "./fr/site.ts";
import { records } from "./fr/records.ts";
import { offline } from "./fr/offline.ts";
import { contribute } from "./fr/contribute.ts";
import { data } from "./fr/data.ts";
import { ruleset } from "./fr/ruleset.ts";
import { sim } from "./fr/sim.ts";
import { compare } from "./fr/compare.ts";
import { simui } from "./fr/simui.ts";
import { tree } from "./fr/tree.ts";
import { parse } from "./fr/parse.ts";
import { study } from "./fr/study.ts";
import { embed } from "./fr/embed.ts";
import { method } from "./fr/method.ts";
import { form } from "./fr/form.ts";
import { formpr } from "./fr/formpr.ts";
import { formplain } from "./fr/formplain.ts";
import { punct } from "./fr/punct.ts";
import { numbers } from "./fr/numbers.ts";
import { packs } from "./fr/packs.ts";
import { pages } from "./fr/pages.ts";
import { glossary } from "./fr/glossary.ts";
import { findings } from "./fr/findings.ts";
import { timeline } from "./fr/timeline.ts";
import { genealogy } from "./fr/genealogy.ts";
import { boot } from "./fr/boot.ts";
import { prebuilt } from "./fr/prebuilt.ts";
import { titles } from "./fr/titles.ts";
import { licence } from "./fr/licence.ts";
import { citedas } from "./fr/citedas.ts";
import { ends } from "./fr/ends.ts";
import { replays } from "./fr/replays.ts";
import { linkerr } from "./fr/linkerr.ts";
import { values } from "./fr/values.ts";
import { failure } from "./fr/failure.ts";
import { reason } from "./fr/reason.ts";
import { locators } from "./fr/locators.ts";
import { ways } from "./fr/ways.ts";
import { help } from "./fr/help.ts";
import { optdoc } from "./fr/optdoc.ts";
import { optlabel } from "./fr/optlabel.ts";
import { refusal } from "./fr/refusal.ts";
import { basis } from "./fr/basis.ts";
import { record } from "./fr/record.ts";
import { observed } from "./fr/observed.ts";

export const fr = table(
  "fr",
  { by: "project" },
  {
    ...site,
    ...records,
    ...offline,
    ...contribute,
    ...data,
    ...ruleset,
    ...sim,
    ...compare,
    ...simui,
    ...tree,
    ...parse,
    ...study,
    ...embed,
    ...method,
    ...form,
    ...formpr,
    ...formplain,
    ...punct,
    ...numbers,
    ...packs,
    ...pages,
    ...glossary,
    ...findings,
    ...timeline,
    ...genealogy,
    ...boot,
    ...prebuilt,
    ...titles,
    ...licence,
    ...citedas,
    ...ends,
    ...replays,
    ...linkerr,
    ...values,
    ...failure,
    ...reason,
    ...locators,
    ...ways,
    ...help,
    ...optdoc,
    ...optlabel,
    ...refusal,
    ...basis,
    ...record,
    ...observed,
  },
);

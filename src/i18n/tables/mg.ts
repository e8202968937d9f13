/**
 * The Malagasy interface strings, written by the project's editors, who are not native speakers:
 * every one awaits review by a native speaker, and every Malagasy page says so to its readers.
 * A reviewer's name goes in a fourth argument of `table`, string by string, as the review is done.
 * The strings are in ./mg/<area>.ts, one module per area of ./en/.
 */
import { table } from "../table.ts";
import { site } from "./mg/site.ts";
import { records } from "./mg/records.ts";
import { offline } from "./mg/offline.ts";
import { contribute } from "./mg/contribute.ts";
import { data } from "./mg/data.ts";
import { ruleset } from "./mg/ruleset.ts";
import { sim } from "./mg/sim.ts";
import { compare } from "./mg/compare.ts";
import { simui } from "./mg/simui.ts";
import { tree } from "./mg/tree.ts";
import { parse } from "./mg/parse.ts";
import { study } from "./mg/study.ts";
import { embed } from "./mg/embed.ts";
import { method } from "./mg/method.ts";
import { form } from "./mg/form.ts";
import { formpr } from "./mg/formpr.ts";
import { formplain } from "./mg/formplain.ts";
import { punct } from "./mg/punct.ts";
import { numbers } from "./mg/numbers.ts";
import { packs } from "./mg/packs.ts";
import { pages } from "./mg/pages.ts";
import { glossary } from "./mg/glossary.ts";
import { findings } from "./mg/findings.ts";
import { timeline } from "./mg/timeline.ts";
import { genealogy } from "./mg/genealogy.ts";
import { boot } from "./mg/boot.ts";
import { prebuilt } from "./mg/prebuilt.ts";
import { titles } from "./mg/titles.ts";
import { licence } from "./mg/licence.ts";
import { citedas } from "./mg/citedas.ts";
import { ends } from "./mg/ends.ts";
import { replays } from "./mg/replays.ts";
import { linkerr } from "./mg/linkerr.ts";
import { values } from "./mg/values.ts";
import { failure } from "./mg/failure.ts";
import { reason } from "./mg/reason.ts";
import { locators } from "./mg/locators.ts";
import { ways } from "./mg/ways.ts";
import { help } from "./mg/help.ts";
import { optdoc } from "./mg/optdoc.ts";
import { optlabel } from "./mg/optlabel.ts";
import { refusal } from "./mg/refusal.ts";
import { basis } from "./mg/basis.ts";
import { record } from "./mg/record.ts";
import { observed } from "./mg/observed.ts";

export const mg = table(
  "mg",
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

/**
 * The English interface strings, written by the project in its source language. Its keys are
 * every table's keys (../table.ts). `{name}` is a placeholder that `t` fills from its parameters
 * or `Phrase.astro` from a slot; keys ending `.one`/`.other` are the forms `tn` picks by count.
 */
import { table } from "../table.ts";
import { site } from "./en/site.ts";
import { records } from "./en/records.ts";
import { offline } from "./en/offline.ts";
import { contribute } from "./en/contribute.ts";
import { data } from "./en/data.ts";
import { ruleset } from "./en/ruleset.ts";
import { sim } from "./en/sim.ts";
import { compare } from "./en/compare.ts";
import { simui } from "./en/simui.ts";
import { tree } from "./en/tree.ts";
import { parse } from "./en/parse.ts";
import { study } from "./en/study.ts";
import { embed } from "./en/embed.ts";
import { method } from "./en/method.ts";
import { form } from "./en/form.ts";
import { formpr } from "./en/formpr.ts";
import { formplain } from "./en/formplain.ts";
import { punct } from "./en/punct.ts";
import { numbers } from "./en/numbers.ts";
import { packs } from "./en/packs.ts";
import { pages } from "./en/pages.ts";
import { glossary } from "./en/glossary.ts";
import { findings } from "./en/findings.ts";
import { timeline } from "./en/timeline.ts";
import { genealogy } from "./en/genealogy.ts";
import { boot } from "./en/boot.ts";
import { prebuilt } from "./en/prebuilt.ts";
import { titles } from "./en/titles.ts";
import { licence } from "./en/licence.ts";
import { citedas } from "./en/citedas.ts";
import { ends } from "./en/ends.ts";
import { replays } from "./en/replays.ts";
import { linkerr } from "./en/linkerr.ts";
import { values } from "./en/values.ts";
import { failure } from "./en/failure.ts";
import { reason } from "./en/reason.ts";
import { locators } from "./en/locators.ts";
import { ways } from "./en/ways.ts";
import { help } from "./en/help.ts";
import { optdoc } from "./en/optdoc.ts";
import { optlabel } from "./en/optlabel.ts";
import { refusal } from "./en/refusal.ts";
import { basis } from "./en/basis.ts";
import { record } from "./en/record.ts";
import { observed } from "./en/observed.ts";

// One module per area of the interface (./en/<area>.ts), so that each stays short and work on
// one area does not touch another's file; French and Malagasy have the same areas.
export const EN_STRINGS = {
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
} as const;

export type Key = keyof typeof EN_STRINGS;

export const en = table("en", { by: "project", reviewedBy: "source language" }, EN_STRINGS);

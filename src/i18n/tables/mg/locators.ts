/**
 * The Malagasy of the English area ../en/locators.ts, key for key (awaiting review). A Malagasy
 * reader of Madagascar's scholarship reads it in French: the abbreviations are French ones
 * (p., t., §), as in the books cited, and "toko" for a chapter; the words around them are Malagasy.
 */
import type { Strings } from "../../table.ts";
import type { locators as english } from "../en/locators.ts";

export const locators: Strings<typeof english> = {
  "loc.page": "p. {n}",
  "loc.pages": "p. {n}",
  "loc.volume": "t. {n}",
  "loc.rule": "fitsipika {n}",
  "loc.rules": "fitsipika {n}",
  "loc.and": "{a} sy {b}",
  "loc.para": "§ {n}",
  "loc.paras": "§ {n}",
  "loc.chapter": "toko {n}",
  "loc.table": "tabilao",
  "loc.row": "andalana {n}",
  "loc.footnote": "fanamarihana ambany pejy {n}",
  "loc.quotedIn": "araka ny fanononan’ny {id} azy",
  "loc.dlpQuotes": "araka ny fanononan’ny DLP azy",
  "loc.entryFor": "ny ampahany momba an’i {entry}",
  "loc.solver": "Ny mpamaha ao amin’ny milina",
  "loc.ply": "antsasa-dia {n}",
  "loc.rulesSection": "fizarana momba ny fitsipika",
  "loc.noText": "tsy ananay ny lahatsoratra",
};

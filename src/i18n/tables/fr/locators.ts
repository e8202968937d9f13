/**
 * The French of the English area ../en/locators.ts, key for key, as French scholarship cites:
 * p. for one page or several, t. for a volume, chap., § for a paragraph.
 */
import type { Strings } from "../../table.ts";
import type { locators as english } from "../en/locators.ts";

export const locators: Strings<typeof english> = {
  "loc.page": "p. {n}",
  "loc.pages": "p. {n}",
  "loc.volume": "t. {n}",
  "loc.rule": "règle {n}",
  "loc.rules": "règles {n}",
  "loc.and": "{a} et {b}",
  "loc.para": "§ {n}",
  "loc.paras": "§ {n}",
  "loc.chapter": "chap. {n}",
  "loc.table": "tableau",
  "loc.row": "ligne {n}",
  "loc.footnote": "note {n}",
  "loc.quotedIn": "cité dans {id}",
  "loc.dlpQuotes": "tel que le cite la DLP",
  "loc.entryFor": "notice {entry}",
  "loc.solver": "Le solveur du moteur",
  "loc.ply": "demi-coup {n}",
  "loc.rulesSection": "section des règles",
  "loc.noText": "texte non détenu",
};

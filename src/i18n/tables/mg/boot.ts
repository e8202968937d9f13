/** The Malagasy of the English area ../en/boot.ts (awaiting review by a native speaker). */
import type { Strings } from "../../table.ts";
import type { boot as english } from "../en/boot.ts";

export const boot: Strings<typeof english> = {
  "boot.simulator": "Tsy afaka nanomboka ny fitaovana filalaovana: {error}",
  "boot.lesson": "Tsy afaka nanomboka ny lesona: {error}",
  "boot.board": "Tsy afaka nanomboka ny takelaka: {error}.",
  "boot.ruleBy": "araka",
};

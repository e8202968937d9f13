/**
 * "Change the rules": every option of the game, as its family declares it (kind, values,
 * meaning), with its value in each source's reading beside the basis of that value (linked to
 * the option on the ruleset's page), and a control per option that changes the reading at once
 * (DOM contract: `[data-control="option"][data-option="<key>"]`). Generic over the declarations,
 * so an option a family adds appears here without code. Loaded only when the reader opens the
 * disclosure. Where the reading parts from the sources' (`[data-parts]`) is mounted by
 * src/compare/divergence/live/mount.ts; how it plays (`[data-plays]`) is compare/selfplay's part;
 * both load their code when the reader asks.
 */
import type { SimConfig, SimRuleset } from "../config.ts";
import type { OptionSpec, OptionSpecs, OptionValue } from "../engine.ts";
import type { Changes } from "../reading.ts";
import { defaultReason, valueWords } from "../reading.ts";
import type { Controls } from "./controls.ts";
import {
  controlValues,
  controlsIn,
  rulesTable,
  showValues,
  type OptionControl,
} from "./rules-table.ts";
import { basisWords } from "../../site/basis-words.ts";
import { url } from "../../site/routes.ts";
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { mountParts } from "../../compare/divergence/live/mount.ts";
import { h, type Element } from "../../site/dom/tree.ts";
import { playsStart, wirePlays } from "../../compare/selfplay/plays-start.ts";

/** What the panel reads from the simulator and asks it to do. */
export interface RulesHost {
  readonly config: SimConfig;
  readonly controls: Controls;
  readonly ruleset: SimRuleset;
  readonly changes: Changes;
  readonly specs: OptionSpecs;
  readonly title: string;
  changeRules(values: Readonly<Record<string, OptionValue>>): Promise<void>;
  say(text: string): void;
}

/** One source's value of an option: the value, linked to its passage, and its basis. */
function sourceCell(config: SimConfig, r: SimRuleset, key: string, spec: OptionSpec): Element {
  const cited = r.spec.options[key];
  if (cited === undefined) return h("td", {}, "—");
  const p = cited.provenance;
  const words = basisWords(p.basis);
  const elsewhere =
    p.basis === "stated-elsewhere" ? `, ${config.sources[p.source] ?? p.source}` : "";
  return h(
    "td",
    { "data-ruleset": r.id },
    h(
      "a",
      { href: `${url.ruleset(`${config.game}/${r.id}`)}#option-${key}` },
      valueWords(spec, cited.value as OptionValue),
    ),
    " ",
    h("span", { class: "small muted", title: words.meaning }, `${words.label}${elsewhere}`),
  );
}

function panelTree(host: RulesHost): Element[] {
  const { config, specs } = host;
  return [
    h(
      "p",
      { class: "small" },
      `Every rule the engine lets you set for ${config.gameName}: what it means, how each source's reading sets it (the link goes to the passage, the word beside it says how the value rests on the source), and the value in this game. A change plays at once, as your reading, not any source's.`,
    ),
    rulesTable({
      idPrefix: `sim-${config.game}`,
      specs,
      columns: config.rulesets.map((r) => ({
        id: r.id,
        title: r.title,
        cell: (key: string, spec: OptionSpec) => sourceCell(config, r, key, spec),
      })),
      controlTitle: "This game",
      label: "Rules by source",
    }),
    h(
      "p",
      { class: "sim-buttons" },
      h(
        "button",
        { type: "button", "data-control": "reset-options" },
        "Back to the source's rules",
      ),
    ),
    // Filled by the divergence search (compare/divergence/live); then the self-play part.
    h("div", { "data-parts": "", hidden: "" }),
    playsStart(config.game),
    h(
      "div",
      { class: "sim-export" },
      h(
        "label",
        { for: `sim-${config.game}-reason` },
        "Your reason for the change (written into the file's citations)",
      ),
      h("textarea", { id: `sim-${config.game}-reason`, "data-control": "reason", rows: "2" }),
      h("button", { type: "button", "data-control": "download" }, "Download this reading"),
    ),
  ];
}

export class RulesPanel {
  private readonly host: RulesHost;
  private readonly inputs: Map<string, OptionControl>;
  private readonly reason: HTMLTextAreaElement;
  /** The reason the panel last wrote itself; one the reader typed is never replaced. */
  private suggested = "";

  constructor(host: RulesHost) {
    this.host = host;
    const body = host.controls.rulesBody;
    replaceChildren(body, ...panelTree(host));
    this.inputs = controlsIn(body);
    this.reason = body.querySelector<HTMLTextAreaElement>('[data-control="reason"]')!;
    mountParts(body.querySelector<HTMLElement>("[data-parts]")!, host);
    for (const e of this.inputs.values()) e.addEventListener("change", () => void this.changed());
    body
      .querySelector('[data-control="reset-options"]')
      ?.addEventListener("click", () => void host.changeRules({}));
    body
      .querySelector('[data-control="download"]')
      ?.addEventListener("click", () => void this.download());
    wirePlays(body.querySelector<HTMLElement>("[data-plays]")!, host);
    this.update();
  }

  /** The controls' values, sent to the simulator as the reader's reading. */
  private async changed(): Promise<void> {
    const read = controlValues(this.inputs, this.host.specs);
    if (!read.ok) {
      this.host.say(`${read.text}; the rules are unchanged.`);
      this.update();
      return;
    }
    await this.host.changeRules(read.values);
  }

  /** Shows the reading in force: each control's value, the changed rows, the source's column. */
  update(): void {
    const { ruleset, changes, specs } = this.host;
    showValues(
      this.inputs,
      specs,
      (key) => ruleset.spec.options[key]?.value as OptionValue,
      changes,
    );
    for (const cell of this.host.controls.rulesBody.querySelectorAll<HTMLElement>("[data-ruleset]"))
      cell.classList.toggle("current", cell.dataset.ruleset === ruleset.id);
    this.suggest();
  }

  /** A reason saying it is the reader's change, unless the reader has written one. */
  private suggest(): void {
    if (this.reason.value !== this.suggested) return;
    const { ruleset, changes, specs } = this.host;
    const text =
      Object.keys(changes).length === 0
        ? ""
        : defaultReason(ruleset.title, ruleset.spec.options, changes, specs);
    if (this.reason.value === this.suggested) this.reason.value = text;
    this.suggested = text;
  }

  /** The reading as a ruleset file: the source's file from /data/ with the changes made. */
  private async download(): Promise<void> {
    const { config, ruleset, changes, specs } = this.host;
    const path = `/data/rulesets/${config.game}/${ruleset.id}.yaml`;
    try {
      const [{ exportReading }, response] = await Promise.all([
        import("../export.ts"),
        fetch(path),
      ]);
      if (!response.ok) throw new Error(`${path} could not be loaded (${response.status})`);
      const out = exportReading(await response.text(), {
        changes,
        specs,
        reason: this.reason.value,
      });
      if (!out.ok) {
        this.host.say(`Nothing to download: ${out.error}.`);
        if (this.reason.value.trim() === "") this.reason.focus();
        return;
      }
      const href = URL.createObjectURL(new Blob([out.value.text], { type: "application/yaml" }));
      const a = document.createElement("a");
      a.href = href;
      a.download = out.value.fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      this.host.say(`Downloaded ${out.value.fileName}: ${out.value.title}, a ruleset file.`);
    } catch (e) {
      this.host.say(
        `The reading could not be downloaded: ${e instanceof Error ? e.message : String(e)}.`,
      );
    }
  }
}

export const rulesPanel = (host: RulesHost): RulesPanel => new RulesPanel(host);

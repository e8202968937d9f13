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
import type { SimConfig, SimRuleset } from "../../play/config.ts";
import type { OptionSpecs, OptionValue } from "../../play/engine.ts";
import type { Changes } from "../../reading/changes.ts";
import { suggestedReason } from "./reason.ts";
import {
  errorMessage,
  Failed,
  failure,
  failureOf,
  markBrowserWords,
  markEnglish,
} from "../../site/failure-words.ts";
import type { Failure } from "../../site/failures.ts";
import { say, valueSaid } from "../../play/messages.ts";
import { parseErrorText } from "../../play/parse-words.ts";
import type { Controls } from "./controls.ts";
import {
  controlValues,
  controlsIn,
  rulesTable,
  showValues,
  type OptionControl,
} from "../../play/rules-table.ts";
import { url } from "../../site/routes.ts";
import { replaceChildren } from "../../site/dom/to-dom.ts";
import { mountParts, playsStart, wirePlays } from "../../compare/panels.ts";
import { h, type Element } from "../../site/dom/tree.ts";

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
function sourceCell(config: SimConfig, r: SimRuleset, key: string): Element {
  const cited = r.spec.options[key];
  if (cited === undefined) return h("td", {}, "—");
  const p = cited.provenance;
  const basis = p.basis;
  const label = config.words.basis[basis] ?? basis;
  const elsewhere =
    p.basis === "stated-elsewhere" ? `, ${config.sources[p.source] ?? p.source}` : "";
  return h(
    "td",
    { "data-ruleset": r.id },
    h(
      "a",
      {
        href: `${url.ruleset(`${config.game}/${r.id}`)}#option-${key}`,
        // An enumerated value in words; its identifier (the link's) on hover, as in the select.
        title: typeof cited.value === "string" ? cited.value : undefined,
      },
      valueSaid(config, cited.value as OptionValue, key),
    ),
    " ",
    h(
      "span",
      { class: "small muted", title: config.words.basisMeaning[basis] },
      `${label}${elsewhere}`,
    ),
  );
}

function panelTree(host: RulesHost): Element[] {
  const { config, specs } = host;
  return [
    h("p", { class: "small" }, say(config, "simb.r.intro", { game: config.gameName })),
    rulesTable({
      idPrefix: `sim-${config.game}`,
      specs,
      columns: config.rulesets.map((r) => ({
        id: r.id,
        title: r.title,
        cell: (key: string) => sourceCell(config, r, key),
      })),
      controlTitle: say(config, "simb.r.thisGame"),
      label: say(config, "simb.r.bySource"),
      words: {
        rule: say(config, "simb.r.rule"),
        none: say(config, "simb.val.none"),
        // What the option means in the page's words, else as the engine declares it.
        doc: (key, spec) => config.words.options?.[key] ?? spec.doc,
        label: (key) => config.words.labels?.[key],
      },
      valueWords: (key, v) => valueSaid(config, v, key),
    }),
    h(
      "p",
      { class: "sim-buttons" },
      h("button", { type: "button", "data-control": "reset-options" }, say(config, "simb.r.reset")),
    ),
    // Filled by the divergence search (compare/divergence/live); then the self-play part.
    h("div", { "data-parts": "", hidden: "" }),
    playsStart(config.game),
    h(
      "div",
      { class: "sim-export" },
      h("label", { for: `sim-${config.game}-reason` }, say(config, "simb.r.reason")),
      h("textarea", { id: `sim-${config.game}-reason`, "data-control": "reason", rows: "2" }),
      h("button", { type: "button", "data-control": "download" }, say(config, "simb.r.download")),
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
    const c = this.host.config;
    const read = controlValues(this.inputs, this.host.specs, (key, what) =>
      say(c, "simb.r.mustBe", { key, what }),
    );
    if (!read.ok) {
      this.host.say(say(c, "simb.r.unchanged", { error: read.text }));
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
        : suggestedReason(this.host.config, ruleset.title, ruleset.spec.options, changes, specs);
    if (this.reason.value === this.suggested) this.reason.value = text;
    this.suggested = text;
  }

  /** The reading as a ruleset file: the source's file from /data/ with the changes made. */
  private async download(): Promise<void> {
    const { config, ruleset, changes, specs } = this.host;
    const path = `/data/rulesets/${config.game}/${ruleset.id}.yaml`;
    try {
      const [{ exportReading }, text] = await Promise.all([
        import("../export.ts").catch((e: unknown) => {
          throw new Failed(failure("code", errorMessage(e)));
        }),
        rulesetText(path),
      ]);
      const out = exportReading(text, { changes, specs, reason: this.reason.value });
      if (!out.ok) {
        this.host.say(
          say(config, "simb.r.nothing", { error: parseErrorText(config, out.error, "linkerr") }),
        );
        // The YAML library's message stays its English.
        markEnglish(this.host.controls.message, out.error.params.error ?? "");
        if (this.reason.value.trim() === "") this.reason.focus();
        return;
      }
      const href = URL.createObjectURL(new Blob([out.value.text], { type: "application/yaml" }));
      const a = document.createElement("a");
      a.href = href;
      a.download = out.value.fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      const { fileName: file, title } = out.value;
      this.host.say(say(config, "simb.r.downloaded", { file, title }));
    } catch (e) {
      this.failed(failureOf(e));
    }
  }

  /** Why the download failed, in the page's words; the browser's English marked as such. */
  private failed(f: Failure): void {
    const c = this.host.config;
    this.host.say(say(c, "simb.r.failed", { error: parseErrorText(c, f, "fail") }));
    markBrowserWords(this.host.controls.message, f);
  }
}

/**
 * The source's ruleset file, or why not: its status, or the network (the English as before: a
 * status named with the path, the browser's own words for a network that did not answer).
 */
async function rulesetText(path: string): Promise<string> {
  const response = await fetch(path).catch((e: unknown) => {
    throw new Failed(failure("network", errorMessage(e), { path }));
  });
  if (!response.ok) {
    const { status } = response;
    throw new Failed(
      failure("status", `${path} could not be loaded (${status})`, { path, status }),
    );
  }
  return response.text().catch((e: unknown) => {
    throw new Failed(failure("network", errorMessage(e), { path }));
  });
}

export const rulesPanel = (host: RulesHost): RulesPanel => new RulesPanel(host);

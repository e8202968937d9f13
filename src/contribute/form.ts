import { parse } from "yaml";
import { optionIssuePath } from "../content/issue-lines.ts";
import { loadRuleset } from "../engine/families.ts";
import type { FamilyId } from "../engine/core/index.ts";
import { evidenceId } from "../schemas/evidence.ts";
import { slugId } from "../schemas/common.ts";
import { h } from "../site/dom/tree.ts";
import { replaceChildren } from "../site/dom/to-dom.ts";
import type { FormData } from "./build.ts";
import { pullRequestText, recordYaml } from "./output.ts";
import { readField } from "./read.ts";
import { FORM_FOLDERS, FORM_KINDS, FORM_SCHEMAS, contentPath, type FormKind } from "./schemas.ts";
import { fieldId, pathKey, type Schema } from "./shape.ts";
import { field } from "./view.ts";
import { fieldName, plainLine, type PlainIssue } from "./plain.ts";
import { issueIn, lineIn, say, sayCount, type FormWords } from "./issue-words.ts";

/*
 * The running form inside `<contribute-form>` (docs/contributing-form.md has its DOM contract):
 * draws the chosen kind's fields, redraws on add, remove and a change of form, and on "Check"
 * validates with the content schema (and, for a ruleset, the engine's option check) and shows
 * either every problem, linked to its field, or the file and the pull request's text.
 */

type Data = Record<string, unknown>;
/** A problem: its field, the build's line (the schema's words) and the reader's (plain.ts). */
type Problem = {
  readonly path: readonly (string | number)[];
  readonly line: string;
  readonly plain: string;
};

interface State {
  kind: FormKind;
  id: string;
  value: Data;
  /** The record this proposes a correction of, when the page was opened from one. */
  correction: boolean;
  /** A message for the reader (a record that could not be loaded). */
  message?: string;
}

/** The form's controls, drawn for `state`. */
function draw(host: HTMLElement, w: FormWords, data: FormData, state: State): void {
  const schema = data.kinds.find((k) => k.kind === state.kind)!.schema as Schema;
  const kinds = FORM_KINDS.map((k) =>
    h("option", { value: k, selected: k === state.kind ? "" : undefined }, say(w, `kind.${k}`)),
  );
  const idField =
    state.kind === "ruleset"
      ? []
      : [
          h("label", { for: "f-@id" }, say(w, "fileId")),
          h("p", { class: "help", id: "h-@id" }, say(w, "fileIdHelp")),
          h("input", {
            id: "f-@id",
            type: "text",
            value: state.id,
            "aria-describedby": "h-@id",
            "aria-required": "true",
          }),
        ];
  replaceChildren(
    host,
    h("p", { "data-message": "", role: "status" }, state.message ?? ""),
    h("label", { for: "contribute-kind" }, say(w, "kindLabel")),
    h("select", { id: "contribute-kind", "data-kind-select": "" }, ...kinds),
    h("div", { class: "error-summary", "data-errors": "", tabindex: "-1", hidden: "" }),
    h(
      "form",
      { "data-form": "", novalidate: "" },
      ...idField,
      ...field(w, schema, [], say(w, `kind.${state.kind}`), state.value, true),
      h("button", { type: "submit" }, say(w, "check")),
    ),
    h("div", { "data-output": "", hidden: "" }),
  );
}

/** The record's value as typed, and its file name. */
function readState(host: HTMLElement, data: FormData, state: State): void {
  const schema = data.kinds.find((k) => k.kind === state.kind)!.schema as Schema;
  state.value = readField(host, schema, []) as Data;
  const idInput = host.querySelector<HTMLInputElement>("#f-\\@id");
  state.id =
    state.kind === "ruleset"
      ? typeof state.value.id === "string"
        ? state.value.id
        : ""
      : (idInput?.value.trim() ?? "");
}

/** The schema's problems (and the engine's, for a ruleset), each with its field's path. */
async function problemsOf(w: FormWords, root: Schema, state: State): Promise<Problem[]> {
  // English is zod's own wording, the build's; another language words the same typed issues.
  const words = w.lang === "en" ? undefined : { error: issueIn(w) };
  const parsed = FORM_SCHEMAS[state.kind].safeParse(state.value, words);
  const idCheck =
    state.kind === "ruleset"
      ? undefined
      : (state.kind === "evidence" ? evidenceId : slugId).safeParse(state.id, words);
  const problems: Problem[] = [];
  const idIssue = idCheck?.success === false ? idCheck.error.issues[0] : undefined;
  if (idIssue !== undefined)
    problems.push({
      path: ["@id"],
      line: lineIn(w, [say(w, "fileName")], idIssue.message),
      plain: plainLine(w, idIssue as PlainIssue, {
        root,
        record: { id: state.id },
        field: say(w, "field.id"),
      }),
    });
  if (!parsed.success)
    return [
      ...problems,
      ...parsed.error.issues.map((i) => ({
        path: i.path as (string | number)[],
        line: lineIn(w, i.path as (string | number)[], i.message),
        plain: plainLine(w, i as PlainIssue, { root, record: state.value }),
      })),
    ];
  if (state.kind === "ruleset") {
    const d = parsed.data as { id: string; game: string; family: FamilyId; options: Data };
    const compiled = await loadRuleset({
      id: d.id,
      game: d.game,
      family: d.family,
      options: d.options as never,
    });
    // The engine's checks keep their own words, after the field's plain name.
    if (!compiled.ok)
      for (const e of compiled.error) {
        const path = optionIssuePath(e.option);
        problems.push({
          path,
          line: lineIn(w, path, e.message),
          plain: say(w, "plain.other", { field: fieldName(w, path), message: e.message }),
        });
      }
  }
  return problems;
}

/** The nearest drawn field for a problem's path (a missing object's fieldset, the record). */
function nearestId(host: HTMLElement, path: readonly (string | number)[]): string | undefined {
  for (let n = path.length; n >= 0; n--) {
    const id = fieldId(path.slice(0, n));
    if (host.querySelector(`[id="${CSS.escape(id)}"]`) !== null) return id;
  }
  return undefined;
}

/** The error summary, each line a link to its field, and each field marked invalid. */
function showProblems(host: HTMLElement, w: FormWords, problems: readonly Problem[]): void {
  const summary = host.querySelector<HTMLElement>("[data-errors]")!;
  const items = problems.map((p, i) => {
    const id = nearestId(host, p.path);
    const target =
      id === undefined ? undefined : host.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
    if (target !== null && target !== undefined) {
      // A problem inside a folded translation opens it, so the link lands on a visible field.
      for (let d = target.closest("details"); d !== null; d = d.parentElement!.closest("details"))
        d.open = true;
      const note = h("p", { class: "field-error", id: `e-${i}` }, p.plain);
      target.insertAdjacentElement("afterend", toElement(host, note));
      if (/^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) {
        target.setAttribute("aria-invalid", "true");
        const by = target.getAttribute("aria-describedby");
        target.setAttribute("aria-describedby", `${by === null ? "" : `${by} `}e-${i}`);
      }
    }
    return h(
      "li",
      { "data-line": p.line },
      id === undefined
        ? p.plain
        : h("a", { href: `#${id}`, "data-problem": pathKey(p.path) }, p.plain),
    );
  });
  replaceChildren(
    summary,
    h("h2", {}, sayCount(w, "problems", problems.length)),
    h("ul", {}, ...items),
  );
  summary.hidden = false;
  summary.focus();
}

const toElement = (host: HTMLElement, node: Parameters<typeof replaceChildren>[1]): Element => {
  const box = host.ownerDocument.createElement("div");
  replaceChildren(box, node);
  return box.firstElementChild!;
};

/** The file and the pull request's text, for a record that passes. */
function showOutput(host: HTMLElement, w: FormWords, state: State): void {
  const out = host.querySelector<HTMLElement>("[data-output]")!;
  const path = contentPath(state.kind, state.id, state.value);
  replaceChildren(
    out,
    h("p", { role: "status" }, say(w, "accepted")),
    h("label", { for: "contribute-yaml" }, say(w, "fileLabel", { path })),
    h(
      "textarea",
      { id: "contribute-yaml", "data-yaml": "", "data-path": path, readonly: "", rows: "16" },
      recordYaml(state.value),
    ),
    h("label", { for: "contribute-pr" }, say(w, "prLabel")),
    h(
      "textarea",
      { id: "contribute-pr", "data-pr": "", readonly: "", rows: "16" },
      pullRequestText(w, state.kind, state.id, state.value, state.correction),
    ),
  );
  out.hidden = false;
  host.dataset.state = "valid";
}

/** Checks the record, and shows the problems or the output. */
async function check(host: HTMLElement, w: FormWords, data: FormData, state: State): Promise<void> {
  readState(host, data, state);
  draw(host, w, data, state);
  const root = data.kinds.find((k) => k.kind === state.kind)!.schema as Schema;
  const problems = await problemsOf(w, root, state);
  if (problems.length > 0) {
    host.dataset.state = "invalid";
    showProblems(host, w, problems);
  } else showOutput(host, w, state);
}

/** The value with a row added to, or removed from, the list or record at `key`. */
function changeRows(value: Data, key: string, index?: number): Data {
  const path = key === "" ? [] : key.split(".");
  let parent: Record<string, unknown> = value;
  for (const seg of path.slice(0, -1)) parent = (parent[seg] ??= {}) as Record<string, unknown>;
  const last = path.at(-1)!;
  const current = parent[last];
  if (Array.isArray(current) || current === undefined) {
    const list = [...((current as unknown[] | undefined) ?? [])];
    if (index === undefined) list.push(undefined);
    else list.splice(index, 1);
    parent[last] = list;
  } else {
    const entries = Object.entries(current as Data);
    if (index === undefined) entries.push([`#${entries.length}`, undefined]);
    else entries.splice(index, 1);
    parent[last] = Object.fromEntries(entries);
  }
  return value;
}

/** Starts the form in `host`: its data, the address's kind or record, and its events. */
export async function mount(host: HTMLElement): Promise<void> {
  const data = JSON.parse(
    host.querySelector("script[data-schemas]")?.textContent ?? "{}",
  ) as FormData;
  // The form's words come from the page, in its language (ContributeForm.astro).
  const w: FormWords = {
    lang: host.ownerDocument.documentElement.lang || "en",
    words: JSON.parse(host.dataset.words ?? "{}") as Record<string, string>,
  };
  const state = await initialState(w);
  draw(host, w, data, state);
  host.dataset.state = "editing";
  host.addEventListener("click", (e) => {
    const b = (e.target as Element).closest<HTMLButtonElement>(
      "button[data-add], button[data-remove]",
    );
    if (b === null) return;
    readState(host, data, state);
    const key = b.dataset.add ?? b.dataset.remove ?? "";
    state.value = changeRows(
      state.value,
      key,
      b.dataset.remove === undefined ? undefined : Number(b.dataset.index),
    );
    draw(host, w, data, state);
    host
      .querySelector<HTMLElement>(`[id="${CSS.escape(fieldId(key === "" ? [] : key.split(".")))}"]`)
      ?.focus();
  });
  host.addEventListener("change", (e) => {
    const t = e.target as HTMLElement;
    if (t.matches("[data-kind-select]")) {
      Object.assign(state, {
        kind: (t as HTMLSelectElement).value as FormKind,
        value: {},
        id: "",
        correction: false,
      });
      draw(host, w, data, state);
    } else if (t.matches("[data-variant]")) {
      readState(host, data, state);
      draw(host, w, data, state);
      host.querySelector<HTMLElement>(`[id="${CSS.escape(t.id)}"]`)?.focus();
    }
  });
  host.addEventListener("submit", (e) => {
    e.preventDefault();
    void check(host, w, data, state);
  });
}

/** The kind and record the address asks for: `?kind=<kind>` or `?edit=<folder>/<id>`. */
async function initialState(w: FormWords): Promise<State> {
  const q = new URLSearchParams(location.search);
  const edit = q.get("edit");
  const fromKind = (FORM_KINDS as readonly string[]).includes(q.get("kind") ?? "")
    ? (q.get("kind") as FormKind)
    : "ruleset";
  if (edit === null) return { kind: fromKind, id: "", value: {}, correction: false };
  const folder = edit.split("/")[0] ?? "";
  const kind = FORM_KINDS.find((k) => FORM_FOLDERS[k] === folder);
  const response =
    kind === undefined ? undefined : await fetch(`/data/${edit}.yaml`).catch(() => undefined);
  if (kind === undefined || response?.ok !== true) {
    return {
      kind: fromKind,
      id: "",
      value: {},
      correction: false,
      message: say(w, "loadFailed", { what: edit }),
    };
  }
  const value = parse(await response.text()) as Data;
  return { kind, id: edit.split("/").at(-1) ?? "", value, correction: true };
}

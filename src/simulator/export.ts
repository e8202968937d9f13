/**
 * A changed reading as a ruleset file: the source ruleset's YAML (as /data/rulesets/<game>/<id>.yaml
 * serves it) with the changed options' values replaced, so a researcher can propose it for the
 * database. Each changed option keeps the citation of the value it replaces (source, evidence,
 * locator) marked `override: true` with the reader's reason, as the engine's own overrides are
 * (core/options.ts `overrideProvenance`); the passage's words are dropped, since they say
 * otherwise. Pure (no DOM), so a test loads an export through the content loader and the engine.
 */
import { parseDocument, YAMLMap } from "yaml";
import { err, ok, type OptionSpecs, type Result } from "../play/engine.ts";
import type { LinkError } from "../reading/link-errors.ts";
import { changesSlug, readingName, type Changes } from "../reading/changes.ts";

/** What an export needs besides the source file's text. */
export interface ExportRequest {
  readonly changes: Changes;
  readonly specs: OptionSpecs;
  /** The reader's reason, written into every changed option's citation. */
  readonly reason: string;
}

/** The exported file: its ruleset id, title, file name and YAML text. */
export interface ExportedReading {
  readonly id: string;
  readonly title: string;
  readonly fileName: string;
  readonly text: string;
}

/** The source file with the changes made, or what stops it (a file that is no ruleset, no change). */
export function exportReading(
  yamlText: string,
  req: ExportRequest,
): Result<ExportedReading, LinkError> {
  const reason = req.reason.trim();
  if (reason === "")
    return err<LinkError>({
      reason: "export-no-reason",
      message: "give a reason for the change: it goes into each changed citation",
      params: {},
    });
  const keys = Object.keys(req.specs).filter((k) => k in req.changes);
  if (keys.length === 0)
    return err<LinkError>({
      reason: "export-unchanged",
      message: "nothing is changed: this is the source's reading",
      params: {},
    });
  const doc = parseDocument(yamlText);
  if (doc.errors.length > 0)
    return err<LinkError>({
      reason: "export-yaml",
      message: `the ruleset file is not valid YAML: ${doc.errors[0]!.message}`,
      params: {
        error: doc.errors[0]!.message,
      },
    });
  const [id, title, summary, game] = ["id", "title", "summary", "game"].map((k) => doc.get(k));
  if (
    typeof id !== "string" ||
    typeof title !== "string" ||
    typeof summary !== "string" ||
    typeof game !== "string"
  )
    return err<LinkError>({
      reason: "export-fields",
      message: "the ruleset file has no id, game, title or summary",
      params: {},
    });
  const newId = `${id}-${changesSlug(req.changes, req.specs)}`;
  const newTitle = readingName(title, req.changes, req.specs);
  for (const key of keys) {
    const option = doc.getIn(["options", key]);
    const cited = doc.getIn(["options", key, "provenance"]);
    if (!(option instanceof YAMLMap) || !(cited instanceof YAMLMap))
      return err<LinkError>({
        reason: "export-option",
        message: `the ruleset file has no option "${key}" with its citation`,
        params: {
          key,
        },
      });
    const old = (option.toJSON() as { value: unknown }).value;
    const { source, evidence, locator } = cited.toJSON() as Record<string, unknown>;
    const value = req.changes[key]!;
    option.set("value", value);
    option.delete("deadNote");
    option.set(
      "provenance",
      doc.createNode({
        source,
        ...(evidence === undefined ? {} : { evidence }),
        locator,
        basis: "default",
        reasoning: `${reason} (The reader's change to ${JSON.stringify(value)}; ${title} has ${JSON.stringify(old)}.)`,
        override: true,
      }),
    );
  }
  doc.set("id", newId);
  doc.set("title", newTitle);
  doc.set(
    "summary",
    `${newTitle}: a reader's change of ${title}, not any source's reading (${reason}) What ${title} is: ${summary}`,
  );
  doc.commentBefore = ` ${newTitle}: a reader's change of the ruleset ${id}, made in the simulator.\n Put it at content/rulesets/${game}/${newId}.yaml to propose it.`;
  return ok({ id: newId, title: newTitle, fileName: `${newId}.yaml`, text: doc.toString() });
}

/**
 * "Suggest a correction" (browser): builds the form's two links from what the reader typed,
 * each field under its own label, after the page's address. Without it the links still carry
 * the page's address (src/contribute/SuggestCorrection.astro writes them at build time).
 */
for (const form of document.querySelectorAll<HTMLElement>("[data-suggest]")) {
  const { title = "", page = "", issue = "", mail = "" } = form.dataset;
  const update = (): void => {
    const lines = [page];
    for (const field of form.querySelectorAll<HTMLInputElement>("input, textarea")) {
      const label = form.querySelector(`label[for="${field.id}"]`)?.textContent.trim();
      if (field.value.trim() !== "") lines.push(`${label}: ${field.value.trim()}`);
    }
    const body = lines.join("\n\n");
    const to = (sel: string, href: string) =>
      form.querySelector("a[" + sel + "]")?.setAttribute("href", href);
    to("data-issue-link", `${issue}?${new URLSearchParams({ title, body }).toString()}`);
    to(
      "data-mail-link",
      `mailto:${mail}?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`,
    );
  };
  form.addEventListener("input", update);
}

// A link to edit one record (/contribute/?edit=…) or to write one kind (?kind=…) opens the
// schema form and brings it into view: the reader came for it, and the form starts only near
// the viewport (below the suggestion form it would wait, in the longer languages, for a scroll).
const asked = new URLSearchParams(location.search);
const schema = document.querySelector<HTMLDetailsElement>("details[data-schema-form]");
if (schema !== null && (asked.has("edit") || asked.has("kind"))) {
  schema.setAttribute("open", "");
  schema.scrollIntoView({ block: "start" });
}

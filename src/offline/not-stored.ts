/**
 * The "not stored" page names the pack that would have kept the page asked for (browser). The
 * worker answers any page it lacks with this page, at the address asked for, so `location` is
 * that page. The build's offline step writes each family's pages (English addresses) into the
 * page's `#pack-pages` data block (src/offline/build.ts); the page gives each pack's title in
 * its language. A page of no pack leaves the line hidden.
 */
const data = document.getElementById("pack-pages");
const line = document.getElementById("not-stored-pack");
const shown = line?.querySelector("[data-pack-title]");
if (data && line && shown) {
  const pages = JSON.parse(data.textContent || "{}") as Record<string, string[]>;
  const titles = JSON.parse(line.dataset.titles ?? "{}") as Record<string, string>;
  const m = /^\/(fr|mg)(\/.*)$/.exec(location.pathname);
  const lang = m?.[1] ?? "en";
  const path = m?.[2] ?? location.pathname;
  const family = Object.keys(pages).find((f) => pages[f]?.includes(path));
  const title = family && titles[lang === "en" ? family : `${family}-${lang}`];
  if (title) {
    shown.textContent = title;
    line.hidden = false;
  }
}

/**
 * /record/'s list of the interviews kept on this device: each links to its game's interview,
 * which opens it (`#i=<id>`) to be edited or resumed.
 */
import { fill } from "../i18n/fill.ts";
import { readAll } from "./store.ts";

interface KeptData {
  readonly lang: string;
  readonly words: Readonly<Record<string, string>>;
  readonly games: Readonly<Record<string, { readonly name: string; readonly href: string }>>;
}

const section = document.querySelector<HTMLElement>("[data-kept-interviews]");
if (section !== null) {
  const d = JSON.parse(section.dataset.keptInterviews ?? "{}") as KeptData;
  const list = section.querySelector("[data-kept-list]")!;
  const none = section.querySelector<HTMLElement>("[data-kept-none]")!;
  try {
    for (const i of readAll(localStorage)) {
      const game = d.games[i.game];
      if (game === undefined) continue;
      const li = document.createElement("li");
      const a = document.createElement("a");
      a.href = `${game.href}#i=${encodeURIComponent(i.id)}`;
      a.dataset.interview = i.id;
      a.textContent = fill(
        d.words["keptItem"] ?? "",
        {
          game: game.name,
          date: i.date ?? "",
          place: i.placeName ?? i.region ?? "",
          n: Object.values(i.answers).filter((x) => x.value !== undefined).length,
        },
        d.lang,
        "record.keptItem",
      );
      li.append(a);
      list.append(li);
    }
    none.hidden = list.childElementCount > 0;
  } catch (e) {
    none.textContent = fill(
      d.words["notSaved"] ?? "{error}",
      { error: String(e) },
      d.lang,
      "record.notSaved",
    );
  }
}

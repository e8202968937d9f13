/**
 * schema.org descriptions for search engines and harvesters: the database as a `Dataset` with
 * its downloads, each source as a `Book`, `ScholarlyArticle`, `Chapter` or `CreativeWork`, each
 * game as a `Game`, each evidence record and ruleset as a `CreativeWork` in the dataset.
 */
import type { GameData } from "../schemas/game.ts";
import type { SourceData } from "../schemas/source.ts";
import { issuedText } from "./bibliography.ts";
import { siteUrl, DATASET } from "./dataset.ts";
import { versionLabel, type DatasetVersion } from "../versions/label.ts";

type Ld = Record<string, unknown>;
const CONTEXT = "https://schema.org";

/** The downloads listed as the dataset's distribution: path and media type. */
export const DISTRIBUTION = [
  ["/data/database.json", "application/json"],
  ["/data/evidence.csv", "text/csv"],
  ["/data/sources.bib", "application/x-bibtex"],
  ["/data/sources.csl.json", "application/vnd.citationstyles.csl+json"],
] as const;

export function datasetLd(version: DatasetVersion, site: string | undefined): Ld {
  return {
    "@context": CONTEXT,
    "@type": "Dataset",
    name: DATASET.name,
    description: DATASET.description,
    url: siteUrl("/data/", site),
    license: DATASET.licence.url,
    version: versionLabel(version),
    dateModified: version.date,
    isAccessibleForFree: true,
    creator: { "@type": "Organization", name: DATASET.name, url: siteUrl("/", site) },
    distribution: DISTRIBUTION.map(([path, type]) => ({
      "@type": "DataDownload",
      contentUrl: siteUrl(path, site),
      encodingFormat: type,
    })),
  };
}

const SOURCE_TYPES: Readonly<Partial<Record<SourceData["type"], string>>> = {
  book: "Book",
  "article-journal": "ScholarlyArticle",
  chapter: "Chapter",
  webpage: "WebPage",
  dataset: "Dataset",
  software: "SoftwareApplication",
  manuscript: "Manuscript",
};

function person(name: SourceData["author"][number]): Ld {
  return "literal" in name
    ? { "@type": "Organization", name: name.literal }
    : {
        "@type": "Person",
        familyName: name.family,
        givenName: name.given,
        name: [name.given, name.family].filter(Boolean).join(" "),
      };
}

export function sourceLd(source: SourceData, path: string, site: string | undefined): Ld {
  const year = issuedText(source);
  return {
    "@context": CONTEXT,
    "@type": SOURCE_TYPES[source.type] ?? "CreativeWork",
    name: source.title,
    alternateName: source["title-short"],
    author: source.author.map(person),
    ...(source.editor ? { editor: source.editor.map(person) } : {}),
    ...(source.translator ? { translator: source.translator.map(person) } : {}),
    ...(/^\d{4}$/.test(year) ? { datePublished: year } : {}),
    ...(source.publisher ? { publisher: { "@type": "Organization", name: source.publisher } } : {}),
    ...(source["container-title"]
      ? { isPartOf: { "@type": "CreativeWork", name: source["container-title"] } }
      : {}),
    ...(source.URL ? { sameAs: source.URL } : {}),
    inLanguage: source.language,
    url: siteUrl(path, site),
  };
}

export function gameLd(game: GameData, path: string, site: string | undefined): Ld {
  return {
    "@context": CONTEXT,
    "@type": "Game",
    name: game.name,
    alternateName: game.otherNames.map((n) => n.name),
    description: game.summary,
    url: siteUrl(path, site),
  };
}

/** An evidence record or ruleset: a work in the dataset that cites its source. */
export function recordLd(
  title: string,
  path: string,
  sourceTitles: readonly string[],
  version: DatasetVersion,
  site: string | undefined,
): Ld {
  return {
    "@context": CONTEXT,
    "@type": "CreativeWork",
    name: title,
    url: siteUrl(path, site),
    license: DATASET.licence.url,
    version: versionLabel(version),
    isPartOf: { "@type": "Dataset", name: DATASET.name, url: siteUrl("/data/", site) },
    citation: sourceTitles,
  };
}

/**
 * Language codes accepted in content (ISO 639-1 where one exists, else ISO 639-3), with the
 * Glottolog code of each language. A code outside this list is refused, so a typo such as
 * `eus` for `eu` cannot slip into a record.
 */
export const LANGUAGES = {
  en: { name: "English", glottolog: "stan1293" },
  fr: { name: "French", glottolog: "stan1290" },
  eu: { name: "Basque", glottolog: "basq1248" },
  mg: { name: "Malagasy", glottolog: "plat1254" },
  ny: { name: "Nyanja (Chichewa)", glottolog: "nyan1308" },
  nl: { name: "Dutch", glottolog: "dutc1256" },
  de: { name: "German", glottolog: "stan1295" },
  es: { name: "Spanish", glottolog: "stan1288" },
  sw: { name: "Swahili", glottolog: "swah1253" },
  ngo: { name: "Ngoni", glottolog: "ngon1268" },
  ar: { name: "Arabic", glottolog: "arab1395" },
  la: { name: "Latin", glottolog: "lati1261" },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]];

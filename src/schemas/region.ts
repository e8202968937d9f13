import { z } from "astro/zod";
import { coordinates, slugId, translations } from "./common.ts";

/** A place or area that evidence is recorded in, linked to gazetteers. */
export const regionSchema = z.strictObject({
  /** Name used on this site. */
  name: z.string().min(1),
  /** Other names and spellings (Malagasy, colonial, historical). */
  otherNames: z.array(z.string().min(1)).default([]),
  /** Enclosing region (id in `regions`), absent for a country. */
  parent: slugId.optional(),
  /** Present-day country, ISO 3166-1 alpha-2 code ("MG", "MW"). */
  country: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as MG"),
  /** A representative point (centroid or town), for the map. */
  coordinates,
  /** What kind of place: country, historical kingdom, town, people's area. */
  kind: z.enum(["country", "region", "town", "people-area"]),
  /** Wikidata item. */
  wikidata: z
    .string()
    .regex(/^Q\d+$/, "must be a Wikidata QID such as Q1019")
    .optional(),
  /** GeoNames feature id. */
  geonames: z.number().int().positive().optional(),
  /** Peoples of the area named by our sources. */
  peoples: z.array(z.string().min(1)).default([]),
  /** Languages spoken there, with Glottolog codes. */
  languages: z
    .array(
      z.strictObject({
        /** Language name. */
        name: z.string().min(1),
        /** Glottolog languoid code (four letters, four digits). */
        glottolog: z.string().regex(/^[a-z]{4}\d{4}$/, "must be a Glottolog code such as plat1254"),
      }),
    )
    .default([]),
  /** What a researcher should know about the boundaries or names. */
  notes: z.string().optional(),
  /**
   * Our translations of `notes` into French and Malagasy, with who made them and whether anyone
   * has checked them. Names and quoted words inside stay as the sources print them.
   */
  notesTranslations: translations.optional(),
});

export type RegionData = z.infer<typeof regionSchema>;

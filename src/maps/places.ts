/**
 * The regions of the content as places on a map (maps/map.ts `buildMap`): the one conversion
 * from a region entry to what a map marks.
 */
import type { Entry } from "../content/integrity.ts";
import type { RegionData } from "../schemas/region.ts";
import type { MapPlace } from "./labels.ts";

/** Each region as a place on the map: its coordinates, kind and parent, in the regions' order. */
export const mapPlaces = (regions: readonly Entry<RegionData>[]): MapPlace[] =>
  regions.map((r) => ({
    id: r.id,
    name: r.data.name,
    kind: r.data.kind,
    lat: r.data.coordinates.lat,
    lon: r.data.coordinates.lon,
    parent: r.data.parent,
  }));

/**
 * The regions map, computed at build time: country outlines from Natural Earth (world-atlas
 * TopoJSON, 1:50m) projected with d3-geo, and one marker per region. Places too close to tell
 * apart at the map's scale (towns around Antananarivo) are drawn in an inset at a larger
 * scale. Labels are placed greedily so they do not overlap, with a leader line when a label
 * had to move away from its marker. Pages render the result as inline SVG; nothing runs in
 * the browser.
 */
import {
  geoBounds,
  geoContains,
  geoGraticule,
  geoMercator,
  geoPath,
  type GeoProjection,
} from "d3-geo";
import type { Feature, MultiPoint } from "geojson";
import { countriesHolding, countryShapes, type CountryShape } from "./countries.ts";
import { placeInsets, type MapInset, type MapLayer } from "./insets.ts";
import { clusters, overlaps, placeLabels, round, type Box, type MapPlace } from "./labels.ts";

export interface MapData extends MapLayer {
  readonly width: number;
  readonly height: number;
  readonly graticule: string;
  readonly countryLabels: readonly {
    readonly name: string;
    readonly x: number;
    readonly y: number;
  }[];
  readonly insets: readonly MapInset[];
}

/** The smallest view: enough around a single place to show where it lies. */
const MIN_SPAN_DEGREES = 7;
const MARGIN_DEGREES = 1.5;

/**
 * The view framed on the places and on the countries that hold them (so Madagascar shows
 * whole when a place lies in it), with a margin, and never narrower than MIN_SPAN_DEGREES.
 */
function frameOn(
  places: readonly MapPlace[],
  cull: boolean,
): {
  west: number;
  east: number;
  south: number;
  north: number;
} {
  const lons = places.map((p) => p.lon);
  const lats = places.map((p) => p.lat);
  for (const f of countriesHolding(
    places.filter((p) => p.kind === "country"),
    cull,
  )) {
    const [[w, s], [e, n]] = geoBounds(f);
    lons.push(w, e);
    lats.push(s, n);
  }
  let west = Math.min(...lons) - MARGIN_DEGREES;
  let east = Math.max(...lons) + MARGIN_DEGREES;
  let south = Math.min(...lats) - MARGIN_DEGREES;
  let north = Math.max(...lats) + MARGIN_DEGREES;
  const grow = (lo: number, hi: number): [number, number] => {
    const extra = Math.max(0, MIN_SPAN_DEGREES - (hi - lo)) / 2;
    return [lo - extra, hi + extra];
  };
  [west, east] = grow(west, east);
  [south, north] = grow(south, north);
  return { west, east, south, north };
}

/**
 * Projects the countries and the places, framed on the places (see frameOn) so no marker falls
 * off the map. An inset goes in a corner only where it covers no marker and no land of a
 * country holding a place; otherwise it goes below the map, so it never hides the places.
 */
export function buildMap(
  places: readonly MapPlace[],
  width = 760,
  { cull = true }: { readonly cull?: boolean } = {},
): MapData {
  if (!cull) return layoutMap(places, width, false);
  const key = JSON.stringify([width, places]);
  const known = recentMaps.get(key);
  if (known !== undefined) {
    // Most recently used last, so the oldest entry is the first the map iterates.
    recentMaps.delete(key);
    recentMaps.set(key, known);
    return known;
  }
  const map = layoutMap(places, width, true);
  recentMaps.set(key, map);
  if (recentMaps.size > RECENT_MAPS) recentMaps.delete(recentMaps.keys().next().value!);
  return map;
}

/**
 * Maps recently laid out, by their places and width: evidence pages of one region draw the same
 * locator map, and at thousands of records they are most of the build. Bounded, so a database
 * with many distinct combinations of places does not hold every drawing in memory.
 */
const recentMaps = new Map<string, MapData>();
const RECENT_MAPS = 256;

/** Lays the map out in three steps: the frame, the insets, then the labels around them. */
function layoutMap(places: readonly MapPlace[], width: number, cull: boolean): MapData {
  const { projection, height: mapHeight, clip } = frameMap(places, width, cull);
  const path = geoPath(projection).digits(1);
  const shapes = countryShapes(path, projection, clip, places, cull);
  const recordedLand = countriesHolding(places, cull);
  const points = places.flatMap((place) => {
    const xy = projection([place.lon, place.lat]);
    return xy === null ? [] : [{ place, x: xy[0], y: xy[1] }];
  });
  const groups = clusters(points);
  const single = groups.filter((g) => g.length === 1).map((g) => points[g[0]!]!);
  const crowded = groups.filter((g) => g.length > 1).map((g) => g.map((i) => points[i]!));

  // Boxes the labels must avoid: inset frames first, placed in free corners of the map.
  const { insets, taken, height } = placeInsets(crowded, {
    width,
    height: mapHeight,
    single,
    coversRecordedLand: (b) => coversLand(projection, recordedLand, b),
    places,
    cull,
  });
  const markers = placeLabels(single, { x0: 0, y0: 0, x1: width, y1: height }, taken);
  return {
    width,
    height,
    graticule: path(geoGraticule().step([5, 5])()) ?? "",
    countries: shapes.map(({ name, d, recorded }) => ({ name, d, recorded })),
    countryLabels: countryLabels(shapes, width, height, taken),
    markers,
    insets,
  };
}

/**
 * The frame step: a Mercator projection fitted to `width` over the view (frameOn; a default view
 * of the region when there are no places), shifted so the view's top is at 0 and clipped to it.
 */
function frameMap(
  places: readonly MapPlace[],
  width: number,
  cull: boolean,
): { projection: GeoProjection; height: number; clip: [[number, number], [number, number]] } {
  const { west, east, south, north } =
    places.length > 0 ? frameOn(places, cull) : { west: 22, east: 52, south: -27, north: -2 };
  const box: MultiPoint = {
    type: "MultiPoint",
    coordinates: [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
    ],
  };
  const projection = geoMercator().fitWidth(width, box);
  const [[, y0], [, y1]] = geoPath(projection).bounds(box);
  const height = Math.ceil(y1 - y0);
  const [tx, ty] = projection.translate();
  projection.translate([tx, ty - y0]);
  const clip: [[number, number], [number, number]] = [
    [0, 0],
    [width, height],
  ];
  projection.clipExtent(clip);
  return { projection, height, clip };
}

/** Whether a box on the map covers land of one of `land` (sampled on a grid). */
function coversLand(projection: GeoProjection, land: readonly Feature[], b: Box): boolean {
  for (let i = 0; i <= 8; i++)
    for (let j = 0; j <= 6; j++) {
      const lonLat = projection.invert?.([
        b.x0 + ((b.x1 - b.x0) * i) / 8,
        b.y0 + ((b.y1 - b.y0) * j) / 6,
      ]);
      if (lonLat && land.some((f) => geoContains(f, lonLat))) return true;
    }
  return false;
}

/**
 * The labels step for countries: their names for orientation, largest first, only where there
 * is room and no marker label. Takes each name's box in `taken`.
 */
function countryLabels(
  shapes: readonly CountryShape[],
  width: number,
  height: number,
  taken: Box[],
): { name: string; x: number; y: number }[] {
  const labels: { name: string; x: number; y: number }[] = [];
  for (const s of [...shapes].sort((a, b) => b.area - a.area)) {
    if (s.area < 1500 || !Number.isFinite(s.c[0])) continue;
    const w = s.name.length * 6.2;
    const b: Box = { x0: s.c[0] - w / 2, x1: s.c[0] + w / 2, y0: s.c[1] - 10, y1: s.c[1] + 3 };
    if (b.x0 < 0 || b.x1 > width || b.y0 < 0 || b.y1 > height) continue;
    if (taken.some((t) => overlaps(t, b))) continue;
    taken.push(b);
    labels.push({ name: s.name, x: round(s.c[0]), y: round(s.c[1]) });
  }
  return labels;
}

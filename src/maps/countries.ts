/**
 * The country outlines the maps draw (Natural Earth via world-atlas, 1:50m), and the two questions
 * the map layout asks of them: which countries hold a place, and each country's outline in a
 * given projection. Both are asked on every page with a locator map (every evidence page), so
 * this module keeps each country's spherical bounds and answers from them first: a country whose
 * bounds miss the view is not projected (its clipped outline would be empty), and a place is
 * tested only against countries whose bounds hold it. `cull: false` does the exhaustive work, and
 * a test holds the two equal.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoBounds, geoContains, type geoPath, type GeoProjection } from "d3-geo";
import type { Feature, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

type CountryProps = { name: string };
type Country = Feature<Geometry, CountryProps>;

export interface CountryShape {
  readonly name: string;
  readonly d: string;
  readonly recorded: boolean;
  readonly area: number;
  readonly c: [number, number];
}

interface World {
  readonly countries: readonly Country[];
  /** geoBounds of each country: [[west, south], [east, north]]; west > east across 180°. */
  readonly bounds: readonly [[number, number], [number, number]][];
}

let world: World | undefined;

export function countries(): readonly Country[] {
  return loadWorld().countries;
}

function loadWorld(): World {
  if (world !== undefined) return world;
  const require = createRequire(import.meta.url);
  const file = require.resolve("world-atlas/countries-50m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
    countries: GeometryCollection<CountryProps>;
  }>;
  const list = feature(topology, topology.objects.countries).features;
  world = { countries: list, bounds: list.map((f) => geoBounds(f)) };
  return world;
}

const holding = new Map<string, readonly number[]>();

/** Indexes of the countries that hold the point (memoised: the same places recur on many pages). */
function holders(lon: number, lat: number, cull: boolean): readonly number[] {
  const key = `${lon},${lat}`;
  const known = cull ? holding.get(key) : undefined;
  if (known !== undefined) return known;
  const { countries: list, bounds } = loadWorld();
  const out: number[] = [];
  list.forEach((f, i) => {
    if (cull && !boundsHold(bounds[i]!, lon, lat)) return;
    if (geoContains(f, [lon, lat])) out.push(i);
  });
  if (cull) holding.set(key, out);
  return out;
}

function boundsHold(
  [[w, s], [e, n]]: [[number, number], [number, number]],
  lon: number,
  lat: number,
) {
  if (lat < s || lat > n) return false;
  return w <= e ? lon >= w && lon <= e : lon >= w || lon <= e;
}

/** The countries that hold at least one of the points. */
export function countriesHolding(
  points: readonly { readonly lon: number; readonly lat: number }[],
  cull = true,
): Country[] {
  const found = new Set(points.flatMap((p) => holders(p.lon, p.lat, cull)));
  return countries().filter((_, i) => found.has(i));
}

/**
 * Whether a country's bounds could reach the projected rectangle. Mercator maps a box of
 * longitudes and latitudes to an axis-aligned rectangle, so projecting the bounds' corners
 * gives the country's extent on the plane. Anything else (bounds across 180°, a pole, a corner
 * the projection cannot place) answers yes, which only costs time.
 */
function mayShow(
  [[w, s], [e, n]]: [[number, number], [number, number]],
  projection: GeoProjection,
  [[x0, y0], [x1, y1]]: [[number, number], [number, number]],
): boolean {
  if (w > e) return true;
  const a = projection([w, n]);
  const b = projection([e, s]);
  if (a === null || b === null || ![...a, ...b].every(Number.isFinite)) return true;
  return !(
    Math.max(a[0], b[0]) < x0 ||
    Math.min(a[0], b[0]) > x1 ||
    Math.max(a[1], b[1]) < y0 ||
    Math.min(a[1], b[1]) > y1
  );
}

/**
 * Every country with a visible outline in `path`'s projection (clipped to `clip`), with whether it
 * holds one of the places, its projected area and centroid.
 */
export function countryShapes(
  path: ReturnType<typeof geoPath>,
  projection: GeoProjection,
  clip: [[number, number], [number, number]],
  places: readonly { readonly lon: number; readonly lat: number }[],
  cull = true,
): CountryShape[] {
  const { countries: list, bounds } = loadWorld();
  const recorded = new Set(places.flatMap((p) => holders(p.lon, p.lat, cull)));
  const out: CountryShape[] = [];
  list.forEach((f, i) => {
    if (cull && !mayShow(bounds[i]!, projection, clip)) return;
    const d = path(f);
    if (d === null || d === "") return;
    out.push({
      name: f.properties.name,
      d,
      recorded: recorded.has(i),
      area: path.area(f),
      c: path.centroid(f),
    });
  });
  return out;
}

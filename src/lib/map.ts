/**
 * The regions map, computed at build time: country outlines from Natural Earth (world-atlas
 * TopoJSON, 1:50m) projected with d3-geo, and one marker per region. Pages render the result
 * as inline SVG; nothing runs in the browser.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoContains, geoGraticule, geoMercator, geoPath } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiPoint } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

export interface MapPlace {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly lat: number;
  readonly lon: number;
}

export interface MapMarker extends MapPlace {
  readonly x: number;
  readonly y: number;
  readonly labelX: number;
  readonly labelY: number;
  readonly anchor: "start" | "end" | "middle";
}

export interface MapData {
  readonly width: number;
  readonly height: number;
  readonly graticule: string;
  readonly countries: readonly {
    readonly name: string;
    readonly d: string;
    readonly recorded: boolean;
  }[];
  readonly countryLabels: readonly {
    readonly name: string;
    readonly x: number;
    readonly y: number;
  }[];
  readonly markers: readonly MapMarker[];
}

type CountryProps = { name: string };

let countriesCache: FeatureCollection<Geometry, CountryProps> | undefined;

function countries(): FeatureCollection<Geometry, CountryProps> {
  if (countriesCache !== undefined) return countriesCache;
  const require = createRequire(import.meta.url);
  const file = require.resolve("world-atlas/countries-50m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
    countries: GeometryCollection<CountryProps>;
  }>;
  countriesCache = feature(topology, topology.objects.countries);
  return countriesCache;
}

/** The default view: Madagascar and south-east Africa (lon 22–52° E, lat 27° S–2° S). */
const VIEW = { west: 22, east: 52, south: -27, north: -2 } as const;
const MARGIN_DEGREES = 1.5;
const FONT_PX = 13;
const CHAR_PX = 7.2;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Projects the countries and the places. The view covers south-east Africa and Madagascar and
 * grows to include every place given, so no marker falls off the map.
 */
export function buildMap(places: readonly MapPlace[], width = 760): MapData {
  const west = Math.min(VIEW.west, ...places.map((p) => p.lon - MARGIN_DEGREES));
  const east = Math.max(VIEW.east, ...places.map((p) => p.lon + MARGIN_DEGREES));
  const south = Math.min(VIEW.south, ...places.map((p) => p.lat - MARGIN_DEGREES));
  const north = Math.max(VIEW.north, ...places.map((p) => p.lat + MARGIN_DEGREES));
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
  projection.translate([projection.translate()[0], projection.translate()[1] - y0]);
  projection.clipExtent([
    [0, 0],
    [width, height],
  ]);
  const path = geoPath(projection).digits(1);

  const recordedIn = (f: Feature<Geometry, CountryProps>) =>
    places.some((p) => geoContains(f, [p.lon, p.lat]));

  const shapes: {
    name: string;
    d: string;
    recorded: boolean;
    area: number;
    c: [number, number];
  }[] = [];
  for (const f of countries().features) {
    const d = path(f);
    if (d === null || d === "") continue;
    shapes.push({
      name: f.properties.name,
      d,
      recorded: recordedIn(f),
      area: path.area(f),
      c: path.centroid(f),
    });
  }

  const taken: Box[] = [];
  const markers: MapMarker[] = [];
  const projected = places
    .map((p) => ({ p, xy: projection([p.lon, p.lat]) }))
    .filter((m): m is { p: MapPlace; xy: [number, number] } => m.xy !== null)
    .sort((a, b) => a.xy[1] - b.xy[1] || a.xy[0] - b.xy[0]);
  for (const { xy } of projected)
    taken.push({ x0: xy[0] - 6, y0: xy[1] - 6, x1: xy[0] + 6, y1: xy[1] + 6 });
  for (const { p, xy } of projected) {
    const [x, y] = xy;
    const w = p.name.length * CHAR_PX;
    const candidates = [
      { labelX: x + 9, labelY: y + 4, anchor: "start" as const, box: { x0: x + 8, x1: x + 9 + w } },
      { labelX: x - 9, labelY: y + 4, anchor: "end" as const, box: { x0: x - 9 - w, x1: x - 8 } },
    ];
    let chosen: MapMarker | undefined;
    for (let shift = 0; shift <= 8 && chosen === undefined; shift++) {
      for (const dy of shift === 0 ? [0] : [shift * (FONT_PX + 2), -shift * (FONT_PX + 2)]) {
        for (const c of candidates) {
          const b: Box = { x0: c.box.x0, x1: c.box.x1, y0: y + dy - FONT_PX + 4, y1: y + dy + 5 };
          if (b.x0 < 0 || b.x1 > width || b.y0 < 0 || b.y1 > height) continue;
          if (taken.some((t) => overlaps(t, b))) continue;
          taken.push(b);
          chosen = { ...p, x, y, labelX: c.labelX, labelY: c.labelY + dy, anchor: c.anchor };
          break;
        }
        if (chosen !== undefined) break;
      }
    }
    markers.push(chosen ?? { ...p, x, y, labelX: x + 9, labelY: y + 4, anchor: "start" });
  }

  // Country names for orientation, only where there is room and no marker label.
  const countryLabels: { name: string; x: number; y: number }[] = [];
  for (const s of shapes.sort((a, b) => b.area - a.area)) {
    if (s.area < 1500 || !Number.isFinite(s.c[0])) continue;
    const w = s.name.length * 6.2;
    const b: Box = { x0: s.c[0] - w / 2, x1: s.c[0] + w / 2, y0: s.c[1] - 10, y1: s.c[1] + 3 };
    if (b.x0 < 0 || b.x1 > width || b.y0 < 0 || b.y1 > height) continue;
    if (taken.some((t) => overlaps(t, b))) continue;
    taken.push(b);
    countryLabels.push({ name: s.name, x: round(s.c[0]), y: round(s.c[1]) });
  }

  return {
    width,
    height,
    graticule: path(geoGraticule().step([5, 5])()) ?? "",
    countries: shapes.map(({ name, d, recorded }) => ({ name, d, recorded })),
    countryLabels,
    markers: markers.map((m) => ({
      ...m,
      x: round(m.x),
      y: round(m.y),
      labelX: round(m.labelX),
      labelY: round(m.labelY),
    })),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

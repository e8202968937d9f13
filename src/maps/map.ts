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
import type { MultiPoint } from "geojson";
import { countriesHolding, countryShapes } from "./countries.ts";
import { clusters, overlaps, placeLabels, round, type Box } from "./labels.ts";

export interface MapPlace {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly lat: number;
  readonly lon: number;
  /** Id of the enclosing place, used to title an inset after the place that holds the others. */
  readonly parent?: string | undefined;
}

export interface MapMarker extends MapPlace {
  readonly x: number;
  readonly y: number;
  readonly labelX: number;
  readonly labelY: number;
  readonly anchor: "start" | "end" | "middle";
  /** A line from the marker towards its label, when the label sits away from it. */
  readonly leader?: {
    readonly x1: number;
    readonly y1: number;
    readonly x2: number;
    readonly y2: number;
  };
}

export interface MapLayer {
  readonly countries: readonly {
    readonly name: string;
    readonly d: string;
    readonly recorded: boolean;
  }[];
  readonly markers: readonly MapMarker[];
}

export interface MapInset extends MapLayer {
  readonly title: string;
  /** The inset's frame on the main map. */
  readonly frame: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
  /** The area the inset enlarges, outlined on the main map. */
  readonly source: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  };
}

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
/** Inset frame; its left part holds the enlarged map, its right part a column of labels. */
const INSET = { width: 300, height: 210, mapWidth: 140 } as const;

/** The member that holds most of the others, to title the inset; else the first. */
function insetTitle(members: readonly MapPlace[]): string {
  let best = members[0];
  let most = -1;
  for (const m of members) {
    const n = members.filter((o) => o.parent === m.id).length;
    if (n > most) {
      best = m;
      most = n;
    }
  }
  return best === undefined ? "Detail" : `${best.name} (detail)`;
}

function project(projection: GeoProjection, p: MapPlace): [number, number] | null {
  return projection([p.lon, p.lat]);
}

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

function layoutMap(places: readonly MapPlace[], width: number, cull: boolean): MapData {
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
  const mapHeight = Math.ceil(y1 - y0);
  const [tx, ty] = projection.translate();
  projection.translate([tx, ty - y0]);
  const clip: [[number, number], [number, number]] = [
    [0, 0],
    [width, mapHeight],
  ];
  projection.clipExtent(clip);
  const path = geoPath(projection).digits(1);
  const shapes = countryShapes(path, projection, clip, places, cull);
  const recordedLand = countriesHolding(places, cull);
  /** Whether a box on the map covers land of a country holding a place (sampled on a grid). */
  const coversRecordedLand = (b: Box) => {
    for (let i = 0; i <= 8; i++)
      for (let j = 0; j <= 6; j++) {
        const lonLat = projection.invert?.([
          b.x0 + ((b.x1 - b.x0) * i) / 8,
          b.y0 + ((b.y1 - b.y0) * j) / 6,
        ]);
        if (lonLat && recordedLand.some((f) => geoContains(f, lonLat))) return true;
      }
    return false;
  };
  let height = mapHeight;

  const points = places.flatMap((place) => {
    const xy = project(projection, place);
    return xy === null ? [] : [{ place, x: xy[0], y: xy[1] }];
  });
  const groups = clusters(points);
  const single = groups.filter((g) => g.length === 1).map((g) => points[g[0]!]!);
  const crowded = groups.filter((g) => g.length > 1);

  // Boxes the labels must avoid: inset frames first, placed in free corners of the map.
  const taken: Box[] = [];
  const insets: MapInset[] = [];
  const corners = [
    { x: width - INSET.width - 8, y: 8 },
    { x: width - INSET.width - 8, y: mapHeight - INSET.height - 8 },
    { x: 8, y: mapHeight - INSET.height - 8 },
    { x: 8, y: 8 },
  ];
  crowded.forEach((group, index) => {
    const members = group.map((i) => points[i]!);
    const xs = members.map((m) => m.x);
    const ys = members.map((m) => m.y);
    const sourceBox: Box = {
      x0: Math.min(...xs) - 6,
      y0: Math.min(...ys) - 6,
      x1: Math.max(...xs) + 6,
      y1: Math.max(...ys) + 6,
    };
    const free = corners.find((c) => {
      const frame: Box = { x0: c.x, y0: c.y, x1: c.x + INSET.width, y1: c.y + INSET.height };
      return (
        !taken.some((t) => overlaps(t, frame)) &&
        !overlaps(frame, sourceBox) &&
        !coversRecordedLand(frame) &&
        !single.some((p) => overlaps(frame, { x0: p.x - 8, y0: p.y - 8, x1: p.x + 8, y1: p.y + 8 }))
      );
    });
    // No free corner: a band below the map, one inset after another.
    const frameAt = free ?? { x: 8 + (index % 2) * (INSET.width + 8), y: height + 8 };
    if (free === undefined && frameAt.y + INSET.height + 8 > height)
      height = frameAt.y + INSET.height + 8;
    const frame: Box = {
      x0: frameAt.x,
      y0: frameAt.y,
      x1: frameAt.x + INSET.width,
      y1: frameAt.y + INSET.height,
    };
    taken.push(frame, sourceBox);

    // The inset's own projection, fitted to the group in the inset's left part.
    const lons = members.map((m) => m.place.lon);
    const lats = members.map((m) => m.place.lat);
    const span = Math.max(
      0.05,
      Math.max(...lons) - Math.min(...lons),
      Math.max(...lats) - Math.min(...lats),
    );
    const cLon = (Math.max(...lons) + Math.min(...lons)) / 2;
    const cLat = (Math.max(...lats) + Math.min(...lats)) / 2;
    const insetProjection = geoMercator().fitExtent(
      [
        [frame.x0 + 14, frame.y0 + 32],
        [frame.x0 + INSET.mapWidth, frame.y1 - 14],
      ],
      {
        type: "MultiPoint",
        coordinates: [
          [cLon - span * 0.6, cLat - span * 0.6],
          [cLon + span * 0.6, cLat + span * 0.6],
        ],
      },
    );
    const insetClip: [[number, number], [number, number]] = [
      [frame.x0, frame.y0],
      [frame.x1, frame.y1],
    ];
    insetProjection.clipExtent(insetClip);
    const insetPath = geoPath(insetProjection).digits(1);
    const insetPoints = members
      .flatMap(({ place }) => {
        const xy = project(insetProjection, place);
        return xy === null ? [] : [{ place, x: xy[0], y: xy[1] }];
      })
      .sort((a, b) => a.y - b.y || a.x - b.x);
    // Labels in a column on the right, in the markers' top-to-bottom order, each with a leader.
    const top = frame.y0 + 40;
    const step = Math.min(28, (frame.y1 - 14 - top) / Math.max(1, insetPoints.length - 1));
    const labelX = frame.x0 + INSET.mapWidth + 22;
    const insetMarkers: MapMarker[] = insetPoints.map(({ place, x, y }, i) => {
      const labelY = top + i * step;
      return {
        ...place,
        x: round(x),
        y: round(y),
        labelX: round(labelX),
        labelY: round(labelY),
        anchor: "start",
        leader: { x1: round(x), y1: round(y), x2: round(labelX - 4), y2: round(labelY - 4) },
      };
    });
    insets.push({
      title: insetTitle(members.map((m) => m.place)),
      frame: { x: frame.x0, y: frame.y0, width: INSET.width, height: INSET.height },
      source: {
        x: round(sourceBox.x0),
        y: round(sourceBox.y0),
        width: round(sourceBox.x1 - sourceBox.x0),
        height: round(sourceBox.y1 - sourceBox.y0),
      },
      countries: countryShapes(insetPath, insetProjection, insetClip, places, cull).map(
        ({ name, d, recorded }) => ({
          name,
          d,
          recorded,
        }),
      ),
      markers: insetMarkers,
    });
  });

  const markers = placeLabels(single, { x0: 0, y0: 0, x1: width, y1: height }, taken);

  // Country names for orientation, only where there is room and no marker label.
  const countryLabels: { name: string; x: number; y: number }[] = [];
  for (const s of [...shapes].sort((a, b) => b.area - a.area)) {
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
    markers,
    insets,
  };
}

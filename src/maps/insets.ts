/**
 * The insets of a map: each group of places too close to tell apart at the map's scale (towns
 * around Antananarivo) is drawn again, enlarged, in a frame of its own with its labels in a
 * column. A frame goes in a free corner of the main map, else in a band below it, so it never
 * hides a place.
 */
import { geoMercator, geoPath } from "d3-geo";
import { countryShapes } from "./countries.ts";
import {
  overlaps,
  round,
  type Box,
  type MapMarker,
  type MapPlace,
  type ProjectedPlace,
} from "./labels.ts";

/** What the main map and each inset draw: country outlines and the markers of the places. */
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

/** Inset frame; its left part holds the enlarged map, its right part a column of labels. */
const INSET = { width: 300, height: 210, mapWidth: 140 } as const;

/** What the insets are placed around on the main map. */
export interface MainMap {
  readonly width: number;
  /** The height of the projected map, without any band of insets below it. */
  readonly height: number;
  /** The places left on the main map, whose markers an inset must not cover. */
  readonly single: readonly ProjectedPlace[];
  /** Whether a box covers land of a country holding a place. */
  readonly coversRecordedLand: (box: Box) => boolean;
  /** Every place of the map, to tell which countries in an inset hold one. */
  readonly places: readonly MapPlace[];
  readonly cull: boolean;
}

/** The insets, and what they leave for the labels: the boxes they take and the drawing's height. */
export interface PlacedInsets {
  readonly insets: MapInset[];
  /** The frames and the enlarged areas, in that order for each inset. */
  readonly taken: Box[];
  readonly height: number;
}

/** Draws each crowded group in an inset, in order, each placed clear of the ones before. */
export function placeInsets(
  groups: readonly (readonly ProjectedPlace[])[],
  main: MainMap,
): PlacedInsets {
  const taken: Box[] = [];
  const insets: MapInset[] = [];
  let height = main.height;
  groups.forEach((members, index) => {
    const source = enclosing(members);
    const free = freeCorner(main, taken, source);
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
    taken.push(frame, source);
    insets.push(drawInset(members, frame, source, main));
  });
  return { insets, taken, height };
}

/** The markers' bounding box with a margin: the area an inset enlarges. */
function enclosing(members: readonly ProjectedPlace[]): Box {
  const xs = members.map((m) => m.x);
  const ys = members.map((m) => m.y);
  return {
    x0: Math.min(...xs) - 6,
    y0: Math.min(...ys) - 6,
    x1: Math.max(...xs) + 6,
    y1: Math.max(...ys) + 6,
  };
}

/**
 * The first corner of the main map where a frame overlaps no other inset, not the area it
 * enlarges, no land of a country holding a place and no marker; undefined when none is free.
 */
function freeCorner(main: MainMap, taken: readonly Box[], source: Box) {
  const corners = [
    { x: main.width - INSET.width - 8, y: 8 },
    { x: main.width - INSET.width - 8, y: main.height - INSET.height - 8 },
    { x: 8, y: main.height - INSET.height - 8 },
    { x: 8, y: 8 },
  ];
  return corners.find((c) => {
    const frame: Box = { x0: c.x, y0: c.y, x1: c.x + INSET.width, y1: c.y + INSET.height };
    return (
      !taken.some((t) => overlaps(t, frame)) &&
      !overlaps(frame, source) &&
      !main.coversRecordedLand(frame) &&
      !main.single.some((p) =>
        overlaps(frame, { x0: p.x - 8, y0: p.y - 8, x1: p.x + 8, y1: p.y + 8 }),
      )
    );
  });
}

/** One group drawn in `frame`: its own projection, the countries and the markers. */
function drawInset(
  members: readonly ProjectedPlace[],
  frame: Box,
  source: Box,
  main: MainMap,
): MapInset {
  const projection = insetProjection(members, frame);
  const clip: [[number, number], [number, number]] = [
    [frame.x0, frame.y0],
    [frame.x1, frame.y1],
  ];
  projection.clipExtent(clip);
  const path = geoPath(projection).digits(1);
  const points = members
    .flatMap(({ place }) => {
      const xy = projection([place.lon, place.lat]);
      return xy === null ? [] : [{ place, x: xy[0], y: xy[1] }];
    })
    .sort((a, b) => a.y - b.y || a.x - b.x);
  return {
    title: insetTitle(members.map((m) => m.place)),
    frame: { x: frame.x0, y: frame.y0, width: INSET.width, height: INSET.height },
    source: {
      x: round(source.x0),
      y: round(source.y0),
      width: round(source.x1 - source.x0),
      height: round(source.y1 - source.y0),
    },
    countries: countryShapes(path, projection, clip, main.places, main.cull).map(
      ({ name, d, recorded }) => ({
        name,
        d,
        recorded,
      }),
    ),
    markers: labelColumn(points, frame),
  };
}

/** The inset's own projection, fitted to the group in the inset's left part. */
function insetProjection(members: readonly ProjectedPlace[], frame: Box) {
  const lons = members.map((m) => m.place.lon);
  const lats = members.map((m) => m.place.lat);
  const span = Math.max(
    0.05,
    Math.max(...lons) - Math.min(...lons),
    Math.max(...lats) - Math.min(...lats),
  );
  const cLon = (Math.max(...lons) + Math.min(...lons)) / 2;
  const cLat = (Math.max(...lats) + Math.min(...lats)) / 2;
  return geoMercator().fitExtent(
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
}

/** Labels in a column on the right, in the markers' top-to-bottom order, each with a leader. */
function labelColumn(points: readonly ProjectedPlace[], frame: Box): MapMarker[] {
  const top = frame.y0 + 40;
  const step = Math.min(28, (frame.y1 - 14 - top) / Math.max(1, points.length - 1));
  const labelX = frame.x0 + INSET.mapWidth + 22;
  return points.map(({ place, x, y }, i) => {
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
}

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

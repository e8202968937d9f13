/**
 * Where a map's labels go and which markers crowd together: greedy label placement that avoids
 * overlaps, and the groups of markers too close to tell apart, which go to an inset. Plain
 * geometry on the projected plane (maps/map.ts does the projecting). The shapes of what a map
 * marks, a place and its drawn marker, are declared here, at the bottom of the maps' imports.
 */

/** A place to mark on a map: a region of the content, with its coordinates. */
export interface MapPlace {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly lat: number;
  readonly lon: number;
  /** Id of the enclosing place, used to title an inset after the place that holds the others. */
  readonly parent?: string | undefined;
}

/** A place as drawn: its marker and where its label goes, on the map's plane. */
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

/** A place projected onto the map's plane, before its label is placed. */
export interface ProjectedPlace {
  readonly place: MapPlace;
  readonly x: number;
  readonly y: number;
}

const FONT_PX = 13;
/** Width of one character of a 13px bold label, on the generous side. */
const CHAR_PX = 8;
/** Markers closer than this (px) on the main map go to an inset. */
const CLUSTER_PX = 12;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export const overlaps = (a: Box, b: Box) =>
  a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
export const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Places labels next to their markers without overlapping each other, the markers or the
 * boxes already taken, inside `bounds`. Tries right, then left, then above and below; then
 * the same directions further out, with a leader line.
 */
export function placeLabels(
  points: readonly ProjectedPlace[],
  bounds: Box,
  taken: Box[],
): MapMarker[] {
  for (const { x, y } of points) taken.push({ x0: x - 5, y0: y - 5, x1: x + 5, y1: y + 5 });
  const directions = [0, 180, -35, 35, 145, -145, -90, 90];
  const markers: MapMarker[] = [];
  for (const { place, x, y } of points) {
    const w = place.name.length * CHAR_PX;
    let chosen: MapMarker | undefined;
    for (const r of [0, 14, 28, 42, 56, 70, 90]) {
      for (const deg of directions) {
        const rad = (deg * Math.PI) / 180;
        const cx = x + r * Math.cos(rad);
        const cy = y + r * Math.sin(rad);
        const cos = Math.cos(rad);
        const anchor = cos > 0.3 ? "start" : cos < -0.3 ? "end" : "middle";
        const labelX = anchor === "start" ? cx + 9 : anchor === "end" ? cx - 9 : cx;
        const labelY = anchor === "middle" ? (deg < 0 ? cy - 9 : cy + 17) : cy + 4;
        const x0 = anchor === "start" ? labelX : anchor === "end" ? labelX - w : labelX - w / 2;
        const box: Box = { x0: x0 - 2, x1: x0 + w + 2, y0: labelY - FONT_PX + 2, y1: labelY + 4 };
        if (box.x0 < bounds.x0 || box.x1 > bounds.x1 || box.y0 < bounds.y0 || box.y1 > bounds.y1)
          continue;
        if (taken.some((t) => overlaps(t, box))) continue;
        taken.push(box);
        const leader =
          r === 0
            ? undefined
            : {
                x1: round(x),
                y1: round(y),
                x2: round(Math.min(Math.max(x, box.x0), box.x1)),
                y2: round(Math.min(Math.max(y, box.y0), box.y1)),
              };
        chosen = {
          ...place,
          x: round(x),
          y: round(y),
          labelX: round(labelX),
          labelY: round(labelY),
          anchor,
          ...(leader ? { leader } : {}),
        };
        break;
      }
      if (chosen !== undefined) break;
    }
    markers.push(
      chosen ?? {
        ...place,
        x: round(x),
        y: round(y),
        labelX: round(x + 9),
        labelY: round(y + 4),
        anchor: "start",
      },
    );
  }
  return markers;
}

/**
 * Groups of places whose markers lie within CLUSTER_PX of another member. Countries stay on
 * the main map whatever their neighbours: an enlarged inset would misplace them.
 */
export function clusters(points: readonly ProjectedPlace[]): number[][] {
  const parent = points.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i]!;
      const b = points[j]!;
      if (a.place.kind === "country" || b.place.kind === "country") continue;
      if (Math.hypot(a.x - b.x, a.y - b.y) < CLUSTER_PX) parent[find(i)] = find(j);
    }
  const groups = new Map<number, number[]>();
  points.forEach((_, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), i]));
  return [...groups.values()];
}

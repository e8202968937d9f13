/**
 * The map layout skips countries whose bounds miss the view and tests places only against the
 * countries whose bounds hold them (src/maps/countries.ts). Those short cuts must draw exactly
 * what the exhaustive work draws: every country projected, every place tested against every
 * country. Compared on the real regions (all at once, each alone, as the regions index, region
 * pages and evidence pages draw them) and on random places around the world, including near the
 * antimeridian and the poles.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/load-files.ts";
import { buildMap } from "../../src/maps/map.ts";
import type { MapPlace } from "../../src/maps/labels.ts";
import { mapPlaces } from "../../src/maps/places.ts";
import { rng } from "../../scripts/scale/generate.ts";
import { ROOT } from "../../scripts/lib/build.ts";

const { db } = loadContent(ROOT);
const real = mapPlaces(db.regions);

function randomPlaces(seed: number): MapPlace[] {
  const random = rng(seed);
  const n = 1 + Math.floor(random() * 4);
  const centre = { lon: random() * 360 - 180, lat: random() * 150 - 75 };
  return Array.from({ length: n }, (_, i) => ({
    id: `p${seed}-${i}`,
    name: `Place ${i}`,
    kind: random() < 0.3 ? "country" : "town",
    lon: Math.max(-180, Math.min(180, centre.lon + (random() - 0.5) * 8)),
    lat: Math.max(-80, Math.min(80, centre.lat + (random() - 0.5) * 8)),
  }));
}

describe("map culling draws what the exhaustive layout draws", () => {
  it("for every real region at once, on the regions index", () => {
    expect(buildMap(real)).toEqual(buildMap(real, 760, { cull: false }));
  });

  it("for each real region alone, as its evidence pages draw it", () => {
    for (const place of real)
      expect(buildMap([place], 560), place.id).toEqual(buildMap([place], 560, { cull: false }));
  });

  it("for random places around the world", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const places = randomPlaces(seed);
      expect(buildMap(places, 560), JSON.stringify(places)).toEqual(
        buildMap(places, 560, { cull: false }),
      );
    }
  });

  it("for places on either side of the antimeridian", () => {
    const places: MapPlace[] = [
      { id: "fiji", name: "Suva", kind: "town", lon: 178.4, lat: -18.1 },
      { id: "chukotka", name: "Anadyr", kind: "town", lon: 177.5, lat: 64.7 },
      { id: "samoa", name: "Apia", kind: "country", lon: -171.8, lat: -13.8 },
    ];
    for (const p of [[places[0]!], [places[1]!], [places[2]!], places])
      expect(buildMap(p, 560)).toEqual(buildMap(p, 560, { cull: false }));
  });
});

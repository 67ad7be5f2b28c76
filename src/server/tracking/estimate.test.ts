// The arrival estimate: its error on a simulated constant-speed drive, stops left out of the speed, and its bounds.
import { describe, expect, it } from 'vitest';
import { greatCircleMetres, type LatLng } from '../../contract/great-circle';
import { DEFAULT_SPEED_KMH, MAX_SPEED_KMH, MIN_SPEED_KMH, ROAD_FACTOR } from '../../contract/tracking-limits';
import { estimateArrival, recentMovingSpeedKmh, type TimedPoint } from './estimate';

const TUNIS = { lat: 36.8065, lng: 10.1815 };
const SOUSSE = { lat: 35.8256, lng: 10.636 };
const HOUR_MS = 3_600_000;
const START = Date.UTC(2026, 10, 26, 8, 0, 0);

/** A flat map (kilometres east and north of Tunis) good enough over 150 km. */
const KM_PER_DEG_LAT = 111.195;
const kmPerDegLng = KM_PER_DEG_LAT * Math.cos((TUNIS.lat * Math.PI) / 180);
const toLatLng = (x: number, y: number): LatLng => ({ lat: TUNIS.lat + y / KM_PER_DEG_LAT, lng: TUNIS.lng + x / kmPerDegLng });

/**
 * The road: a zigzag about the straight line Tunis → Sousse whose legs are 1.2 × the ground they cover (lateral swing
 * √(1.2² − 1) ≈ 0.663 × the leg's advance), so the drive is 1.2 × the straight line, as ROAD_FACTOR assumes.
 */
function zigzagRoad(advanceKm = 3): LatLng[] {
  const end = { x: (SOUSSE.lng - TUNIS.lng) * kmPerDegLng, y: (SOUSSE.lat - TUNIS.lat) * KM_PER_DEG_LAT };
  const length = Math.hypot(end.x, end.y);
  const [ux, uy] = [end.x / length, end.y / length];
  const vertices: LatLng[] = [];
  const swing = Math.sqrt(ROAD_FACTOR ** 2 - 1);
  const offsets = [0, swing, 0, -swing];
  for (let k = 0, along = 0; along < length; k++, along = k * advanceKm) {
    const side = offsets[k % 4]! * advanceKm;
    vertices.push(toLatLng(along * ux - side * uy, along * uy + side * ux));
  }
  vertices.push(SOUSSE);
  return vertices;
}

/** Points every `everyMs` of a drive at `kmh` along `road`, each with the road left after it. */
function drive(road: LatLng[], kmh: number, everyMs: number): { point: TimedPoint; roadLeftKm: number }[] {
  const legs = road.slice(1).map((to, i) => ({ from: road[i]!, to, km: greatCircleMetres(road[i]!, to) / 1000 }));
  const total = legs.reduce((sum, leg) => sum + leg.km, 0);
  const stepKm = (kmh * everyMs) / HOUR_MS;
  const out: { point: TimedPoint; roadLeftKm: number }[] = [];
  for (let done = 0, n = 0; done <= total; n++, done = n * stepKm) {
    let rest = done;
    let leg = legs[0]!;
    for (leg of legs) {
      if (rest <= leg.km) break;
      rest -= leg.km;
    }
    const f = Math.min(1, rest / leg.km);
    const at = START + n * everyMs;
    out.push({
      point: { lat: leg.from.lat + f * (leg.to.lat - leg.from.lat), lng: leg.from.lng + f * (leg.to.lng - leg.from.lng), at },
      roadLeftKm: total - done,
    });
  }
  return out;
}

describe('estimateArrival', () => {
  it('is within 5 % of the true time left on a constant 90 km/h drive along a road 1.2 × the straight line', () => {
    const road = zigzagRoad();
    const straightKm = greatCircleMetres(TUNIS, SOUSSE) / 1000;
    const points = drive(road, 90, 20_000);
    const roadKm = points[0]!.roadLeftKm;
    expect(roadKm / straightKm).toBeGreaterThan(1.17);
    expect(roadKm / straightKm).toBeLessThan(1.23);
    for (const share of [0.1, 0.25, 0.4, 0.55, 0.7, 0.85]) {
      const index = Math.round(share * (points.length - 1));
      const seen = points.slice(0, index + 1).map((p) => p.point);
      const estimate = estimateArrival(seen, SOUSSE)!;
      const { point, roadLeftKm } = points[index]!;
      const trueLeftMs = (roadLeftKm / 90) * HOUR_MS;
      const estimatedLeftMs = estimate.arrivalAt - point.at;
      expect(Math.abs(estimatedLeftMs - trueLeftMs) / trueLeftMs, `at ${share * 100} % of the drive`).toBeLessThan(0.05);
      expect(estimate.computedFor).toBe(point.at);
      expect(estimate.speedKmh).toBeGreaterThan(85);
      expect(estimate.speedKmh).toBeLessThan(91);
    }
  });

  it('assumes the default speed before the car has moved', () => {
    const standing: TimedPoint[] = [
      { ...TUNIS, at: START },
      { ...TUNIS, at: START + 60_000 },
    ];
    const estimate = estimateArrival(standing, SOUSSE)!;
    expect(estimate.speedKmh).toBe(DEFAULT_SPEED_KMH);
    const roadKm = (greatCircleMetres(TUNIS, SOUSSE) / 1000) * ROAD_FACTOR;
    expect(estimate.distanceLeftKm).toBeCloseTo(roadKm, 6);
    expect(estimate.arrivalAt).toBe(Math.round(START + 60_000 + (roadKm / DEFAULT_SPEED_KMH) * HOUR_MS));
    expect(estimateArrival([], SOUSSE)).toBeNull();
  });

  it('leaves stops out of the speed and measures only the last 10 minutes of movement', () => {
    const road = zigzagRoad();
    // 30 minutes at 60 km/h, then 20 minutes at 100 km/h with a 15-minute café stop in the middle of them.
    const slow = drive(road, 60, 20_000)
      .filter((p) => p.point.at <= START + 30 * 60_000)
      .map((p) => p.point);
    const last = slow.at(-1)!;
    const fast: TimedPoint[] = [];
    for (let i = 1; i <= 60; i++) {
      const stop = i > 30 ? 15 * 60_000 : 0;
      // Due south at 100 km/h: 0.5556 km per 20 s.
      fast.push({ lat: last.lat - (i * 0.5556) / KM_PER_DEG_LAT, lng: last.lng, at: last.at + i * 20_000 + stop });
    }
    // Standing at the café until 20 s before setting off again.
    const standing = { ...fast[29]!, at: fast[30]!.at - 20_000 };
    const points = [...slow, ...fast.slice(0, 30), standing, ...fast.slice(30)];
    expect(recentMovingSpeedKmh(points)).toBeCloseTo(100, 0);
  });

  it('bounds a measured speed to 30–110 km/h', () => {
    const crawl: TimedPoint[] = Array.from({ length: 10 }, (_, i) => ({ lat: TUNIS.lat - (i * 0.2) / KM_PER_DEG_LAT, lng: TUNIS.lng, at: START + i * 60_000 }));
    expect(recentMovingSpeedKmh(crawl)).toBeCloseTo(12, 0);
    expect(estimateArrival(crawl, SOUSSE)!.speedKmh).toBe(MIN_SPEED_KMH);
    const race: TimedPoint[] = Array.from({ length: 10 }, (_, i) => ({ lat: TUNIS.lat - (i * 3) / KM_PER_DEG_LAT, lng: TUNIS.lng, at: START + i * 60_000 }));
    expect(estimateArrival(race, SOUSSE)!.speedKmh).toBe(MAX_SPEED_KMH);
  });
});

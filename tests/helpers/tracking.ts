// Live-tracking test kit: a trip about to leave with an accepted passenger, points along Tunis → Sousse, and the calls.
import type { PositionPoint } from '../../src/contract/tracking';
import { decide, hoursFromNow, publishTrip, requestSeats, type TestDriver } from './marketplace';
import { call, type SignedInUser, type TestServer } from './server';

export const TUNIS = { lat: 36.8065, lng: 10.1815 };
export const SOUSSE = { lat: 35.8256, lng: 10.636 };

/** A trip of `driver` leaving in 20 minutes (startable now), with `passenger`'s booking accepted when given. */
export async function tripLeavingSoon(server: TestServer, driver: TestDriver, passenger?: SignedInUser): Promise<number> {
  const trip = await publishTrip(server, driver, { departure_time: hoursFromNow(server, 1 / 3) });
  if (passenger) {
    const booking = await requestSeats(server, passenger, trip.id);
    const accepted = await decide(server, driver, booking, 'accept');
    if (accepted.status !== 200) throw new Error(`accept answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  }
  return trip.id;
}

export const startTrip = (server: TestServer, tripId: number, token: string, json: unknown = {}, headers: Record<string, string> = {}) =>
  call(server, 'POST', `/api/trips/${tripId}/start`, { token, json, headers });

export const stopSharing = (server: TestServer, tripId: number, token: string) => call(server, 'POST', `/api/trips/${tripId}/stop-sharing`, { token });

export const sendPoints = (server: TestServer, tripId: number, token: string, points: unknown, headers: Record<string, string> = {}) =>
  call(server, 'POST', `/api/trips/${tripId}/positions`, { token, json: { points }, headers });

export const tracking = (server: TestServer, tripId: number, token?: string) => call(server, 'GET', `/api/trips/${tripId}/tracking`, { token });

/**
 * `count` points of a drive from Tunis towards Sousse at `kmh`, one every `everyMs`, the first at `fromMs` having
 * covered `startKm` already (the straight line, which is what the server's estimate reads anyway).
 */
export function drivePoints(fromMs: number, count: number, { everyMs = 20_000, kmh = 90, startKm = 0 } = {}): PositionPoint[] {
  const totalKm =
    6371.0088 *
    2 *
    Math.asin(
      Math.sqrt(
        Math.sin(((SOUSSE.lat - TUNIS.lat) * Math.PI) / 360) ** 2 +
          Math.cos((TUNIS.lat * Math.PI) / 180) * Math.cos((SOUSSE.lat * Math.PI) / 180) * Math.sin(((SOUSSE.lng - TUNIS.lng) * Math.PI) / 360) ** 2,
      ),
    );
  return Array.from({ length: count }, (_, i) => {
    const f = Math.min(1, (startKm + (kmh * i * everyMs) / 3_600_000) / totalKm);
    return { recorded_at: fromMs + i * everyMs, lat: TUNIS.lat + f * (SOUSSE.lat - TUNIS.lat), lng: TUNIS.lng + f * (SOUSSE.lng - TUNIS.lng), accuracy: 12 };
  });
}

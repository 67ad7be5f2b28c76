// A trip's stops worked out from its ends, its stopovers and its price: road kilometres and prices from the
// departure, and the arrival when not given. The server writes them; the device shows them before the server answers.
import { DEFAULT_SPEED_KMH } from './tracking-limits';
import { roadKm } from './road-distance';

export interface PlacedCity {
  latitude?: number | null;
  longitude?: number | null;
}

export interface PlannedStop {
  position: number;
  cityId: number;
  /** Epoch ms: when the car leaves this stop (arrives, for the arrival). */
  time: number;
  kmFromDeparture: number;
  priceFromDeparture: number;
  /** The driver set this stop's price; otherwise it follows the trip's. */
  priceFixed: boolean;
}

export interface RoutePlan {
  departure: { cityId: number; time: number };
  stopovers: { cityId: number; time: number; priceFromDeparture: number | null }[];
  /** `time`: the arrival the driver gave, or null to estimate it. */
  arrival: { cityId: number; time: number | null };
  pricePerSeat: number;
}

const HOUR_MS = 3_600_000;
const cents = (value: number) => Math.round(value * 100) / 100;
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * The stops in order: departure, stopovers, arrival. Kilometres follow the road through each stop (a city without
 * coordinates adds none); an arrival not given is the last stop's time plus the road at the usual speed. A stopover's
 * price the driver did not set is the trip's in proportion to the road travelled, to the cent.
 */
export function planStops(plan: RoutePlan, placeOf: (cityId: number) => PlacedCity | undefined): PlannedStop[] {
  const ids = [plan.departure.cityId, ...plan.stopovers.map((s) => s.cityId), plan.arrival.cityId];
  let km = 0;
  const kms = ids.map((id, index) => {
    if (index === 0) return 0;
    const from = placeOf(ids[index - 1]!);
    const to = placeOf(id);
    if (from?.latitude != null && from.longitude != null && to?.latitude != null && to.longitude != null) {
      km += roadKm({ lat: from.latitude, lng: from.longitude }, { lat: to.latitude, lng: to.longitude });
    }
    return tenths(km);
  });
  const total = kms[kms.length - 1]!;
  const lastLeaves = plan.stopovers[plan.stopovers.length - 1]?.time ?? plan.departure.time;
  const lastKm = kms[kms.length - 2] ?? 0;
  const arrival = plan.arrival.time ?? lastLeaves + Math.round(((total - lastKm) / DEFAULT_SPEED_KMH) * HOUR_MS);
  return ids.map((cityId, position) => {
    const stopover = plan.stopovers[position - 1];
    const isEnd = position === 0 || position === ids.length - 1;
    const fixed = !isEnd && stopover?.priceFromDeparture != null;
    const follows = total > 0 ? cents((plan.pricePerSeat * kms[position]!) / total) : 0;
    return {
      position,
      cityId,
      time: position === 0 ? plan.departure.time : isEnd ? arrival : stopover!.time,
      kmFromDeparture: kms[position]!,
      priceFromDeparture: position === 0 ? 0 : isEnd ? plan.pricePerSeat : fixed ? stopover!.priceFromDeparture! : follows,
      priceFixed: fixed,
    };
  });
}

/** A stopover's proposed time: the stop before's plus the road to it at the usual speed, to the quarter hour. */
export function proposedStopTime(previous: { time: number; place?: PlacedCity }, next?: PlacedCity): number | null {
  if (previous.place?.latitude == null || previous.place.longitude == null || next?.latitude == null || next.longitude == null) return null;
  const km = roadKm({ lat: previous.place.latitude, lng: previous.place.longitude }, { lat: next.latitude, lng: next.longitude });
  const quarter = 15 * 60_000;
  return Math.ceil((previous.time + (km / DEFAULT_SPEED_KMH) * HOUR_MS) / quarter) * quarter;
}

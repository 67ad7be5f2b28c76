// Road distances between places, and the fair price they suggest: one factor over the great circle, one rate per km.
import { greatCircleMetres, type LatLng } from './great-circle';

/**
 * Roads are longer than the straight line. Measured on twelve Tunisian routes whose road length is known (Tunis →
 * Sousse 140 km, → Sfax 270, → Gabès 405, → Bizerte 66, → Kairouan 155, → Béja 105, → Le Kef 170, → Jendouba 154,
 * → Nabeul 66; Sfax → Gabès 137, Sousse → Sfax 130, Sousse → Monastir 22), 1.2 × the great-circle distance is off
 * by 5 % on average, by 15 % at worst (Tunis → Nabeul, a nearly straight road). 1.15 and 1.25 do no better
 * (docs/fair-price.md has the table).
 */
export const ROAD_FACTOR = 1.2;

/** Road kilometres between two places, to one decimal. */
export function roadKm(from: LatLng, to: LatLng): number {
  return Math.round((greatCircleMetres(from, to) / 1000) * ROAD_FACTOR * 10) / 10;
}

/** Road kilometres along a route through its places in order. */
export function routeKm(places: LatLng[]): number {
  let km = 0;
  for (let i = 1; i < places.length; i += 1) km += roadKm(places[i - 1]!, places[i]!);
  return Math.round(km * 10) / 10;
}

/** A passenger finds a car at a stop this close to the town they searched for (BlaBlaCar's default radius). */
export const NEARBY_KM = 15;

/** The default rate per seat and road kilometre in TND; the operator sets `PRICE_PER_KM` (docs/fair-price.md). */
export const DEFAULT_PRICE_PER_KM = 0.08;

/** Carpooling shares costs: a driver may ask half the suggested price, and at most a tenth more. */
export const PRICE_RANGE = { lowest: 0.5, highest: 1.1 } as const;

export interface PriceSuggestion {
  distance_km: number;
  suggested: number;
  min: number;
  max: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The suggested price per seat for so many road kilometres, rounded to half a dinar (never below it), and its range. */
export function priceSuggestion(distanceKm: number, pricePerKm: number): PriceSuggestion {
  const suggested = Math.max(0.5, Math.round(distanceKm * pricePerKm * 2) / 2);
  return { distance_km: Math.round(distanceKm * 10) / 10, suggested, min: cents(suggested * PRICE_RANGE.lowest), max: cents(suggested * PRICE_RANGE.highest) };
}

/** Whether a price per seat is within a suggestion's range (to the cent). */
export const priceWithin = (price: number, range: Pick<PriceSuggestion, 'min' | 'max'>) => price >= range.min - 0.001 && price <= range.max + 0.001;

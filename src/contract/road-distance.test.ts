// The road factor against road lengths known on Tunisian routes (docs/fair-price.md), and the fair price's range.
import { describe, expect, it } from 'vitest';
import { priceSuggestion, priceWithin, roadKm, routeKm } from './road-distance';

/** The governorate capitals' coordinates as the cities table has them. */
const PLACES: Record<string, [number, number]> = {
  Tunis: [36.8065, 10.1815],
  Sousse: [35.8256, 10.636],
  Sfax: [34.7406, 10.7603],
  Bizerte: [37.2744, 9.8739],
  Gabès: [33.8815, 10.0982],
  Kairouan: [35.6781, 10.0963],
  Monastir: [35.7643, 10.8113],
  Nabeul: [36.4561, 10.7376],
  Béja: [36.7256, 9.1817],
  'Le Kef': [36.1826, 8.7149],
  Jendouba: [36.5011, 8.7802],
};
const at = (name: string) => ({ lat: PLACES[name]![0], lng: PLACES[name]![1] });

/** Road lengths as road signs and maps give them, in km. */
const KNOWN: [string, string, number][] = [
  ['Tunis', 'Sousse', 140],
  ['Tunis', 'Sfax', 270],
  ['Tunis', 'Bizerte', 66],
  ['Tunis', 'Gabès', 405],
  ['Sfax', 'Gabès', 137],
  ['Tunis', 'Kairouan', 155],
  ['Sousse', 'Monastir', 22],
  ['Tunis', 'Nabeul', 66],
  ['Tunis', 'Béja', 105],
  ['Tunis', 'Le Kef', 170],
  ['Sousse', 'Sfax', 130],
  ['Tunis', 'Jendouba', 154],
];

describe('road distances', () => {
  it('are within 5 % of the known road lengths on average and 15 % at worst', () => {
    const errors = KNOWN.map(([from, to, km]) => Math.abs(roadKm(at(from), at(to)) - km) / km);
    expect(errors.reduce((a, b) => a + b, 0) / errors.length).toBeLessThanOrEqual(0.05);
    expect(Math.max(...errors)).toBeLessThanOrEqual(0.15);
  });

  it('add up along a route through its stops', () => {
    expect(routeKm([at('Tunis'), at('Sousse'), at('Sfax')])).toBe(285.1);
    expect(routeKm([at('Tunis')])).toBe(0);
  });
});

describe('a fair price', () => {
  it('is the rate times the road, to half a dinar, from half of it to a tenth more', () => {
    expect(priceSuggestion(139.7, 0.08)).toEqual({ distance_km: 139.7, suggested: 11, min: 5.5, max: 12.1 });
    expect(priceSuggestion(285.1, 0.08)).toEqual({ distance_km: 285.1, suggested: 23, min: 11.5, max: 25.3 });
    // Never below half a dinar, even next door.
    expect(priceSuggestion(2, 0.08).suggested).toBe(0.5);
  });

  it('takes the range’s ends and refuses beyond them to the cent', () => {
    const range = priceSuggestion(139.7, 0.08);
    expect([5.49, 5.5, 12.1, 12.11].map((price) => priceWithin(price, range))).toEqual([false, true, true, false]);
  });
});

// The places list as trips, screens and notifications rely on it: the 24 capitals first and unchanged, every place
// named in French and in Arabic script, in a governorate, inside Tunisia, and no name twice.
import { describe, expect, it } from 'vitest';
import { ARABIC_CITY_NAMES } from '../../contract/city-names';
import { governorateCapitals } from './cities';
import { places } from './places';

/** Words of Arabic letters, one space apart: no Latin letter, digit or stray punctuation left in a name. */
const ARABIC_NAME = /^[\u0621-\u064A]+( [\u0621-\u064A]+)*$/;

describe('places', () => {
  it('starts with the 24 governorate capitals, in their order, with their names and coordinates', () => {
    expect(places.slice(0, 24).map(({ name, latitude, longitude }) => ({ name, latitude, longitude }))).toEqual(governorateCapitals);
    for (const capital of places.slice(0, 24)) {
      expect(capital.governorate).toBe(capital.name);
      expect(capital.nameAr).toBe(ARABIC_CITY_NAMES[capital.name]);
    }
  });

  it('gives every place a non-empty Arabic name in Arabic script', () => {
    const notArabic = places.filter((place) => !ARABIC_NAME.test(place.nameAr));
    expect(notArabic.map((place) => `${place.name}: "${place.nameAr}"`)).toEqual([]);
  });

  it('names no two places alike, in French or in Arabic within a governorate', () => {
    const names = places.map((place) => place.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const arabic = places.map((place) => `${place.governorate}/${place.nameAr}`);
    expect(arabic.filter((name, index) => arabic.indexOf(name) !== index)).toEqual([]);
  });

  it('puts every place in one of the 24 governorates, inside Tunisia', () => {
    const governorates = new Set(governorateCapitals.map((capital) => capital.name));
    for (const place of places) {
      expect(governorates.has(place.governorate), place.name).toBe(true);
      expect(place.latitude, place.name).toBeGreaterThan(30.2);
      expect(place.latitude, place.name).toBeLessThan(37.6);
      expect(place.longitude, place.name).toBeGreaterThan(7.5);
      expect(place.longitude, place.name).toBeLessThan(11.7);
    }
  });

  it('has the towns of the main corridors, named as their signs are', () => {
    const names = new Set(places.map((place) => place.name));
    for (const town of ['Hammamet', 'Enfidha', 'El Jem', 'Msaken', 'Menzel Bourguiba', 'Kélibia', 'Ksar Hellal', 'Djerba Houmt Souk', 'Zarzis', 'Ben Guerdane'])
      expect(names.has(town), town).toBe(true);
    expect(places.find((place) => place.name === 'Menzel Bourguiba')!.aliases).toContain('Manzil Bu Ruqaybah');
  });
});

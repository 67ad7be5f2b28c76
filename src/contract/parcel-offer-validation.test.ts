// The trip form's parcel sizes ("J'accepte des colis") refuse bad input with Laravel's field paths and messages.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import { parcelSizeName } from './parcel-sizes';
import { tripRequest } from './trips';

const trip = (overrides: Record<string, unknown> = {}) => ({
  departure_city_id: 1,
  arrival_city_id: 2,
  departure_location: 'Bab Saadoun',
  departure_time: '2030-01-10T07:30:00.000Z',
  available_seats: 3,
  price_per_seat: 20,
  vehicle_id: 1,
  ...overrides,
});

function errorsOf(body: unknown): Record<string, string[]> | null {
  const result = tripRequest.safeParse(body);
  return result.success ? null : fieldErrors(result.error.issues);
}

describe('tripRequest with parcels', () => {
  it('reads a form of before parcels as not taking any', () => {
    expect(tripRequest.parse(trip())).toMatchObject({ accepts_parcels: false, parcel_offers: [] });
  });

  it('keeps the sizes taken, with their price and count, and reads Laravel’s booleans', () => {
    const offers = [{ size: 'medium', price_per_parcel: '12.50', parcels: '2' }];
    expect(tripRequest.parse(trip({ accepts_parcels: '1', parcel_offers: offers }))).toMatchObject({
      accepts_parcels: true,
      parcel_offers: [{ size: 'medium', price_per_parcel: 12.5, parcels: 2 }],
    });
  });

  it('drops the sizes when parcels are not accepted, whatever they say', () => {
    expect(tripRequest.parse(trip({ accepts_parcels: false, parcel_offers: [{ size: 'small', price_per_parcel: 5, parcels: 1 }] })).parcel_offers).toEqual([]);
  });

  it('wants a size when parcels are accepted, each size once, and names each bad field', () => {
    expect(errorsOf(trip({ accepts_parcels: true }))).toEqual({ parcel_offers: ['The parcel offers field is required when accepts parcels is true.'] });
    expect(
      errorsOf(
        trip({
          accepts_parcels: true,
          parcel_offers: [
            { size: 'small', price_per_parcel: 5, parcels: 1 },
            { size: 'small', price_per_parcel: 6, parcels: 2 },
          ],
        }),
      ),
    ).toEqual({ 'parcel_offers.1.size': ['The size has a duplicate value.'] });
    expect(errorsOf(trip({ accepts_parcels: true, parcel_offers: [{ size: 'tiny', price_per_parcel: 1.005, parcels: 1.5 }, {}] }))).toEqual({
      'parcel_offers.0.size': ['The selected size is invalid.'],
      'parcel_offers.0.price_per_parcel': ['The price per parcel must have at most 2 decimals.'],
      'parcel_offers.0.parcels': ['The parcels must be an integer.'],
      'parcel_offers.1.size': ['The selected size is invalid.'],
      'parcel_offers.1.price_per_parcel': ['The price per parcel field is required.'],
      'parcel_offers.1.parcels': ['The parcels field is required.'],
    });
    expect(errorsOf(trip({ accepts_parcels: 'maybe' }))).toEqual({ accepts_parcels: ['The accepts parcels field must be true or false.'] });
  });
});

describe('parcel sizes', () => {
  it('are named with their weight and what fits', () => {
    expect(parcelSizeName('small')).toBe('Petit (≤ 5 kg) — une enveloppe ou une boîte à chaussures');
    expect(parcelSizeName('medium')).toBe('Moyen (≤ 15 kg)');
    expect(parcelSizeName('large')).toBe('Grand (≤ 30 kg) — une valise');
  });
});

describe('a trip with a parcel size this version does not know', () => {
  it('is read, without that size', async () => {
    const { trip } = await import('./trips');
    const parsed = trip.parse({
      id: 1,
      driver_id: 2,
      departure_city_id: 1,
      arrival_city_id: 13,
      departure_time: '2030-01-10T07:30:00.000Z',
      available_seats: 3,
      price_per_seat: 20,
      status: 1,
      accepts_parcels: true,
      parcel_offers: [
        { size: 'small', price_per_parcel: 6.5, parcels: 3, parcels_left: 3 },
        { size: 'pallet', price_per_parcel: 90, parcels: 1, parcels_left: 1 },
      ],
    });
    expect(parsed.parcel_offers?.map((offer) => offer.size)).toEqual(['small']);
  });
});

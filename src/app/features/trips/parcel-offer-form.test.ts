// The trip form's parcel sizes go to the API as the ticked sizes, and its errors come back under the right size.
import { describe, expect, it } from 'vitest';
import { parcelFieldOf, parcelOffersOf, parcelSizesOf, placeParcelErrors } from './parcel-offer-form';

describe('the parcel sizes of the trip form', () => {
  it('sends the ticked sizes only, smallest first, and reads a trip’s offers back', () => {
    const sizes = parcelSizesOf([{ size: 'large', price_per_parcel: 25, parcels: 1, parcels_left: 1 }]);
    expect(sizes.small).toEqual({ offered: false, price_per_parcel: '', parcels: 1 });
    sizes.small = { offered: true, price_per_parcel: '7.5', parcels: '4' };
    expect(parcelOffersOf(sizes)).toEqual([
      { size: 'small', price_per_parcel: '7.5', parcels: '4' },
      { size: 'large', price_per_parcel: 25, parcels: 1 },
    ]);
  });

  it('puts each API error under the size it was sent for', () => {
    const sent = [{ size: 'small' as const }, { size: 'large' as const }];
    expect(parcelFieldOf('parcel_offers.1.price_per_parcel', sent)).toBe('parcel_sizes.large.price_per_parcel');
    expect(parcelFieldOf('parcel_offers.0.size', sent)).toBe('parcel_sizes.small.offered');
    expect(parcelFieldOf('parcel_offers.5.parcels', sent)).toBe('parcel_offers');
    expect(placeParcelErrors({ parcel_offers: ['Pick one.'], price_per_seat: ['No.'], 'parcel_offers.0.parcels': ['Too many.'] }, sent)).toEqual({
      parcel_offers: ['Pick one.'],
      price_per_seat: ['No.'],
      'parcel_sizes.small.parcels': ['Too many.'],
    });
  });
});

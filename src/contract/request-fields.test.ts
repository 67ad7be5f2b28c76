// The field names a form reads from its schema: where a refusal's field errors are placed.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldNamesOf } from './request-fields';
import { parcelRequest } from './parcels';
import { tripRequest } from './trips';

describe('fieldNamesOf', () => {
  it('reads the keys of an object through its refinements', () => {
    expect(fieldNamesOf(parcelRequest)).toEqual([
      'size',
      'weight',
      'description',
      'declared_value',
      'pickup_place',
      'dropoff_place',
      'recipient_name',
      'recipient_phone',
      'forbidden_items_confirmed',
      'from_city_id',
      'to_city_id',
    ]);
  });

  it('reads them through a transform, preprocessing and an optional wrapper', () => {
    expect(fieldNamesOf(tripRequest)).toContain('parcel_offers');
    expect(fieldNamesOf(z.preprocess((value) => value, z.object({ phone: z.string() })))).toEqual(['phone']);
    expect(fieldNamesOf(z.object({ a: z.string(), b: z.number() }).optional())).toEqual(['a', 'b']);
  });

  it('finds none in a schema that is not an object', () => {
    expect(fieldNamesOf(z.string())).toEqual([]);
  });
});

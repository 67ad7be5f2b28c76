// The zod-free readers of a list's URL accept exactly what the API's schemas accept, value by value.
import { describe, expect, it } from 'vitest';
import { announcementFilters } from './announcements';
import { ANNOUNCEMENT_FILTER_READERS, readFilters, TRIP_FILTER_READERS } from './list-filters';
import { tripFilters } from './trips';

/** Texts a person or an old link may put in the address, good and bad. */
const SAMPLES = [
  '1',
  '24',
  '0',
  '-3',
  '2.5',
  ' 7 ',
  '1e2',
  '0x10',
  'abc',
  '9007199254740993',
  'Infinity',
  'NaN',
  '12abc',
  '2026-03-14',
  '2026-02-30',
  '2026-2-3',
  '14/03/2026',
  '2028-02-29',
  '00:00',
  '07:30',
  '23:59',
  '24:00',
  '7:30',
  '12:60',
  '0.5',
  '15',
  '1000000',
];

function zodReads(schema: { safeParse(input: unknown): { success: boolean; data?: unknown } }, key: string, text: string) {
  const parsed = schema.safeParse({ [key]: text });
  return parsed.success ? (parsed.data as Record<string, unknown>)[key] : undefined;
}

describe('list filters read from the address', () => {
  /** Every sample value of every filter, read by the reader and by the schema. */
  function compare(readers: Record<string, unknown>, read: (params: URLSearchParams) => object, schema: typeof tripFilters | typeof announcementFilters) {
    for (const key of Object.keys(readers)) {
      for (const text of SAMPLES) {
        const value = (read(new URLSearchParams({ [key]: text })) as Record<string, unknown>)[key];
        expect({ key, text, value }).toEqual({ key, text, value: zodReads(schema, key, text) });
      }
    }
  }

  it("agree with the API's trips schema on every sample value of every filter", () => {
    compare(TRIP_FILTER_READERS, (params) => readFilters(TRIP_FILTER_READERS, params), tripFilters);
  });

  it("agree with the API's travel requests schema on every sample value of every filter", () => {
    compare(ANNOUNCEMENT_FILTER_READERS, (params) => readFilters(ANNOUNCEMENT_FILTER_READERS, params), announcementFilters);
  });

  it('keeps the values that read and drops the others', () => {
    const params = new URLSearchParams('departure_city_id=3&arrival_city_id=x&date=2026-02-30&time_from=07:00&max_price=12.5&available_seats=2');
    expect(readFilters(TRIP_FILTER_READERS, params)).toEqual({ departure_city_id: 3, time_from: '07:00', max_price: 12.5, available_seats: 2 });
  });
});

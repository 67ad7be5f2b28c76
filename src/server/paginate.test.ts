// A page written around items that are JSON already reads as the page of the items themselves, in UTF-8.
import { describe, expect, it } from 'vitest';
import { laravelPageBody } from './paginate';

const envelope = {
  current_page: 2,
  first_page_url: 'https://mechwar.tn/api/trips?page=1',
  from: 11,
  last_page: 3,
  path: 'https://mechwar.tn/api/trips',
  total: 25,
};
const items = [
  { id: 1, driver: { full_name: 'Amira Ben Salah' }, price_per_seat: 12.5 },
  { id: 2, driver: { full_name: 'سلمى الطرابلسي' }, note: 'Départ à l’heure 🚗' },
  { id: 3, note: 'a "quoted" \\ slash and "data":[] inside' },
];

describe('laravelPageBody', () => {
  it('writes the bytes JSON.stringify gives for the page of the items', () => {
    const body = laravelPageBody({ ...envelope, data: items.map((item) => JSON.stringify(item)) });
    expect(body.equals(Buffer.from(JSON.stringify({ ...envelope, data: items })))).toBe(true);
    expect(JSON.parse(body.toString())).toEqual({ ...envelope, data: items });
  });

  it('writes an empty page, and a page of more than 64 KB', () => {
    expect(laravelPageBody({ ...envelope, data: [] }).toString()).toBe(JSON.stringify({ ...envelope, data: [] }));
    const many = Array.from({ length: 400 }, (_, id) => ({ id, note: 'سفر من تونس إلى صفاقس '.repeat(10) }));
    const body = laravelPageBody({ ...envelope, data: many.map((item) => JSON.stringify(item)) });
    expect(body.length).toBeGreaterThan(64 * 1024);
    expect(body.equals(Buffer.from(JSON.stringify({ ...envelope, data: many })))).toBe(true);
  });

  it('returns pages that later pages do not overwrite', () => {
    const first = laravelPageBody({ ...envelope, data: [JSON.stringify(items[0])] });
    laravelPageBody({ ...envelope, data: [JSON.stringify(items[1])] });
    expect(JSON.parse(first.toString()).data).toEqual([items[0]]);
  });
});

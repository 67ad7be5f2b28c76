// The planned row mapping gives what Drizzle's own mapping gives, for a trip card's row with and without its vehicle.
import * as drizzleOrm from 'drizzle-orm';
import { Column, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';
import { tripsQuery } from '../trips/trip-json';
import { trips } from './schema';
import { rowMapper } from './row-plan';

interface Prepared {
  fields: { path: string[]; field: unknown }[];
  joinsNotNullableMap: Record<string, boolean>;
}

/** Drizzle's own mapping, the reference: exported by the package, left out of its types. */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: Prepared['fields'], row: unknown[], joinsNotNullableMap: Record<string, boolean>) => Record<string, unknown>;
};

const prepared = tripsQuery(drizzle.mock() as never)
  .where(eq(trips.id, sql.placeholder('id')))
  .prepare('trip_card') as unknown as Prepared;

/** A value as the driver hands it over for this field (timestamps and numerics as text). */
function driverValue({ field }: { field: unknown }, index: number): unknown {
  if (!(field instanceof Column)) return index % 2 ? 'v1.2.3' : null;
  switch (field.columnType) {
    case 'PgTimestamp':
      return `2026-11-${10 + (index % 18)} 0${index % 10}:30:00+00`;
    case 'PgNumeric':
      return `${index}.50`;
    case 'PgBoolean':
      return index % 2 === 0;
    case 'PgInteger':
    case 'PgSerial':
    case 'PgSmallInt':
      return index;
    case 'PgDoublePrecision':
      return index + 0.25;
    default:
      return `text ${index}`;
  }
}

const full = prepared.fields.map(driverValue);
const vehicleColumns = prepared.fields.flatMap(({ path }, index) => (path[0] === 'vehicle' ? [index] : []));
const withoutVehicle = full.map((value, index) => (vehicleColumns.includes(index) ? null : value));

describe('rowMapper', () => {
  const map = rowMapper(prepared.fields, prepared.joinsNotNullableMap);
  const drizzles = (row: unknown[]) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap);

  it('maps a whole card row as Drizzle does: nested objects, dates, numbers', () => {
    const mapped = map(full);
    expect(mapped).toEqual(drizzles(full));
    expect((mapped.trip as { departureTime: unknown }).departureTime).toBeInstanceOf(Date);
    expect(mapped.vehicle).not.toBeNull();
  });

  it('gives null for a vehicle the left join did not find, as Drizzle does', () => {
    expect(vehicleColumns.length).toBeGreaterThan(3);
    const mapped = map(withoutVehicle);
    expect(mapped.vehicle).toBeNull();
    expect(mapped).toEqual(drizzles(withoutVehicle));
  });

  it('keeps null values inside an object whose first column is set', () => {
    const partly = full.map((value, index) => (index === vehicleColumns[1] ? null : value));
    const mapped = map(partly);
    expect(mapped.vehicle).not.toBeNull();
    expect(mapped).toEqual(drizzles(partly));
  });
});

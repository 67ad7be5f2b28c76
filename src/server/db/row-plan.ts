// Rows of a prepared select mapped by a plan made once per statement, for the wide rows read many times a second.
import { Column, SQL, Subquery, getTableName, is, type DriverValueDecoder } from 'drizzle-orm';

/** A selected field as Drizzle lists it on a prepared query: where it goes in the row object, and what it is. */
interface SelectedField {
  path: string[];
  field: unknown;
}

/** What Drizzle's prepared queries (node-postgres and PGlite alike) keep of their select, and call instead of mapping. */
interface PreparedSelect {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decode = (value: unknown) => unknown;

/** Drizzle's SQL keeps its decoder (`mapWith`) on a property its types leave out. */
type Decoded = { decoder: DriverValueDecoder<unknown, unknown> };

function decoderOf(field: unknown): DriverValueDecoder<unknown, unknown> {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return ((field as SQL.Aliased).sql as unknown as Decoded).decoder;
}

/**
 * The mapping Drizzle's `mapResultRow` does, planned once: it inspects every field of every row again (its class
 * chain, its path), which for a trip card's fifty fields cost some 40 µs a row (npm run bench:server, uncached mix).
 * Same result: nested objects by path; a joined table's object is null when the join may miss and its first column is.
 */
export function rowMapper(fields: SelectedField[], joinsNotNullableMap?: Record<string, boolean>): (row: unknown[]) => Record<string, unknown> {
  const decodes: Decode[] = fields.map(({ field }) => {
    const decoder = decoderOf(field);
    return (value) => (value === null ? null : decoder.mapFromDriverValue(value));
  });
  // Drizzle's rule: an object of columns all from one table, that table joined so it may miss, is null when its first
  // column is null.
  const nullable: { key: string; index: number }[] = [];
  if (joinsNotNullableMap) {
    const objects = new Map<string, { index: number; table: string | null }>();
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const seen = objects.get(path[0]!);
      if (!seen) objects.set(path[0]!, { index, table });
      else if (seen.table !== table) seen.table = null;
    });
    for (const [key, { index, table }] of objects) if (table !== null && !joinsNotNullableMap[table]) nullable.push({ key, index });
  }
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < fields.length; i++) {
      const path = fields[i]!.path;
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) node = (node[path[depth]!] ??= {}) as Record<string, unknown>;
      node[path[path.length - 1]!] = decodes[i]!(row[i]);
    }
    for (const { key, index } of nullable) if (row[index] === null) result[key] = null;
    return result;
  };
}

/** `prepared` with its rows mapped by `rowMapper`; its results keep the type Drizzle gives them. */
export function plannedRows<P>(prepared: P): P {
  const select = prepared as unknown as PreparedSelect;
  if (!select.fields) throw new Error('plannedRows: not a prepared select');
  const map = rowMapper(select.fields, select.joinsNotNullableMap);
  select.customResultMapper = (rows) => rows.map(map);
  return prepared;
}

// Prepared statements belong to a database handle's connections: each is made once per handle and kept with it.

import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** `prepare`'s result for each database handle, made on first use. */
export function preparedPer<T>(prepare: (executor: Executor) => T): (executor: Executor) => T {
  const prepared = new WeakMap<Executor, T>();
  return (executor) => {
    let statement = prepared.get(executor);
    if (!statement) prepared.set(executor, (statement = prepare(executor)));
    return statement;
  };
}

const dialect = new PgDialect();

/** A statement prepared from drizzle `sql` with placeholders: `execute` binds their values. */
export interface PreparedSql<Row> {
  execute(values: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/**
 * A hand-written statement (drizzle `sql` with `sql.placeholder`s) as the prepared statement `name`: on PostgreSQL
 * parsed once per connection and its plan kept, as the query builder's `.prepare(name)` does for built queries; on
 * PGlite run as any other query.
 */
export function prepareSql<Row>(executor: Executor, name: string, query: SQL): PreparedSql<Row> {
  const prepared = executor._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return { execute: (values) => prepared.execute(values) as Promise<{ rows: Row[] }> };
}

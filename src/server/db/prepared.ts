// Prepared statements belong to a database handle's connections: each is made once per handle and kept with it.

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

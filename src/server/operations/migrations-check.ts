// Whether every migration of the journal is applied to the database, read where drizzle records the applied ones.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../db/client';

/**
 * drizzle's migrator writes one row per applied migration into `drizzle.__drizzle_migrations`, with `created_at` set to
 * the journal entry's `when`, and decides what is left to apply by that value alone (not by the file's hash, which
 * changes when a comment in an applied file does); so is the check.
 */
export function journalTimes(folder: string = migrationsFolder): Map<number, string> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

/** The check: the journal is read once (it ships with the code); the table at every probe (a restore may roll it back). */
export function appliedMigrationsCheck(db: Db, folder?: string): () => Promise<boolean> {
  const expected = journalTimes(folder);
  // Both drivers answer `{ rows }`; the shared query-builder type does not say so.
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  return async () => {
    // to_regclass: a database never migrated has no such table, which is an answer ("no"), not an error.
    const [table] = await rowsOf<{ present: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations')::text as present`);
    if (!table?.present) throw new Error('drizzle.__drizzle_migrations does not exist: the database was never migrated');
    const applied = await rowsOf<{ created_at: string }>(sql`select created_at::text as created_at from drizzle.__drizzle_migrations`);
    const times = new Set(applied.map((row) => Number(row.created_at)));
    const missing = [...expected].filter(([when]) => !times.has(when)).map(([, tag]) => tag);
    if (missing.length) throw new Error(`migrations not applied: ${missing.join(', ')}`);
    return true;
  };
}

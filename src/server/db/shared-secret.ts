// A random secret every process of one database shares: made on first use and kept in `server_settings`.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './client';
import { serverSettings } from './schema';

const storedSecret = z.object({ secret: z.string().min(32) });

/** The secret kept under `key`; two processes starting at once both offer one, and the first insert wins. */
export async function sharedSecret(db: Db, key: string): Promise<string> {
  const read = async () => (await db.select().from(serverSettings).where(eq(serverSettings.key, key)))[0];
  const existing = await read();
  if (existing) return storedSecret.parse(existing.value).secret;
  await db
    .insert(serverSettings)
    .values({ key, value: { secret: randomBytes(32).toString('base64url') } })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error(`the shared secret ${key} vanished right after it was stored`);
  return storedSecret.parse(kept.value).secret;
}

// The server's VAPID key pair: made on the first start, kept in `server_settings`, the same for every later start.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Db } from '../db/client';
import { serverSettings } from '../db/schema';

export interface VapidKeys {
  /** Uncompressed P-256 point, base64url: what browsers take as `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
}

const VAPID_SETTING = 'vapid';
const storedKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * Reads the stored pair, creating it when there is none. Browsers bind their subscriptions to the public key, so a
 * new pair would silently orphan every subscription: two servers starting at once on an empty database both offer
 * a pair, the first insert wins, and both then read the winner.
 */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  const [existing] = await db.select().from(serverSettings).where(eq(serverSettings.key, VAPID_SETTING));
  if (existing) return storedKeys.parse(existing.value);
  const offered = webpush.generateVAPIDKeys();
  await db
    .insert(serverSettings)
    .values({ key: VAPID_SETTING, value: { publicKey: offered.publicKey, privateKey: offered.privateKey } })
    .onConflictDoNothing();
  const [kept] = await db.select().from(serverSettings).where(eq(serverSettings.key, VAPID_SETTING));
  if (!kept) throw new Error('the VAPID key pair vanished right after it was stored');
  return storedKeys.parse(kept.value);
}

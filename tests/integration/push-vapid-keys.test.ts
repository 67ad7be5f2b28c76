// The VAPID key pair: made on the first start, the same after a restart and for servers starting together, since
// every browser subscription is bound to it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { serverSettings } from '../../src/server/db/schema';
import { loadVapidKeys } from '../../src/server/push/vapid-keys';
import { openWebPush } from '../../src/server/push/web-push-sender';
import { openTestDatabase } from '../helpers/database';
import { verifyVapidHeader } from '../helpers/push-crypto';
import { startFakePushService, type FakePushService } from '../helpers/push-service';
import { call, createVerifiedUser, startTestServer } from '../helpers/server';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const storedPairs = (database: Database) => database.db.select().from(serverSettings).where(eq(serverSettings.key, 'vapid'));

let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(async () => service?.close());

describe('the VAPID key pair', () => {
  it('is made by the first start and kept by the next one on the same database', async () => {
    const database = await openTestDatabase();
    try {
      expect(await storedPairs(database)).toEqual([]);
      const first = await startTestServer({ database });
      const made = await loadVapidKeys(database.db);
      expect(Buffer.from(made.publicKey, 'base64url')).toHaveLength(65);
      await first.close();

      const second = await startTestServer({ database, push: { agent: service.agent, endpoints: service.endpoints } });
      try {
        expect(await loadVapidKeys(database.db)).toEqual(made);
        expect(await storedPairs(database)).toHaveLength(1);
        // What the push service sees after the restart: the same key, so old subscriptions keep working.
        const account = await createVerifiedUser(second);
        const subscription = service.subscribe();
        expect((await call(second, 'POST', '/api/push-subscribe', { token: account.token, json: subscription.request })).status).toBe(201);
        const webPush = await openWebPush(database.db, quiet, { agent: service.agent, endpoints: service.endpoints });
        expect(webPush.publicKey).toBe(made.publicKey);
        await webPush.sender.sendToUser(account.user.id, { id: 1, title: 't', message: 'm', image_url: null, web_url: null });
        const push = service.received.find((received) => subscription.endpoint.endsWith(received.path));
        expect(verifyVapidHeader(push?.headers.authorization, made.publicKey).aud).toBe(service.origin);
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  });

  it('is one pair when several servers start at once on an empty database', async () => {
    const database = await openTestDatabase();
    try {
      const loaded = await Promise.all(Array.from({ length: 6 }, () => loadVapidKeys(database.db)));
      expect(new Set(loaded.map((keys) => keys.publicKey)).size).toBe(1);
      expect(new Set(loaded.map((keys) => keys.privateKey)).size).toBe(1);
      expect(await storedPairs(database)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('signs with the configured subject, and a subject that is not mailto: or https: stops the start', async () => {
    const subject = 'https://mechwar.tn/contact';
    const server = await startTestServer({ push: { subject, endpoints: service.endpoints } });
    try {
      await expect(openWebPush(server.database.db, quiet, { subject: 'contact@mechwar.tn' })).rejects.toThrow(/mailto: or https:/);
      const account = await createVerifiedUser(server);
      const subscription = service.subscribe();
      expect((await call(server, 'POST', '/api/push-subscribe', { token: account.token, json: subscription.request })).status).toBe(201);
      const webPush = await openWebPush(server.database.db, quiet, { subject, agent: service.agent, endpoints: service.endpoints });
      await webPush.sender.sendToUser(account.user.id, { id: 2, title: 't', message: 'm', image_url: null, web_url: null });
      const push = service.received.find((received) => subscription.endpoint.endsWith(received.path));
      expect(verifyVapidHeader(push?.headers.authorization, webPush.publicKey).sub).toBe(subject);
    } finally {
      await server.close();
    }
  });
});

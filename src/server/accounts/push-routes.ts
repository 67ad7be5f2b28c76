// Saving a browser's push subscription (`POST /api/push-subscribe`), so notifications reach it while the app is closed.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { pushSubscribeRequest, type PushSubscribeRequest } from '../../contract/realtime';
import type { ServerContext } from '../context';
import { pushSubscriptions } from '../db/schema';
import { validationFailed, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';

export const pushMessages = {
  saved: 'Subscription saved',
  badPublicKey: 'The public key must be the browser subscription p256dh key.',
  badAuthToken: 'The auth token must be the browser subscription auth secret.',
} as const;

/** Browsers give base64url, older code standard base64; Buffer reads both, and web-push accepts both. */
const bytesOf = (base64: string) => Buffer.from(base64, 'base64url');

/**
 * What web-push would only find out at every send: a key that is not an uncompressed P-256 point (65 bytes starting
 * with 4) or an auth secret shorter than 16 bytes can never be encrypted to, so it is refused here.
 */
async function checkSubscription(context: ServerContext, form: PushSubscribeRequest): Promise<void> {
  const errors: Record<string, string[]> = {};
  // The server POSTs to the endpoint later: a host inside its own network (metadata, databases) is refused here.
  const refusal = await context.pushEndpoints.refusal(form.endpoint);
  if (refusal) errors.endpoint = [refusal];
  const key = bytesOf(form.public_key);
  if (key.length !== 65 || key[0] !== 4) errors.public_key = [pushMessages.badPublicKey];
  if (bytesOf(form.auth_token).length < 16) errors.auth_token = [pushMessages.badAuthToken];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

export async function pushRoutes(app: FastifyInstance, context: ServerContext) {
  // The page registers right after login, possibly before the phone is verified: the subscription is harmless.
  const mutation = { preHandler: [requireAccount(context, { allowUnverified: true }), replayStoredMutation(context)] };

  app.post(endpoints.pushSubscribe.path, mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const form = parseBody(pushSubscribeRequest, request.body);
    await checkSubscription(context, form);
    const outcome = await runMutation(context, request, async (tx) => {
      const now = context.now();
      const [existing] = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, form.endpoint));
      // One row per endpoint: a browser where someone else signs in now notifies only them, with its current keys.
      await tx
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint: form.endpoint, publicKey: form.public_key, authToken: form.auth_token, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId: user.id, publicKey: form.public_key, authToken: form.auth_token, updatedAt: now },
        });
      return { status: existing ? 200 : 201, body: { message: pushMessages.saved } };
    });
    return sendOutcome(reply, outcome);
  });
}

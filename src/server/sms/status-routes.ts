// Delivery receipts: each gateway posts a text's fate here (`POST /api/sms/status/{provider}`), signed (Twilio) or
// keyed by a secret in the URL it was given (Orange, Infobip); anything else is refused and changes nothing.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { texts, type TextStatus } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { CallbackRefused, type DeliveryReceipt } from './provider';

export const SMS_STATUS_PATH = '/api/sms/status/:provider';

/** What a receipt may move a text from: never backwards (a late "sent" after "delivered" changes nothing). */
const MOVES_FROM: Record<DeliveryReceipt['status'], TextStatus[]> = {
  sent: ['sending', 'queued'],
  delivered: ['sending', 'queued', 'sent', 'failed'],
  failed: ['sending', 'queued', 'sent'],
};

export async function smsStatusRoutes(app: FastifyInstance, context: ServerContext) {
  app.post<{ Params: { provider: string } }>(SMS_STATUS_PATH, async (request, reply) => {
    const provider = context.texting.byName(request.params.provider);
    if (!provider) throw notFound();
    let receipts: DeliveryReceipt[];
    try {
      receipts = provider.receipts({ url: calledUrl(request, context.texting.publicUrl), headers: request.headers, body: request.body });
    } catch (error) {
      if (!(error instanceof CallbackRefused)) throw error;
      request.log.warn({ provider: provider.name, reason: error.message }, 'text status callback refused');
      throw forbidden('This callback is not signed by the provider.');
    }
    const now = context.now();
    for (const receipt of receipts) {
      context.metrics.textsSent.inc({ provider: provider.name, status: receipt.status });
      await context.db
        .update(texts)
        .set({ status: receipt.status, reason: receipt.reason ?? null, updatedAt: now })
        .where(and(eq(texts.provider, provider.name), sameText(receipt.providerId), inArray(texts.status, MOVES_FROM[receipt.status])));
    }
    return reply.code(204).send();
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The text a receipt names. Gateways that take our id (Orange, Infobip) name it by that id, and their receipt may come
 * before this server marked the text sent (the gateway answered, the process had not yet written it down).
 */
const sameText = (providerId: string) =>
  UUID.test(providerId) ? or(eq(texts.providerId, providerId), eq(texts.id, providerId)) : eq(texts.providerId, providerId);

/** The URL the gateway called, as it signed it: the public address when set (behind nginx), else what this request reached. */
function calledUrl(request: FastifyRequest, publicUrl: string | null): string {
  const origin = publicUrl ? publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  return `${origin}${request.url}`;
}

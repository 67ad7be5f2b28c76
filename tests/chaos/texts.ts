// Texts in the chaos run: parcel texts and reset codes go through an Orange stand-in that now and then answers 503,
// receipts are posted back (some while a server is down), and the verdict checks every text reached its phone once and
// was receipted.
import type pg from 'pg';
import { startOrangeStandIn, type OrangeStandIn } from '../helpers/sms-stand-ins/orange-stand-in';
import type { Random } from './random';

const CALLBACK_SECRET = 'chaos-run-callback-secret-0123456789abcdef';
/**
 * Outages the run plans, each one 503 answered before the next is planned: a text meets at most this many in a row,
 * so its retries (5, 10, 20 s at most) stay within the settling time. More in a row would send it to the dead letters
 * for staff, by design.
 */
const GATEWAY_FAILURES = 3;
/** What a text may still wait after the drain: a process killed mid-send (60 s before its job is taken again) and retries. */
const SETTLE_MS = 150_000;

export interface ChaosTexts {
  env: Record<string, string>;
  /** A fault of the step: the gateway answers the next send 503. */
  maybeFail(random: Random): boolean;
  /** Someone asks for a reset code (a text outside the outbox: "Mot de passe oublié"), whether or not a server is up. */
  askForCode(serverUrl: string, phone: string): Promise<void>;
  /** Posts Orange receipts for the texts not yet receipted; a server that is down misses them and they are posted later. */
  postReceipts(serverUrl: string): Promise<void>;
  verdict(client: pg.Client, serverUrl: string): Promise<TextsVerdict>;
  close(): Promise<void>;
}

export interface TextsVerdict {
  /** Rows the servers wrote for texts. */
  written: number;
  /** Texts the phones got. */
  arrived: number;
  /** Written, never arrived (or still waiting after the drain). */
  lost: number;
  /** Arrived more than once, or arrived with no row. */
  duplicated: number;
  /** Sends the gateway recognised by their id and did not send again (a retry after a lost answer, a killed process). */
  deduplicated_by_gateway: number;
  gateway_503s: number;
  /** Rows that ended "delivered" from the receipts posted back. */
  receipted: number;
}

export async function chaosTexts(): Promise<ChaosTexts> {
  const gateway: OrangeStandIn = await startOrangeStandIn();
  const receipted = new Set<string>();
  let failures = 0;
  const postReceipts = async (serverUrl: string) => {
    for (const text of gateway.texts) {
      if (receipted.has(text.id)) continue;
      const answer = await fetch(`${serverUrl}/api/sms/status/orange?key=${CALLBACK_SECRET}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          deliveryInfoNotification: { callbackData: text.id, deliveryInfo: { address: `tel:${text.to}`, deliveryStatus: 'DeliveredToTerminal' } },
        }),
      }).catch(() => null);
      if (answer?.status === 204) receipted.add(text.id);
    }
  };
  return {
    env: {
      SMS_PROVIDER: 'orange',
      ORANGE_CLIENT_ID: 'orange-client',
      ORANGE_CLIENT_SECRET: 'orange-secret',
      ORANGE_SMS_SENDER: '71000000',
      ORANGE_SMS_BASE_URL: gateway.url,
      SMS_CALLBACK_SECRET: CALLBACK_SECRET,
    },
    maybeFail(random) {
      if (!random.chance(0.1) || failures >= GATEWAY_FAILURES || gateway.failuresPending() > 0) return false;
      gateway.failNext(1, 503);
      failures += 1;
      return true;
    },
    postReceipts,
    async askForCode(serverUrl, phone) {
      await fetch(`${serverUrl}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ phone }),
      }).catch(() => null);
    },
    async verdict(client, serverUrl) {
      const deadline = Date.now() + SETTLE_MS;
      const waiting = async () =>
        Number((await client.query<{ n: string }>(`select count(*)::text as n from texts where status in ('queued', 'sending')`)).rows[0]!.n);
      while ((await waiting()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1_000));
      await postReceipts(serverUrl);
      const rows = (await client.query<{ id: string; status: string }>('select id, status from texts')).rows;
      const ids = new Set(rows.map((row) => row.id));
      const arrivals = new Map<string, number>();
      for (const text of gateway.texts) arrivals.set(text.id, (arrivals.get(text.id) ?? 0) + 1);
      return {
        written: rows.length,
        arrived: gateway.texts.length,
        lost: rows.filter((row) => !arrivals.has(row.id)).length,
        duplicated: [...arrivals].filter(([id, count]) => count > 1 || !ids.has(id)).length,
        deduplicated_by_gateway: gateway.repeats,
        gateway_503s: failures,
        receipted: rows.filter((row) => row.status === 'delivered').length,
      };
    },
    close: () => gateway.close(),
  };
}

// A push service on loopback HTTPS for the server tests: records each push it receives and answers what a test asks.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushEndpointOptions } from '../../src/server/push/public-endpoint';
import { subscriberKeys, type SubscriberKeys } from './push-crypto';

export interface ReceivedPush {
  /** The endpoint's path: which subscription it was for. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface TestSubscription {
  endpoint: string;
  keys: SubscriberKeys;
  /** The body of `POST /api/push-subscribe` for it. */
  request: { endpoint: string; public_key: string; auth_token: string };
}

export interface FakePushService {
  /** `https://127.0.0.1:<port>`: the audience the VAPID JWT must name. */
  origin: string;
  /** Trusts the service's self-signed certificate: give it to the server as `push.agent`. */
  agent: Agent;
  /** Lets the server push to this service though it is on loopback: give it to the server as `push.endpoints`. */
  endpoints: PushEndpointOptions;
  received: ReceivedPush[];
  /** A new browser subscription whose endpoint is on this service. */
  subscribe(): TestSubscription;
  /** What the service answers for an endpoint from now on (201 by default, as push services do). */
  answer(endpoint: string, status: number): void;
  /** Answers every push only after `ms`, so pushes sent at once overlap. */
  delayAnswers(ms: number): void;
  /** The most pushes the service held at the same time. */
  readonly maxInFlight: number;
  close(): Promise<void>;
}

/** A throwaway certificate for 127.0.0.1, from the openssl command line (Node cannot issue certificates itself). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mechwar-push-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'];
    args.push('-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile);
    try {
      execFileSync('openssl', args, { stdio: 'pipe' });
    } catch (error) {
      throw new Error('The push tests make a certificate with the openssl command (apt-get install -y openssl).', { cause: error });
    }
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let subscriptionCounter = 0;

export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  let delayMs = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const server: Server = createServer({ key, cert }, (request, response) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pushPath = request.url ?? '/';
      received.push({ path: pushPath, headers: request.headers, body: Buffer.concat(chunks) });
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(answers.get(pushPath) ?? 201).end();
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert });

  return {
    origin,
    agent,
    endpoints: { allowedAddresses: ['127.0.0.1'] },
    received,
    subscribe() {
      subscriptionCounter += 1;
      const keys = subscriberKeys();
      const endpoint = `${origin}/push/${process.pid}-${subscriptionCounter}`;
      return { endpoint, keys, request: { endpoint, public_key: keys.p256dh, auth_token: keys.auth } };
    },
    answer(endpoint, status) {
      answers.set(new URL(endpoint).pathname, status);
    },
    delayAnswers(ms) {
      delayMs = ms;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

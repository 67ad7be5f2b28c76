// What the three SMS gateway stand-ins share: a loopback server, body reading, planned failures, and the test's own ends
// (a receiver for status callbacks, a server that never answers).
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import type { CallbackRequest } from '../../../src/server/sms/provider';

/** A text as the gateway received it; `id` is the id its receipts carry (and `deliver` takes). */
export interface StandInText {
  to: string;
  body: string;
  id: string;
  statusCallback?: string;
}

export interface StandIn<Status extends string = string> {
  url: string;
  texts: StandInText[];
  /** The next `count` sends answer `status` (with the provider's error body) instead of sending. */
  failNext(count: number, status: number): void;
  /** Planned failures not yet answered. */
  failuresPending(): number;
  /** Posts a receipt for the text to its status callback, as the provider would. */
  deliver(id: string, status?: Status): Promise<Response>;
  close(): Promise<void>;
}

export type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void | Promise<void>;

/** Listens on 127.0.0.1 at a port the OS picks; a handler that throws answers 500, as a broken gateway would. */
export async function listen(handler: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createHttpServer((request, response) => {
    readBody(request)
      .then((body) => handler(request, body, response))
      .catch((error: unknown) => {
        if (!response.headersSent) sendJson(response, 500, { error: String(error) });
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** failNext's bookkeeping: `take()` answers the status the next request must fail with, or null. */
export function plannedFailures() {
  const planned: number[] = [];
  return {
    failNext(count: number, status: number): void {
      for (let i = 0; i < count; i++) planned.push(status);
    },
    take: (): number | null => planned.shift() ?? null,
    /** Failures planned and not yet answered. */
    pending: () => planned.length,
  };
}

/** The decoded `user:password` of a Basic Authorization header, or null. */
export function basicCredentials(request: IncomingMessage): string | null {
  const match = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
  return match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : null;
}

/** The server end of status callbacks: each call recorded as the SMS provider's `receipts` takes it. */
export async function startCallbackReceiver(): Promise<{ url: string; received: CallbackRequest[]; close: () => Promise<void> }> {
  const received: CallbackRequest[] = [];
  let url = '';
  const server = await listen((request, raw, response) => {
    const json = (request.headers['content-type'] ?? '').includes('json');
    const body = json ? (JSON.parse(raw) as unknown) : Object.fromEntries(new URLSearchParams(raw));
    received.push({ url: url + (request.url ?? '/'), headers: { ...request.headers }, body });
    response.writeHead(204).end();
  });
  url = server.url;
  return { url, received, close: server.close };
}

/** Accepts connections and never answers: a gateway that hangs. */
export async function startSilentServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

// deploy/nginx.conf keeps its connection to a server process when the person who asked leaves before the answer: a
// busy Node process accepts one new connection per turn of its event loop, so every connection nginx has to open
// again under load waits its turn (the 1.6 s stall of the two-process bench).
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type Nginx } from '../helpers/nginx';

/** A stand-in for a server process: answers at once, except `/api/slow`, held until the test lets it go. */
function standIn() {
  const accepted: Socket[] = [];
  const held: ServerResponse[] = [];
  const server: Server = createServer((request, reply) => {
    if (request.url === '/api/slow') held.push(reply);
    else reply.end('{}');
  });
  server.on('connection', (socket: Socket) => accepted.push(socket));
  return { server, accepted, held };
}

describe('nginx in front of the processes', () => {
  const process = standIn();
  let nginx: Nginx;
  beforeAll(async () => {
    await new Promise<void>((resolve) => process.server.listen(0, '127.0.0.1', resolve));
    nginx = await startNginx([(process.server.address() as AddressInfo).port]);
  });
  afterAll(async () => {
    await nginx?.close();
    process.server.closeAllConnections();
    await new Promise((resolve) => process.server.close(resolve));
  });

  it('keeps its connection to a process when the person leaves before the answer, and reuses it', async () => {
    await fetch(`${nginx.url}/api/cities`);
    const leaving = new AbortController();
    const asked = fetch(`${nginx.url}/api/slow`, { signal: leaving.signal }).catch(() => 'left');
    while (process.held.length === 0) await sleep(10);
    const upstream = process.held[0]!.socket!;
    leaving.abort();
    expect(await asked).toBe('left');

    // nginx notices the person left within milliseconds; before, it then closed its connection to the process.
    for (let waited = 0; waited < 2_000 && !upstream.destroyed; waited += 20) await sleep(20);
    expect(upstream.destroyed).toBe(false);

    const openedBefore = process.accepted.length;
    process.held[0]!.end('{}');
    for (let request = 0; request < 3; request++) expect((await fetch(`${nginx.url}/api/cities`)).status).toBe(200);
    // The answer nobody waits for any more was read to its end, and its connection served the next requests.
    expect(process.accepted.length).toBe(openedBefore);
  });
});

// A loopback TCP proxy between a browser and the app under test: the test cuts it to make a dead zone (new
// connections refused, or accepted and left hanging) the same way for every engine, and points it at a restarted server.
import net from 'node:net';

export type DeadZone = 'refused' | 'hanging';

export interface DeadZoneProxy {
  /** `http://127.0.0.1:<port>`: the address the browser knows the app by (its origin, so its service worker's). */
  readonly url: string;
  /** No network: every open connection is dropped, and new ones are refused or hang, as a phone in a tunnel sees it. */
  cut(how?: DeadZone): Promise<void>;
  /** The network is back: new connections reach the app again. */
  restore(): Promise<void>;
  /** From now on, connections go to this port (a server restarted on another one after a kill). */
  retarget(port: number): void;
  close(): Promise<void>;
}

/** Listens on a free loopback port and forwards every connection to `targetPort` until cut. */
export async function startDeadZoneProxy(targetPort: number): Promise<DeadZoneProxy> {
  let target = targetPort;
  let state: 'open' | DeadZone = 'open';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  const onConnection = (client: net.Socket) => {
    track(client);
    // Hanging: the connection opens and nothing ever answers (a captive, dead network), until restored or closed.
    if (state === 'hanging') return;
    const upstream = net.connect({ host: '127.0.0.1', port: target });
    track(upstream);
    client.pipe(upstream).pipe(client);
    // A server killed mid-answer: the browser sees the connection reset, as it would on the road.
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  };

  let server = net.createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const port = await listen(0);

  const restore = async () => {
    if (state === 'open') return;
    const was = state;
    state = 'open';
    dropAll();
    if (was === 'refused') {
      server = net.createServer(onConnection);
      await listen(port);
    }
  };

  return {
    url: `http://127.0.0.1:${port}`,
    async cut(how = 'refused') {
      await restore();
      state = how;
      dropAll();
      // Refused: nothing listens on the port any more, so the browser's connect fails at once (ECONNREFUSED).
      if (how === 'refused') await stopListening();
    },
    restore,
    retarget(next) {
      target = next;
    },
    async close() {
      dropAll();
      if (server.listening) await stopListening();
    },
  };
}

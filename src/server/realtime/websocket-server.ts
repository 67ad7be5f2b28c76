// The embedded Pusher endpoint: WebSocket upgrades at `/app/{key}` on the API's own HTTP server.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { Connection, type Timing } from './connection';
import type { Hub } from './hub';
import { handleMessage } from './messages';
import { codes, SUPPORTED_PROTOCOLS } from './protocol';
import type { Credentials } from './signatures';

const APP_PATH = /^\/app\/([^/]+)\/?$/;

/** Client messages are small (subscribe, ping); a bigger frame is refused by `ws` before it is buffered whole. */
const MAX_MESSAGE_BYTES = 64 * 1024;

export interface PusherSocketServer {
  /** Closes every connection with 4200, so clients reconnect to whichever server comes back. */
  close(): Promise<void>;
  /** Closes every connection with 4200 and keeps serving: clients reconnect at once and pull what they missed. */
  reconnectEveryone(reason: string): void;
  connectionCount(): number;
}

export function attachPusherSockets(server: Server, hub: Hub, credentials: Credentials, timing: Timing): PusherSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new Set<Connection>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = parseTarget(request.url);
    if (!target) {
      // Other upgrade paths belong to whoever else listens; alone here, answer rather than leave the socket hanging.
      if (server.listenerCount('upgrade') === 1) rejectUpgrade(socket);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, target.key, target.query));
  };

  const accept = (ws: WebSocket, key: string, query: URLSearchParams) => {
    const connection = new Connection(ws, hub, timing);
    // Refusals happen after the upgrade: the protocol reports them as `pusher:error` and a close code, which a
    // refused HTTP upgrade could not carry.
    if (key !== credentials.key) return connection.refuse(codes.appNotFound, `App key ${key} does not exist on this server.`);
    const protocol = query.get('protocol');
    if (protocol === null) return connection.refuse(codes.noProtocol, 'No protocol version supplied.');
    if (!/^\d+$/.test(protocol)) return connection.refuse(codes.invalidVersion, 'Invalid version string format.');
    if (!SUPPORTED_PROTOCOLS.has(Number(protocol))) return connection.refuse(codes.unsupportedProtocol, `Unsupported protocol version ${protocol}.`);

    connections.add(connection);
    ws.on('close', () => connections.delete(connection));
    ws.on('message', (data, isBinary) => {
      if (isBinary) return connection.sendError(null, 'Messages must be text.');
      try {
        handleMessage(connection, credentials, data.toString());
      } catch {
        // A throw here would surface in the socket's data handler and take the whole process down.
        connection.sendError(null, 'The server could not handle this message.');
      }
    });
    connection.establish();
  };

  server.on('upgrade', onUpgrade);
  return {
    connectionCount: () => connections.size,
    reconnectEveryone(reason) {
      for (const connection of connections) connection.close(codes.reconnect, reason);
    },
    async close() {
      server.off('upgrade', onUpgrade);
      for (const connection of connections) connection.close(codes.reconnect, 'Server shutting down');
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/** The app key and query of `/app/{key}?…`; null for any other path, or a URL that cannot be read. */
function parseTarget(requestUrl: string | undefined): { key: string; query: URLSearchParams } | null {
  try {
    const url = new URL(requestUrl ?? '/', 'http://localhost');
    const match = APP_PATH.exec(url.pathname);
    return match ? { key: decodeURIComponent(match[1]!), query: url.searchParams } : null;
  } catch {
    return null;
  }
}

function rejectUpgrade(socket: Duplex): void {
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
}

// One client's WebSocket: the socket id, its channels, the signed-in user, and the ping that finds dead connections.
import type { WebSocket } from 'ws';
import type { Hub, Subscriber } from './hub';
import { codes, encode, errorMessage, newSocketId, type PusherMessage } from './protocol';

/** A client further behind than this is not reading: it is closed (and reconnects after a pause) instead of queued for. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface Timing {
  /** Seconds of silence before the server pings. */
  activityTimeout: number;
  /** Seconds the server waits for any message after its ping. */
  pongTimeout: number;
}

export class Connection implements Subscriber {
  readonly socketId = newSocketId();
  readonly channels = new Set<string>();
  /** Whose subscription put this socket on a channel, for channels whose signature named the user (auth-routes.ts). */
  private readonly channelUsers = new Map<string, string>();
  /** The `id` of the user data a `pusher:signin` proved, else null. */
  userId: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  private awaitingPong = false;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly hub: Hub,
    private readonly timing: Timing,
  ) {
    ws.on('close', () => this.forget());
    // A broken frame or a reset socket: the close event follows and cleans up; without a listener it would throw.
    ws.on('error', () => ws.terminate());
  }

  /** Greets the client with its socket id and starts watching for silence. */
  establish(): void {
    this.send({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: this.socketId, activity_timeout: this.timing.activityTimeout }),
    });
    this.heard();
  }

  /** Any message from the client proves it is alive. */
  heard(): void {
    this.awaitingPong = false;
    this.arm(this.timing.activityTimeout);
  }

  send(message: PusherMessage): void {
    this.deliver(encode(message));
  }

  sendError(code: number | null, message: string): void {
    this.deliver(errorMessage(code, message));
  }

  deliver(message: string): void {
    if (this.closed) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(codes.overCapacity, 'Client is not reading its messages');
      return;
    }
    this.ws.send(message);
  }

  subscribe(channel: string, userId: string | null = null): void {
    this.channels.add(channel);
    if (userId === null) this.channelUsers.delete(channel);
    else this.channelUsers.set(channel, userId);
    this.hub.join(channel, this);
  }

  unsubscribe(channel: string): void {
    this.channels.delete(channel);
    this.channelUsers.delete(channel);
    this.hub.leave(channel, this);
  }

  userOn(channel: string): string | null {
    return this.channelUsers.get(channel) ?? null;
  }

  /** Tells the client why (as the protocol's `pusher:error`) and closes with the same code. */
  refuse(code: number, message: string): void {
    this.sendError(code, message);
    this.close(code, message);
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.forget();
    // A close reason is at most 123 bytes: kept to printable ASCII so cutting it never splits a character.
    this.ws.close(code, reason.replace(/[^\x20-\x7e]/g, '?').slice(0, 120));
    // A client that never answers the closing handshake must not hold the socket open.
    setTimeout(() => this.ws.terminate(), 2000).unref();
  }

  private arm(seconds: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.silent(), seconds * 1000);
    this.timer.unref();
  }

  private silent(): void {
    if (this.awaitingPong) {
      this.close(codes.pongNotReceived, 'Pong reply not received');
      return;
    }
    this.awaitingPong = true;
    this.send({ event: 'pusher:ping', data: {} });
    this.arm(this.timing.pongTimeout);
  }

  private forget(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    for (const channel of this.channels) this.hub.leave(channel, this);
    this.channels.clear();
    this.channelUsers.clear();
  }
}

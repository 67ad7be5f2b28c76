// A bare WebSocket speaking the Pusher protocol by hand: for the protocol's corners no official client lets a test reach.
import { WebSocket } from 'ws';

export interface PusherFrame {
  event: string;
  channel?: string;
  // Frames are read field by field in assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
}

export interface RawSocket {
  ws: WebSocket;
  /** The next frame matching `event` (earlier ones of other events stay queued); rejects after `ms`. */
  next(event: string, ms?: number): Promise<PusherFrame>;
  send(event: string, data: unknown, channel?: string): void;
  /** Resolves with the close code and reason once the server closes. */
  closed: Promise<{ code: number; reason: string }>;
  frames: PusherFrame[];
}

export function openRawSocket(port: number, path: string): RawSocket {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const frames: PusherFrame[] = [];
  const waiters: { event: string; resolve: (frame: PusherFrame) => void }[] = [];
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as PusherFrame;
    const index = waiters.findIndex((waiter) => waiter.event === frame.event);
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(frame);
    else frames.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  ws.on('error', () => {});
  return {
    ws,
    frames,
    closed,
    next(event, ms = 5000) {
      const queued = frames.findIndex((frame) => frame.event === event);
      if (queued >= 0) return Promise.resolve(frames.splice(queued, 1)[0]!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} after ${ms} ms`)), ms);
        waiters.push({ event, resolve: (frame) => (clearTimeout(timer), resolve(frame)) });
      });
    },
    send(event, data, channel) {
      const open = () => ws.send(JSON.stringify(channel ? { event, data, channel } : { event, data }));
      if (ws.readyState === WebSocket.OPEN) open();
      else ws.once('open', open);
    },
  };
}

/** The path pusher-js connects to, with the query it sends. */
export const appPath = (key: string, protocol: string | null = '7') =>
  `/app/${key}?${protocol === null ? '' : `protocol=${protocol}&`}client=js&version=8.6.0&flash=false`;

// Live updates in the sync worker (DESIGN.md §5): laravel-echo over pusher-js, run by one tab at a time (the leader,
// by Web Lock). Events are hints written to the mirror; on every (re)connect the REST pulls bring what was missed.
import type Echo from 'laravel-echo';
import type Pusher from 'pusher-js';
import { liveQuery, type Subscription } from 'dexie';
import { endpoints } from '../contract/api';
import { clientConfig, conversationRead, marketplaceChanged, type ClientConfig, type MarketplaceChanged } from '../contract/realtime';
import { messagingEvent, type MessagingEvent } from '../contract/conversations';
import { notification } from '../contract/notifications';
import { tripPositionUpdated, type TripPositionUpdated } from '../contract/tracking';
import { tripsUnderWayFor } from '../db/tracking-queries';
import type { MechwarDatabase } from '../db/database';
import { applyConversationRead, applyMessagingEvent, mirrorNotifications } from '../db/chat-mirror';
import { getSession, isSessionValid } from '../db/session';
import type { Http } from './http';
import type { ChatPull } from './chat-pull';

type PusherClass = new (key: string, options: ConstructorParameters<typeof Pusher>[1]) => Pusher;
type EchoClass = typeof Echo;

interface LiveClients {
  Pusher: PusherClass;
  Echo: EchoClass;
}

export interface RealtimeOptions {
  db: MechwarDatabase;
  http: Http;
  chat: ChatPull;
  /** Where the page is served: the embedded server's host when the config names none. */
  origin: string;
  /**
   * Loads the pusher-js build for this place (the worker build in the browser, the Node build in tests). Loaded on
   * the first connection, with laravel-echo: the worker's first download (which every first visit waits for before
   * its first pull) does not carry the live-update clients.
   */
  loadPusher(): Promise<PusherClass>;
  /** A trip or booking the user sees changed: pull it again. */
  onChanged(change: MarketplaceChanged): void;
  /** Connected (again): the missed pulls are done. */
  onConnected?(): void;
  /** A notification arrived: it may tell of a staff decision on the account (documents, driver application). */
  onNotification?(): void;
  /** A trip under way that the user follows moved (or started, or stopped). */
  onTripPosition?(event: TripPositionUpdated): void;
}

const CONFIG_KEY = 'config';
const LEADER_LOCK = 'mechwar-realtime';
/** The longest wait before asking again to join a private channel the network kept us from joining. */
const AUTHORIZE_RETRY_MAX_MS = 10_000;

/** The pusher-js options for the server the config names (null host: the page's own). */
export function pusherOptions(config: ClientConfig['realtime'], origin: string) {
  const page = new URL(origin);
  const scheme = config.scheme ?? (page.protocol === 'https:' ? 'https' : 'http');
  const port = config.port ?? (page.port ? Number(page.port) : scheme === 'https' ? 443 : 80);
  return {
    cluster: config.cluster ?? 'mt1',
    wsHost: config.host ?? page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: scheme === 'https',
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    disableStats: true,
  };
}

export function createRealtime(options: RealtimeOptions) {
  const { db, http, chat } = options;
  let echo: Echo<'pusher'> | null = null;
  let connectedAs: number | null = null;
  /** The trips under way whose channel this connection listens to, and the query that keeps the list. */
  let followedTrips = new Set<number>();
  let tripsQuery: Subscription | null = null;
  let stopLeading: (() => void) | null = null;
  /** The user this worker wants to be connected as (null: nobody), and which start that was: a later one wins. */
  let wantedUser: number | null = null;
  let generation = 0;

  /** The server's config, kept for offline starts; null when never fetched. */
  async function config(): Promise<ClientConfig | null> {
    const result = await http.request(endpoints.config, { quiet: true });
    if (result.ok) {
      await db.meta.put({ key: CONFIG_KEY, value: result.data });
      return result.data;
    }
    const kept = clientConfig.safeParse((await db.meta.get(CONFIG_KEY))?.value);
    return kept.success ? kept.data : null;
  }

  let clients: Promise<LiveClients> | null = null;
  /** The live-update clients, fetched once; a failed fetch (offline, code not cached yet) is tried again next start. */
  function liveClients(): Promise<LiveClients | null> {
    clients ??= Promise.all([options.loadPusher(), import('laravel-echo')]).then(([Pusher, echoModule]) => ({ Pusher, Echo: echoModule.default }));
    return clients.catch(() => {
      clients = null;
      return null;
    });
  }

  function connect(userId: number, settings: ClientConfig, { Pusher, Echo }: LiveClients) {
    const pusher = new Pusher(settings.realtime.key, {
      ...pusherOptions(settings.realtime, options.origin),
      channelAuthorization: {
        endpoint: endpoints.broadcastingAuth.path,
        transport: 'ajax',
        // Signed through the worker's HTTP, so an expired token is refreshed once like every other call.
        customHandler: (params, callback) => {
          const authorize = (attempt: number) =>
            void http
              .request(endpoints.broadcastingAuth, { json: { socket_id: params.socketId, channel_name: params.channelName }, quiet: true })
              .then((result) => {
                if (result.ok) return callback(null, result.data);
                // Not reached (the device went offline as the socket subscribed): pusher-js never asks again for a
                // refused channel, so ask again while this socket lives; a new socket subscribes anew by itself.
                if (result.error.status === 0 && pusher.connection.socket_id === params.socketId) {
                  setTimeout(() => authorize(attempt + 1), Math.min(AUTHORIZE_RETRY_MAX_MS, 1_000 * 2 ** attempt));
                  return;
                }
                callback(new Error(result.error.message), null);
              });
          authorize(0);
        },
      },
    });
    echo = new Echo({ broadcaster: 'pusher', key: settings.realtime.key, client: pusher, withoutInterceptors: true });
    connectedAs = userId;
    echo
      .private(`messages.user.${userId}`)
      .listen('MessagingEvent', (data: unknown) => {
        const parsed = messagingEvent.safeParse(data);
        if (parsed.success) void applyMessagingEvent(db, userId, parsed.data as MessagingEvent);
      })
      .listen('ConversationRead', (data: unknown) => {
        const parsed = conversationRead.safeParse(data);
        if (parsed.success) void applyConversationRead(db, parsed.data.conversation_id);
      });
    echo.private(`notifications.user.${userId}`).listen('NotificationSent', (data: unknown) => {
      const parsed = notification.safeParse(data);
      if (parsed.success) void mirrorNotifications(db, userId, [parsed.data]).then(() => options.onNotification?.());
    });
    echo.private(`App.Models.User.${userId}`).listen('MarketplaceChanged', (data: unknown) => {
      const parsed = marketplaceChanged.safeParse(data);
      if (parsed.success) options.onChanged(parsed.data);
    });
    // Trips under way the user drives or has a seat on: their channels follow the mirror (a start, a stop, a booking).
    tripsQuery = liveQuery(() => tripsUnderWayFor(db, userId)).subscribe({
      next: (ids) => followTrips(new Set(ids)),
      error: () => undefined,
    });
    // Every (re)connection may follow a gap: pull what the events could not bring.
    pusher.connection.bind('connected', () => {
      void chat.missed().then(() => options.onConnected?.());
    });
  }

  function followTrips(wanted: Set<number>) {
    if (!echo) return;
    for (const id of followedTrips) if (!wanted.has(id)) echo.leave(`trip.${id}`);
    for (const id of wanted) {
      if (followedTrips.has(id)) continue;
      echo.private(`trip.${id}`).listen('TripPositionUpdated', (data: unknown) => {
        const parsed = tripPositionUpdated.safeParse(data);
        if (parsed.success) options.onTripPosition?.(parsed.data);
      });
    }
    followedTrips = wanted;
  }

  function disconnect() {
    tripsQuery?.unsubscribe();
    tripsQuery = null;
    followedTrips = new Set();
    echo?.disconnect();
    echo = null;
    connectedAs = null;
  }

  /** Leads (holds the lock and the connection) until `stop()`; other tabs wait their turn behind the lock. */
  async function lead(userId: number, started: number) {
    const [settings, loaded] = await Promise.all([config(), liveClients()]);
    const session = await getSession(db);
    // Stopped, restarted or signed out while waiting: this start is over (and never connects as someone else).
    if (started !== generation || !isSessionValid(session) || session!.user.id !== userId) return;
    if (!settings || !loaded) {
      wantedUser = null; // never reached the server, or the clients' code: the next start tries again
      return;
    }
    connect(userId, settings, loaded);
    await new Promise<void>((resolve) => {
      stopLeading = resolve;
    });
    disconnect();
  }

  return {
    /** Connects as the signed-in user (once this tab leads); a different user reconnects. */
    async start() {
      const session = await getSession(db);
      if (!isSessionValid(session)) return this.stop();
      const userId = session!.user.id;
      if (wantedUser === userId) return;
      this.stop();
      wantedUser = userId;
      const started = ++generation;
      const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
      if (locks) void locks.request(LEADER_LOCK, () => (started === generation ? lead(userId, started) : undefined));
      else void lead(userId, started);
    },
    stop() {
      wantedUser = null;
      generation += 1;
      stopLeading?.();
      stopLeading = null;
      disconnect();
    },
    get connected() {
      return echo !== null && connectedAs !== null;
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

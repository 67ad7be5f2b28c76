// The sync worker: owns all HTTP of the page (account calls, pulls, the outbox drain) behind comlink.
import '../contract/zod-without-eval';
import * as Comlink from 'comlink';
import { liveQuery } from 'dexie';
import { isSessionValid } from '../db/session';
import { db } from '../db/database';
import type { SyncEvent } from './events';
import { createHttp, globalReply } from './http';
import { createAccount } from './session';
import { createPull } from './pull';
import { drainOutbox, type EntryOutcome } from './push';
import { claimReconnect, releaseReconnect } from '../db/reconnect';
import { discardEntry } from '../db/outbox-outcomes';
import type { TripFilters } from '../contract/trips';
import { endpoints, pathFor } from '../contract/api';
import type { ReviewDirection } from '../contract/reviews';
import type { StaffDecision } from '../contract/staff';
import type { ParcelProblemResolution } from '../contract/parcels';
import type { GenderCorrectionRequest, ReportActionRequest } from '../contract/moderation';
import type { SosRequest } from '../contract/emergency';
import type { ContactRequest } from '../contract/contact';
import type { DownloadedFile } from './http';
import type { PushSubscribeRequest } from '../contract/realtime';
import { createChatPull } from './chat-pull';
import { createAnnouncementsPull } from './announcements-pull';
import type { AnnouncementFilters } from '../contract/announcements';
import { createRealtime } from './realtime';
import { createTrackingPull } from './tracking-pull';
import { createParcelsPull } from './parcels-pull';
import { applyTripPositionEvent } from '../db/tracking-mirror';
import { dueOnReconnect } from '../db/outbox';
import { runFollowUps } from './follow-ups';
import { DOCUMENT_KIND } from '../contract/documents';
import { retryOnceReopened } from '../db/lost-connection';

const listeners = new Set<(event: SyncEvent) => void>();
/** Entries a form is waiting for right now: the form shows their refusal itself. */
const awaited = new Set<string>();
const emit = (event: SyncEvent) => {
  if (event.type === 'outbox-failed' && awaited.has(event.entryId)) return;
  for (const listener of listeners) listener(event);
};

const http = createHttp({ db, baseUrl: self.location.origin, emit });
const account = createAccount(db, http);
const pull = createPull(db, http);
const chat = createChatPull(db, http);
const announcements = createAnnouncementsPull(db, http);
const tracking = createTrackingPull(db, http);
const parcels = createParcelsPull(db, http);
/** Trip pages opened lately: pulled again on every (re)connect, as a change during the gap sent no event here. */
const watchedTrips = new Set<number>();
const WATCHED_TRIPS = 5;
function watchTrip(id: number) {
  watchedTrips.delete(id);
  watchedTrips.add(id);
  if (watchedTrips.size > WATCHED_TRIPS) watchedTrips.delete(watchedTrips.values().next().value!);
}
const realtime = createRealtime({
  db,
  http,
  chat,
  origin: self.location.origin,
  loadPusher: async () => (await import('pusher-js/worker')).default,
  // A seat taken, a booking answered, a trip cancelled: the screens showing it follow without a reload.
  onChanged: ({ subject, id }) => {
    if (subject === 'announcement') {
      void Promise.all([announcements.detail(id), announcements.mine()]);
      return;
    }
    if (subject === 'parcel') {
      void parcels.mine();
      return;
    }
    if (subject === 'trip') void pull.trip(id);
    // A cancelled trip cancels its parcels too.
    void Promise.all([pull.myBookings(), pull.myTrips(), parcels.mine()]);
  },
  onConnected: () => {
    for (const id of watchedTrips) void Promise.all([pull.trip(id), tracking.tracking(id)]);
  },
  // Staff decisions arrive as notifications: the profile (driver status, documents) and the vehicles follow.
  onNotification: () => void Promise.all([pull.profile(), pull.vehicles()]),
  // A point, a start or a stop: the car moves at once; then the trail of the batch it ended (or the whole tracking of
  // a trip new to the device) comes by a pull, which the server answers 304 when nothing else changed.
  onTripPosition: (event) => {
    void applyTripPositionEvent(db, event).then(async (applied) => {
      if (applied === 'applied') return;
      // The driver's phone drew the trail from its own points: no pull on its own data plan.
      if (applied === 'moved' && (await db.trips.get(event.trip_id))?.driver_id === (await db.session.get('current'))?.user.id) return;
      await tracking.tracking(event.trip_id);
    });
  },
});
const outcomes = new Map<string, EntryOutcome>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const isOnline = () => self.navigator.onLine !== false;

// Every tab's worker follows the session, wherever it changed: a logout in another tab closes this tab's live
// connection (it may be the leader, subscribed to the old user's private channels), a login here starts one.
liveQuery(() => db.session.get('current')).subscribe({
  next: (session) => {
    if (isSessionValid(session)) void realtime.start();
    else realtime.stop();
  },
  error: () => realtime.stop(),
});

/**
 * Drains the outbox and sets a timer for the next retry, if one is due later. Timers and background triggers skip it
 * while the browser says it is offline; a send the user asked for (`userAsked`) is tried anyway, since `onLine`
 * can lag behind the network.
 */
async function drain(userAsked = false): Promise<void> {
  if (!userAsked && !isOnline()) return;
  // A connection lost mid-drain is reopened and the drain runs again: an entry left "sending" goes back to pending
  // and is sent again under its Idempotency-Key, and the retry timer below is still set.
  const report = await retryOnceReopened(db, () => drainOutbox({ db, http, emit, onOutcome: (id, outcome) => outcomes.set(id, outcome) }));
  void runFollowUps({ pull, announcements, parcels }, report.followUps);
  clearTimeout(retryTimer);
  if (report.nextAttemptAt !== null) {
    retryTimer = setTimeout(() => void drain(), Math.max(1000, report.nextAttemptAt - Date.now()));
  }
}

/**
 * The profile and the handful of document types its forms need (the become-driver wizard, Get Verified, vehicles):
 * mirrored together, so they are on the device before the network goes.
 */
function pullProfile() {
  return Promise.all([pull.profile(), pull.documentTypes(DOCUMENT_KIND.user, true), pull.documentTypes(DOCUMENT_KIND.vehicle), pull.blocks()]).then(
    ([profile]) => profile,
  );
}

async function afterSignIn() {
  void realtime.start();
  await Promise.all([pullProfile(), drain(), pull.myBookings(), pull.myTrips(), pull.vehicles(), chat.missed(), announcements.mine(), parcels.mine()]);
}

const api = {
  subscribe(listener: (event: SyncEvent) => void) {
    listeners.add(listener);
  },

  /** App start: resume the session (refresh the user or log out an expired token), pull, then drain. */
  async start() {
    const state = await account.resume();
    void pull.cities();
    if (state === 'refreshed') await afterSignIn();
    // Offline or the server in trouble at start: the queue still drains (and sets its retry timer).
    else if (state === 'offline') await drain();
    return state;
  },

  async register(...args: Parameters<typeof account.register>) {
    return account.register(...args);
  },
  async login(...args: Parameters<typeof account.login>) {
    const result = await account.login(...args);
    if (result.ok) void afterSignIn();
    return result;
  },
  async verifyOtp(code: string) {
    const result = await account.verifyOtp(code);
    if (result.ok) void afterSignIn();
    return result;
  },
  resendOtp: () => account.resendOtp(),
  forgotPassword: (...args: Parameters<typeof account.forgotPassword>) => account.forgotPassword(...args),
  verifyResetOtp: (...args: Parameters<typeof account.verifyResetOtp>) => account.verifyResetOtp(...args),
  resendResetOtp: (phone: string) => account.resendResetOtp(phone),
  resetPassword: (...args: Parameters<typeof account.resetPassword>) => account.resetPassword(...args),
  changePassword: (...args: Parameters<typeof account.changePassword>) => account.changePassword(...args),
  async logout() {
    realtime.stop();
    return account.logout();
  },

  refreshProfile: () => pullProfile(),
  refreshCities: () => pull.cities(),
  refreshPriceSuggestion: (from: number, to: number) => pull.priceSuggestion(from, to),
  refreshTrips: (filters: TripFilters) => pull.trips(filters),
  refreshTrip: (id: number) => pull.trip(id),
  /** The trip page the user opened: its failures get the global replies (spec 000 §8). */
  openTrip: (id: number) => {
    watchTrip(id);
    return pull.trip(id, true);
  },
  refreshMyTrips: () => pull.myTrips(),
  refreshBlocks: () => pull.blocks(),
  /** A trip under way: its newest point, estimate and trail (the driver and accepted passengers). */
  refreshTracking: (tripId: number) => tracking.tracking(tripId),
  refreshShareLinks: (tripId: number) => tracking.shareLinks(tripId),
  /** A share link opened by a relative, no login needed. */
  openSharedTracking: (token: string) => tracking.shared(token),
  refreshMyBookings: () => pull.myBookings(),
  refreshMyParcels: () => parcels.mine(),
  keepParcelPhoto: (parcelId: number) => parcels.photo(parcelId),
  /** The recipient's link from the SMS, no login needed. */
  openParcelTracking: (token: string) => parcels.followed(token),
  refreshVehicles: (userAsked = false) => pull.vehicles(userAsked),
  refreshDocumentTypes: (kind: number, application = false) => pull.documentTypes(kind, application),
  refreshReviews: (direction: ReviewDirection, page = 1) => pull.reviews(direction, page),
  /** A document's file, for its owner or staff (spec 000 §2: fetched through the download call). */
  async downloadDocument(id: number): Promise<{ ok: true; file: DownloadedFile } | { ok: false; message: string }> {
    const result = await http.request(endpoints.downloadDocument, { path: pathFor(endpoints.downloadDocument, id), quiet: true, binary: true });
    return result.ok ? { ok: true, file: result.data as DownloadedFile } : { ok: false, message: result.error.message };
  },

  // The staff desk: online only, straight to the server (decisions are made with the file in front of the staff member).
  async staffDesk() {
    const result = await http.request(endpoints.staffDesk, { quiet: true });
    return result.ok ? { ok: true as const, desk: result.data } : { ok: false as const, status: result.error.status, message: result.error.message };
  },
  /** "Messages envoyés": the texts, the budget and the job queues, online only like the rest of the desk. */
  async staffTexts() {
    const result = await http.request(endpoints.staffTexts, { quiet: true });
    return result.ok ? { ok: true as const, texts: result.data } : { ok: false as const, status: result.error.status, message: result.error.message };
  },
  /** "Relancer": a dead job back to its queue, now (sending the same id twice finds it no longer dead: 404). */
  async staffRedriveJob(id: string) {
    const endpoint = endpoints.redriveJob;
    const result = await http.request(endpoint, { path: pathFor(endpoint, id), quiet: true });
    return result.ok ? { ok: true as const, message: result.data.message } : { ok: false as const, status: result.error.status, message: result.error.message };
  },
  /** "Signalements": the open reports grouped by subject, online only like the rest of the desk. */
  async staffReports() {
    const result = await http.request(endpoints.staffReports, { quiet: true });
    return result.ok ? { ok: true as const, reports: result.data } : { ok: false as const, status: result.error.status, message: result.error.message };
  },
  /** Dismiss, warn, hide or suspend: now, never through the outbox, like every staff decision. */
  async staffActOnReport(id: number, form: ReportActionRequest) {
    const endpoint = endpoints.actOnReport;
    const result = await http.request(endpoint, { path: pathFor(endpoint, id), json: form, quiet: true, idempotencyKey: crypto.randomUUID() });
    return result.ok
      ? { ok: true as const, message: result.data.message }
      : { ok: false as const, status: result.error.status, message: result.error.message, errors: result.error.errors };
  },
  /** A stated gender corrected against the identity document: now, like every staff decision. */
  async staffCorrectGender(userId: number, form: GenderCorrectionRequest) {
    const endpoint = endpoints.correctGender;
    const result = await http.request(endpoint, { path: pathFor(endpoint, userId), json: form, quiet: true, idempotencyKey: crypto.randomUUID() });
    return result.ok
      ? { ok: true as const, message: result.data.message }
      : { ok: false as const, status: result.error.status, message: result.error.message, errors: result.error.errors };
  },
  /** "Alertes SOS": the latest calls for help during rides, newest first. */
  async staffSosAlerts() {
    const result = await http.request(endpoints.staffSosAlerts, { quiet: true });
    return result.ok ? { ok: true as const, alerts: result.data } : { ok: false as const, status: result.error.status, message: result.error.message };
  },
  /** "Journal de modération": what staff did, newest first. */
  async staffAuditLog() {
    const result = await http.request(endpoints.auditLog, { quiet: true });
    return result.ok ? { ok: true as const, log: result.data } : { ok: false as const, status: result.error.status, message: result.error.message };
  },
  /** Parcels with a problem: kept on the device (staff read them on the road too); resolved online only. */
  staffParcelProblems: () => parcels.problems(),
  /** Resolves a parcel's problem now, never through the outbox, like every staff decision; the list is read again. */
  async staffResolveParcelProblem(id: number, form: ParcelProblemResolution) {
    const endpoint = endpoints.resolveParcelProblem;
    const result = await http.request(endpoint, { path: pathFor(endpoint, id), json: form, quiet: true, idempotencyKey: crypto.randomUUID() });
    if (result.ok || result.error.status === 422) void parcels.problems();
    return result.ok
      ? { ok: true as const, message: result.data.message }
      : { ok: false as const, status: result.error.status, message: result.error.message, errors: result.error.errors };
  },
  async staffDecide(what: 'document' | 'application', id: number, decision: StaffDecision) {
    const endpoint = what === 'document' ? endpoints.decideDocument : endpoints.decideApplication;
    const result = await http.request(endpoint, { path: pathFor(endpoint, id), json: decision, quiet: true, idempotencyKey: crypto.randomUUID() });
    return result.ok
      ? { ok: true as const, message: result.data.message }
      : { ok: false as const, status: result.error.status, message: result.error.message, errors: result.error.errors, code: result.error.code };
  },
  /**
   * "Prévenir mes proches": now or never, not through the outbox. A call for help kept for later would reach the
   * contacts when it no longer helps; without data the sheet offers the phone's own SMS app instead.
   */
  async sendSos(tripId: number, alert: SosRequest) {
    const endpoint = endpoints.sendSos;
    const result = await http.request(endpoint, { path: pathFor(endpoint, tripId), json: alert, quiet: true, idempotencyKey: crypto.randomUUID() });
    return result.ok
      ? { ok: true as const, message: result.data.message, told: result.data.data.contacts_told }
      : { ok: false as const, status: result.error.status, message: result.error.message };
  },
  /**
   * Sends the contact form now, never through the outbox: its captcha answers one check within minutes, so a copy
   * kept for later would only be refused. The form shows every failure itself.
   */
  async sendContact(form: ContactRequest) {
    const result = await http.request(endpoints.contact, { json: form, quiet: true });
    return result.ok
      ? { ok: true as const, message: result.data.message }
      : { ok: false as const, status: result.error.status, message: result.error.message, errors: result.error.errors };
  },
  openPublicProfile: (id: number) => pull.publicProfile(id, true),

  /** One page of travel requests for these filters; the list's live query shows them once mirrored. */
  refreshAnnouncements: (filters: AnnouncementFilters) => announcements.list(filters),
  refreshAnnouncement: (id: number) => announcements.detail(id),
  /** The request page the user opened: its failures get the global replies (404 opens the not-found page). */
  openAnnouncement: (id: number) => announcements.detail(id, true),
  refreshMyAnnouncements: () => announcements.mine(),

  refreshConversations: async (page = 1) => {
    const result = await chat.conversations(page);
    return { ok: result.ok, hasMore: result.hasMore };
  },
  /** A conversation's page of messages (1 = newest); `hasMore`: older pages remain on the server. */
  refreshMessages: (conversationId: number, page = 1) => chat.messages(conversationId, page),
  refreshNotifications: () => chat.notifications(),

  /** The VAPID key push registration subscribes with (null when the server has none, or was never reached). */
  async pushPublicKey(): Promise<string | null> {
    const result = await http.request(endpoints.config, { quiet: true });
    return result.ok ? result.data.push.vapid_public_key : null;
  },
  /** Saves this browser's push subscription for the signed-in user; false on any failure (spec 000 §4). */
  async pushSubscribe(subscription: PushSubscribeRequest): Promise<{ ok: boolean; message: string }> {
    const result = await http.request(endpoints.pushSubscribe, { json: subscription, quiet: true });
    return result.ok ? { ok: true, message: result.data.message } : { ok: false, message: result.error.message };
  },

  /**
   * Sends the outbox now and tells how `entryId` ended: sent (with the server's answer), failed (refused; rolled
   * back), or queued (offline, or waiting for a retry).
   */
  async flush(entryId?: string): Promise<EntryOutcome> {
    if (!entryId) {
      await drain(true);
      return { status: 'queued' };
    }
    outcomes.delete(entryId);
    awaited.add(entryId);
    try {
      await drain(true);
    } finally {
      awaited.delete(entryId);
    }
    const outcome = outcomes.get(entryId);
    outcomes.delete(entryId);
    // The user asked for this change: a server in trouble, a limit or a missing login gets the global replies.
    // Refusals (4xx) are the form's to say, with the server's message.
    const error = outcome && outcome.status !== 'sent' ? outcome.error : undefined;
    if (error && (error.status === 0 || error.status === 429 || error.status >= 500 || error.authRequired)) {
      const entry = await db.outbox.get(entryId);
      const event = globalReply(error, entry?.method ?? 'POST', entry?.path ?? '');
      if (event) emit(event);
    }
    // Refused while its form was open: the form shows why and keeps what was typed, so nothing is left to retry.
    // Changes queued on a row it created go with it (discardEntry), so none is left pointing at it.
    if (outcome?.status === 'failed') await discardEntry(db, entryId);
    if (outcome) return outcome;
    // Another tab's drainer may have sent it while we waited for the lock.
    return (await db.outbox.get(entryId)) ? { status: 'queued' } : { status: 'sent', response: null };
  },

  /**
   * The person came back to the app: what waited only for the network goes now rather than when its backoff ends.
   * Where the browser has no Background Sync (Safari, Firefox) nothing else sends it while the app was away.
   */
  async resume() {
    await dueOnReconnect(db);
    await drain();
  },

  /** The page saw the network go: the next return of it is a new reconnect, however soon it comes. */
  offline: () => releaseReconnect(db),

  /**
   * The page saw the network come back, or the user came back to the app: send what waits, then pull — once for
   * all open tabs (the first tab to claim the reconnect does it; the others see the result through Dexie).
   */
  async online(windowMs?: number) {
    if (!(await claimReconnect(db, Date.now(), windowMs))) return;
    void realtime.start();
    await dueOnReconnect(db);
    await drain(true);
    await Promise.all([pull.cities(), pullProfile(), pull.myBookings(), pull.myTrips(), pull.vehicles(), chat.missed(), announcements.mine(), parcels.mine()]);
  },
};

export type SyncApi = typeof api;

Comlink.expose(api);

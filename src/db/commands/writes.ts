// Every write kind the outbox carries, gathered from the one declaration of each in its domain's commands file. The
// kind union, the appliers, the endpoint an entry called and the follow-up pulls are all read from here.
import type { Endpoint } from '../../contract/api';
import type { MechwarDatabase } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import type { FollowUp, WriteDeclaration } from './define-write';
import { accountLocaleWrites } from './account-locale';
import { announcementWrites } from './announcements';
import { blockWrites } from './blocks';
import { bookingWrites } from './bookings';
import { chatWrites } from './chat';
import { conversationWrites } from './conversations';
import { documentWrites } from './documents';
import { driverApplicationWrites } from './driver-application';
import { notificationWrites } from './notifications';
import { parcelWrites } from './parcels';
import { profileWrites } from './profile';
import { proposalWrites } from './proposals';
import { reportWrites } from './reports';
import { emergencyContactWrites } from './emergency-contacts';
import { genderWrites } from './gender';
import { reviewWrites } from './reviews';
import { trackingWrites } from './tracking';
import { tripWrites } from './trips';
import { vehicleWrites } from './vehicles';

export const writes = {
  ...profileWrites,
  ...accountLocaleWrites,
  ...bookingWrites,
  ...tripWrites,
  ...conversationWrites,
  ...chatWrites,
  ...notificationWrites,
  ...announcementWrites,
  ...proposalWrites,
  ...documentWrites,
  ...driverApplicationWrites,
  ...vehicleWrites,
  ...reviewWrites,
  ...trackingWrites,
  ...parcelWrites,
  ...reportWrites,
  ...emergencyContactWrites,
  ...genderWrites,
  ...blockWrites,
} satisfies Record<string, WriteDeclaration>;

/** The command that created an entry: names its declaration. */
export type WriteKind = keyof typeof writes;

const WRITE_KINDS = new Set<string>(Object.keys(writes));
export const isWriteKind = (kind: string): kind is WriteKind => WRITE_KINDS.has(kind);

/** `/api/trips/{id}/parcels` as a pattern that matches `/api/trips/12/parcels` (and a temporary `-3` before its rewrite). */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
const patterns = new Map<string, RegExp>();
const matches = (endpoint: Endpoint, entry: Pick<OutboxEntry, 'method' | 'path'>) => {
  let pattern = patterns.get(endpoint.path);
  if (!pattern) patterns.set(endpoint.path, (pattern = pathPattern(endpoint.path)));
  return endpoint.method === entry.method && pattern.test(entry.path.split('?')[0]!);
};

/**
 * The endpoint an entry calls, as the server will answer it: the declared one with the entry's method and path. An
 * entry written by an older version with a call no longer declared is read with its kind's first endpoint.
 */
export function endpointOf(entry: Pick<OutboxEntry, 'kind' | 'method' | 'path'>): Endpoint {
  const declared = writes[entry.kind].endpoints;
  const endpoint = declared.find((candidate) => matches(candidate, entry)) ?? declared[0]!;
  return { ...endpoint, method: entry.method };
}

/** Writes the server's validated answer to an entry into the mirror. */
export const applyEntry = (db: MechwarDatabase, entry: OutboxEntry, answer: unknown) => writes[entry.kind].apply(db, entry, answer);

/** What to pull again after an entry's answer: sent (`'sent'`) or refused (`'failed'`). */
export function followUpsOf(entry: Pick<OutboxEntry, 'kind'>, outcome: 'sent' | 'failed'): readonly FollowUp[] {
  const declaration: WriteDeclaration = writes[entry.kind];
  return [...(declaration.afterAnswer ?? []), ...(outcome === 'failed' ? (declaration.afterRefusal ?? []) : [])];
}

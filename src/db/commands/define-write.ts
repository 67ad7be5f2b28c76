// The one declaration of a write kind (DESIGN.md §4): which calls it makes, how their answer enters the mirror, and
// what must be pulled again after it. The kind union, the appliers and the follow-ups are all derived from these.
import type { z } from 'zod';
import type { Endpoint } from '../../contract/api';
import type { MechwarDatabase } from '../database';
import type { OutboxEntry } from '../outbox-entry';

/**
 * What the device pulls again once an entry has its answer, beyond the trip and the travel request the entry names
 * (`tripId`, `announcementId`), which are always pulled: the profile with the vehicles, the passenger's bookings, the
 * parcels of "Mes colis", the people blocked.
 */
export type FollowUp = 'account' | 'bookings' | 'parcels' | 'blocks';

export interface WriteDeclaration<E extends Endpoint = Endpoint> {
  /** The calls an entry of this kind may make; the answer is validated by the response schema of the one it made. */
  endpoints: readonly E[];
  /** Writes the validated answer into the mirror, in the transaction that deletes the entry. */
  apply: (db: MechwarDatabase, entry: OutboxEntry, answer: z.output<E['response']>) => Promise<void>;
  /** Pulled once the server has answered, sent or refused. */
  afterAnswer?: readonly FollowUp[];
  /** Pulled only after a refusal: the copy put back may be older than the server's. */
  afterRefusal?: readonly FollowUp[];
}

/** The validated answer of an endpoint, as an applier receives it. */
export type AnswerOf<E extends Pick<Endpoint, 'response'>> = z.output<E['response']>;

/** Declares a write kind; the type of `apply`'s answer follows from the endpoints. */
export const defineWrite = <E extends Endpoint>(declaration: WriteDeclaration<E>): WriteDeclaration => declaration as unknown as WriteDeclaration;

/** For a kind whose answer adds nothing to what the device already shows (a read mark). */
export const keepShown = async (): Promise<void> => undefined;

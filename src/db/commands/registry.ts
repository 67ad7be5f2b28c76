// Maps each outbox entry kind to the code that applies the server's answer, rolls the change back, or shows it again.
import type { MechwarDatabase } from '../database';
import type { OutboxEntry, OutboxKind } from '../outbox-entry';
import { updateProfileHandler } from './profile';
import { bookTripHandler, changeBookingHandler } from './bookings';
import { deleteTripHandler, saveTripHandler, tripStatusHandler } from './trips';
import { startConversationHandler } from './conversations';

interface EntryHandler {
  apply(db: MechwarDatabase, entry: OutboxEntry, response: unknown): Promise<void>;
  rollback(db: MechwarDatabase, entry: OutboxEntry): Promise<void>;
  reapply(db: MechwarDatabase, entry: OutboxEntry): Promise<void>;
  /**
   * The server has the change but its answer could not be read: drop the local marks (pending fields, temporary
   * rows) so the next pull shows the server's copy.
   */
  settle(db: MechwarDatabase, entry: OutboxEntry): Promise<void>;
}

const handlers: Record<OutboxKind, EntryHandler> = {
  updateProfile: updateProfileHandler,
  bookTrip: bookTripHandler,
  cancelBooking: changeBookingHandler,
  decideBooking: changeBookingHandler,
  tripStatus: tripStatusHandler,
  deleteTrip: deleteTripHandler,
  saveTrip: saveTripHandler,
  startConversation: startConversationHandler,
};

export const applyEntry = (db: MechwarDatabase, entry: OutboxEntry, response: unknown) =>
  handlers[entry.kind].apply(db, entry, response);
export const rollbackEntry = (db: MechwarDatabase, entry: OutboxEntry) => handlers[entry.kind].rollback(db, entry);
export const reapplyEntry = (db: MechwarDatabase, entry: OutboxEntry) => handlers[entry.kind].reapply(db, entry);
export const settleEntry = (db: MechwarDatabase, entry: OutboxEntry) => handlers[entry.kind].settle(db, entry);

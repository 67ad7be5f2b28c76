// One status table per entity (DESIGN.md §7), shared by client and server: codes, labels, badge colours, and the
// trip transitions an owner may make.

export const TRIP_STATUS = { pending: 0, active: 1, cancelled: 2, rejected: 3, completed: 4 } as const;
export type TripStatus = (typeof TRIP_STATUS)[keyof typeof TRIP_STATUS];

export const TRIP_STATUS_TEXT: Record<number, string> = {
  0: 'Pending',
  1: 'Active',
  2: 'Cancelled',
  3: 'Rejected',
  4: 'Completed',
};

/** Bootstrap badge colours of the profile tab: 0 warning, 1 success, 2 danger, 3 secondary, 4 info. */
export const TRIP_STATUS_BADGE: Record<number, string> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
  3: 'secondary',
  4: 'info',
};

/**
 * What the trip's owner may do, from which statuses. Activating a cancelled trip needs a departure still in the
 * future; pause and activate toggle 0 ↔ 1; completing needs an active trip; rejected (moderation) and completed
 * trips are final.
 */
export const TRIP_TRANSITIONS = {
  activate: { from: [TRIP_STATUS.pending, TRIP_STATUS.cancelled], to: TRIP_STATUS.active },
  pause: { from: [TRIP_STATUS.active], to: TRIP_STATUS.pending },
  cancel: { from: [TRIP_STATUS.pending, TRIP_STATUS.active], to: TRIP_STATUS.cancelled },
  complete: { from: [TRIP_STATUS.active], to: TRIP_STATUS.completed },
} as const satisfies Record<string, { from: readonly number[]; to: number }>;
export type TripTransition = keyof typeof TRIP_TRANSITIONS;

export function canTransition(transition: TripTransition, status: number): boolean {
  return (TRIP_TRANSITIONS[transition].from as readonly number[]).includes(status);
}

export const BOOKING_STATUS = { pending: 0, accepted: 1, rejected: 2, cancelled: 3 } as const;
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

export const BOOKING_STATUS_TEXT: Record<number, string> = {
  0: 'En attente',
  1: 'Acceptée',
  2: 'Refusée',
  3: 'Annulée',
};

/** 0 pending (warning), 1 accepted (success), 2 rejected (danger), 3 cancelled by the passenger (secondary). */
export const BOOKING_STATUS_BADGE: Record<number, string> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
  3: 'secondary',
};

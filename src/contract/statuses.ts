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

/**
 * Announcement status (DESIGN.md §7): 0 Pending review (held by staff; new ones open at once), 1 Open (drivers may
 * propose), 2 Closed (a proposal was accepted, or the owner closed it), 3 Expired (the desired time has passed).
 */
export const ANNOUNCEMENT_STATUS = { pendingReview: 0, open: 1, closed: 2, expired: 3 } as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUS)[keyof typeof ANNOUNCEMENT_STATUS];

export const ANNOUNCEMENT_STATUS_TEXT: Record<number, string> = {
  0: 'Pending',
  1: 'Open',
  2: 'Closed',
  3: 'Expired',
};

/** Spec 001 §4: 0 blue, 1 green, 2 grey, 3 red, as Bootstrap badge colours. */
export const ANNOUNCEMENT_STATUS_BADGE: Record<number, string> = {
  0: 'primary',
  1: 'success',
  2: 'secondary',
  3: 'danger',
};

/** Spec 001 §4: the icon beside each badge (hourglass, circle-check, circle-x, clock). */
export const ANNOUNCEMENT_STATUS_ICON: Record<number, string> = {
  0: 'hourglass',
  1: 'circle-check',
  2: 'circle-x',
  3: 'clock',
};

/** Proposal status (DESIGN.md §7): 0 Pending, 1 Accepted, 2 Rejected, 3 Withdrawn by its driver. */
export const PROPOSAL_STATUS = { pending: 0, accepted: 1, rejected: 2, withdrawn: 3 } as const;
export type ProposalStatus = (typeof PROPOSAL_STATUS)[keyof typeof PROPOSAL_STATUS];

export const PROPOSAL_STATUS_TEXT: Record<number, string> = {
  0: 'Pending',
  1: 'Accepted',
  2: 'Rejected',
  3: 'Withdrawn',
};

/** 0 warning, 1 success, 2 danger, 3 secondary (spec 001 §4: "3 other (secondary)"). */
export const PROPOSAL_STATUS_BADGE: Record<number, string> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
  3: 'secondary',
};

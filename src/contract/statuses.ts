// One status table per entity (DESIGN.md §7), shared by client and server: codes, labels, badge colours, and the
// trip transitions an owner may make. Each table is written once, row by row, and the lookups are built from it, so a
// code, its label and its colour cannot drift apart.

interface StatusRow {
  code: number;
  text: string;
  /** Bootstrap badge colour. */
  badge: string;
}

/** The code by name (`TRIP_STATUS.active`), and label and colour by code, as the screens and the server read them. */
function statusTable<const Rows extends Record<string, StatusRow>>(rows: Rows) {
  const codes = {} as { readonly [K in keyof Rows]: Rows[K]['code'] };
  const text: Record<number, string> = {};
  const badge: Record<number, string> = {};
  for (const [name, row] of Object.entries(rows)) {
    (codes as Record<string, number>)[name] = row.code;
    text[row.code] = row.text;
    badge[row.code] = row.badge;
  }
  return { codes, text, badge };
}

/** 0 warning, 1 success, 2 danger, 3 secondary, 4 info on the profile tab. */
export const {
  codes: TRIP_STATUS,
  text: TRIP_STATUS_TEXT,
  badge: TRIP_STATUS_BADGE,
} = statusTable({
  pending: { code: 0, text: 'Pending', badge: 'warning' },
  active: { code: 1, text: 'Active', badge: 'success' },
  cancelled: { code: 2, text: 'Cancelled', badge: 'danger' },
  rejected: { code: 3, text: 'Rejected', badge: 'secondary' },
  completed: { code: 4, text: 'Completed', badge: 'info' },
});
export type TripStatus = (typeof TRIP_STATUS)[keyof typeof TRIP_STATUS];

/** A trip still to come or under way: what searches list, and what its driver's or vehicle's changes still reach. */
export const OPEN_TRIP_STATUSES: readonly TripStatus[] = [TRIP_STATUS.pending, TRIP_STATUS.active];

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

/** 0 pending (warning), 1 accepted (success), 2 rejected (danger), 3 cancelled by the passenger (secondary). */
export const {
  codes: BOOKING_STATUS,
  text: BOOKING_STATUS_TEXT,
  badge: BOOKING_STATUS_BADGE,
} = statusTable({
  pending: { code: 0, text: 'En attente', badge: 'warning' },
  accepted: { code: 1, text: 'Acceptée', badge: 'success' },
  rejected: { code: 2, text: 'Refusée', badge: 'danger' },
  cancelled: { code: 3, text: 'Annulée', badge: 'secondary' },
});
export type BookingStatus = (typeof BOOKING_STATUS)[keyof typeof BOOKING_STATUS];

/**
 * Announcement status (DESIGN.md §7): 0 Pending review (held by staff; new ones open at once), 1 Open (drivers may
 * propose), 2 Closed (a proposal was accepted, or the owner closed it), 3 Expired (the desired time has passed).
 * Spec 001 §4: badges 0 blue, 1 green, 2 grey, 3 red.
 */
export const {
  codes: ANNOUNCEMENT_STATUS,
  text: ANNOUNCEMENT_STATUS_TEXT,
  badge: ANNOUNCEMENT_STATUS_BADGE,
} = statusTable({
  pendingReview: { code: 0, text: 'Pending', badge: 'primary' },
  open: { code: 1, text: 'Open', badge: 'success' },
  closed: { code: 2, text: 'Closed', badge: 'secondary' },
  expired: { code: 3, text: 'Expired', badge: 'danger' },
});
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUS)[keyof typeof ANNOUNCEMENT_STATUS];

/** Spec 001 §4: the icon beside each badge (hourglass, circle-check, circle-x, clock). */
export const ANNOUNCEMENT_STATUS_ICON: Record<number, string> = {
  0: 'hourglass',
  1: 'circle-check',
  2: 'circle-x',
  3: 'clock',
};

/** Proposal status (DESIGN.md §7): 0 Pending, 1 Accepted, 2 Rejected, 3 Withdrawn by its driver (spec 001 §4: "3 other (secondary)"). */
export const {
  codes: PROPOSAL_STATUS,
  text: PROPOSAL_STATUS_TEXT,
  badge: PROPOSAL_STATUS_BADGE,
} = statusTable({
  pending: { code: 0, text: 'Pending', badge: 'warning' },
  accepted: { code: 1, text: 'Accepted', badge: 'success' },
  rejected: { code: 2, text: 'Rejected', badge: 'danger' },
  withdrawn: { code: 3, text: 'Withdrawn', badge: 'secondary' },
});
export type ProposalStatus = (typeof PROPOSAL_STATUS)[keyof typeof PROPOSAL_STATUS];

/**
 * Parcel status (DESIGN.md §9): 0 Demandé, 1 Accepté, 2 Refusé, 3 Annulé, 4 Pris en charge (pickup code entered),
 * 5 Livré (delivery code entered), 6 Problème (reported by the driver or the sender; on the staff desk).
 */
export const {
  codes: PARCEL_STATUS,
  text: PARCEL_STATUS_TEXT,
  badge: PARCEL_STATUS_BADGE,
} = statusTable({
  requested: { code: 0, text: 'Demandé', badge: 'warning' },
  accepted: { code: 1, text: 'Accepté', badge: 'success' },
  refused: { code: 2, text: 'Refusé', badge: 'danger' },
  cancelled: { code: 3, text: 'Annulé', badge: 'secondary' },
  pickedUp: { code: 4, text: 'Pris en charge', badge: 'info' },
  delivered: { code: 5, text: 'Livré', badge: 'primary' },
  problem: { code: 6, text: 'Problème', badge: 'danger' },
});
export type ParcelStatus = (typeof PARCEL_STATUS)[keyof typeof PARCEL_STATUS];

/**
 * Who may move a parcel, from which statuses. The sender cancels until pickup; a problem may be reported once the
 * parcel is accepted and until it is delivered; a parcel with a problem may still be delivered once picked up.
 */
export const PARCEL_TRANSITIONS = {
  accept: { from: [PARCEL_STATUS.requested], to: PARCEL_STATUS.accepted },
  refuse: { from: [PARCEL_STATUS.requested], to: PARCEL_STATUS.refused },
  cancel: { from: [PARCEL_STATUS.requested, PARCEL_STATUS.accepted], to: PARCEL_STATUS.cancelled },
  pickup: { from: [PARCEL_STATUS.accepted], to: PARCEL_STATUS.pickedUp },
  deliver: { from: [PARCEL_STATUS.pickedUp, PARCEL_STATUS.problem], to: PARCEL_STATUS.delivered },
  problem: { from: [PARCEL_STATUS.accepted, PARCEL_STATUS.pickedUp], to: PARCEL_STATUS.problem },
} as const satisfies Record<string, { from: readonly number[]; to: number }>;
export type ParcelTransition = keyof typeof PARCEL_TRANSITIONS;

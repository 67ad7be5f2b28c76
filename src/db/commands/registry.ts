// Maps each outbox entry kind to the code that applies the server's answer. Undo, redo and settle are the same for
// every kind (src/db/row-marks.ts): they work from the rows and fields each entry recorded.
import type { MechwarDatabase } from '../database';
import type { OutboxEntry, OutboxKind } from '../outbox-entry';
import { applyProfileAnswer } from './profile';
import { applyAccountLocaleAnswer } from './account-locale';
import { applyBookingAnswer, applyBookingChangeAnswer } from './bookings';
import { applyTripDeleted, applyTripAnswer, applyTripStatusAnswer } from './trips';
import { applyBookingCardAnswer, applyMessageSent, applyRatingAnswer } from './chat';
import { applyConversationStarted } from './conversations';
import { applyAnnouncementAnswer, applyAnnouncementDeleted } from './announcements';
import { applyProposalAnswer, applyProposalDecision, applyProposalWithdrawn } from './proposals';
import { applyApplicationAnswer } from './driver-application';
import { applyVehicleAnswer, applyVehicleDeleted } from './vehicles';
import { applyReviewDeleted } from './reviews';
import { applyParcelAnswer } from './parcels';
import { applyPositionsAnswer, applyShareLinkAnswer, applyTrackingAnswer } from './tracking';

type ApplyAnswer = (db: MechwarDatabase, entry: OutboxEntry, response: unknown) => Promise<void>;

const appliers: Record<OutboxKind, ApplyAnswer> = {
  updateProfile: applyProfileAnswer,
  bookTrip: applyBookingAnswer,
  cancelBooking: applyBookingChangeAnswer,
  decideBooking: applyBookingChangeAnswer,
  tripStatus: applyTripStatusAnswer,
  deleteTrip: applyTripDeleted,
  saveTrip: applyTripAnswer,
  startConversation: applyConversationStarted,
  sendMessage: applyMessageSent,
  answerBookingCard: applyBookingCardAnswer,
  rate: applyRatingAnswer,
  // Reading only clears counts, already shown here: the answer adds nothing.
  readConversation: async () => undefined,
  readNotification: async () => undefined,
  readAllNotifications: async () => undefined,
  saveAnnouncement: applyAnnouncementAnswer,
  deleteAnnouncement: applyAnnouncementDeleted,
  saveProposal: applyProposalAnswer,
  withdrawProposal: applyProposalWithdrawn,
  decideProposal: applyProposalDecision,
  // The answer is the user with their documents, as for a profile edit.
  uploadDocuments: applyProfileAnswer,
  applyForDriver: applyApplicationAnswer,
  saveVehicle: applyVehicleAnswer,
  deleteVehicle: applyVehicleDeleted,
  deleteReview: applyReviewDeleted,
  startTrip: applyTrackingAnswer,
  stopSharing: applyTrackingAnswer,
  sendPositions: applyPositionsAnswer,
  createShareLink: applyShareLinkAnswer,
  revokeShareLink: applyShareLinkAnswer,
  sendParcel: applyParcelAnswer,
  decideParcel: applyParcelAnswer,
  cancelParcel: applyParcelAnswer,
  enterParcelCode: applyParcelAnswer,
  reportParcelProblem: applyParcelAnswer,
  setAccountLocale: applyAccountLocaleAnswer,
};

/** Writes the server's answer to an entry into the mirror. Throws when the answer does not match the contract. */
export const applyEntry = (db: MechwarDatabase, entry: OutboxEntry, response: unknown) => appliers[entry.kind](db, entry, response);

// The accounts endpoints: method, path, request and response schema of each call, shared by server and worker.
import { priceSuggestionRequest, priceSuggestionResponse } from './trip-route';
import { z } from 'zod';
import * as auth from './auth';
import { citiesResponse } from './cities';
import { profileResponse, profileUpdateFields, profileUpdateResponse } from './profile';
import * as trips from './trips';
import * as tracking from './tracking';
import * as parcels from './parcels';
import { bookingRequest, bookingResponse, myBookingsResponse } from './bookings';
import { vehiclesResponse } from './vehicles';
import { publicProfileResponse } from './users';
import * as chat from './conversations';
import * as notices from './notifications';
import { ratingRequest, ratingResponse } from './ratings';
import { channelAuthRequest, channelAuthResponse, clientConfig, pushSubscribeRequest } from './realtime';
import { messageResponse } from './auth';
import * as announcements from './announcements';
import { documentTypesQuery, documentTypesResponse } from './documents';
import { userDocumentsResponse } from './profile';
import { myVehiclesResponse, vehicleFields, vehicleResponse } from './vehicles';
import { reviewsPage, reviewsQuery } from './reviews';
import { staffDecision, staffDecisionResponse, staffDesk } from './staff';
import { redriveJobResponse, staffTexts } from './staff-texts';
import { contactRequest, contactResponse } from './contact';
import { accountLocaleRequest, accountLocaleResponse } from './account-locale';
import { reportRequest, reportResponse, staffReports } from './reports';
import { auditLog, genderCorrectionRequest, reportActionRequest, reportActionResponse } from './moderation';
import * as emergency from './emergency';
import { blockResponse, blocksResponse } from './blocks';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer that is the stored one of an earlier request with the same Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  request?: z.ZodType;
  response: z.ZodType;
}

export const endpoints = {
  register: { method: 'POST', path: '/api/auth/register', request: auth.registerRequest, response: auth.authResponse },
  login: { method: 'POST', path: '/api/auth/login', request: auth.loginRequest, response: auth.authResponse },
  verifyOtp: { method: 'POST', path: '/api/auth/verify-otp', request: auth.verifyOtpRequest, response: auth.verifyOtpResponse },
  resendOtp: { method: 'POST', path: '/api/auth/resend-otp', response: auth.resendOtpResponse },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    request: auth.forgotPasswordRequest,
    response: auth.messageResponse,
  },
  verifyResetOtp: {
    method: 'POST',
    path: '/api/auth/verify-reset-otp',
    request: auth.verifyResetOtpRequest,
    response: auth.verifyResetOtpResponse,
  },
  resendResetOtp: {
    method: 'POST',
    path: '/api/auth/resend-reset-password-otp',
    request: auth.resendResetOtpRequest,
    response: auth.messageResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    request: auth.resetPasswordRequest,
    response: auth.messageResponse,
  },
  logout: { method: 'POST', path: '/api/auth/logout', response: auth.messageResponse },
  refresh: { method: 'POST', path: '/api/auth/refresh', request: auth.refreshRequest, response: auth.authResponse },
  currentUser: { method: 'GET', path: '/api/auth/user', response: auth.currentUserResponse },
  profile: { method: 'GET', path: '/api/profile', response: profileResponse },
  /** Multipart: the fields below plus `_method=PUT` and an optional `image` file. */
  updateProfile: { method: 'POST', path: '/api/profile', request: profileUpdateFields, response: profileUpdateResponse },
  changePassword: {
    method: 'POST',
    path: '/api/change-password',
    request: auth.changePasswordRequest,
    response: auth.messageResponse,
  },
  cities: { method: 'GET', path: '/api/cities', response: citiesResponse },

  // Trips and bookings (spec 001 §7). `{id}` is replaced with pathFor().
  trips: { method: 'GET', path: '/api/trips', request: trips.tripFilters, response: trips.tripsPage },
  trip: { method: 'GET', path: '/api/trips/{id}', response: trips.tripResponse },
  /** Issue 39: the road between two places and the fair price range it allows (`PRICE_PER_KM`). */
  priceSuggestion: { method: 'GET', path: '/api/trips/price-suggestion', request: priceSuggestionRequest, response: priceSuggestionResponse },
  createTrip: { method: 'POST', path: '/api/trips', request: trips.tripRequest, response: trips.tripCreatedResponse },
  updateTrip: { method: 'PUT', path: '/api/trips/{id}', request: trips.tripRequest, response: trips.tripUpdatedResponse },
  deleteTrip: { method: 'DELETE', path: '/api/trips/{id}', response: messageResponse },
  setTripStatus: { method: 'PUT', path: '/api/trips/{id}/status', request: trips.tripStatusRequest, response: trips.tripStatusResponse },
  activateTrip: { method: 'PATCH', path: '/api/trips/{id}/activate', response: trips.tripStatusResponse },
  cancelTrip: { method: 'PATCH', path: '/api/trips/{id}/cancel', response: trips.tripStatusResponse },
  completeTrip: { method: 'PATCH', path: '/api/trips/{id}/complete', response: trips.tripStatusResponse },
  myTrips: { method: 'GET', path: '/api/my-trips', response: trips.myTripsResponse },

  // Live tracking of a trip under way (DESIGN.md §8): the driver and accepted passengers; share links for a relative.
  startTrip: { method: 'POST', path: '/api/trips/{id}/start', request: tracking.startTripRequest, response: tracking.trackingChangedResponse },
  stopSharing: { method: 'POST', path: '/api/trips/{id}/stop-sharing', response: tracking.trackingChangedResponse },
  sendPositions: { method: 'POST', path: '/api/trips/{id}/positions', request: tracking.positionsRequest, response: tracking.positionsResponse },
  tripTracking: { method: 'GET', path: '/api/trips/{id}/tracking', response: tracking.trackingResponse },
  shareLinks: { method: 'GET', path: '/api/trips/{id}/share-links', response: tracking.shareLinksResponse },
  createShareLink: { method: 'POST', path: '/api/trips/{id}/share-links', request: tracking.shareLinkRequest, response: tracking.shareLinkResponse },
  revokeShareLink: { method: 'DELETE', path: '/api/share-links/{id}', response: tracking.shareLinkResponse },
  sharedTracking: { method: 'GET', path: '/api/tracking/{token}', response: tracking.sharedTrackingResponse },
  // Parcels along trips (DESIGN.md §9): the sender sends and cancels; the driver decides and enters the codes.
  sendParcel: { method: 'POST', path: '/api/trips/{id}/parcels', request: parcels.parcelRequest, response: parcels.parcelResponse },
  parcel: { method: 'GET', path: '/api/parcels/{id}', response: parcels.parcelResponse },
  myParcels: { method: 'GET', path: '/api/my-parcels', response: parcels.myParcelsResponse },
  acceptParcel: { method: 'POST', path: '/api/parcels/{id}/accept', response: parcels.parcelResponse },
  refuseParcel: { method: 'POST', path: '/api/parcels/{id}/refuse', response: parcels.parcelResponse },
  cancelParcel: { method: 'POST', path: '/api/parcels/{id}/cancel', response: parcels.parcelResponse },
  pickupParcel: { method: 'POST', path: '/api/parcels/{id}/pickup', request: parcels.parcelCodeRequest, response: parcels.parcelResponse },
  deliverParcel: { method: 'POST', path: '/api/parcels/{id}/deliver', request: parcels.parcelCodeRequest, response: parcels.parcelResponse },
  reportParcelProblem: { method: 'POST', path: '/api/parcels/{id}/problem', request: parcels.parcelProblemRequest, response: parcels.parcelResponse },
  /** The parcel's photo, to its sender and driver only. */
  parcelPhoto: { method: 'GET', path: '/api/parcels/{id}/photo', response: z.unknown() },
  /** No account: the recipient's link from the SMS. */
  parcelTracking: { method: 'GET', path: '/api/parcel-tracking/{token}', response: parcels.parcelTrackingResponse },
  staffParcelProblems: { method: 'GET', path: '/api/staff/parcel-problems', response: parcels.parcelProblemsResponse },
  resolveParcelProblem: {
    method: 'POST',
    path: '/api/staff/parcel-problems/{id}/resolve',
    request: parcels.parcelProblemResolution,
    response: parcels.parcelProblemResolvedResponse,
  },
  bookTrip: { method: 'POST', path: '/api/trips/{id}/bookings', request: bookingRequest, response: bookingResponse },
  acceptBooking: { method: 'POST', path: '/api/bookings/{id}/accept', response: bookingResponse },
  rejectBooking: { method: 'POST', path: '/api/bookings/{id}/reject', response: bookingResponse },
  /** Beyond the spec: the passenger cancels their own booking before departure (status 3, seats return). */
  cancelBooking: { method: 'POST', path: '/api/bookings/{id}/cancel', response: bookingResponse },
  /** Beyond the spec: the passenger's bookings with trip, driver and status. */
  myBookings: { method: 'GET', path: '/api/my-bookings', response: myBookingsResponse },
  vehicles: { method: 'GET', path: '/api/vehicles/all', response: vehiclesResponse },
  publicProfile: { method: 'GET', path: '/api/users/{id}', response: publicProfileResponse },
  startConversation: {
    method: 'POST',
    path: '/api/conversations/start',
    request: chat.startConversationRequest,
    response: chat.startConversationResponse,
  },

  // Announcements and proposals (spec 001 §7; DESIGN.md §7).
  announcements: { method: 'GET', path: '/api/announcements', request: announcements.announcementFilters, response: announcements.announcementsPage },
  similarAnnouncements: {
    method: 'GET',
    path: '/api/announcements/similar',
    request: announcements.similarAnnouncementsQuery,
    response: announcements.similarAnnouncementsResponse,
  },
  announcement: { method: 'GET', path: '/api/announcements/{id}', response: announcements.announcementResponse },
  createAnnouncement: {
    method: 'POST',
    path: '/api/announcements',
    request: announcements.announcementRequest,
    response: announcements.announcementCreatedResponse,
  },
  updateAnnouncement: {
    method: 'PUT',
    path: '/api/announcements/{id}',
    request: announcements.announcementRequest,
    response: announcements.announcementUpdatedResponse,
  },
  /** Pending proposals are declined and their drivers told. */
  deleteAnnouncement: { method: 'DELETE', path: '/api/announcements/{id}', response: messageResponse },
  myAnnouncements: { method: 'GET', path: '/api/my-announcements', response: announcements.myAnnouncementsResponse },
  propose: {
    method: 'POST',
    path: '/api/announcements/{id}/proposals',
    request: announcements.proposalRequest,
    response: announcements.proposalResponse,
  },
  updateProposal: { method: 'PUT', path: '/api/proposals/{id}', request: announcements.proposalRequest, response: announcements.proposalResponse },
  /** Withdraws the proposal (status 3): the row stays, so history and counts stay honest. */
  deleteProposal: { method: 'DELETE', path: '/api/proposals/{id}', response: announcements.proposalDeletedResponse },
  acceptProposal: { method: 'POST', path: '/api/proposals/{id}/accept', response: announcements.proposalResponse },
  rejectProposal: { method: 'POST', path: '/api/proposals/{id}/reject', response: announcements.proposalResponse },

  // Messaging, notifications, ratings, live updates and push (spec 000 §7).
  conversations: { method: 'GET', path: '/api/conversations', response: chat.conversationsResponse },
  messages: { method: 'GET', path: '/api/conversations/{id}/messages', response: chat.messagesResponse },
  sendMessage: { method: 'POST', path: '/api/conversations/{id}/messages', request: chat.sendMessageRequest, response: chat.messageSentResponse },
  readConversation: { method: 'POST', path: '/api/conversations/{id}/read', response: chat.conversationReadResponse },
  notifications: { method: 'GET', path: '/api/notifications', response: notices.notificationsResponse },
  readAllNotifications: { method: 'POST', path: '/api/notifications/mark-all-as-read', response: notices.notificationsReadResponse },
  readNotification: { method: 'POST', path: '/api/notifications/{id}/read', response: notices.notificationsReadResponse },
  rate: { method: 'PUT', path: '/api/ratings/{id}', request: ratingRequest, response: ratingResponse },
  config: { method: 'GET', path: '/api/config', response: clientConfig },
  pushSubscribe: { method: 'POST', path: '/api/push-subscribe', request: pushSubscribeRequest, response: messageResponse },
  broadcastingAuth: { method: 'POST', path: '/broadcasting/auth', request: channelAuthRequest, response: channelAuthResponse },

  // Documents, vehicles, the driver application and reviews (spec 000 §7, 001 §7; issue 11). Uploads are multipart.
  documentTypes: { method: 'GET', path: '/api/document-types', request: documentTypesQuery, response: documentTypesResponse },
  /** Multipart `documents[typeId]` (new) and `updates[typeId]` (replacements), optional `expiry_dates[typeId]`. */
  setAccountLocale: { method: 'PUT', path: '/api/user/locale', request: accountLocaleRequest, response: accountLocaleResponse },
  uploadDocuments: { method: 'POST', path: '/api/user/documents', response: userDocumentsResponse },
  /** The file itself, to its owner and to staff only. */
  downloadDocument: { method: 'GET', path: '/api/documents/{id}/download', response: z.unknown() },
  myVehicles: { method: 'GET', path: '/api/vehicles', response: myVehiclesResponse },
  /** Multipart: the fields, `photo`, `documents[typeId]` (every required vehicle type), `expiry_dates[typeId]`. */
  addVehicle: { method: 'POST', path: '/api/vehicles', request: vehicleFields, response: vehicleResponse },
  /** Multipart with `_method=PUT`: the fields, `delete_photo`, `photo`, `documents[typeId]` to add or replace. */
  updateVehicle: { method: 'POST', path: '/api/vehicles/{id}', request: vehicleFields, response: vehicleResponse },
  deleteVehicle: { method: 'DELETE', path: '/api/vehicles/{id}', response: messageResponse },
  /** Multipart `vehicle[field]`, `user_documents[typeId]`, `vehicle_documents[typeId]`, `expiry_dates[typeId]`. */
  applyForDriver: { method: 'POST', path: '/api/driver-verifications', response: userDocumentsResponse },
  reviews: { method: 'GET', path: '/api/ratings', request: reviewsQuery, response: reviewsPage },
  deleteReview: { method: 'DELETE', path: '/api/ratings/{id}', response: messageResponse },

  /** Emergency contacts (issue 40): the whole list, replaced; only its owner reads it (in their user). */
  saveSafetySettings: { method: 'PUT', path: '/api/user/safety', request: emergency.safetySettingsRequest, response: emergency.safetySettingsResponse },
  /** "Prévenir mes proches": texts the emergency contacts the share link and the last position. */
  sendSos: { method: 'POST', path: '/api/trips/{id}/sos', request: emergency.sosRequest, response: emergency.sosResponse },

  // "Signaler" (issue 40): 201 for a new report, 200 when this person's open report of the subject already exists.
  report: { method: 'POST', path: '/api/reports', request: reportRequest, response: reportResponse },
  // "Bloquer" (issue 40): idempotent both ways; the blocked person's writes to the blocker meet the usual "unavailable".
  block: { method: 'POST', path: '/api/users/{id}/block', response: blockResponse },
  unblock: { method: 'DELETE', path: '/api/users/{id}/block', response: blockResponse },
  blocks: { method: 'GET', path: '/api/blocks', response: blocksResponse },

  // The staff desk (DESIGN.md §7): 404 for everyone but staff.
  /** Open reports grouped by subject, the most reported and then the newest first, with their snapshots. */
  staffReports: { method: 'GET', path: '/api/staff/reports', response: staffReports },
  /** One action settles every open report of the report's subject; written to the audit log with its note. */
  actOnReport: { method: 'POST', path: '/api/staff/reports/{id}/actions', request: reportActionRequest, response: reportActionResponse },
  auditLog: { method: 'GET', path: '/api/staff/audit-log', response: auditLog },
  /** The latest SOS alerts sent during rides, newest first. */
  staffSosAlerts: { method: 'GET', path: '/api/staff/sos-alerts', response: emergency.staffSosAlerts },
  /** Staff correct a stated gender against the identity document; written to the audit log. */
  correctGender: { method: 'PUT', path: '/api/staff/users/{id}/gender', request: genderCorrectionRequest, response: reportActionResponse },
  staffDesk: { method: 'GET', path: '/api/staff/desk', response: staffDesk },
  staffTexts: { method: 'GET', path: '/api/staff/texts', response: staffTexts },
  redriveJob: { method: 'POST', path: '/api/staff/jobs/{id}/retry', response: redriveJobResponse },
  decideDocument: { method: 'POST', path: '/api/staff/documents/{id}/decision', request: staffDecision, response: staffDecisionResponse },
  decideApplication: {
    method: 'POST',
    path: '/api/staff/driver-verifications/{id}/decision',
    request: staffDecision,
    response: staffDecisionResponse,
  },

  // The contact form (spec 000 §2, §7): online only, as the captcha it carries is good for one check.
  contact: { method: 'POST', path: '/api/contact', request: contactRequest, response: contactResponse },
  /** A PNG challenge bound to the visitor by an HttpOnly cookie; `?<timestamp>` keeps caches from answering. */
  captcha: { method: 'GET', path: '/captcha', response: z.unknown() },
} as const satisfies Record<string, Endpoint>;

/** An endpoint's path with its `{id}` filled in. */
export function pathFor(endpoint: Pick<Endpoint, 'path'>, id: number | string): string {
  return endpoint.path.replace('{id}', encodeURIComponent(String(id)));
}

/** An endpoint's path as the server's router writes it: Fastify writes `{id}` as `:id`. */
export const routePath = (path: string) => path.replace('{id}', ':id');

export type EndpointName = keyof typeof endpoints;

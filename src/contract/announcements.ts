// Announcements (travel requests) and the proposals drivers answer them with (spec 001 §3, §5, §7; DESIGN.md §7).
import { z } from 'zod';
import { paginated } from './paginator';
import { ratedPerson } from './person-summary';
import {
  arrivalDiffersFromDeparture,
  blankToUndefined,
  hasTwoDecimalsAtMost,
  listOf,
  money,
  readBoolean,
  requiredId,
  requiredInstant,
  requiredSeats,
} from './request-fields';
import { routePlaces, tripCity } from './route-places';
import { vehicleSummary } from './vehicles';

import { ANNOUNCEMENT_SEATS, LUGGAGE_DEFAULT, PROPOSAL_MIN_PRICE } from './announcement-rules';

// The travel requests' numbers, texts and status rule live apart, without zod, for the screens that need only them.
export {
  ANNOUNCEMENT_CONTEXT_TYPE,
  ANNOUNCEMENT_FILTER_KEYS,
  ANNOUNCEMENT_SEATS,
  ANNOUNCEMENTS_PER_PAGE,
  announcementStatusAt,
  LUGGAGE_DEFAULT,
  NOTES_FALLBACK,
  PROPOSAL_MIN_PRICE,
  PROPOSALS_SHOWN,
  SIMILAR_ANNOUNCEMENTS_MAX,
} from './announcement-rules';

// The list's query is built with the trips' one, where the filters mean the same.
export { announcementFilters, type AnnouncementFilters } from './route-list-filters';

/** The requester, as cards and the detail page show them. */
export const announcementUser = ratedPerson;
export type AnnouncementUser = z.infer<typeof announcementUser>;

/** A proposal's driver; My Announcements shows the accepted one's first name. */
export const proposalDriver = ratedPerson;
export type ProposalDriver = z.infer<typeof proposalDriver>;

/** What a proposal carries of its announcement (the driver's view of what they answered). */
export const announcementSummary = z.object({
  id: z.number().int(),
  user_id: z.number().int().optional(),
  departure_city: tripCity.nullable().optional(),
  arrival_city: tripCity.nullable().optional(),
  desired_departure_time: z.string().optional(),
  seats_needed: z.coerce.number().int().optional(),
  status: z.coerce.number().int().optional(),
  status_text: z.string().optional(),
});
export type AnnouncementSummary = z.infer<typeof announcementSummary>;

export const proposal = z.object({
  id: z.number().int(),
  announcement_id: z.number().int(),
  announcement: announcementSummary.nullable().optional(),
  driver_id: z.number().int(),
  driver: proposalDriver.nullable().optional(),
  vehicle_id: z.number().int().nullable().optional(),
  vehicle: vehicleSummary.nullable().optional(),
  proposed_price: money,
  proposed_departure_time: z.string(),
  message: z.string().nullable().optional(),
  /** PROPOSAL_STATUS: 0 Pending, 1 Accepted, 2 Rejected, 3 Withdrawn. */
  status: z.coerce.number().int(),
  status_text: z.string().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type Proposal = z.infer<typeof proposal>;

export const announcement = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user: announcementUser.nullable().optional(),
  ...routePlaces,
  desired_departure_time: z.string(),
  seats_needed: z.coerce.number().int(),
  /** The budget per seat; null when the passenger is open to offers. */
  max_price_per_seat: money.nullable().optional(),
  description: z.string().nullable().optional(),
  additional_notes: z.string().nullable().optional(),
  luggage_size: z.string().nullable().optional(),
  /** The passenger asks for a woman driver (issue 40): only women drivers are shown the request. */
  women_only: z.boolean().optional().catch(false).default(false),
  /** ANNOUNCEMENT_STATUS; an open one whose desired time has passed is sent as 3 Expired. */
  status: z.coerce.number().int(),
  status_text: z.string().optional(),
  /**
   * The owner gets every proposal (with driver and vehicle); anyone else only their own, so drivers never see each
   * other's prices; a visitor none.
   */
  proposals: z.array(proposal).optional(),
  /** Proposals made and not withdrawn (pending, accepted, rejected): what the proposals card counts. */
  proposals_count: z.coerce.number().int().optional(),
  /** The Laravel relation's name for the same count, kept so both readings work. */
  trip_proposals_count: z.coerce.number().int().optional(),
  accepted_trip_proposal: proposal.nullable().optional(),
  created_at: z.string().optional(),
  /** When the server last changed the announcement (edit, status, proposals); lets a mirror skip unchanged rows. */
  updated_at: z.string().optional(),
});
export type Announcement = z.infer<typeof announcement>;

/** Query of `GET /api/announcements/similar`: the same route, another announcement than `exclude`. */
export const similarAnnouncementsQuery = z.object({
  departure: z.coerce
    .number({ error: 'The departure field is required.' })
    .int('The departure must be a city id.')
    .positive('The departure field is required.'),
  arrival: z.coerce.number({ error: 'The arrival field is required.' }).int('The arrival must be a city id.').positive('The arrival field is required.'),
  exclude: z.coerce.number({ error: 'The exclude must be an integer.' }).int('The exclude must be an integer.').optional(),
});
export type SimilarAnnouncementsQuery = z.input<typeof similarAnnouncementsQuery>;

const requiredText = (name: string, max = 255) =>
  z
    .string({ error: `The ${name} field is required.` })
    .trim()
    .min(1, `The ${name} field is required.`)
    .max(max, `The ${name} may not be greater than ${max} characters.`);

const optionalText = (name: string, max: number) => z.string().trim().max(max, `The ${name} may not be greater than ${max} characters.`).nullable().optional();

/**
 * Create Travel Request / Edit Travel Request (spec 001 §5). "Desired time in the future" is checked by the server's
 * clock; `user_id` is accepted and ignored (the owner is whoever is signed in).
 */
export const announcementRequest = z
  .object({
    departure_city_id: requiredId('departure city'),
    arrival_city_id: requiredId('arrival city'),
    departure_location: requiredText('departure location'),
    arrival_location: requiredText('arrival location'),
    desired_departure_time: requiredInstant('desired departure time'),
    seats_needed: requiredSeats('seats needed', ANNOUNCEMENT_SEATS),
    max_price_per_seat: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'The max price per seat must be a number.' })
        .min(0, 'The max price per seat must be at least 0.')
        .refine(hasTwoDecimalsAtMost, 'The max price per seat must have at most 2 decimals.')
        .optional(),
    ),
    description: optionalText('description', 2000),
    luggage_size: z.preprocess(blankToUndefined, z.string().trim().max(50, 'The luggage size may not be greater than 50 characters.').default(LUGGAGE_DEFAULT)),
    additional_notes: optionalText('additional notes', 2000),
    /** Absent: an edit keeps what the request said; a new one asks for any driver. */
    women_only: z.preprocess(readBoolean, z.boolean({ error: 'The women only field must be true or false.' })).optional(),
    user_id: z.unknown().optional(),
    id: z.unknown().optional(),
  })
  .superRefine(arrivalDiffersFromDeparture);
export type AnnouncementRequest = z.input<typeof announcementRequest>;
export type AnnouncementForm = z.output<typeof announcementRequest>;

/** Laravel's "accepted": true, 1, "1", "on", "yes", "true". */
const isAccepted = (v: unknown) => v === true || v === 1 || ['1', 'on', 'yes', 'true'].includes(String(v).toLowerCase());
const TERMS_MESSAGE = 'The terms field must be accepted.';

const proposalFields = {
  vehicle_id: requiredId('vehicle'),
  proposed_price: z.coerce
    .number({ error: 'The proposed price field is required.' })
    .min(PROPOSAL_MIN_PRICE, `The proposed price must be at least ${PROPOSAL_MIN_PRICE}.`)
    .refine(hasTwoDecimalsAtMost, 'The proposed price must have at most 2 decimals.'),
  proposed_departure_time: requiredInstant('proposed departure time'),
  message: optionalText('message', 1000),
};

/**
 * What the server accepts for `POST /api/announcements/{id}/proposals` and `PUT /api/proposals/{id}`: `terms` is
 * optional (the original client never sends it) but refused when sent and not accepted.
 */
export const proposalRequest = z.object({
  ...proposalFields,
  terms: z
    .unknown()
    .optional()
    .refine((v) => v === undefined || isAccepted(v), TERMS_MESSAGE),
});
export type ProposalRequest = z.input<typeof proposalRequest>;

/** The apply form on the device (spec 001 §5): the same rules, and the terms box must be ticked before submitting. */
export const proposalForm = z.object({
  ...proposalFields,
  terms: z.unknown().refine(isAccepted, TERMS_MESSAGE),
});
export type ProposalForm = z.input<typeof proposalForm>;

/** Laravel's simple paginator: no `total` or `last_page` (nothing counts every match); follow `next_page_url`. */
export const announcementsPage = paginated(announcement);
export type AnnouncementsPage = z.infer<typeof announcementsPage>;
export const announcementResponse = z.object({ data: announcement });
/** 201 of `POST /api/announcements`. */
export const announcementCreatedResponse = z.object({ message: z.string(), data: announcement });
/** `PUT /api/announcements/{id}`: Laravel's `announcement`, and the same under `data`. */
export const announcementUpdatedResponse = z.object({ message: z.string(), announcement, data: announcement.optional() });
/** `GET /api/my-announcements`: the owner's announcements with proposals; `{data: [...]}` or a bare list. */
export const myAnnouncementsResponse = listOf(announcement);
/** `GET /api/announcements/similar`: at most 3, open, same route. */
export const similarAnnouncementsResponse = listOf(announcement);
/** Every answer about one proposal (create 201, update, accept, reject): `proposal`, and the same under `data`. */
export const proposalResponse = z.object({ message: z.string(), proposal, data: proposal.optional() });
export type ProposalResponse = z.infer<typeof proposalResponse>;
/** `DELETE /api/proposals/{id}` withdraws it (status 3); the withdrawn proposal comes back when the server sends it. */
export const proposalDeletedResponse = z.object({ message: z.string(), proposal: proposal.optional(), data: proposal.optional() });

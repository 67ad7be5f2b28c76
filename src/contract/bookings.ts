// Bookings (spec 001 §3, §5; 000 §3): seats on a trip, their request and every bookings answer.
import { z } from 'zod';
import { personName } from './person-summary';
import { legFields, legRequestFields } from './trip-route';

export const bookingPassenger = personName;

export const booking = z.object({
  id: z.number().int(),
  trip_id: z.number().int().optional(),
  passenger_id: z.number().int(),
  passenger: bookingPassenger.nullable().optional(),
  seats: z.coerce.number().int(),
  total_price: z.coerce.number(),
  status: z.coerce.number().int(),
  status_text: z.string().optional(),
  notes: z.string().nullable().optional(),
  created_at: z.string(),
  /** When the booking last changed (accepted, rejected, cancelled). */
  updated_at: z.string().optional(),
  /** The leg booked: where the passenger gets in and out; null for the whole trip. */
  ...legFields,
});
export type Booking = z.infer<typeof booking>;

export const bookingRequest = z.object({
  seats: z.coerce.number({ error: 'The seats field is required.' }).int('The seats must be an integer.').min(1, 'The seats must be at least 1.'),
  notes: z.string().trim().max(1000).nullable().optional(),
  ...legRequestFields,
});
export type BookingRequest = z.input<typeof bookingRequest>;

/** `POST /api/trips/{id}/bookings`: `data.id` is the booking reference. */
export const bookingResponse = z.object({ message: z.string(), data: booking });
export type BookingResponse = z.infer<typeof bookingResponse>;

const namedPlace = z.object({ id: z.number().int(), name: z.string() });

/** The leg of a booking in "Mes réservations": where the passenger gets in and out, and when. */
export const bookingLeg = z.object({
  departure_city: namedPlace,
  arrival_city: namedPlace,
  departure_time: z.string(),
  arrival_time: z.string().nullable().optional(),
});
export type BookingLeg = z.infer<typeof bookingLeg>;

/** The trip of a booking in "Mes réservations"; `leg` when the booking is for a part of it. */
export const bookingTrip = z.object({
  id: z.number().int(),
  departure_time: z.string(),
  departure_city: namedPlace.nullable().optional(),
  arrival_city: namedPlace.nullable().optional(),
  price_per_seat: z.coerce.number(),
  status: z.coerce.number().int(),
  status_text: z.string().optional(),
  driver: z.object({ id: z.number().int(), full_name: z.string().optional(), image_url: z.string().nullable().optional() }).nullable().optional(),
  leg: bookingLeg.nullable().optional(),
});

export const myBooking = booking.extend({ trip_id: z.number().int(), trip: bookingTrip });
export type MyBooking = z.infer<typeof myBooking>;

/** `GET /api/my-bookings` (beyond the spec): the passenger's bookings, newest first. */
export const myBookingsResponse = z
  .union([z.object({ data: z.array(myBooking) }), z.array(myBooking)])
  .transform((body) => (Array.isArray(body) ? body : body.data));

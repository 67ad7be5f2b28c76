// Until when a passenger may cancel a booking, as the server rules it (bookings/decision-routes.ts).
import { BOOKING_STATUS } from '../../../contract/statuses';
import type { BookingRow } from '../../../db/database';

/**
 * Whether the passenger may still cancel: pending or accepted, and the car not yet gone from where she gets in (when
 * known): the trip's departure, or for a leg from a stopover the time it leaves that stop, as the server rules.
 */
export function canCancelBooking(booking: BookingRow, departureTime?: string, now = Date.now()): boolean {
  if (booking.status !== BOOKING_STATUS.pending && booking.status !== BOOKING_STATUS.accepted) return false;
  const departure = booking.trip?.leg?.departure_time ?? departureTime ?? booking.trip?.departure_time;
  return !departure || !(Date.parse(departure) <= now);
}

// How the seats slider of the trip and travel-request filters names its value ("6+ seats" at the top).
import { FILTER_SEATS } from '../../../contract/trip-limits';

export function seatsLabel(seats: number) {
  return seats >= FILTER_SEATS.max ? `${FILTER_SEATS.max}+ seats` : `${seats} seats`;
}

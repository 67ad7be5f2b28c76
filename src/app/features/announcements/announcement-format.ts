// How a travel request reads on cards and pages: its budget, its people, its route places.
import type { AnnouncementRow } from '../../../db/database';
import { formatPrice } from '../../ui/format';
import { OPEN_TO_OFFERS } from './announcement-texts';

/** The budget per seat in TND, or "open to offers" when the passenger gave none. */
export function budgetLabel(row: Pick<AnnouncementRow, 'max_price_per_seat'>): string {
  return row.max_price_per_seat == null ? OPEN_TO_OFFERS : `${formatPrice(row.max_price_per_seat)} max / place`;
}

/** The budget alone, where the label already says "per seat". */
export function maxPriceLabel(row: Pick<AnnouncementRow, 'max_price_per_seat'>): string {
  return row.max_price_per_seat == null ? OPEN_TO_OFFERS : formatPrice(row.max_price_per_seat);
}

export function seatsNeededLabel(seats: number): string {
  return `${seats} ${seats > 1 ? 'passagers' : 'passager'}`;
}

/** Proposals made and not withdrawn, by either of the names the API gives the count. */
export function proposalsCount(row: Pick<AnnouncementRow, 'proposals_count' | 'trip_proposals_count'>): number {
  return row.proposals_count ?? row.trip_proposals_count ?? 0;
}

export function proposalsCountLabel(count: number): string {
  return `${count} ${count > 1 ? 'propositions' : 'proposition'}`;
}

/** "4.5 ★" or null when the person has no rating yet. */
export function ratingOf(person: { average_rating?: number | null } | null | undefined): number | null {
  const rating = person?.average_rating;
  return typeof rating === 'number' && rating > 0 ? rating : null;
}

// How a travel request reads on cards and pages, in the active language: its budget, its people, its proposals.
import type { AnnouncementRow } from '../../../db/database';
import { formatPrice } from '../../ui/format';
import { useAnnouncementCardsText } from './card-text';

/** Proposals made and not withdrawn, by either of the names the API gives the count. */
export function proposalsCount(row: Pick<AnnouncementRow, 'proposals_count' | 'trip_proposals_count'>): number {
  return row.proposals_count ?? row.trip_proposals_count ?? 0;
}

/** "4.5 ★" or null when the person has no rating yet. */
export function ratingOf(person: { average_rating?: number | null } | null | undefined): number | null {
  const rating = person?.average_rating;
  return typeof rating === 'number' && rating > 0 ? rating : null;
}

type Budget = Pick<AnnouncementRow, 'max_price_per_seat'>;

export function useAnnouncementLabels() {
  const _ = useAnnouncementCardsText();
  return {
    /** The budget per seat in TND, or "open to offers" when the passenger gave none. */
    budgetLabel: (row: Budget) => (row.max_price_per_seat == null ? _('openToOffers') : _('budget', { price: formatPrice(row.max_price_per_seat) })),
    /** The budget alone, where the label already says "per seat". */
    maxPriceLabel: (row: Budget) => (row.max_price_per_seat == null ? _('openToOffers') : formatPrice(row.max_price_per_seat)),
    seatsNeededLabel: (count: number) => _('passengers', { count }),
    proposalsCountLabel: (count: number) => _('proposalsCount', { count }),
  };
}

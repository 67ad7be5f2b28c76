// Who asks: avatar, name and average rating, or "No ratings yet" (spec 001 §2).
import type { AnnouncementUser } from '../../../contract/announcements';
import { Avatar } from '../../ui/avatar';
import { personName } from '../../ui/format';
import { ratingOf } from './announcement-format';
import { useAnnouncementCardsText } from './card-text';

export function RatingText({ person }: { person: { average_rating?: number | null } | null | undefined }) {
  const _ = useAnnouncementCardsText();
  const rating = ratingOf(person);
  if (rating === null) return <span className="text-body-secondary">{_('noRatings')}</span>;
  return (
    <span>
      <span aria-hidden="true">★ {rating.toFixed(1)}</span>
      <span className="visually-hidden">{_('rating', { rating: rating.toFixed(1) })}</span>
    </span>
  );
}

export function RequesterLine({ user, size = 40, fallback }: { user: AnnouncementUser | null | undefined; size?: number; fallback?: string }) {
  const _ = useAnnouncementCardsText();
  const name = personName(user) || fallback || _('passenger');

  return (
    <div className="d-flex align-items-center gap-2">
      <span className="flex-shrink-0">
        <Avatar user={{ full_name: name, image_url: user?.image_url ?? null }} size={size} />
      </span>
      <div className="lh-sm">
        <div className="fw-semibold">{name}</div>
        <div className="small">
          <RatingText person={user} />
        </div>
      </div>
    </div>
  );
}

// Who asks: avatar, name and average rating, or "No ratings yet" (spec 001 §2).
import type { AnnouncementUser } from '../../../contract/announcements';
import { Avatar } from '../../ui/avatar';
import { personName } from '../../ui/format';
import { NO_RATINGS } from './announcement-texts';
import { ratingOf } from './announcement-format';

export function RatingText({ person }: { person: { average_rating?: number | null } | null | undefined }) {
  const rating = ratingOf(person);
  if (rating === null) return <span className="text-body-secondary">{NO_RATINGS}</span>;
  return (
    <span>
      <span aria-hidden="true">★ {rating.toFixed(1)}</span>
      <span className="visually-hidden">Note {rating.toFixed(1)} sur 5</span>
    </span>
  );
}

export function RequesterLine({ user, size = 40, fallback = 'Passager' }: { user: AnnouncementUser | null | undefined; size?: number; fallback?: string }) {
  const name = personName(user) || fallback;
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

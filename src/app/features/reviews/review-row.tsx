// One review in the Avis table: trip, reviewer, stars with n/5, the comment cut at 30 (whole in its tooltip), status.
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { RATING_STATUS, RATING_STATUS_TEXT } from '../../../contract/ratings';
import { REVIEW_COMMENT_PREVIEW } from '../../../contract/reviews';
import type { ReviewRow as Review } from '../../../db/database';
import { Avatar } from '../../ui/avatar';
import { formatDate, personName, truncate } from '../../ui/format';
import { useRouteLabel } from '../listings/route-label';
import { useReviewsText } from './text';
import { ReportButton } from '../safety/report-button';

const STATUS_BADGE: Record<number, string> = { 0: 'secondary', 1: 'success', 2: 'warning', 3: 'danger' };

/** Five stars, the given ones filled; read as "4 sur 5 étoiles". A review not written yet has no rating. */
export function ReviewStars({ rating }: { rating: number | null }) {
  const _ = useReviewsText();
  if (rating === null) return <span className="text-body-secondary">—</span>;
  return (
    <span className="text-nowrap" role="img" aria-label={_('stars', { rating })}>
      <span aria-hidden="true" className="text-warning">
        {'★'.repeat(rating)}
      </span>
      <span aria-hidden="true" className="text-body-tertiary">
        {'★'.repeat(Math.max(0, 5 - rating))}
      </span>
      <span aria-hidden="true" className="ms-1 small">
        {rating}/5
      </span>
    </span>
  );
}

export function ReviewTableRow({
  review,
  mine,
  showRated,
  onDelete,
}: {
  review: Review;
  /** The signed-in user wrote it: only then may they delete it. */
  mine: boolean;
  /** Reviews written: say who each was about, since the reviewer is always the reader. */
  showRated: boolean;
  onDelete: (review: Review) => void;
}) {
  const _ = useReviewsText();
  const routeLabel = useRouteLabel();
  const reviewer = personName(review.reviewer);
  const rated = review.rated_user ? personName(review.rated_user) : '';
  const comment = review.comment ?? '';
  return (
    <tr data-testid="review-row">
      <td>{review.id}</td>
      <td className="text-nowrap">
        {review.trip ? <Link to={`/trips/${review.trip.id}`}>{routeLabel(review.trip)}</Link> : <span className="text-body-secondary">{_('tripDeleted')}</span>}
      </td>
      <td>
        <div className="d-flex align-items-center gap-2">
          <Avatar user={{ full_name: reviewer, image_url: review.reviewer.image_url ?? null }} size={32} />
          <div>
            <div>{reviewer}</div>
            {showRated && rated ? <div className="small text-body-secondary">{_('about', { name: rated })}</div> : null}
          </div>
        </div>
      </td>
      <td>
        <ReviewStars rating={review.rating} />
      </td>
      <td title={comment || undefined}>{comment ? truncate(comment, REVIEW_COMMENT_PREVIEW) : <span className="text-body-secondary">—</span>}</td>
      <td className="text-nowrap">{formatDate(review.created_at)}</td>
      <td>
        <Badge bg={STATUS_BADGE[review.status] ?? 'light'} text={review.status === 2 ? 'dark' : undefined}>
          {review.status in RATING_STATUS_TEXT ? _(`status.${review.status}` as 'status.0') : review.status_text}
        </Badge>
      </td>
      <td>
        {mine ? (
          <Button size="sm" variant="outline-danger" onClick={() => onDelete(review)} aria-label={_('deleteLabel', { id: review.id })}>
            {_('delete')}
          </Button>
        ) : review.status !== RATING_STATUS.pending && review.id > 0 ? (
          // A review received: its rated person may report it (a review not written yet has nothing to report).
          <ReportButton subjectType="review" subjectId={review.id} />
        ) : null}
      </td>
    </tr>
  );
}

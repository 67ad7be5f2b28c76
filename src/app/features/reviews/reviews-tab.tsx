// Avis (spec 001 §2, DESIGN.md §7): reviews received or written, ten a page from the server, id descending; read from
// the mirror so what was seen stays readable offline; the reviewer deletes theirs.
import { useEffect, useRef, useState } from 'react';
import { Spinner, Table, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { REVIEWS_PER_PAGE, type ReviewDirection } from '../../../contract/reviews';
import { db, type ReviewRow } from '../../../db/database';
import { deleteReview } from '../../../db/commands/reviews';
import { reviewsPageOf } from '../../../db/profile-queries';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { useCommand } from '../../hooks/use-command';
import { confirmDialog } from '../../ui/dialogs';
import { Pager } from '../../ui/pager';
import { notify, PROFILE_TOAST } from '../../ui/toast';
import { TableHead } from '../../ui/table-head';
import { lastPageOf, pagesToFetch } from './review-pages';
import { ReviewTableRow } from './review-row';
import { reviewsText, useReviewsText } from './text';

export function ReviewsTab() {
  const command = useCommand();
  const _ = useReviewsText();
  const { session } = useSession();
  const me = session?.user.id;
  const [direction, setDirection] = useState<ReviewDirection>('received');
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  // Bumped to ask for the page again (after a deletion, whose row left a hole the next page fills).
  const [reload, setReload] = useState(0);
  // Pages this view fetched, per direction: the mirror must hold pages 1..n without holes (see review-pages.ts).
  const fetched = useRef<Record<ReviewDirection, Set<number>>>({ received: new Set(), written: new Set() });
  const data = useLiveQuery(() => (me === undefined ? undefined : reviewsPageOf(db, me, direction, page, REVIEWS_PER_PAGE)), [me, direction, page]);

  useEffect(() => {
    if (me === undefined) return;
    let current = true;
    const seen = fetched.current[direction];
    setLoading(true);
    void (async () => {
      for (const wanted of pagesToFetch(page, seen)) {
        const result = await sync.refreshReviews(direction, wanted);
        if (!result.ok) {
          // Offline is not a failure here: the mirror shows what was seen.
          if (current && result.status !== 0 && navigator.onLine) notify.error(reviewsText('loadFailed'), PROFILE_TOAST);
          break;
        }
        seen.add(wanted);
      }
      if (current) setLoading(false);
    })();
    return () => {
      current = false;
    };
  }, [me, direction, page, reload]);

  const switchTo = (next: ReviewDirection) => {
    setDirection(next);
    setPage(1);
  };

  const remove = async (review: ReviewRow) => {
    const confirmed = await confirmDialog({
      title: reviewsText('delete.title'),
      text: reviewsText('delete.text'),
      confirm: reviewsText('delete.confirm'),
      cancel: reviewsText('delete.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    const outcome = await command.run(() => deleteReview(db, review), { sent: reviewsText('delete.done'), refused: reviewsText('delete.failed') });
    if (outcome.status === 'sent') setReload((n) => n + 1);
  };

  const rows = data?.rows ?? [];
  const lastPage = data ? lastPageOf(data.info, data.mirrored, REVIEWS_PER_PAGE) : 1;
  return (
    <section className="py-3" aria-labelledby="reviews-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="reviews-title" className="h5 mb-0">
          {_('title')}
        </h2>
        <ToggleButtonGroup type="radio" name="reviews-direction" value={direction} onChange={switchTo} aria-label={_('direction')}>
          <ToggleButton id="reviews-received" value="received" variant="outline-primary" size="sm">
            {_('received')}
          </ToggleButton>
          <ToggleButton id="reviews-written" value="written" variant="outline-primary" size="sm">
            {_('written')}
          </ToggleButton>
        </ToggleButtonGroup>
      </div>
      {data && rows.length === 0 && !loading ? <p className="text-body-secondary">{_('none')}</p> : null}
      {data && rows.length === 0 && loading ? (
        <p className="d-flex align-items-center gap-2 text-body-secondary" role="status">
          <Spinner animation="border" size="sm" aria-hidden="true" /> {_('loading')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <Table responsive hover className="align-middle" aria-busy={loading}>
          <caption className="visually-hidden">{_('caption', { direction: _(direction), page })}</caption>
          <TableHead
            columns={['#', _('column.trip'), _('column.author'), _('column.rating'), _('column.comment'), _('column.date'), _('column.status')]}
            actions
          />
          <tbody>
            {rows.map((review) => (
              <ReviewTableRow
                key={review.id}
                review={review}
                mine={review.reviewer.id === me}
                showRated={direction === 'written'}
                onDelete={(row) => void remove(row)}
              />
            ))}
          </tbody>
        </Table>
      ) : null}
      <Pager page={page} lastPage={lastPage} onPage={setPage} label={_('pages')} />
    </section>
  );
}

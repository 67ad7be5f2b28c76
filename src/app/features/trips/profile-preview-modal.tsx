// Profile Preview, the quick-check of another user (spec 001 §2, §3): photo, name, verified, member since, trips, the
// driver's rates, vehicles, average rating with its 5..1 star bars and the latest reviews. Seen once, it stays readable
// offline; a copy mirrored by an older version may lack fields, so every one of them is read as optional.
import { useEffect, useState } from 'react';
import { Badge, Button, Modal, ProgressBar, Spinner } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { Avatar } from '../../ui/avatar';
import { formatDate } from '../../ui/format';
import { joinDate } from '../../ui/join-date';
import type { PublicProfile } from '../../../contract/users';
import { MARK, Marked } from './marked';
import { useTripsText } from './text';
import { VerifiedList } from './verified-badges';
import { ReportButton } from '../safety/report-button';
import { BlockButton } from '../safety/block-button';

type LoadState = 'loading' | 'done' | 'failed' | 'not-found';

export function ProfilePreviewModal({ userId, onHide, onMessage }: { userId: number | null; onHide: () => void; onMessage?: () => void }) {
  const _ = useTripsText();
  const { session } = useSession();
  const [load, setLoad] = useState<LoadState>('loading');
  const profile = useLiveQuery(() => (userId === null ? undefined : db.profiles.get(userId)), [userId]);

  useEffect(() => {
    if (userId === null) return;
    let current = true;
    setLoad('loading');
    void sync.openPublicProfile(userId).then((result) => {
      if (current) setLoad(result.ok ? 'done' : result.status === 404 ? 'not-found' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [userId]);

  const own = session?.user.id === userId;
  const user = profile?.user;
  const total = profile?.total_reviews ?? 0;
  const starCounts = profile?.star_counts ?? {};
  return (
    <Modal show={userId !== null} onHide={onHide} centered aria-labelledby="profile-preview-title">
      <Modal.Header closeButton closeLabel={_('close')}>
        <Modal.Title id="profile-preview-title">{user?.full_name || _('profile.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!profile || !user ? (
          load === 'loading' ? (
            <p className="d-flex align-items-center gap-2 mb-0" role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" /> {_('profile.loading')}
            </p>
          ) : (
            <p className="mb-0" role="alert">
              {load === 'not-found' ? _('profile.notFound') : _('profile.offline')}
            </p>
          )
        ) : (
          <>
            <div className="d-flex align-items-center gap-3 mb-3">
              <Avatar user={{ full_name: user.full_name ?? '', image_url: user.image_url ?? null }} size={72} />
              <div>
                <div className="fw-semibold fs-5">
                  {user.full_name}{' '}
                  {user.is_verified ? (
                    <Badge bg="success" className="align-middle">
                      {_('profile.verified')}
                    </Badge>
                  ) : null}
                </div>
                {user.created_at ? <div className="small text-body-secondary">{_('profile.memberSince', { date: joinDate(user.created_at) })}</div> : null}
                <div className="small">
                  <Marked text={_('profile.trips', { count: MARK })}>
                    <strong>{user.trips_count ?? 0}</strong>
                  </Marked>
                </div>
              </div>
            </div>
            <VerifiedList person={user} withCounts={false} />
            <ProfileRates user={user} />
            <ProfileVehicles user={user} />
            <div className="d-flex align-items-baseline gap-2 mb-2">
              <span className="fs-3 fw-bold">{profile.average_rating ? Number(profile.average_rating).toFixed(1) : '–'}</span>
              <span className="text-body-secondary">{_('profile.reviews', { total, week: profile.reviews_this_week ?? 0 })}</span>
            </div>
            <ul className="list-unstyled mb-0" aria-label={_('profile.breakdown')}>
              {[5, 4, 3, 2, 1].map((stars) => {
                const count = starCounts[String(stars)] ?? 0;
                return (
                  <li key={stars} className="d-flex align-items-center gap-2 small mb-1">
                    <span style={{ width: 28 }}>{stars} ★</span>
                    <ProgressBar className="flex-grow-1" style={{ height: 8 }}>
                      <ProgressBar now={total > 0 ? (count / total) * 100 : 0} variant="warning" aria-label={_('profile.starBar', { stars, count })} />
                    </ProgressBar>
                    <span style={{ width: 24 }} className="text-end">
                      {count}
                    </span>
                  </li>
                );
              })}
            </ul>
            <LatestReviews reviews={user.reviews ?? []} />
            {load === 'failed' ? <p className="small text-body-secondary mt-2 mb-0">{_('profile.stale')}</p> : null}
          </>
        )}
      </Modal.Body>
      {session && !own && user && userId !== null ? (
        <Modal.Footer className="justify-content-between">
          <div className="d-flex gap-3">
            <ReportButton subjectType="user" subjectId={userId} />
            <BlockButton person={{ id: userId, full_name: user.full_name, image_url: user.image_url }} onBlocked={onHide} />
          </div>
          {onMessage ? <Button onClick={onMessage}>{_('profile.message')}</Button> : null}
        </Modal.Footer>
      ) : null}
    </Modal>
  );
}

type ProfileUser = PublicProfile['user'];

/** The server's rates are whole percentages; null (nothing to measure yet) or absent reads "—". */
export function formatRate(rate: number | null | undefined): string {
  return typeof rate === 'number' && Number.isFinite(rate) ? `${Math.round(rate)}\u00a0%` : '—';
}

/** What each rate measures (src/server/accounts/user-stats.ts), in the tooltip of its label. */
const RATES = [
  { key: 'response_rate', label: 'profile.rate.response', hint: 'profile.rate.responseHint' },
  { key: 'on_time_rate', label: 'profile.rate.onTime', hint: 'profile.rate.onTimeHint' },
  { key: 'repeat_rate', label: 'profile.rate.repeat', hint: 'profile.rate.repeatHint' },
] as const;

function ProfileRates({ user }: { user: ProfileUser }) {
  const _ = useTripsText();
  return (
    <dl className="row row-cols-3 g-2 text-center mb-3">
      {RATES.map((rate) => (
        // The label comes first for screen readers; column-reverse shows the figure above it.
        <div key={rate.key} className="col d-flex flex-column-reverse">
          <dt className="small fw-normal text-body-secondary border border-top-0 rounded-bottom pb-2" title={_(rate.hint)}>
            {_(rate.label)}
          </dt>
          <dd className="fs-5 fw-semibold mb-0 border border-bottom-0 rounded-top pt-2">{formatRate(user[rate.key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileVehicles({ user }: { user: ProfileUser }) {
  // Older backends send only `vehicle`; ours sends both.
  const _ = useTripsText();
  const vehicles = user.vehicles?.length ? user.vehicles : user.vehicle ? [user.vehicle] : [];
  if (vehicles.length === 0) return null;
  return (
    <section className="mb-3" aria-labelledby="profile-preview-vehicles">
      <h3 id="profile-preview-vehicles" className="h6 mb-1">
        {vehicles.length > 1 ? _('profile.vehicles') : _('profile.vehicle')}
      </h3>
      <ul className="list-unstyled small mb-0">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <span className="fw-semibold">
              {vehicle.make} {vehicle.model}
            </span>
            {[vehicle.year, vehicle.color].filter(Boolean).map((detail) => ` · ${detail}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function LatestReviews({ reviews }: { reviews: NonNullable<ProfileUser['reviews']> }) {
  const _ = useTripsText();
  return (
    <section className="mt-3" aria-labelledby="profile-preview-reviews">
      <h3 id="profile-preview-reviews" className="h6 mb-2">
        {_('profile.latestReviews')}
      </h3>
      {reviews.length === 0 ? (
        <p className="small text-body-secondary mb-0">{_('profile.noReviews')}</p>
      ) : (
        <ul className="list-unstyled mb-0">
          {reviews.map((review, index) => (
            <li key={`${review.created_at}-${index}`} className="border-top py-2 small">
              <div className="d-flex justify-content-between gap-2">
                <span className="fw-semibold">{review.reviewer_name}</span>
                <span className="text-body-secondary">{formatDate(review.created_at)}</span>
              </div>
              {review.comment ? <p className="mb-0">{review.comment}</p> : <p className="mb-0 text-body-secondary">{_('profile.noComment')}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

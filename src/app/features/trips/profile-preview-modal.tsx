// Profile Preview, the quick-check of another user (spec 001 §2, §3): photo, name, verified, member since, trips,
// average rating with its 5..1 star bars, reviews. Seen once, it stays readable offline.
import { useEffect, useState } from 'react';
import { Badge, Button, Modal, ProgressBar, Spinner } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { Avatar } from '../../ui/avatar';
import { joinDate } from '../profile/profile-header';

export const PROFILE_OFFLINE = 'Profil indisponible hors ligne : ouvrez-le une fois connecté pour le garder sur cet appareil.';
export const PROFILE_NOT_FOUND = 'Ce profil est introuvable.';

type LoadState = 'loading' | 'done' | 'failed' | 'not-found';

export function ProfilePreviewModal({ userId, onHide, onMessage }: { userId: number | null; onHide: () => void; onMessage?: () => void }) {
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
  return (
    <Modal show={userId !== null} onHide={onHide} centered aria-labelledby="profile-preview-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="profile-preview-title">{user?.full_name ?? 'Profile Preview'}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!profile ? (
          load === 'loading' ? (
            <p className="d-flex align-items-center gap-2 mb-0" role="status">
              <Spinner animation="border" size="sm" aria-hidden="true" /> Chargement du profil...
            </p>
          ) : (
            <p className="mb-0" role="alert">
              {load === 'not-found' ? PROFILE_NOT_FOUND : PROFILE_OFFLINE}
            </p>
          )
        ) : (
          <>
            <div className="d-flex align-items-center gap-3 mb-3">
              <Avatar user={{ full_name: profile.user.full_name, image_url: profile.user.image_url ?? null }} size={72} />
              <div>
                <div className="fw-semibold fs-5">
                  {profile.user.full_name}{' '}
                  {profile.user.is_verified ? (
                    <Badge bg="success" className="align-middle">
                      Vérifié
                    </Badge>
                  ) : null}
                </div>
                {profile.user.created_at ? <div className="small text-body-secondary">Membre depuis {joinDate(profile.user.created_at)}</div> : null}
                <div className="small">
                  <strong>{profile.user.trips_count ?? 0}</strong> Trajets effectués
                </div>
              </div>
            </div>
            <div className="d-flex align-items-baseline gap-2 mb-2">
              <span className="fs-3 fw-bold">{profile.average_rating ? profile.average_rating.toFixed(1) : '–'}</span>
              <span className="text-body-secondary">/ 5 · {total} avis · {profile.reviews_this_week} cette semaine</span>
            </div>
            <ul className="list-unstyled mb-0" aria-label="Répartition des notes">
              {[5, 4, 3, 2, 1].map((stars) => {
                const count = profile.star_counts[String(stars)] ?? 0;
                return (
                  <li key={stars} className="d-flex align-items-center gap-2 small mb-1">
                    <span style={{ width: 28 }}>{stars} ★</span>
                    <ProgressBar className="flex-grow-1" style={{ height: 8 }}>
                      <ProgressBar now={total > 0 ? (count / total) * 100 : 0} variant="warning" aria-label={`${stars} étoiles : ${count} avis`} />
                    </ProgressBar>
                    <span style={{ width: 24 }} className="text-end">
                      {count}
                    </span>
                  </li>
                );
              })}
            </ul>
            {load === 'failed' ? <p className="small text-body-secondary mt-2 mb-0">Hors ligne : dernière version enregistrée.</p> : null}
          </>
        )}
      </Modal.Body>
      {onMessage && !own && profile ? (
        <Modal.Footer>
          <Button onClick={onMessage}>Message</Button>
        </Modal.Footer>
      ) : null}
    </Modal>
  );
}

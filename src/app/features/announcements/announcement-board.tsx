// The announcement list with its search bar, filters, cards, side preview and "Voir Plus" — on /announcements and on
// the landing page. Results come from the mirror, so it reads offline; "Aucun Annonce trouvé" when none match.
import { lazy, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Button, Col, Row, Spinner } from 'react-bootstrap';
import { db, type AnnouncementRow } from '../../../db/database';
import { useIsOffline } from '../../hooks/use-is-offline';
import { useSession } from '../../hooks/use-session';
import { SyncedAt } from '../../ui/synced-at';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementFiltersPanel } from './announcement-filters-panel';
import { RouteSearchBar } from '../../ui/route-search-bar';
import { WhenShown } from '../../ui/when-shown';
import { ANNOUNCEMENTS_LOAD_FAILED, NO_ANNOUNCEMENTS } from './announcement-texts';
import type { AnnouncementSearch } from './use-announcement-search';

// The edit form loads when an owner first edits from the list (a visitor's first load does not carry it).
// The preview loads with the first card opened.
const AnnouncementPreviewPanel = lazy(async () => ({ default: (await import('./announcement-preview-panel')).AnnouncementPreviewPanel }));
const AnnouncementFormModal = lazy(async () => ({ default: (await import('./announcement-form-modal')).AnnouncementFormModal }));

/** The mirror's current copy of a request picked from the list, so an open panel or form follows its changes. */
function useLiveAnnouncement(picked: AnnouncementRow | null): AnnouncementRow | null {
  const live = useLiveQuery(() => (picked ? db.announcements.get(picked.id) : undefined), [picked?.id]);
  return picked ? (live ?? picked) : null;
}

export function AnnouncementBoard({ search, title }: { search: AnnouncementSearch; title: string }) {
  const { session } = useSession();
  const me = session?.user.id;
  // Offline, an empty list is what the mirror holds, not a failure.
  const offline = useIsOffline();
  const [showFilters, setShowFilters] = useState(false);
  const [previewPick, setPreview] = useState<AnnouncementRow | null>(null);
  const [editingPick, setEditing] = useState<AnnouncementRow | null>(null);
  const preview = useLiveAnnouncement(previewPick);
  const editing = useLiveAnnouncement(editingPick);
  const list = search.announcements;

  return (
    <>
      <RouteSearchBar filters={search.filters} onSearch={search.apply} idPrefix="announcement-search" label="Rechercher une annonce" />
      <div className="d-flex justify-content-between align-items-center mt-3">
        <SyncedAt at={search.syncedAt} />
        <Button
          // Green, not grey: on the landing page's tinted section grey text falls under 4.5:1.
          variant="outline-primary"
          className="d-lg-none"
          aria-controls="announcement-filters"
          aria-expanded={showFilters}
          onClick={() => setShowFilters(true)}
        >
          Filtres
        </Button>
      </div>
      <Row className="mt-2 g-4">
        <Col lg={3}>
          <AnnouncementFiltersPanel filters={search.filters} onApply={search.apply} show={showFilters} onHide={() => setShowFilters(false)} />
        </Col>
        <Col lg={9}>
          <h2 className="visually-hidden">{title}</h2>
          {/* A short count is announced, not the whole grid on every background refresh. */}
          <p className="visually-hidden" role="status">
            {list ? `${list.length} annonces affichées` : ''}
          </p>
          {search.loading ? (
            <div className="text-center py-5">
              <Spinner animation="border" role="status">
                <span className="visually-hidden">Chargement des annonces...</span>
              </Spinner>
            </div>
          ) : list && list.length > 0 ? (
            <Row xs={1} md={2} className="g-3">
              {list.map((announcement) => (
                <Col key={announcement.id}>
                  <AnnouncementCard
                    announcement={announcement}
                    isOwner={announcement.user_id === me}
                    onDetails={() => setPreview(announcement)}
                    onEdit={() => setEditing(announcement)}
                  />
                </Col>
              ))}
            </Row>
          ) : (
            <div className="text-center py-5">
              <p className="h5">{NO_ANNOUNCEMENTS}</p>
              {search.failed && !offline ? <p className="text-body-secondary">{ANNOUNCEMENTS_LOAD_FAILED}</p> : null}
            </div>
          )}
          {search.hasMore && list && list.length > 0 ? (
            <div className="text-center mt-4">
              <Button variant="outline-primary" onClick={search.more} disabled={search.refreshing}>
                Voir Plus
              </Button>
            </div>
          ) : null}
        </Col>
      </Row>
      <WhenShown shown={preview !== null}>
        <AnnouncementPreviewPanel announcement={preview} onHide={() => setPreview(null)} />
      </WhenShown>
      <WhenShown shown={editingPick !== null}>
        <AnnouncementFormModal show={editing !== null} announcement={editing ?? undefined} onHide={() => setEditing(null)} />
      </WhenShown>
    </>
  );
}

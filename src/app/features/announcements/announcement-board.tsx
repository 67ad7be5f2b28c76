// The announcement list with its search bar, filters, cards, side preview and "Voir Plus" — on /announcements and on
// the landing page. Results come from the mirror, so it reads offline; "Aucun Annonce trouvé" when none match.
import { lazy, useState } from 'react';
import { ANNOUNCEMENT_SEATS } from '../../../contract/announcement-rules';
import { FILTER_SEATS } from '../../../contract/trip-limits';
import type { LocalAnnouncementFilters } from '../../../db/announcement-queries';
import { db, type AnnouncementRow } from '../../../db/database';
import { useIsOffline } from '../../hooks/use-is-offline';
import { useSession } from '../../hooks/use-session';
import { WhenShown } from '../../ui/when-shown';
import type { RouteFiltersConfig } from '../listings/route-filters-panel';
import { RouteListing } from '../listings/route-listing';
import { useLivePick } from '../listings/use-live-pick';
import { AnnouncementCard } from './announcement-card';
import type { AnnouncementSearch } from './use-announcement-search';
import { preloadAnnouncementCardsText, useAnnouncementCardsText } from './card-text';
import { preloadRoutesText } from '../listings/text';

// The edit form loads when an owner first edits from the list (a visitor's first load does not carry it).
// The preview loads with the first card opened.
// Their words load beside their code.
const AnnouncementPreviewPanel = lazy(async () => {
  const [module] = await Promise.all([import('./announcement-preview-panel'), preloadAnnouncementCardsText(), preloadRoutesText()]);
  return { default: module.AnnouncementPreviewPanel };
});
const AnnouncementFormModal = lazy(async () => {
  const [module] = await Promise.all([import('./announcement-form-modal'), preloadAnnouncementCardsText(), preloadRoutesText()]);
  return { default: module.AnnouncementFormModal };
});

const ANNOUNCEMENT_FILTERS: Omit<RouteFiltersConfig<LocalAnnouncementFilters>, 'label' | 'seatsLabel'> = {
  id: 'announcement-filters',
  idPrefix: 'announcement-filter',
  // The slider is the seats a driver has free: "6+ seats" takes every request a car can carry, up to the 8 seats a
  // request may ask for.
  sliderOf: (filters) => (filters.seats_needed === undefined ? undefined : Math.min(filters.seats_needed, FILTER_SEATS.max)),
  withSlider: (filters, slider) => ({
    ...filters,
    seats_needed: slider === undefined ? undefined : slider >= FILTER_SEATS.max ? ANNOUNCEMENT_SEATS.max : slider,
  }),
};

export function AnnouncementBoard({ search, title }: { search: AnnouncementSearch; title: string }) {
  const _ = useAnnouncementCardsText();
  const { session } = useSession();
  const me = session?.user.id;
  // Offline, an empty list is what the mirror holds, not a failure.
  const offline = useIsOffline();
  const [previewPick, setPreview] = useState<AnnouncementRow | null>(null);
  const [editingPick, setEditing] = useState<AnnouncementRow | null>(null);
  const preview = useLivePick(db.announcements, previewPick);
  const editing = useLivePick(db.announcements, editingPick);

  return (
    <>
      <RouteListing
        search={search}
        searchIdPrefix="announcement-search"
        filtersPanel={{ ...ANNOUNCEMENT_FILTERS, label: _('filters.label'), seatsLabel: _('filters.seats') }}
        texts={{
          heading: title,
          searchLabel: _('list.search'),
          shown: (count) => _('list.shown', { count }),
          loading: _('list.loading'),
          empty: _('list.empty'),
        }}
        failure={search.failed && !offline ? _('list.failed') : null}

        rowKey={(announcement) => announcement.id}
        card={(announcement) => (
          <AnnouncementCard
            announcement={announcement}
            isOwner={announcement.user_id === me}
            onDetails={() => setPreview(announcement)}
            onEdit={() => setEditing(announcement)}
          />
        )}
      />
      <WhenShown shown={preview !== null}>
        <AnnouncementPreviewPanel announcement={preview} onHide={() => setPreview(null)} />
      </WhenShown>
      <WhenShown shown={editingPick !== null}>
        <AnnouncementFormModal show={editing !== null} announcement={editing ?? undefined} onHide={() => setEditing(null)} />
      </WhenShown>
    </>
  );
}

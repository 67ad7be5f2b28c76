// The landing page's announcement list (spec 001 §2): travel requests with their filters and "Voir Plus", so a driver
// sees at once who is looking for a ride. Its filters stay in the component: the landing page keeps its address.
import { Suspense } from 'react';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { AnnouncementBoard } from '../announcements/announcement-board';
import { useAnnouncementSearch } from '../announcements/use-announcement-search';
import { useText } from '../../i18n/use-text';

export function HomeAnnouncements() {
  const search = useAnnouncementSearch({ inUrl: false });
  const _ = useText();
  return (
    <section className="py-5 bg-body-tertiary" aria-labelledby="home-announcements-title">
      <Container>
        <div className="d-flex flex-wrap justify-content-between align-items-end gap-2 mb-3">
          <div>
            <h2 id="home-announcements-title" className="mb-1">
              {_('home.requests.title')}
            </h2>
            <p className="text-body-secondary mb-0">{_('home.requests.text')}</p>
          </div>
          <Link to="/announcements" className="btn btn-outline-primary">
            {_('home.requests.findPassengers')}
          </Link>
        </div>
        {/* The list's words (the announcements' and the listings' areas) load after the first paint: only the list
            waits for them, in its own room, while the rest of the landing page shows at once. */}
        <Suspense fallback={<div style={{ minHeight: 480 }} aria-hidden="true" />}>
          <AnnouncementBoard search={search} title={_('home.requests.board')} />
        </Suspense>
      </Container>
    </section>
  );
}

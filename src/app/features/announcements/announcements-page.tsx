// The announcement list (/announcements, tab "Find Passengers"): travel requests drivers can answer, and "I need a
// ride" for passengers to post one.
import { Button, Container } from 'react-bootstrap';
import { AnnouncementBoard } from './announcement-board';
import { MarketplaceTabs } from './marketplace-tabs';
import { useAnnouncementSearch } from './use-announcement-search';
import { useCreateTravelRequest } from './use-create-travel-request';

export function AnnouncementsPage() {
  const search = useAnnouncementSearch({ inUrl: true });
  const create = useCreateTravelRequest();
  return (
    <>
      <section className="hero py-5 text-white text-center">
        <Container>
          <h1 className="display-6 fw-bold">Find Passengers</h1>
          <p className="lead">Des passagers cherchent un trajet entre les villes de Tunisie : proposez-leur une place, à votre prix en TND.</p>
          <Button variant="light" size="lg" onClick={create.open}>
            I need a ride
          </Button>
        </Container>
      </section>
      <Container className="py-4">
        <MarketplaceTabs />
        <AnnouncementBoard search={search} title="Annonces" />
      </Container>
      {create.modal}
    </>
  );
}

// The announcement list (/announcements, tab "Find Passengers"): travel requests drivers can answer, and "I need a
// ride" for passengers to post one.
import { Button, Container } from 'react-bootstrap';
import { ListingHero } from '../routes/listing-hero';
import { AnnouncementBoard } from './announcement-board';
import { MarketplaceTabs } from './marketplace-tabs';
import { useAnnouncementSearch } from './use-announcement-search';
import { useCreateTravelRequest } from './use-create-travel-request';

export function AnnouncementsPage() {
  const search = useAnnouncementSearch({ inUrl: true });
  const create = useCreateTravelRequest();
  return (
    <>
      <ListingHero title="Find Passengers" lead="Des passagers cherchent un trajet entre les villes de Tunisie : proposez-leur une place, à votre prix en TND.">
        <Button variant="light" size="lg" onClick={create.open}>
          I need a ride
        </Button>
      </ListingHero>
      <Container className="py-4">
        <MarketplaceTabs />
        <AnnouncementBoard search={search} title="Annonces" />
      </Container>
      {create.modal}
    </>
  );
}

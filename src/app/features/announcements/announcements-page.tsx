// The announcement list (/announcements, tab "Find Passengers"): travel requests drivers can answer, and "I need a
// ride" for passengers to post one.
import { Button, Container } from 'react-bootstrap';
import { ListingHero } from '../listings/listing-hero';
import { AnnouncementBoard } from './announcement-board';
import { MarketplaceTabs } from './marketplace-tabs';
import { useAnnouncementSearch } from './use-announcement-search';
import { useCreateTravelRequest } from './use-create-travel-request';
import { useAnnouncementsText } from './text';

export function AnnouncementsPage() {
  const _ = useAnnouncementsText();
  const search = useAnnouncementSearch({ inUrl: true });
  const create = useCreateTravelRequest();
  return (
    <>
      <ListingHero title={_('page.title')} lead={_('page.lead')}>
        <Button variant="light" size="lg" onClick={create.open}>
          {_('page.needRide')}
        </Button>
      </ListingHero>
      <Container className="py-4">
        <MarketplaceTabs />
        <AnnouncementBoard search={search} title={_('page.board')} />
      </Container>
      {create.modal}
    </>
  );
}

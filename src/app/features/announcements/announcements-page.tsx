// The announcement list (tab "Find Passengers"); its cards and filters arrive with the announcements feature.
import { Container } from 'react-bootstrap';

export function AnnouncementsPage() {
  return (
    <Container className="py-5 text-center">
      <h1 className="h3">Find Passengers</h1>
      <p className="text-body-secondary">Aucun Annonce trouvé</p>
    </Container>
  );
}

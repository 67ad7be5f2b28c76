// The trip list's hero (spec 001 §2): "I need a ride" and "I have seats", both for signed-in users.
import { Button, Container } from 'react-bootstrap';
import { isApprovedDriver } from '../../../contract/user';
import { db } from '../../../db/database';
import { getSession } from '../../../db/session';
import { useProtectedAction } from '../../hooks/use-protected-action';
import { infoDialog } from '../../ui/dialogs';

export const BECOME_DRIVER_TEXT =
  'Pour proposer des places, devenez chauffeur : depuis votre profil, choisissez « Devenir un chauffeur » et envoyez vos documents.';
export const TRIP_SEARCH_SOON = 'La recherche et la publication de trajets arrivent dans la prochaine version de Mechwar.';

export function TripsPage() {
  const protect = useProtectedAction();

  async function haveSeats() {
    const session = await getSession(db);
    await infoDialog(isApprovedDriver(session?.user) ? TRIP_SEARCH_SOON : BECOME_DRIVER_TEXT);
  }

  return (
    <>
      <section className="hero py-5 text-white text-center">
        <Container>
          <h1 className="display-6 fw-bold">Smarter Rides, Together</h1>
          <p className="lead">Find a Ride entre les villes de Tunisie, au prix fixé par le chauffeur en TND.</p>
          <div className="d-flex justify-content-center gap-2">
            <Button variant="light" size="lg" onClick={() => protect(() => void infoDialog(TRIP_SEARCH_SOON))}>
              I need a ride
            </Button>
            <Button variant="outline-light" size="lg" onClick={() => protect(() => void haveSeats())}>
              I have seats
            </Button>
          </div>
        </Container>
      </section>
      <Container className="py-5 text-center">
        <h2 className="h4">Aucun trajet trouvé</h2>
        <p className="text-body-secondary">{TRIP_SEARCH_SOON}</p>
      </Container>
    </>
  );
}

// What a trip's or a travel request's page shows instead of the row: a spinner while it is read (or deleted), and
// why there is nothing to show (gone from the server, or never seen on this device while offline) with a way back.
import { Container, Spinner } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { DetailLoad } from '../../hooks/use-detail-refresh';
import { FallbackCard } from '../trips/trip-booking-card';
import { useRoutesText } from './text';

export function DetailLoading({ text }: { text: string }) {
  return (
    <Container className="py-5 text-center" role="status">
      <Spinner animation="border" aria-hidden="true" /> <span className="ms-2">{text}</span>
    </Container>
  );
}

export function DetailUnavailable({
  status,
  title,
  failed,
  notSeenHere,
  back,
}: {
  status: DetailLoad;
  title: string;
  /** Said when it could not be loaded. */
  failed: string;
  /** Added offline: the page was never opened on this device, so the mirror has no copy. */
  notSeenHere: string;
  back: { to: string; label: string };
}) {
  const _ = useRoutesText();
  const text = status === 'offline' ? _('unavailable.offline', { failed, notSeenHere }) : status === 'failed' ? failed : undefined;

  return (
    <Container className="py-5" style={{ maxWidth: 640 }}>
      <FallbackCard title={title} text={text}>
        <Link to={back.to} className="btn btn-primary mt-3">
          {back.label}
        </Link>
      </FallbackCard>
    </Container>
  );
}

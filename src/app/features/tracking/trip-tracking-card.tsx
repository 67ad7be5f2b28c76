// The live tracking card of a trip page: the driver starts and stops sharing (with the page kept open and the screen
// on), and everyone allowed follows the car, its trail and the arrival estimate. Loaded only for those people.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import { db, type TripRow } from '../../../db/database';
import { startRefusal, startTrip, stopSharing, START_TOO_EARLY } from '../../../db/commands/tracking';
import { SHARING_AFTER_ARRIVAL_MS } from '../../../contract/tracking-limits';
import { runWithToasts } from '../../ui/command-outcome';
import { confirmDialog } from '../../ui/dialogs';
import { LivePosition } from './live-position';
import { ShareLinks } from './share-links';
import { useNow } from './use-now';
import { useTracking } from './use-tracking';
import { currentFix, usePositionSharing } from './use-position-sharing';
import { useWakeLock } from './use-wake-lock';
import { ago, KEEP_PAGE_OPEN, POSITIONS_KEPT_NOTICE, SHARING_ON, START_TRIP, STOP_SHARING } from './tracking-words';

interface Props {
  trip: TripRow;
  userId: number;
  isDriver: boolean;
}

/** When sharing stops by itself if nobody stops it: 3 h after the expected arrival (the server's word once known). */
function sharingEndsAt(trip: TripRow, serverSays: string | null | undefined): number {
  if (serverSays) return Date.parse(serverSays);
  return Date.parse(trip.arrival_time ?? trip.departure_time) + SHARING_AFTER_ARRIVAL_MS;
}

function DriverControls({ trip, waiting, lastSentAt, now }: { trip: TripRow; waiting: number; lastSentAt: number | null; now: number }) {
  const [keepAwake, setKeepAwake] = useState(true);
  const trouble = usePositionSharing(trip.id, trip.sharing === true);
  const wakeLock = useWakeLock(keepAwake && trip.sharing === true);
  async function stop() {
    if (!(await confirmDialog({ text: 'Vos passagers ne verront plus votre position.', confirm: STOP_SHARING, cancel: 'Continuer le partage' }))) return;
    await runWithToasts(() => stopSharing(db, trip), { sent: 'Partage arrêté', failed: 'Impossible d’arrêter le partage' });
  }
  return (
    <div className="mb-3">
      <p className="mb-1">
        <Badge bg="success" className="me-2">
          {SHARING_ON}
        </Badge>
        <span className="small text-body-secondary" data-testid="last-send">
          {lastSentAt ? `Dernière position envoyée ${ago(now - lastSentAt)}` : 'Aucune position envoyée pour l’instant'}
        </span>
      </p>
      <p className="small mb-2" data-testid="points-waiting">
        {waiting === 0 ? 'Aucun point en attente sur l’appareil' : `${waiting} point${waiting > 1 ? 's' : ''} en attente sur l’appareil`}
      </p>
      <Alert variant="info" className="small py-2 mb-2">
        {KEEP_PAGE_OPEN}
      </Alert>
      {trouble ? (
        <Alert variant="warning" className="small py-2 mb-2" role="alert">
          {trouble}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Form.Check
          type="switch"
          id={`keep-awake-${trip.id}`}
          label={wakeLock.supported ? `Garder l’écran allumé${wakeLock.held ? ' (actif)' : ''}` : 'Garder l’écran allumé (non pris en charge par ce navigateur)'}
          checked={keepAwake && wakeLock.supported}
          disabled={!wakeLock.supported}
          onChange={(event) => setKeepAwake(event.currentTarget.checked)}
        />
        <Button size="sm" variant="outline-danger" onClick={() => void stop()}>
          {STOP_SHARING}
        </Button>
      </div>
    </div>
  );
}

function StartButton({ trip, now }: { trip: TripRow; now: number }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const refusal = startRefusal(trip, now);
  async function start() {
    setProblem(null);
    setStarting(true);
    try {
      const position = await currentFix();
      if (!position.ok) return setProblem(position.message);
      await runWithToasts(() => startTrip(db, trip, position.fix), { sent: 'Trajet démarré : vos passagers sont prévenus.', failed: 'Impossible de démarrer le trajet' });
    } finally {
      setStarting(false);
    }
  }
  return (
    <div className="mb-3">
      <p className="small text-body-secondary mb-2">Vos passagers suivront votre position et l’heure d’arrivée estimée jusqu’à l’arrivée.</p>
      {problem ? (
        <Alert variant="warning" className="small py-2" role="alert">
          {problem}
        </Alert>
      ) : null}
      {refusal && refusal !== START_TOO_EARLY ? <p className="small text-body-secondary">{refusal}</p> : null}
      <Button variant="success" disabled={refusal !== null || starting} onClick={() => void start()}>
        {starting ? 'Démarrage…' : trip.started_at ? 'Reprendre le partage' : START_TRIP}
      </Button>
    </div>
  );
}

export default function TripTrackingCard({ trip, userId, isDriver }: Props) {
  const now = useNow();
  const started = Boolean(trip.started_at);
  const view = useTracking(trip.id, userId, started, !(isDriver && trip.sharing === true));
  const endsAt = sharingEndsAt(trip, view?.tracking?.sharing_ends_at);
  const sharing = trip.sharing === true && now < endsAt;
  const over = trip.status === 2 || trip.status === 4 || now >= endsAt;
  const startWindowOpen = startRefusal(trip, now) !== START_TOO_EARLY;
  // Before the start window nothing shows; a trip over shows its last position if it was ever shared.
  if (!started && (!startWindowOpen || over)) return null;
  return (
    <Card className="shadow-sm mb-3" data-testid="trip-tracking">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          Suivi en direct
        </Card.Title>
        {isDriver && sharing ? <DriverControls trip={trip} waiting={view?.waiting ?? 0} lastSentAt={view?.lastSentAt ?? null} now={now} /> : null}
        {isDriver && !sharing && !over ? <StartButton trip={trip} now={now} /> : null}
        {!isDriver && !started ? <p className="small text-body-secondary">Le suivi en direct commencera quand le chauffeur démarrera le trajet.</p> : null}
        {started && !sharing ? <p className="small text-body-secondary">Le partage de position est terminé.</p> : null}
        {started ? (
          <LivePosition
            lastPoint={view?.lastPoint ?? null}
            estimate={view?.tracking?.estimate ?? null}
            trail={view?.trail ?? []}
            from={trip.departure_city}
            to={trip.arrival_city}
            sharing={sharing}
            now={now}
          />
        ) : null}
        {!isDriver && !over ? <ShareLinks tripId={trip.id} userId={userId} /> : null}
        <p className="small text-body-secondary mt-3 mb-0">{POSITIONS_KEPT_NOTICE}</p>
      </Card.Body>
    </Card>
  );
}

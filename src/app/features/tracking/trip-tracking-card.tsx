// The live tracking card of a trip page: the driver starts and stops sharing (with the page kept open and the screen
// on), and everyone allowed follows the car, its trail and the arrival estimate. Loaded only for those people.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import { db, type TripRow } from '../../../db/database';
import { startRefusal, startTrip, stopSharing, START_NOT_ACTIVE, START_NOT_SENT, START_TOO_EARLY } from '../../../db/commands/tracking';
import { SHARING_AFTER_ARRIVAL_MS } from '../../../contract/tracking-limits';
import { useCommand } from '../../hooks/use-command';
import { confirmDialog } from '../../ui/dialogs';
import { LivePosition } from './live-position';
import { ShareLinks } from './share-links';
import { useNow } from './use-now';
import { useTracking } from './use-tracking';
import { currentFix, usePositionSharing } from './use-position-sharing';
import { useWakeLock } from './use-wake-lock';
import { useTrackingText } from './text';
import { ago } from './tracking-words';

/** The refusals the trip's rules give (in French) that this card says in the active language. */
const REFUSALS = { [START_NOT_ACTIVE]: 'start.notActive', [START_NOT_SENT]: 'start.notSent' } as const;

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
  const command = useCommand();
  const _ = useTrackingText();
  const [keepAwake, setKeepAwake] = useState(true);
  const trouble = usePositionSharing(trip.id, trip.sharing === true);
  const wakeLock = useWakeLock(keepAwake && trip.sharing === true);
  async function stop() {
    if (!(await confirmDialog({ text: _('driver.stopQuestion'), confirm: _('driver.stop'), cancel: _('driver.continue') }))) return;
    await command.run(() => stopSharing(db, trip), { sent: _('driver.stopped'), refused: _('driver.stopFailed') });
  }
  return (
    <div className="mb-3">
      <p className="mb-1">
        <Badge bg="success" className="me-2">
          {_('driver.sharingOn')}
        </Badge>
        <span className="small text-body-secondary" data-testid="last-send">
          {lastSentAt ? _('driver.lastSent', { ago: ago(now - lastSentAt) }) : _('driver.noneSent')}
        </span>
      </p>
      <p className="small mb-2" data-testid="points-waiting">
        {_('driver.waiting', { count: waiting })}
      </p>
      <Alert variant="info" className="small py-2 mb-2">
        {_('driver.keepOpen')}
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
          label={wakeLock.supported ? _(wakeLock.held ? 'driver.keepAwakeOn' : 'driver.keepAwake') : _('driver.keepAwakeUnsupported')}
          checked={keepAwake && wakeLock.supported}
          disabled={!wakeLock.supported}
          onChange={(event) => setKeepAwake(event.currentTarget.checked)}
        />
        <Button size="sm" variant="outline-danger" onClick={() => void stop()}>
          {_('driver.stop')}
        </Button>
      </div>
    </div>
  );
}

function StartButton({ trip, now }: { trip: TripRow; now: number }) {
  const command = useCommand();
  const _ = useTrackingText();
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const refusal = startRefusal(trip, now);
  async function start() {
    setProblem(null);
    setStarting(true);
    try {
      const position = await currentFix();
      if (!position.ok) return setProblem(position.message);
      await command.run(() => startTrip(db, trip, position.fix), { sent: _('start.done'), refused: _('start.failed') });
    } finally {
      setStarting(false);
    }
  }
  return (
    <div className="mb-3">
      <p className="small text-body-secondary mb-2">{_('start.intro')}</p>
      {problem ? (
        <Alert variant="warning" className="small py-2" role="alert">
          {problem}
        </Alert>
      ) : null}
      {refusal && refusal !== START_TOO_EARLY ? (
        <p className="small text-body-secondary">{refusal in REFUSALS ? _(REFUSALS[refusal as keyof typeof REFUSALS]) : refusal}</p>
      ) : null}
      <Button variant="success" disabled={refusal !== null || starting} onClick={() => void start()}>
        {starting ? _('start.busy') : trip.started_at ? _('start.resume') : _('start.button')}
      </Button>
    </div>
  );
}

export default function TripTrackingCard({ trip, userId, isDriver }: Props) {
  const _ = useTrackingText();
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
          {_('card.title')}
        </Card.Title>
        {isDriver && sharing ? <DriverControls trip={trip} waiting={view?.waiting ?? 0} lastSentAt={view?.lastSentAt ?? null} now={now} /> : null}
        {isDriver && !sharing && !over ? <StartButton trip={trip} now={now} /> : null}
        {!isDriver && !started ? <p className="small text-body-secondary">{_('card.notStarted')}</p> : null}
        {started && !sharing ? <p className="small text-body-secondary">{_('card.over')}</p> : null}
        {started ? (
          <LivePosition
            lastPoint={view?.lastPoint ?? null}
            estimate={view?.tracking?.estimate ?? null}
            destination={view?.tracking?.destination ?? null}
            trail={view?.trail ?? []}
            from={trip.departure_city}
            to={trip.arrival_city}
            sharing={sharing}
            now={now}
          />
        ) : null}
        {!isDriver && !over ? <ShareLinks tripId={trip.id} userId={userId} /> : null}
        <p className="small text-body-secondary mt-3 mb-0">{_('card.positionsKept')}</p>
      </Card.Body>
    </Card>
  );
}

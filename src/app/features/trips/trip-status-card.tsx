// The owner's status card (DESIGN.md §7): "Cancel Trip" and "Mark as complete" (confirmed), "Activate Trip" for a
// cancelled trip while departure is ahead, and the pause/activate toggle 0 ↔ 1 — each offered exactly when the
// shared transition table allows it. The new status comes from the server.
import { Button, Card, Form } from 'react-bootstrap';
import { canTransition, TRIP_STATUS, type TripTransition } from '../../../contract/statuses';
import { tripStatusResponse } from '../../../contract/trips';
import { db, type TripRow } from '../../../db/database';
import { changeTripStatus } from '../../../db/commands/trips';
import { useCommand } from '../../hooks/use-command';
import { confirmDialog } from '../../ui/dialogs';
import { TripStatusBadge } from './trip-status-badge';
import { tripsText, useTripsText } from './text';

const serverMessage = (fallback: string) => (response: unknown) => tripStatusResponse.safeParse(response).data?.message || fallback;

const CONFIRM: Partial<Record<TripTransition, 'statusCard.confirmCancel' | 'statusCard.confirmComplete'>> = {
  cancel: 'statusCard.confirmCancel',
  complete: 'statusCard.confirmComplete',
};

export function TripStatusCard({ trip }: { trip: TripRow }) {
  const _ = useTripsText();
  const { busy, run } = useCommand();
  const future = Date.parse(trip.departure_time) > Date.now();
  const unsent = !!trip._pending?.includes('status');

  async function change(transition: TripTransition) {
    const question = CONFIRM[transition];
    if (question && !(await confirmDialog({ text: tripsText(question), danger: transition === 'cancel' }))) return;
    const toggle = transition === 'pause' || (transition === 'activate' && trip.status === TRIP_STATUS.pending);
    const toggleFailed = tripsText('statusCard.toggleFailed');
    const failed = tripsText('statusCard.failed');
    const texts =
      transition === 'pause'
        ? { sent: tripsText('statusCard.pausedDone'), refused: toggleFailed }
        : transition === 'activate'
          ? { sent: tripsText('statusCard.activated'), refused: toggle ? toggleFailed : failed }
          : { sent: serverMessage(tripsText(transition === 'cancel' ? 'statusCard.cancelled' : 'statusCard.completed')), refused: failed };
    // Spec 001 §8: a toggle failure reads "Failed to update trip status"; the other actions the server's message.
    await run(() => changeTripStatus(db, trip, transition), { ...texts, fixedRefusalText: toggle ? 'always' : undefined });
  }

  const canToggle = trip.status === TRIP_STATUS.pending || trip.status === TRIP_STATUS.active;
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          {_('statusCard.title')} <TripStatusBadge status={trip.status} text={trip.status_text} />
        </h2>
        {canToggle ? (
          <Form.Check
            type="switch"
            id="trip-status-toggle"
            className="mb-3"
            label={trip.status === TRIP_STATUS.active ? _('statusCard.open') : _('statusCard.paused')}
            checked={trip.status === TRIP_STATUS.active}
            disabled={busy || unsent}
            onChange={() => void change(trip.status === TRIP_STATUS.active ? 'pause' : 'activate')}
          />
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          {/* A paused trip can be cancelled too: its accepted passengers must hear that it will not run. */}
          {canTransition('cancel', trip.status) ? (
            <Button variant="outline-danger" disabled={busy || unsent} onClick={() => void change('cancel')}>
              {_('statusCard.cancel')}
            </Button>
          ) : null}
          {canTransition('complete', trip.status) ? (
            <Button variant="outline-success" disabled={busy || unsent} onClick={() => void change('complete')}>
              {_('statusCard.complete')}
            </Button>
          ) : null}
          {trip.status === TRIP_STATUS.cancelled && future ? (
            <Button variant="success" disabled={busy || unsent} onClick={() => void change('activate')}>
              {_('statusCard.activate')}
            </Button>
          ) : null}
        </div>
        {trip.status === TRIP_STATUS.cancelled && !future ? <p className="small text-body-secondary mb-0">{_('statusCard.past')}</p> : null}
      </Card.Body>
    </Card>
  );
}

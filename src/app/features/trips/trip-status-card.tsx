// The owner's status card (DESIGN.md §7): "Cancel Trip" and "Mark as complete" (confirmed), "Activate Trip" for a
// cancelled trip while departure is ahead, and the pause/activate toggle 0 ↔ 1 — each offered exactly when the
// shared transition table allows it. The new status comes from the server.
import { useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { canTransition, TRIP_STATUS, type TripTransition } from '../../../contract/statuses';
import { tripStatusResponse } from '../../../contract/trips';
import { db, type TripRow } from '../../../db/database';
import { changeTripStatus } from '../../../db/commands/trips';
import { runWithToasts } from '../../ui/command-outcome';
import { confirmDialog } from '../../ui/dialogs';
import { TripStatusBadge } from './trip-status-badge';

export const TRIP_ACTIVATED = 'Trip activated successfully';
export const TRIP_PAUSED = 'Trip paused successfully';
export const STATUS_TOGGLE_FAILED = 'Failed to update trip status';
export const STATUS_ACTION_FAILED = 'Erreur';

const serverMessage = (fallback: string) => (response: unknown) => tripStatusResponse.safeParse(response).data?.message || fallback;

const CONFIRM: Partial<Record<TripTransition, string>> = {
  cancel: 'Le trajet sera annulé et les passagers prévenus.',
  complete: 'Le trajet sera marqué comme terminé.',
};

export function TripStatusCard({ trip }: { trip: TripRow }) {
  const [busy, setBusy] = useState(false);
  const future = Date.parse(trip.departure_time) > Date.now();
  const unsent = !!trip._pending?.includes('status');

  async function change(transition: TripTransition) {
    const question = CONFIRM[transition];
    if (question && !(await confirmDialog({ text: question, danger: transition === 'cancel' }))) return;
    setBusy(true);
    const toggle = transition === 'pause' || (transition === 'activate' && trip.status === TRIP_STATUS.pending);
    const texts =
      transition === 'pause'
        ? { sent: TRIP_PAUSED, failed: STATUS_TOGGLE_FAILED }
        : transition === 'activate'
          ? { sent: TRIP_ACTIVATED, failed: toggle ? STATUS_TOGGLE_FAILED : STATUS_ACTION_FAILED }
          : { sent: serverMessage(transition === 'cancel' ? 'Trip cancelled' : 'Trip completed'), failed: STATUS_ACTION_FAILED };
    // Spec 001 §8: a toggle failure reads "Failed to update trip status"; the other actions the server's message.
    await runWithToasts(() => changeTripStatus(db, trip, transition), { ...texts, failedTextFixed: toggle });
    setBusy(false);
  }

  const canToggle = trip.status === TRIP_STATUS.pending || trip.status === TRIP_STATUS.active;
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          Statut du trajet <TripStatusBadge status={trip.status} text={trip.status_text} />
        </h2>
        {canToggle ? (
          <Form.Check
            type="switch"
            id="trip-status-toggle"
            className="mb-3"
            label={trip.status === TRIP_STATUS.active ? 'Réservations ouvertes (mettre en pause)' : 'Trajet en pause (activer)'}
            checked={trip.status === TRIP_STATUS.active}
            disabled={busy || unsent}
            onChange={() => void change(trip.status === TRIP_STATUS.active ? 'pause' : 'activate')}
          />
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          {/* A paused trip can be cancelled too: its accepted passengers must hear that it will not run. */}
          {canTransition('cancel', trip.status) ? (
            <Button variant="outline-danger" disabled={busy || unsent} onClick={() => void change('cancel')}>
              Cancel Trip
            </Button>
          ) : null}
          {canTransition('complete', trip.status) ? (
            <Button variant="outline-success" disabled={busy || unsent} onClick={() => void change('complete')}>
              Mark as complete
            </Button>
          ) : null}
          {trip.status === TRIP_STATUS.cancelled && future ? (
            <Button variant="success" disabled={busy || unsent} onClick={() => void change('activate')}>
              Activate Trip
            </Button>
          ) : null}
        </div>
        {trip.status === TRIP_STATUS.cancelled && !future ? <p className="small text-body-secondary mb-0">Le départ est passé : ce trajet ne peut plus être réactivé.</p> : null}
      </Card.Body>
    </Card>
  );
}

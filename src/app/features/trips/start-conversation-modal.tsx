// "Start Conversation" (spec 001 §5): a first message to the trip's driver; Send needs more than one character.
// Offline the message waits in the outbox and leaves when the network returns.
import { useEffect, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { MESSAGE_MIN_LENGTH } from '../../../contract/conversations';
import { db, type TripRow } from '../../../db/database';
import { startConversation } from '../../../db/commands/conversations';
import { routeLabel } from '../../../db/commands/session-guard';
import { FieldError } from '../../ui/field-error';
import { SubmitButton } from '../../ui/submit-button';
import { runWithToasts } from '../../ui/command-outcome';
import { GENERIC_FORM_ERROR } from '../../ui/toast';
import { personName } from '../../ui/format';

export const MESSAGE_SENT = 'Message envoyé';

export function StartConversationModal({ trip, show, onHide }: { trip: TripRow; show: boolean; onHide: () => void }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!show) return;
    setText('');
    setError(undefined);
  }, [show]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (text.trim().length < MESSAGE_MIN_LENGTH) return;
    setBusy(true);
    const outcome = await runWithToasts(() => startConversation(db, trip, text), { sent: MESSAGE_SENT, failed: GENERIC_FORM_ERROR });
    setBusy(false);
    if (outcome.status === 'failed') {
      setError(outcome.error.errors?.content?.[0] ?? outcome.error.message ?? GENERIC_FORM_ERROR);
      return;
    }
    onHide();
  }

  const driver = personName(trip.driver) || 'le chauffeur';
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="start-conversation-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="start-conversation-title">Start Conversation</Modal.Title>
      </Modal.Header>
      <form onSubmit={(event) => void send(event)} noValidate>
        <Modal.Body>
          <p className="small text-body-secondary">
            {routeLabel(trip)} · avec {driver}
          </p>
          <label htmlFor="conversation-message" className="form-label">
            Votre message
          </label>
          <textarea
            id="conversation-message"
            className={`form-control${error ? ' is-invalid' : ''}`}
            rows={4}
            maxLength={2000}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'conversation-message-error' : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(undefined);
            }}
          />
          <FieldError id="conversation-message-error" message={error} />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            Annuler
          </button>
          <SubmitButton busy={busy} busyText="Envoi..." disabled={text.trim().length < MESSAGE_MIN_LENGTH} className="">
            Send
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

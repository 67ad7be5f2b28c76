// "Start Conversation" (spec 001 §5): a first message to the trip's driver; Send needs more than one character.
// Offline the message waits in the outbox and leaves when the network returns.
import { uiText } from '../../ui/text';
import { useEffect, useState } from 'react';
import { MESSAGE_MIN_LENGTH } from '../../../contract/conversations';
import { db, type TripRow } from '../../../db/database';
import { startConversation } from '../../../db/commands/conversations';
import { useRouteLabel } from '../listings/route-label';
import { FieldError } from '../../ui/field-error';
import { FormModal } from '../../ui/form-modal';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { accepted, useCommand } from '../../hooks/use-command';
import { personName } from '../../ui/format';
import { tripsText, useTripsText } from './text';

export function StartConversationModal({ trip, show, onHide }: { trip: TripRow; show: boolean; onHide: () => void }) {
  const command = useCommand();
  const _ = useTripsText();
  const routeLabel = useRouteLabel();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!show) return;
    setText('');
    setError(undefined);
  }, [show]);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (text.trim().length < MESSAGE_MIN_LENGTH) return;
    const outcome = await command.run(() => startConversation(db, trip, text), {
      sent: tripsText('conversation.sent'),
      refused: uiText('toast.genericError'),
    });
    if (outcome.status === 'refused') setError(outcome.error.errors?.content?.[0] || outcome.error.message || uiText('toast.genericError'));
    if (outcome.status === 'not-written') setError(outcome.message);
    if (accepted(outcome)) onHide();
  }

  const driver = personName(trip.driver) || _('conversation.theDriver');
  const footer = (
    <ModalFormFooter busy={command.busy} busyText={_('conversation.sending')} disabled={text.trim().length < MESSAGE_MIN_LENGTH} onCancel={onHide}>
      {_('conversation.send')}
    </ModalFormFooter>
  );
  return (
    <FormModal
      show={show}
      onHide={onHide}
      titleId="start-conversation-title"
      title={_('conversation.title')}
      onSubmit={(event) => void send(event)}
      footer={footer}
    >
      <p className="small text-body-secondary">{_('conversation.with', { route: routeLabel(trip), driver })}</p>
      <label htmlFor="conversation-message" className="form-label">
        {_('conversation.label')}
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
    </FormModal>
  );
}

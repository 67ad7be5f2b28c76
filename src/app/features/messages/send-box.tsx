// The chat's send box: required and not blank (spec 000 §5), cleared at once; the message shows in the history
// before the server has it, and waits in the outbox when offline.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../../../contract/conversations';
import { db } from '../../../db/database';
import { sendMessage } from '../../../db/commands/chat';
import { useCommand } from '../../hooks/use-command';
import { FieldError } from '../../ui/field-error';
import { SendIcon } from '../../ui/icons';
import { notify } from '../../ui/toast';
import { useMessagesText } from './text';

const schemaSaying = (required: string) => z.object({ content: z.string().trim().min(1, required).max(MESSAGE_MAX_LENGTH) });
type Fields = z.input<ReturnType<typeof schemaSaying>>;

export function SendBox({ conversationId }: { conversationId: number }) {
  const _ = useMessagesText();
  const required = _('send.required');
  // The empty-box message in the active language (a switch builds the schema again).
  const schema = useMemo(() => schemaSaying(required), [required]);
  const { register, handleSubmit, reset, formState, setFocus, getValues, setValue } = useForm<Fields>({
    resolver: zodResolver(schema),
    defaultValues: { content: '' },
  });
  const errorId = `send-error-${conversationId}`;
  const { run } = useCommand();

  async function send({ content }: Fields) {
    // Cleared at once, so the next message can be typed while this one is stored and sent.
    reset();
    setFocus('content');
    // A message shows in the history at once (pending while it waits for the network): no toast for sent or queued.
    const outcome = await run(() => sendMessage(db, conversationId, content), { queued: null, quietRefusal: true });
    // Not even stored (no session, storage full): the text comes back to the box rather than being lost.
    if (outcome.status === 'not-written' && !getValues('content')) setValue('content', content);
    // Refused by the server: the message leaves the history, and is kept in the unsent changes to retry.
    if (outcome.status === 'refused') notify.error(outcome.error.errors?.content?.[0] ?? outcome.error.message);
  }

  return (
    <Form onSubmit={(event) => void handleSubmit(send)(event)} noValidate className="border-top p-2">
      <InputGroup>
        <Form.Control
          {...register('content')}
          as="textarea"
          rows={1}
          placeholder={_('send.placeholder')}
          aria-label={_('send.label')}
          required
          aria-invalid={formState.errors.content ? true : undefined}
          aria-describedby={formState.errors.content ? errorId : undefined}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line, as in every chat.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void handleSubmit(send)();
            }
          }}
        />
        <Button type="submit" variant="primary" aria-label={_('send.submit')}>
          <SendIcon className="flip-rtl" />
        </Button>
      </InputGroup>
      <FieldError id={errorId} message={formState.errors.content?.message} />
    </Form>
  );
}

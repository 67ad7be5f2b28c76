// The FeedBack Request card (spec 000 §2, §4): five stars and a comment, sent with Envoyer while pending (status 0),
// read-only afterwards; given offline too, sent once.
import { useState } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { RATING_STATUS, type Rating } from '../../../contract/ratings';
import { db, type MessageRow } from '../../../db/database';
import { rateFromCard } from '../../../db/commands/chat';
import { useCommand } from '../../hooks/use-command';
import { StatusBadgeWithPending } from '../../ui/status-badge';
import { uiText } from '../../ui/text';
import { messagesText, useMessagesText } from './text';

const STARS = [1, 2, 3, 4, 5];

function Stars({ value, onChange, readOnly, name }: { value: number; onChange(value: number): void; readOnly: boolean; name: string }) {
  const _ = useMessagesText();
  return (
    <fieldset className="star-rating d-flex gap-1 border-0 p-0 m-0" disabled={readOnly}>
      <legend className="visually-hidden">{_('feedback.rating')}</legend>
      {STARS.map((star) => (
        <span key={star}>
          <input type="radio" id={`${name}-${star}`} name={name} value={star} checked={value === star} onChange={() => onChange(star)} />
          <label htmlFor={`${name}-${star}`} className={star <= value ? 'on' : ''} aria-label={_('feedback.stars', { star })}>
            ★
          </label>
        </span>
      ))}
    </fieldset>
  );
}

export function FeedbackRequestCard({ message }: { message: MessageRow }) {
  const _ = useMessagesText();
  const rating = message.subject as Rating | null | undefined;
  const [stars, setStars] = useState(rating?.rating ?? 0);
  const [comment, setComment] = useState(rating?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useCommand();
  if (!rating || !('status' in rating)) return <p className="small text-body-secondary">{message.content.text}</p>;
  const editable = rating.status === RATING_STATUS.pending;
  const shownStars = editable ? stars : (rating.rating ?? 0);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (stars < 1) return setError(messagesText('feedback.chooseStars'));
    setError(null);
    await run(() => rateFromCard(db, message, stars, comment), { sent: messagesText('feedback.sent'), refused: uiText('toast.genericError') });
  }

  return (
    <Card className="shadow-sm" style={{ maxWidth: '22rem' }}>
      <Card.Body className="p-3">
        <Form onSubmit={(event) => void send(event)} noValidate>
          <div className="d-flex justify-content-between align-items-center mb-2 gap-2">
            <span className="fw-semibold">{_('feedback.title')}</span>
            <StatusBadgeWithPending bg={editable ? 'warning' : 'success'} pending={!!message._pending?.length}>
              {rating.status >= 0 && rating.status <= 3 ? _(`feedback.status.${rating.status as 0 | 1 | 2 | 3}`) : rating.status_text}
            </StatusBadgeWithPending>
          </div>
          <p className="small mb-2">{message.content.text}</p>
          <Stars value={shownStars} onChange={setStars} readOnly={!editable || busy} name={`rating-${message.id}`} />
          {error ? (
            <div className="small text-danger" role="alert">
              {error}
            </div>
          ) : null}
          <Form.Group className="mt-2" controlId={`comment-${message.id}`}>
            <Form.Label className="visually-hidden">{_('feedback.comment')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              placeholder={_('feedback.commentPlaceholder')}
              value={editable ? comment : (rating.comment ?? '')}
              readOnly={!editable}
              onChange={(event) => setComment(event.target.value)}
            />
          </Form.Group>
          {editable ? (
            <Button type="submit" size="sm" className="mt-2" disabled={busy}>
              {_('feedback.send')}
            </Button>
          ) : null}
        </Form>
      </Card.Body>
    </Card>
  );
}

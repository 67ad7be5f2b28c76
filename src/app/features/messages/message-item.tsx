// One entry of a conversation's history: a text bubble (mine on the right, with a pending mark until sent), a
// booking, parcel or feedback card, or a system notice. A message staff hid says so instead of its words.
import { memo } from 'react';
import { MESSAGE_TYPE } from '../../../contract/conversations';
import type { MessageRow } from '../../../db/database';
import { formatDateTime } from '../../ui/format';
import { ClockIcon } from '../../ui/icons';
import { useUiText } from '../../ui/text';
import { BookingRequestCard } from './booking-request-card';
import { FeedbackRequestCard } from './feedback-request-card';
import { ParcelRequestCard } from './parcel-request-card';
import { ReportButton } from '../safety/report-button';
import { useMessagesText } from './text';

function MessageEntry({ message, viewerId }: { message: MessageRow; viewerId: number }) {
  const uiWords = useUiText();
  const words = useMessagesText();
  const mine = message.sender_id === viewerId;
  const side = mine ? 'justify-content-end' : 'justify-content-start';
  if (message.type === MESSAGE_TYPE.systemNotice) {
    return <p className="text-center small text-body-secondary my-2">{message.content.text}</p>;
  }
  if (message.type === MESSAGE_TYPE.parcelRequest) {
    return (
      <div className={`d-flex ${side} my-2`}>
        <ParcelRequestCard message={message} viewerId={viewerId} />
      </div>
    );
  }
  if (message.type === MESSAGE_TYPE.bookingRequest || message.type === MESSAGE_TYPE.feedbackRequest) {
    return (
      <div className={`d-flex ${side} my-2`}>
        {message.type === MESSAGE_TYPE.bookingRequest ? (
          <BookingRequestCard message={message} viewerId={viewerId} />
        ) : (
          <FeedbackRequestCard message={message} />
        )}
      </div>
    );
  }
  const unsent = message.id < 0;
  return (
    <div className={`d-flex ${side} my-1`} data-message-id={message.id}>
      <div className={`chat-bubble rounded-3 px-3 py-2 ${mine ? 'mine' : 'bg-body-secondary'}`}>
        {message.content.hidden ? <div className="fst-italic">{words('hiddenByModeration')}</div> : <div>{message.content.text}</div>}
        <div className={`small text-end d-flex gap-1 justify-content-end align-items-center ${mine ? '' : 'text-body-secondary'}`}>
          {unsent ? (
            <>
              <ClockIcon />
              <span>{uiWords('status.notSentYet')}</span>
            </>
          ) : (
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          )}
        </div>
        {/* Only what the other person wrote, once the server has it, can be reported. */}
        {!mine && !unsent && message.sender_id !== null && !message.content.hidden && <ReportButton subjectType="message" subjectId={message.id} />}
      </div>
    </div>
  );
}

/**
 * Re-rendered only when the message itself changed (a card's status, its pending mark): older pages prepended or a
 * new message render the new entries only, however long the history.
 */
export const MessageItem = memo(
  MessageEntry,
  (before, after) =>
    before.viewerId === after.viewerId &&
    before.message.id === after.message.id &&
    before.message.updated_at === after.message.updated_at &&
    JSON.stringify(before.message.subject) === JSON.stringify(after.message.subject) &&
    before.message._pending?.join() === after.message._pending?.join() &&
    before.message._syncedAt === after.message._syncedAt,
);

// The conversation list (spec 000 §2 Chat): newest activity first, a New count, an unread dot and the last date.
import { useMessageText } from '../../i18n/use-message-text';
import { useConversationTitle } from './use-conversation-title';
import { Badge, Button, ListGroup } from 'react-bootstrap';
import type { ConversationRow } from '../../../db/database';
import { Avatar } from '../../ui/avatar';
import { relativeTime, truncate } from '../../ui/format';
import { otherParticipant } from './use-chat';
import { useMessagesText } from './text';

/** What a conversation's last message says in a list: its text, or what its card is about (the server's default
 *  wording translated, "Demande de réservation : 1 place" say). */
export function useLastMessageText(): (conversation: ConversationRow) => string {
  const translate = useMessageText();
  const words = useMessagesText();
  return (conversation) => {
    const last = conversation.messages[0];
    if (last?.content.hidden) return words('hiddenByModeration');
    return last ? truncate(translate(last.content.text), 60) : '';
  };
}

interface Props {
  conversations: ConversationRow[];
  viewerId: number;
  selectedId?: number | null;
  onSelect(id: number): void;
  /** Older conversations wait on the server: "Voir Plus" asks for the next page. */
  more?: { hasMore: boolean; loading: boolean; loadMore(): void };
}

export function ConversationList({ conversations, viewerId, selectedId, onSelect, more }: Props) {
  const _ = useMessagesText();
  const titleOf = useConversationTitle();
  const lastMessageText = useLastMessageText();
  const unread = conversations.filter((c) => c.unread_messages_count > 0).length;
  if (conversations.length === 0) return <p className="text-body-secondary text-center py-4 mb-0">{_('list.empty')}</p>;
  return (
    <>
      {unread > 0 ? (
        <div className="px-3 pt-2">
          <Badge bg="primary" pill>
            {_('list.new', { count: unread })}
          </Badge>
        </div>
      ) : null}
      <ListGroup variant="flush" as="ul" aria-label={_('list.label')}>
        {conversations.map((conversation) => {
          const other = otherParticipant(conversation, viewerId, _('chat.unknownUser'));
          const isUnread = conversation.unread_messages_count > 0;
          // On the selected (coloured) row, secondary text stays white to keep its contrast.
          const muted = conversation.id === selectedId ? '' : 'text-body-secondary';
          return (
            <ListGroup.Item
              as="li"
              key={conversation.id}
              action
              active={conversation.id === selectedId}
              onClick={() => onSelect(conversation.id)}
              className="d-flex gap-2 align-items-start"
              aria-label={
                isUnread
                  ? _('list.rowUnread', { name: other.full_name, title: titleOf(conversation.title), count: conversation.unread_messages_count })
                  : _('list.row', { name: other.full_name, title: titleOf(conversation.title) })
              }
            >
              <Avatar user={other} size={40} />
              <div className="flex-grow-1 min-w-0">
                <div className="d-flex justify-content-between gap-2">
                  <span className={`text-truncate ${isUnread ? 'fw-bold' : 'fw-semibold'}`}>{other.full_name}</span>
                  <small className={`text-nowrap ${muted}`}>{conversation.last_message_at ? relativeTime(conversation.last_message_at) : ''}</small>
                </div>
                <div className={`small text-truncate ${muted}`}>{titleOf(conversation.title)}</div>
                <div className="d-flex justify-content-between align-items-center gap-2">
                  <span className="small text-truncate">{lastMessageText(conversation)}</span>
                  {isUnread ? <span className="unread-dot flex-shrink-0" aria-hidden="true" /> : null}
                </div>
              </div>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      {more?.hasMore ? (
        <div className="text-center py-2">
          <Button variant="link" size="sm" disabled={more.loading} onClick={more.loadMore}>
            {more.loading ? _('chat.loading') : _('list.more')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

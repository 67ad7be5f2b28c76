// The navbar's messages dropdown (spec 000 §2): each conversation's title, first message and date with an unread
// dot, "No conversation started yet" when empty, and View all messages; a click opens the conversation as a pop-up.
import { useConversationTitle } from './use-conversation-title';
import { Dropdown } from 'react-bootstrap';
import { NavbarIconToggle } from '../../ui/navbar-icon-toggle';
import { Link } from 'react-router-dom';
import { sync } from '../../../sync/client';
import { emit } from '../../event-bus';
import { ChatIcon } from '../../ui/icons';
import { relativeTime } from '../../ui/format';
import { useLastMessageText } from './conversation-list';
import { useConversations, useUnreadMessages } from './use-chat';
import { useMessagesText } from './text';

export function MessagesDropdown({ viewerId }: { viewerId: number }) {
  const _ = useMessagesText();
  const titleOf = useConversationTitle();
  const lastMessageText = useLastMessageText();
  const conversations = useConversations(viewerId) ?? [];
  const unread = useUnreadMessages(viewerId);
  return (
    <Dropdown align="end" onToggle={(open) => open && void sync.refreshConversations(1)}>
      <NavbarIconToggle icon={<ChatIcon />} label={unread ? _('chat.unread', { count: unread }) : _('chat.title')} count={unread} />
      <Dropdown.Menu className="dropdown-menu-wide">
        <Dropdown.Header>{_('chat.title')}</Dropdown.Header>
        {conversations.length === 0 ? <Dropdown.ItemText className="text-body-secondary">{_('dropdown.empty')}</Dropdown.ItemText> : null}
        {conversations.slice(0, 5).map((conversation) => (
          <Dropdown.Item key={conversation.id} as="button" onClick={() => emit('open-conversation', { conversationId: conversation.id })}>
            <div className="d-flex justify-content-between gap-2">
              <span className="fw-semibold text-truncate">{titleOf(conversation.title)}</span>
              <small className="text-body-secondary text-nowrap">{conversation.last_message_at ? relativeTime(conversation.last_message_at) : ''}</small>
            </div>
            <div className="d-flex justify-content-between align-items-center gap-2">
              <span className="small text-body-secondary text-truncate">{lastMessageText(conversation)}</span>
              {conversation.unread_messages_count > 0 ? <span className="unread-dot flex-shrink-0" aria-label={_('dropdown.unread')} role="img" /> : null}
            </div>
          </Dropdown.Item>
        ))}
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/messages" className="text-center">
          {_('dropdown.viewAll')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

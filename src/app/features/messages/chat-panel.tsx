// The floating message button (signed-in users only) with its unread badge, and the side panel "Messages" it
// opens: the conversation list, sliding to a conversation when one is selected.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Badge, Button, Offcanvas } from 'react-bootstrap';
import { useSession } from '../../hooks/use-session';
import { subscribe } from '../../event-bus';
import { ChatIcon } from '../../ui/icons';
import { ChatView } from './chat-view';
import { ConversationList } from './conversation-list';
import { useConversations, useUnreadMessages } from './use-chat';
import { useConversationPages } from './use-conversation-pages';
import { useMessagesText } from './text';

export function ChatPanel() {
  const { session } = useSession();
  const _ = useMessagesText();
  const viewerId = session?.user.id ?? null;
  const [show, setShow] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const conversations = useConversations(viewerId);
  const unread = useUnreadMessages(viewerId);
  // On /messages the page itself is the chat: the button would only cover its send box.
  const onMessagesPage = useLocation().pathname === '/messages';

  const more = useConversationPages(show);
  // Other screens open a conversation in the panel (a notification, "Contacter").
  useEffect(
    () =>
      subscribe('open-conversation', ({ conversationId }) => {
        setSelected(conversationId);
        setShow(true);
      }),
    [],
  );

  if (viewerId === null) return null;
  return (
    <>
      {onMessagesPage ? null : (
        <Button
          className="chat-fab rounded-circle shadow d-flex align-items-center justify-content-center"
          onClick={() => setShow(true)}
          // Named apart from the navbar's "Messages" menu: two buttons of one name that do different things leave a
          // screen reader's user (and a test clicking by name) opening the panel when they meant the menu.
          aria-label={unread ? _('chat.openPanelUnread', { count: unread }) : _('chat.openPanel')}
        >
          <ChatIcon width={26} height={26} />
          {unread > 0 ? (
            <Badge bg="danger" pill className="position-absolute top-0 start-100 translate-middle">
              {unread}
            </Badge>
          ) : null}
        </Button>
      )}
      <Offcanvas show={show} onHide={() => setShow(false)} placement="end" aria-labelledby="chat-panel-title">
        <Offcanvas.Header closeButton closeLabel={_('chat.close')}>
          <Offcanvas.Title id="chat-panel-title">{_('chat.title')}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="p-0 d-flex flex-column min-h-0">
          {selected !== null ? (
            <ChatView conversationId={selected} viewerId={viewerId} onBack={() => setSelected(null)} />
          ) : (
            <ConversationList conversations={conversations ?? []} viewerId={viewerId} onSelect={setSelected} more={more} />
          )}
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}

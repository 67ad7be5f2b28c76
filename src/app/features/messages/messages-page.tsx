// /messages: the user's conversations and the selected one side by side on wide screens, one at a time on phones;
// `?conversation=ID` (a notification's link) opens that conversation.
import { Card, Col, Container, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../hooks/use-session';
import { ChatView } from './chat-view';
import { ConversationList } from './conversation-list';
import { useConversations } from './use-chat';
import { useConversationPages } from './use-conversation-pages';
import { useMessagesText } from './text';

export function MessagesPage() {
  const { session } = useSession();
  const _ = useMessagesText();
  const viewerId = session?.user.id ?? 0;
  const conversations = useConversations(session ? viewerId : null);
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('conversation')) || null;
  const select = (id: number | null) => setParams(id === null ? {} : { conversation: String(id) });

  const more = useConversationPages(true);

  return (
    <Container className="py-3">
      <h1 className="h3 mb-3">{_('chat.title')}</h1>
      <Card className="messages-page overflow-hidden">
        <Row className="g-0 h-100">
          <Col md={4} className={`border-end h-100 overflow-auto ${selected ? 'd-none d-md-block' : ''}`}>
            <ConversationList conversations={conversations ?? []} viewerId={viewerId} selectedId={selected} onSelect={select} more={more} />
          </Col>
          <Col md={8} className={`h-100 ${selected ? '' : 'd-none d-md-flex align-items-center justify-content-center'}`}>
            {selected ? (
              <ChatView conversationId={selected} viewerId={viewerId} onBack={() => select(null)} backClassName="d-md-none" />
            ) : (
              <p className="text-body-secondary">{_('page.select')}</p>
            )}
          </Col>
        </Row>
      </Card>
    </Container>
  );
}

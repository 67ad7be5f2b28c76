// The latest messages of the contact form (spec 000 §2), read-only: staff answer them by email.
import { Badge, ListGroup } from 'react-bootstrap';
import type { ContactMessage } from '../../../contract/staff';
import { formatDateTime } from '../../ui/format';
import { useStaffText } from './text';

/** Spec 000 §2: the contact form's topics, technical problem 0, complaint 1, improvement 2, other 3. */
const TOPICS = new Set([0, 1, 2, 3]);

export function ContactMessagesList({ messages }: { messages: ContactMessage[] }) {
  const _ = useStaffText();
  return (
    <ListGroup aria-label={_('contact.label')}>
      {messages.map((message) => (
        <ListGroup.Item key={message.id} as="article" data-testid="staff-contact-message">
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <h3 className="h6 mb-1">
              {message.subject} <Badge bg="info">{_(`topic.${TOPICS.has(message.topic) ? message.topic : 3}` as 'topic.0')}</Badge>
            </h3>
            <span className="small text-body-secondary">{formatDateTime(message.created_at)}</span>
          </div>
          <div className="small text-body-secondary mb-1">
            {message.full_name} · <a href={`mailto:${message.email}`}>{message.email}</a>
          </div>
          <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
            {message.message}
          </p>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}

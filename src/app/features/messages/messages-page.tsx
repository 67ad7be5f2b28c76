// The full messages page; conversations arrive with the chat feature.
import { Container } from 'react-bootstrap';

export function MessagesPage() {
  return (
    <Container className="py-5 text-center">
      <h1 className="h3">Messages</h1>
      <p className="text-body-secondary">No conversation started yet</p>
    </Container>
  );
}

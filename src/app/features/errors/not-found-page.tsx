// The not-found page: unmatched routes, protected routes while logged out, and 404 answers of the server.
import { Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useText } from '../../i18n/use-text';

export function NotFoundPage() {
  const _ = useText();
  return (
    <Container className="py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h3">{_('notFound.title')}</h1>
      <p className="text-body-secondary">{_('notFound.text')}</p>
      <Link to="/" className="btn btn-primary">
        {_('notFound.home')}
      </Link>
    </Container>
  );
}

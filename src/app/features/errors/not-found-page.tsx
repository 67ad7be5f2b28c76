// The not-found page: unmatched routes, protected routes while logged out, and 404 answers of the server.
import { Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container className="py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="h3">Page introuvable</h1>
      <p className="text-body-secondary">La page demandée n'existe pas ou n'est accessible qu'après connexion.</p>
      <Link to="/" className="btn btn-primary">
        Retour à l'accueil
      </Link>
    </Container>
  );
}

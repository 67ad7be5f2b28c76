// A page that cannot load its code (an old version's chunk gone, the network down on a first visit) or that throws
// says so in plain words and offers to reload, instead of taking the navbar and the whole app down with it.
import { Component, type ReactNode } from 'react';
import { Button, Container } from 'react-bootstrap';

export const PAGE_FAILED = 'Cette page n’a pas pu s’afficher.';
export const PAGE_FAILED_HINT = 'Vérifiez votre connexion puis réessayez.';

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container className="py-5 text-center" role="alert">
        <h1 className="h4">{PAGE_FAILED}</h1>
        <p className="text-body-secondary">{PAGE_FAILED_HINT}</p>
        <Button onClick={() => window.location.reload()}>Réessayer</Button>
      </Container>
    );
  }
}

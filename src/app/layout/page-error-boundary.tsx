// A page that cannot load its code (an old version's chunk gone, the network down on a first visit) or that throws
// says so in plain words and offers to reload, instead of taking the navbar and the whole app down with it.
import { Component, type ReactNode } from 'react';
import { Button, Container } from 'react-bootstrap';
import { useText } from '../i18n/use-text';

/** A component of its own, so a language switch re-renders the message too. */
function PageFailed() {
  const _ = useText();
  return (
    <Container className="py-5 text-center" role="alert">
      <h1 className="h4">{_('page.failed')}</h1>
      <p className="text-body-secondary">{_('page.failedHint')}</p>
      <Button onClick={() => window.location.reload()}>{_('page.retry')}</Button>
    </Container>
  );
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <PageFailed />;
  }
}

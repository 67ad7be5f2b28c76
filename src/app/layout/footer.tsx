// The footer: what Mechwar is, the app download link (installs the PWA when the browser offers it), the links.
import { Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { useText } from '../i18n/use-text';

export function Footer() {
  const { canInstall, install } = useInstallPrompt();
  const _ = useText();
  return (
    <footer className="border-top bg-body-tertiary mt-5 py-4">
      <Container className="d-flex flex-column flex-md-row justify-content-between gap-3">
        <div>
          <strong>Mechwar</strong>
          <p className="mb-0 text-body-secondary">{_('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="h6">{_('footer.download')}</h2>
          {canInstall ? (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void install()}>
              {_('footer.install')}
            </button>
          ) : (
            <a href="/" className="link-primary" title={_('footer.installHint')}>
              {_('footer.platforms')}
            </a>
          )}
        </div>
        <nav aria-label={_('footer.links')} className="d-flex gap-3">
          <Link to="/trips">{_('nav.trips')}</Link>
          <Link to="/announcements">{_('nav.announcements')}</Link>
          <Link to="/contact">{_('nav.contact')}</Link>
        </nav>
      </Container>
      <p className="text-center text-body-secondary small mt-3 mb-0">© {new Date().getFullYear()} Mechwar</p>
    </footer>
  );
}

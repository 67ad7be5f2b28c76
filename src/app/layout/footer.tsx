// The footer: what Mechwar is, the app download link (installs the PWA when the browser offers it), the links.
import { Container } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useInstallPrompt } from '../hooks/use-install-prompt';

export function Footer() {
  const { canInstall, install } = useInstallPrompt();
  return (
    <footer className="border-top bg-body-tertiary mt-5 py-4">
      <Container className="d-flex flex-column flex-md-row justify-content-between gap-3">
        <div>
          <strong>Mechwar</strong>
          <p className="mb-0 text-body-secondary">Covoiturage entre les villes de Tunisie.</p>
        </div>
        <div>
          <h2 className="h6">Télécharger l'application</h2>
          {canInstall ? (
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void install()}>
              Installer Mechwar
            </button>
          ) : (
            <a href="/" className="link-primary" title="Ouvrez Mechwar dans Chrome ou Edge et choisissez « Installer l'application »">
              Mechwar pour Android, iOS et ordinateur
            </a>
          )}
        </div>
        <nav aria-label="Liens du pied de page" className="d-flex gap-3">
          <Link to="/trips">Trips</Link>
          <Link to="/announcements">Announcements</Link>
          <Link to="/contact">Contact us</Link>
        </nav>
      </Container>
      <p className="text-center text-body-secondary small mt-3 mb-0">© {new Date().getFullYear()} Mechwar</p>
    </footer>
  );
}

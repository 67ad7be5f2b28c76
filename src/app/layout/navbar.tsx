// The top navigation (spec 000 §2): links, language and theme switchers, connectivity, and Login/Register or the user
// menu. Bootstrap's navbar markup with its one behaviour (the phone's menu folds and unfolds) written here:
// react-bootstrap's Navbar brings its offcanvas and modal machinery with it, a tenth of the first page's script.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, Container } from 'react-bootstrap';
import NavbarContext from 'react-bootstrap/NavbarContext';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { emit } from '../event-bus';
import { useSession } from '../hooks/use-session';
import { ThemeSwitcher } from './theme-switcher';
import { ConnectivityIndicator } from './connectivity-indicator';
import { LanguageSwitcher } from './language-switcher';
import { useText, type MessageId } from '../i18n/use-text';

const SignedInMenus = lazy(async () => ({ default: (await import('./signed-in-menus')).SignedInMenus }));

const LINKS: Array<{ to: string; label: MessageId; end?: boolean }> = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/trips', label: 'nav.trips' },
  { to: '/announcements', label: 'nav.announcements' },
  { to: '/contact', label: 'nav.contact' },
];

export function Navbar() {
  const { session, loading } = useSession();
  const _ = useText();
  // On phones the menu is open for the page it was opened on: any navigation (a link here, the user menu, a card)
  // folds it away instead of leaving it over the page just opened.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const expanded = openOn === pathname;
  const toggle = (open: boolean) => setOpenOn(open ? pathname : null);
  // The dropdowns inside (messages, notifications) read it to stay in the bar's flow, as in react-bootstrap's Navbar.
  const context = useMemo(() => ({ onToggle: () => setOpenOn(null), bsPrefix: 'navbar', expanded, expand: 'lg' }), [expanded]);
  return (
    <NavbarContext.Provider value={context}>
      <nav className="navbar navbar-expand-lg bg-body-tertiary border-bottom sticky-top">
        <Container>
          <Link to="/" className="navbar-brand d-flex align-items-center gap-2 fw-bold">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            Mechwar
          </Link>
          {/* Outside the collapsed menu: the network state stays visible on phones. */}
          <div className="ms-auto me-2 ms-lg-3 me-lg-0 order-lg-last">
            <ConnectivityIndicator />
          </div>
          <button
            type="button"
            className={`navbar-toggler${expanded ? '' : ' collapsed'}`}
            aria-controls="main-nav"
            aria-expanded={expanded}
            aria-label={_('nav.menu')}
            onClick={() => toggle(!expanded)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="main-nav" className={`navbar-collapse collapse${expanded ? ' show' : ''}`}>
            <ul className="navbar-nav me-auto">
              {LINKS.map((link) => (
                <li className="nav-item" key={link.to}>
                  <NavLink className="nav-link" to={link.to} end={link.end}>
                    {_(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="d-flex align-items-center gap-2 flex-wrap">
              <LanguageSwitcher />
              <ThemeSwitcher />
              {loading ? null : session ? (
                <Suspense fallback={null}>
                  <SignedInMenus session={session} />
                </Suspense>
              ) : (
                <Button variant="primary" onClick={() => emit('open-auth', { modal: 'login' })}>
                  {_('nav.loginRegister')}
                </Button>
              )}
            </div>
          </div>
        </Container>
      </nav>
    </NavbarContext.Provider>
  );
}

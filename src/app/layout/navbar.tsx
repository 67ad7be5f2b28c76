// The top navigation (spec 000 §2): links, language and theme switchers, connectivity, and Login/Register or the user
// menu.
import { lazy, Suspense, useState } from 'react';
import { Container, Nav, Navbar as BsNavbar, Button } from 'react-bootstrap';
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
  return (
    <BsNavbar
      expand="lg"
      className="bg-body-tertiary border-bottom"
      sticky="top"
      expanded={expanded}
      onToggle={(open) => setOpenOn(open ? pathname : null)}
    >
      <Container>
        <BsNavbar.Brand as={Link} to="/" className="d-flex align-items-center gap-2 fw-bold">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Mechwar
        </BsNavbar.Brand>
        {/* Outside the collapsed menu: the network state stays visible on phones. */}
        <div className="ms-auto me-2 ms-lg-3 me-lg-0 order-lg-last">
          <ConnectivityIndicator />
        </div>
        {/* react-bootstrap's toggle does not say whether the menu is open; screen readers need it. */}
        <BsNavbar.Toggle aria-controls="main-nav" aria-expanded={expanded} label={_('nav.menu')} />
        <BsNavbar.Collapse id="main-nav">
          <Nav className="me-auto" as="ul">
            {LINKS.map((link) => (
              <Nav.Item as="li" key={link.to}>
                <Nav.Link as={NavLink} to={link.to} end={link.end}>
                  {_(link.label)}
                </Nav.Link>
              </Nav.Item>
            ))}
          </Nav>
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
        </BsNavbar.Collapse>
      </Container>
    </BsNavbar>
  );
}

// The landing page (spec 000 §2, 001 §2): hero with Get Started (or Install) and "I need a ride", the passengers'
// travel requests, Why Choose Us, testimonials, call to action, the contact form.
import { lazy } from 'react';
import { Button, Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { emit } from '../../event-bus';
import { useSession } from '../../hooks/use-session';
import { useInstallPrompt } from '../../hooks/use-install-prompt';
import { LandingSection } from '../../ui/landing-section';
import { WhenNear } from '../../ui/when-near';
import { RouteIllustration } from './route-illustration';
import { HomeAnnouncements } from './home-announcements';
import { useCreateTravelRequest } from '../announcements/use-create-travel-request';
import { ContactSection } from '../contact/contact-section';
import { useText, type MessageId } from '../../i18n/use-text';

const FEATURES: Array<{ title: MessageId; text: MessageId }> = [
  { title: 'home.why.costs.title', text: 'home.why.costs.text' },
  { title: 'home.why.verified.title', text: 'home.why.verified.text' },
  { title: 'home.why.routes.title', text: 'home.why.routes.text' },
  { title: 'home.why.reviews.title', text: 'home.why.reviews.text' },
];

const HERO_FIRST_BUTTON = { minWidth: '10rem' };

// Far down the page: their code and words come as the reader nears them, not with the first load.
const Testimonials = lazy(async () => ({ default: (await import('./testimonials')).Testimonials }));
const Faq = lazy(async () => ({ default: (await import('./faq')).Faq }));

export function HomePage() {
  const { authenticated } = useSession();
  const { canInstall, install } = useInstallPrompt();
  const needARide = useCreateTravelRequest();
  const _ = useText();
  return (
    <>
      <section className="hero py-5 text-white">
        <Container className="py-lg-5">
          <Row className="align-items-center">
            <Col lg={7}>
              <h1 className="display-5 fw-bold">{_('home.hero.title')}</h1>
              <p className="lead">{_('home.hero.lead')}</p>
              <div className="d-flex gap-2 flex-wrap">
                {/* Install and Get Started take the same room: the offer to install, arriving late, moves nothing. */}
                {canInstall ? (
                  <Button size="lg" variant="light" style={HERO_FIRST_BUTTON} onClick={() => void install()}>
                    {_('home.hero.install')}
                  </Button>
                ) : authenticated ? (
                  <Link to="/trips" className="btn btn-light btn-lg" style={HERO_FIRST_BUTTON}>
                    {_('home.hero.getStarted')}
                  </Link>
                ) : (
                  <Button size="lg" variant="light" style={HERO_FIRST_BUTTON} onClick={() => emit('open-auth', { modal: 'register' })}>
                    {_('home.hero.getStarted')}
                  </Button>
                )}
                <Button size="lg" variant="outline-light" onClick={needARide.open}>
                  {_('home.hero.needRide')}
                </Button>
                <Link to="/trips" className="btn btn-outline-light btn-lg">
                  {_('nav.trips')}
                </Link>
              </div>
            </Col>
            <Col lg={5} className="d-none d-lg-flex justify-content-center">
              <RouteIllustration />
            </Col>
          </Row>
        </Container>
      </section>

      <HomeAnnouncements />

      <LandingSection titleId="why-title" title={_('home.why.title')}>
        <Row xs={1} md={2} lg={4} className="g-4">
          {FEATURES.map((feature) => (
            <Col key={feature.title}>
              <div className="card h-100 shadow-sm">
                <div className="card-body">
                  <h3 className="h5">{_(feature.title)}</h3>
                  <p className="mb-0 text-body-secondary">{_(feature.text)}</p>
                </div>
              </div>
            </Col>
          ))}
        </Row>
      </LandingSection>

      <WhenNear minHeight={340}>
        <Testimonials />
      </WhenNear>
      {/* The user menu's "FAQ" lands here: the place exists before the questions do. */}
      <div id="faq">
        <WhenNear minHeight={420}>
          <Faq />
        </WhenNear>
      </div>

      <section className="py-5 text-center bg-body-tertiary" aria-labelledby="cta-title">
        <Container>
          <h2 id="cta-title">{_('home.cta.title')}</h2>
          <p className="text-body-secondary">{_('home.cta.text')}</p>
          <Link to="/trips" className="btn btn-primary btn-lg">
            {_('home.cta.findRide')}
          </Link>
        </Container>
      </section>

      <ContactSection />
      {needARide.modal}
    </>
  );
}

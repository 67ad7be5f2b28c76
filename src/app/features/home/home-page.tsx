// The landing page (spec 000 §2, 001 §2): hero with Get Started (or Install) and "I need a ride", the passengers'
// travel requests, Why Choose Us, testimonials, call to action, the contact form.
import { Button, Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { emit } from '../../event-bus';
import { useSession } from '../../hooks/use-session';
import { useInstallPrompt } from '../../hooks/use-install-prompt';
import { Testimonials } from './testimonials';
import { Faq } from './faq';
import { RouteIllustration } from './route-illustration';
import { HomeAnnouncements } from './home-announcements';
import { useCreateTravelRequest } from '../announcements/use-create-travel-request';
import { ContactSection } from '../contact/contact-section';


const FEATURES = [
  { title: 'Partagez les frais', text: "Jusqu'à 75 % d'économie sur vos trajets quotidiens en partageant la route." },
  { title: 'Utilisateurs vérifiés', text: 'Numéros de téléphone vérifiés et chauffeurs approuvés avec leurs documents.' },
  { title: 'Itinéraires flexibles', text: 'Des trajets entre les 24 gouvernorats, choisis selon votre horaire.' },
  { title: 'Avis et notes', text: 'Chaque trajet se note : voyagez avec des personnes de confiance.' },
];

const HERO_FIRST_BUTTON = { minWidth: '10rem' };

export function HomePage() {
  const { authenticated } = useSession();
  const { canInstall, install } = useInstallPrompt();
  const needARide = useCreateTravelRequest();
  return (
    <>
      <section className="hero py-5 text-white">
        <Container className="py-lg-5">
          <Row className="align-items-center">
            <Col lg={7}>
              <h1 className="display-5 fw-bold">Smarter commuting, together</h1>
              <p className="lead">
                Mechwar relie chauffeurs et passagers entre les villes de Tunisie. Les chauffeurs gagnent un complément sur leur
                route, les passagers partagent les frais.
              </p>
              <div className="d-flex gap-2 flex-wrap">
                {/* Install and Get Started take the same room: the offer to install, arriving late, moves nothing. */}
                {canInstall ? (
                  <Button size="lg" variant="light" style={HERO_FIRST_BUTTON} onClick={() => void install()}>
                    Install
                  </Button>
                ) : authenticated ? (
                  <Link to="/trips" className="btn btn-light btn-lg" style={HERO_FIRST_BUTTON}>
                    Get Started
                  </Link>
                ) : (
                  <Button size="lg" variant="light" style={HERO_FIRST_BUTTON} onClick={() => emit('open-auth', { modal: 'register' })}>
                    Get Started
                  </Button>
                )}
                <Button size="lg" variant="outline-light" onClick={needARide.open}>
                  I need a ride
                </Button>
                <Link to="/trips" className="btn btn-outline-light btn-lg">
                  Trips
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

      <section className="py-5" aria-labelledby="why-title">
        <Container>
          <h2 id="why-title" className="text-center mb-4">
            Why Choose Us
          </h2>
          <Row xs={1} md={2} lg={4} className="g-4">
            {FEATURES.map((feature) => (
              <Col key={feature.title}>
                <div className="card h-100 shadow-sm">
                  <div className="card-body">
                    <h3 className="h5">{feature.title}</h3>
                    <p className="mb-0 text-body-secondary">{feature.text}</p>
                  </div>
                </div>
              </Col>
            ))}
          </Row>
        </Container>
      </section>

      <Testimonials />
      <Faq />

      <section className="py-5 text-center bg-body-tertiary" aria-labelledby="cta-title">
        <Container>
          <h2 id="cta-title">Prêt à partir ?</h2>
          <p className="text-body-secondary">Publiez un trajet ou trouvez une place en quelques secondes, même avec une connexion fragile.</p>
          <Link to="/trips" className="btn btn-primary btn-lg">
            Find a Ride
          </Link>
        </Container>
      </section>

      <ContactSection />
      {needARide.modal}
    </>
  );
}

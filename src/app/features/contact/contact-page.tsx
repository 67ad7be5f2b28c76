// The contact page; its inquiry form (with captcha) arrives with the contact feature.
import { Container } from 'react-bootstrap';

export function ContactPage() {
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3">Contact us</h1>
      <p>Une question sur un trajet, une réservation ou votre compte ? Notre équipe répond 7 jours sur 7.</p>
      <p className="text-body-secondary">Le formulaire de contact arrive dans la prochaine version de Mechwar.</p>
    </Container>
  );
}

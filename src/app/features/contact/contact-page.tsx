// The contact page (spec 000 §2): a word on who answers, and the contact form.
import { Container } from 'react-bootstrap';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3">Contact us</h1>
      <p>Une question sur un trajet, une réservation ou votre compte ? Notre équipe répond 7 jours sur 7, par email.</p>
      <ContactForm idPrefix="contact" />
    </Container>
  );
}

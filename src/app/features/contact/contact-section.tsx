// The landing page's contact section (spec 000 §2), last before the footer.
import { Container } from 'react-bootstrap';
import { ContactForm } from './contact-form';

export function ContactSection() {
  return (
    <section className="py-5" aria-labelledby="home-contact-title">
      <Container style={{ maxWidth: 720 }}>
        <h2 id="home-contact-title" className="text-center">
          Contact us
        </h2>
        <p className="text-center text-body-secondary">Une question, une réclamation, une idée ? Écrivez-nous, nous répondons par email.</p>
        <ContactForm idPrefix="home-contact" />
      </Container>
    </section>
  );
}

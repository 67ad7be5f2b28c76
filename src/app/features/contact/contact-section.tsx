// The landing page's contact section (spec 000 §2), last before the footer: its form (and the validator it carries)
// loads when the visitor comes near it.
import { lazy } from 'react';
import { Container } from 'react-bootstrap';
import { WhenNear } from '../../ui/when-near';

const ContactForm = lazy(async () => ({ default: (await import('./contact-form')).ContactForm }));

export function ContactSection() {
  return (
    <section className="py-5" aria-labelledby="home-contact-title">
      <Container style={{ maxWidth: 720 }}>
        <h2 id="home-contact-title" className="text-center">
          Contact us
        </h2>
        <p className="text-center text-body-secondary">Une question, une réclamation, une idée ? Écrivez-nous, nous répondons par email.</p>
        <WhenNear minHeight={760}>
          <ContactForm idPrefix="home-contact" />
        </WhenNear>
      </Container>
    </section>
  );
}

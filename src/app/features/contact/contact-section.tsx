// The landing page's contact section (spec 000 §2), last before the footer: its form (and the validator it carries)
// loads when the visitor comes near it, with the contact words beside it.
import { lazy } from 'react';
import { Container } from 'react-bootstrap';
import { useText } from '../../i18n/use-text';
import { WhenNear } from '../../ui/when-near';
import { preloadContactText, useContactText } from './text';

const ContactForm = lazy(async () => {
  const [form] = await Promise.all([import('./contact-form'), preloadContactText()]);
  return { default: form.ContactForm };
});

/** The section's intro, in the contact area's words. */
function ContactIntro() {
  const _ = useContactText();
  return <p className="text-center text-body-secondary">{_('section.intro')}</p>;
}

export function ContactSection() {
  const core = useText();
  return (
    <section className="py-5" aria-labelledby="home-contact-title">
      <Container style={{ maxWidth: 720 }}>
        <h2 id="home-contact-title" className="text-center">
          {core('nav.contact')}
        </h2>
        {/* The intro comes with the form: the landing page's first load fetches neither their code nor their words. */}
        <WhenNear minHeight={810}>
          <ContactIntro />
          <ContactForm idPrefix="home-contact" />
        </WhenNear>
      </Container>
    </section>
  );
}

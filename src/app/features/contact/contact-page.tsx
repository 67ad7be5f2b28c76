// The contact page (spec 000 §2): a word on who answers, and the contact form.
import { Container } from 'react-bootstrap';
import { useText } from '../../i18n/use-text';
import { ContactForm } from './contact-form';
import { useContactText } from './text';

export function ContactPage() {
  const core = useText();
  const _ = useContactText();
  return (
    <Container className="py-5" style={{ maxWidth: 720 }}>
      <h1 className="h3">{core('nav.contact')}</h1>
      <p>{_('page.intro')}</p>
      <ContactForm idPrefix="contact" />
    </Container>
  );
}

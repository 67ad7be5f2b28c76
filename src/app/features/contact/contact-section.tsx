// The landing page's contact section (spec 000 §2), last before the footer: its form (and the validator it carries)
// loads when the visitor comes near it, with the contact words beside it.
import { lazy } from 'react';
import { useText } from '../../i18n/use-text';
import { LandingSection } from '../../ui/landing-section';
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
    <LandingSection titleId="home-contact-title" title={core('nav.contact')} maxWidth={720} spaced={false}>
      {/* The intro comes with the form: the landing page's first load fetches neither their code nor their words. */}
      <WhenNear minHeight={810}>
        <ContactIntro />
        <ContactForm idPrefix="home-contact" />
      </WhenNear>
    </LandingSection>
  );
}

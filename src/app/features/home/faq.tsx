// Frequently asked questions about using Mechwar (the user menu's FAQ link lands here).
import { Accordion } from 'react-bootstrap';
import { LandingSection } from '../../ui/landing-section';
import { useHomeMoreText, type HomeMoreId } from './more-text';

const QUESTIONS: Array<{ q: HomeMoreId; a: HomeMoreId }> = [
  { q: 'faq.book.q', a: 'faq.book.a' },
  { q: 'faq.offline.q', a: 'faq.offline.a' },
  { q: 'faq.driver.q', a: 'faq.driver.a' },
  { q: 'faq.prices.q', a: 'faq.prices.a' },
];

export function Faq() {
  const _ = useHomeMoreText();
  return (
    <LandingSection titleId="faq-title" title={_('faq.title')} maxWidth={800}>
      <Accordion>
        {QUESTIONS.map((item, index) => (
          <Accordion.Item eventKey={String(index)} key={item.q}>
            <Accordion.Header as="h3">{_(item.q)}</Accordion.Header>
            <Accordion.Body>{_(item.a)}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </LandingSection>
  );
}

// Frequently asked questions about using Mechwar (the user menu's FAQ link lands here).
import { Accordion, Container } from 'react-bootstrap';
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
    <section className="py-5" aria-labelledby="faq-title">
      <Container style={{ maxWidth: 800 }}>
        <h2 id="faq-title" className="text-center mb-4">
          {_('faq.title')}
        </h2>
        <Accordion>
          {QUESTIONS.map((item, index) => (
            <Accordion.Item eventKey={String(index)} key={item.q}>
              <Accordion.Header as="h3">{_(item.q)}</Accordion.Header>
              <Accordion.Body>{_(item.a)}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}

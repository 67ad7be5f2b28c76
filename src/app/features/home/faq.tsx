// Frequently asked questions about using Mechwar (the user menu's FAQ link lands here).
import { Accordion, Container } from 'react-bootstrap';
import { useText, type MessageId } from '../../i18n/use-text';

const QUESTIONS: Array<{ q: MessageId; a: MessageId }> = [
  { q: 'home.faq.book.q', a: 'home.faq.book.a' },
  { q: 'home.faq.offline.q', a: 'home.faq.offline.a' },
  { q: 'home.faq.driver.q', a: 'home.faq.driver.a' },
  { q: 'home.faq.prices.q', a: 'home.faq.prices.a' },
];

export function Faq() {
  const _ = useText();
  return (
    <section id="faq" className="py-5" aria-labelledby="faq-title">
      <Container style={{ maxWidth: 800 }}>
        <h2 id="faq-title" className="text-center mb-4">
          {_('home.faq.title')}
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

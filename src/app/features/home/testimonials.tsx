// The testimonials carousel of the landing page, with previous and next buttons.
import { Carousel, Container } from 'react-bootstrap';
import { useText, type MessageId } from '../../i18n/use-text';

const TESTIMONIALS: Array<{ name: MessageId; text: MessageId }> = [
  { name: 'home.testimonials.amira.name', text: 'home.testimonials.amira.text' },
  { name: 'home.testimonials.youssef.name', text: 'home.testimonials.youssef.text' },
  { name: 'home.testimonials.salma.name', text: 'home.testimonials.salma.text' },
];

export function Testimonials() {
  const _ = useText();
  return (
    <section className="py-5" aria-labelledby="testimonials-title">
      <Container>
        <h2 id="testimonials-title" className="text-center mb-4">
          {_('home.testimonials.title')}
        </h2>
        <Carousel variant="dark" interval={null} indicators={false} prevLabel={_('home.testimonials.previous')} nextLabel={_('home.testimonials.next')} className="testimonials">
          {TESTIMONIALS.map((item) => (
            <Carousel.Item key={item.name}>
              <figure className="text-center px-5 py-4">
                <blockquote className="blockquote">
                  <p>{_('home.testimonials.quote', { text: _(item.text) })}</p>
                </blockquote>
                <figcaption className="blockquote-footer mt-2">{_(item.name)}</figcaption>
              </figure>
            </Carousel.Item>
          ))}
        </Carousel>
      </Container>
    </section>
  );
}

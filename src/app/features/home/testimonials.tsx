// The testimonials carousel of the landing page, with previous and next buttons.
import { Carousel, Container } from 'react-bootstrap';
import { useHomeMoreText, type HomeMoreId } from './more-text';

const TESTIMONIALS: Array<{ name: HomeMoreId; text: HomeMoreId }> = [
  { name: 'testimonials.amira.name', text: 'testimonials.amira.text' },
  { name: 'testimonials.youssef.name', text: 'testimonials.youssef.text' },
  { name: 'testimonials.salma.name', text: 'testimonials.salma.text' },
];

export function Testimonials() {
  const _ = useHomeMoreText();
  return (
    <section className="py-5" aria-labelledby="testimonials-title">
      <Container>
        <h2 id="testimonials-title" className="text-center mb-4">
          {_('testimonials.title')}
        </h2>
        <Carousel
          variant="dark"
          interval={null}
          indicators={false}
          prevLabel={_('testimonials.previous')}
          nextLabel={_('testimonials.next')}
          className="testimonials"
        >
          {TESTIMONIALS.map((item) => (
            <Carousel.Item key={item.name}>
              <figure className="text-center px-5 py-4">
                <blockquote className="blockquote">
                  <p>{_('testimonials.quote', { text: _(item.text) })}</p>
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

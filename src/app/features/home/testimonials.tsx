// The testimonials carousel of the landing page, with previous and next buttons.
import { Carousel } from 'react-bootstrap';
import { LandingSection } from '../../ui/landing-section';
import { useHomeMoreText, type HomeMoreId } from './more-text';

const TESTIMONIALS: Array<{ name: HomeMoreId; text: HomeMoreId }> = [
  { name: 'testimonials.amira.name', text: 'testimonials.amira.text' },
  { name: 'testimonials.youssef.name', text: 'testimonials.youssef.text' },
  { name: 'testimonials.salma.name', text: 'testimonials.salma.text' },
];

export function Testimonials() {
  const _ = useHomeMoreText();
  return (
    <LandingSection titleId="testimonials-title" title={_('testimonials.title')}>
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
    </LandingSection>
  );
}

// The testimonials carousel of the landing page, with previous and next buttons.
import { Carousel, Container } from 'react-bootstrap';

const TESTIMONIALS = [
  { name: 'Amira, Sfax', text: 'Je vais à Tunis chaque semaine : mes frais de route ont baissé de 60 %.' },
  { name: 'Youssef, Sousse', text: 'Je publie mon trajet du matin et mes sièges se remplissent tout seuls.' },
  { name: 'Salma, Bizerte', text: "Même sans réseau dans le train, je retrouve ma réservation dans l'application." },
];

export function Testimonials() {
  return (
    <section className="py-5" aria-labelledby="testimonials-title">
      <Container>
        <h2 id="testimonials-title" className="text-center mb-4">
          Ils voyagent avec Mechwar
        </h2>
        <Carousel variant="dark" interval={null} indicators={false} prevLabel="Previous" nextLabel="Next" className="testimonials">
          {TESTIMONIALS.map((item) => (
            <Carousel.Item key={item.name}>
              <figure className="text-center px-5 py-4">
                <blockquote className="blockquote">
                  <p>« {item.text} »</p>
                </blockquote>
                <figcaption className="blockquote-footer mt-2">{item.name}</figcaption>
              </figure>
            </Carousel.Item>
          ))}
        </Carousel>
      </Container>
    </section>
  );
}

// The banner over a list between cities: title, one line of what it holds, and its calls to action. Lower on phones,
// where the first card must still show without scrolling.
import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';

export function ListingHero({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section className="hero py-3 py-md-5 text-white text-center">
      <Container>
        <h1 className="display-6 fw-bold">{title}</h1>
        <p className="lead">{lead}</p>
        {children}
      </Container>
    </section>
  );
}

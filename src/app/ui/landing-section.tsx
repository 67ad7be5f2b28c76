// A band of the landing page: a section named by its centred title, its content in a container. The why, testimonials,
// questions and contact bands are all one.
import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';

interface Props {
  /** The title's id, which names the section for assistive technology. */
  titleId: string;
  title: ReactNode;
  /** The content's width at most, in pixels (the container's own width when not given). */
  maxWidth?: number;
  /** Whether the content follows the title at a distance (an intro paragraph sits close under it). */
  spaced?: boolean;
  children: ReactNode;
}

export function LandingSection({ titleId, title, maxWidth, spaced = true, children }: Props) {
  return (
    <section className="py-5" aria-labelledby={titleId}>
      <Container style={maxWidth ? { maxWidth } : undefined}>
        <h2 id={titleId} className={spaced ? 'text-center mb-4' : 'text-center'}>
          {title}
        </h2>
        {children}
      </Container>
    </section>
  );
}

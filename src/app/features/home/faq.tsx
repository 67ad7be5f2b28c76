// Frequently asked questions about using Mechwar (the user menu's FAQ link lands here).
import { Accordion, Container } from 'react-bootstrap';

const QUESTIONS = [
  { q: 'Comment réserver une place ?', a: 'Cherchez un trajet, ouvrez-le et choisissez le nombre de places. Le chauffeur accepte ou refuse votre demande.' },
  { q: 'Puis-je utiliser Mechwar sans réseau ?', a: "Oui. Ce que vous avez déjà consulté reste lisible, et ce que vous faites hors ligne est envoyé dès le retour du réseau." },
  { q: 'Comment devenir chauffeur ?', a: 'Depuis votre profil, choisissez « Devenir un chauffeur » et envoyez vos documents. Un administrateur valide votre demande.' },
  { q: 'Comment sont fixés les prix ?', a: 'Le chauffeur fixe le prix par place, en TND. Le total est le prix par place multiplié par le nombre de places.' },
];

export function Faq() {
  return (
    <section id="faq" className="py-5" aria-labelledby="faq-title">
      <Container style={{ maxWidth: 800 }}>
        <h2 id="faq-title" className="text-center mb-4">
          FAQ
        </h2>
        <Accordion>
          {QUESTIONS.map((item, index) => (
            <Accordion.Item eventKey={String(index)} key={item.q}>
              <Accordion.Header as="h3">{item.q}</Accordion.Header>
              <Accordion.Body>{item.a}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}

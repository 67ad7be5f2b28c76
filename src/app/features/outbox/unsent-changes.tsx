// "Modifications non envoyées": the signed-in user's changes the server has not accepted yet, each with where it
// stands in plain words, and retry and discard.
import { useLiveQuery } from 'dexie-react-hooks';
import { Badge, Button, ListGroup, Modal } from 'react-bootstrap';
import { db } from '../../../db/database';
import { unsentChanges, type QueuePlace } from '../../../db/outbox';
import { sync } from '../../../sync/client';
import { useIsOffline } from '../../hooks/use-is-offline';
import { confirmDialog } from '../../ui/dialogs';
import { notify } from '../../ui/toast';
import { STUCK_EXPLANATION, UNSENT_TITLE } from './unsent-texts';


const time = (at: number) => new Date(at).toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit' });

/** Where a change stands, said so a person understands what it waits for. */
export function describePlace({ entry, waitsFor, orphaned }: QueuePlace, offline: boolean): { badge: string; bg: string; detail?: string } {
  switch (entry.state) {
    case 'sending':
      return { badge: 'Envoi...', bg: 'info' };
    case 'held':
      return { badge: 'Connexion requise', bg: 'warning', detail: entry.lastError?.message };
    case 'stuck':
      return { badge: 'Bloquée', bg: 'warning', detail: STUCK_EXPLANATION };
    case 'failed':
      return { badge: 'Refusée', bg: 'danger', detail: entry.lastError?.message };
    case 'pending':
      if (orphaned) return { badge: 'Impossible à envoyer', bg: 'danger', detail: 'Elle porte sur un élément qui n’a jamais été envoyé.' };
      if (offline) return { badge: 'En attente du réseau', bg: 'secondary' };
      if (waitsFor) return { badge: 'En attente', bg: 'secondary', detail: `Partira après « ${waitsFor.label} ».` };
      if (entry.lastError && entry.nextAttemptAt > Date.now()) {
        const reason = entry.lastError.status === 0 ? 'Serveur injoignable' : `Le serveur a répondu : ${entry.lastError.message}`;
        return { badge: 'Nouvel essai prévu', bg: 'secondary', detail: `${reason}. Nouvel essai vers ${time(entry.nextAttemptAt)}.` };
      }
      return { badge: 'Envoi imminent', bg: 'info' };
  }
}

export function UnsentChanges({ show, onHide }: { show: boolean; onHide: () => void }) {
  const places = useLiveQuery(() => unsentChanges(db), [], []);
  const offline = useIsOffline();

  async function retry(place: QueuePlace) {
    // Loaded when first used: the code that applies answers stays out of the first page load.
    const { retryEntries } = await import('../../../db/outbox-outcomes');
    await retryEntries(db, [place.entry.id]);
    // A plain drain: a refusal keeps the entry in this list (with its reason) instead of answering a form.
    await sync.flush();
  }

  async function discard({ entry }: QueuePlace) {
    const confirmed = await confirmDialog({ text: `« ${entry.label} » ne sera pas envoyée.`, confirm: 'Abandonner', cancel: 'Cancel', danger: true });
    const { discardEntry } = await import('../../../db/outbox-outcomes');
    if (confirmed && !(await discardEntry(db, entry.id))) notify.info('Envoi en cours : cette modification ne peut plus être abandonnée.');
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="unsent-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="unsent-title">{UNSENT_TITLE}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {places.length === 0 ? (
          <p className="mb-0">Tout est envoyé.</p>
        ) : (
          <ListGroup>
            {places.map((place) => {
              const { entry } = place;
              const where = describePlace(place, offline);
              return (
                <ListGroup.Item key={entry.id} className="d-flex flex-column gap-1">
                  <div className="d-flex justify-content-between align-items-center gap-2">
                    <strong>{entry.label}</strong>
                    <Badge bg={where.bg}>{where.badge}</Badge>
                  </div>
                  <small className="text-body-secondary">{new Date(entry.createdAt).toLocaleString('fr-FR')}</small>
                  {where.detail ? <small className={entry.state === 'failed' ? 'text-danger' : 'text-body-secondary'}>{where.detail}</small> : null}
                  <div className="d-flex gap-2">
                    <Button size="sm" variant="outline-primary" disabled={entry.state === 'sending'} aria-label={`Réessayer « ${entry.label} »`} onClick={() => void retry(place)}>
                      Réessayer
                    </Button>
                    <Button size="sm" variant="outline-danger" disabled={entry.state === 'sending'} aria-label={`Abandonner « ${entry.label} »`} onClick={() => void discard(place)}>
                      Abandonner
                    </Button>
                  </div>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </Modal.Body>
    </Modal>
  );
}

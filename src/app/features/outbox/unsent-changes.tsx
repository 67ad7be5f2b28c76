// "Modifications non envoyées": every change the server has not accepted yet, with retry and discard.
import { Badge, Button, ListGroup, Modal } from 'react-bootstrap';
import { db } from '../../../db/database';
import { discardEntry, retryEntries } from '../../../db/outbox-outcomes';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { sync } from '../../../sync/client';
import { useUnsentChanges } from '../../hooks/use-unsent';
import { confirmDialog } from '../../ui/dialogs';
import { notify } from '../../ui/toast';

export const UNSENT_TITLE = 'Modifications non envoyées';

const STATE_LABEL: Record<OutboxEntry['state'], { text: string; bg: string }> = {
  pending: { text: 'En attente du réseau', bg: 'secondary' },
  sending: { text: 'Envoi...', bg: 'info' },
  held: { text: 'Connexion requise', bg: 'warning' },
  stuck: { text: 'Bloquée', bg: 'warning' },
  failed: { text: 'Refusée', bg: 'danger' },
};

export function UnsentChanges({ show, onHide }: { show: boolean; onHide: () => void }) {
  const entries = useUnsentChanges();

  async function retry(entry: OutboxEntry) {
    await retryEntries(db, [entry.id]);
    // A plain drain: a refusal keeps the entry in this list (with its reason) instead of answering a form.
    await sync.flush();
  }

  async function discard(entry: OutboxEntry) {
    const confirmed = await confirmDialog({ text: `« ${entry.label} » ne sera pas envoyée.`, confirm: 'Abandonner', cancel: 'Cancel', danger: true });
    if (confirmed && !(await discardEntry(db, entry.id))) notify.info('Envoi en cours : cette modification ne peut plus être abandonnée.');
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="unsent-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="unsent-title">{UNSENT_TITLE}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {entries.length === 0 ? (
          <p className="mb-0">Tout est envoyé.</p>
        ) : (
          <ListGroup>
            {entries.map((entry) => (
              <ListGroup.Item key={entry.id} className="d-flex flex-column gap-1">
                <div className="d-flex justify-content-between align-items-center">
                  <strong>{entry.label}</strong>
                  <Badge bg={STATE_LABEL[entry.state].bg}>{STATE_LABEL[entry.state].text}</Badge>
                </div>
                <small className="text-body-secondary">{new Date(entry.createdAt).toLocaleString('fr-FR')}</small>
                {entry.lastError ? <small className="text-danger">{entry.lastError.message}</small> : null}
                <div className="d-flex gap-2">
                  <Button size="sm" variant="outline-primary" disabled={entry.state === 'sending'} aria-label={`Réessayer « ${entry.label} »`} onClick={() => void retry(entry)}>
                    Réessayer
                  </Button>
                  <Button size="sm" variant="outline-danger" disabled={entry.state === 'sending'} aria-label={`Abandonner « ${entry.label} »`} onClick={() => void discard(entry)}>
                    Abandonner
                  </Button>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Modal.Body>
    </Modal>
  );
}
